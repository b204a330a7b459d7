import Foundation

// Image data, as UIKit encodes and decodes it. Headless there are no pixels, so the kit writes
// what the image is (where it came from, its size in pixels) in a chunk of its own inside a
// file that starts as a real PNG or JPEG does: the signature, then the header that gives the
// width and height, so code that sniffs the format or reads the size from the bytes behaves.
extension UIImage {
  /// The image as PNG data: a PNG signature and header with the image's size in pixels, and
  /// the kit's chunk that says what the image is (an image renderer's: what it drew), for
  /// `UIImage(data:)`.
  public func pngData() -> Data? {
    ImageData.png(width: pixelWidth, height: pixelHeight, payload: payload)
  }

  /// The image as JPEG data: a JPEG start, a frame header with the image's size in pixels, and
  /// the kit's segments that say what the image is. The quality changes no bytes headless:
  /// there are no pixels to compress.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    ImageData.jpeg(width: pixelWidth, height: pixelHeight, payload: payload)
  }

  // What data holds, for `init?(data:scale:)`: the image's source, its size in points, and
  // what an image renderer drew.
  static func decoded(_ data: Data, scale: CGFloat)
    -> (source: Source, size: CGSize, drawing: [HeadlessDrawingOperation])?
  {
    guard let decoded = ImageData.decode(data), scale > 0 else { return nil }
    let size = CGSize(
      width: CGFloat(decoded.width) / scale, height: CGFloat(decoded.height) / scale)
    guard let written = decoded.payload.flatMap(Self.read) else {
      return (.encoded(data), size, [])
    }
    return (written.source, size, written.drawing)
  }

  private var pixelWidth: Int { Int((size.width * scale).rounded()) }
  private var pixelHeight: Int { Int((size.height * scale).rounded()) }

  // What the kit writes in its chunk: the kind of source and its value, on two lines; an
  // image renderer's drawing follows, one operation a line.
  private var payload: Data {
    switch source {
    case .asset(let name): Data("asset\n\(name)".utf8)
    case .symbol(let name): Data("symbol\n\(name)".utf8)
    case .rendered(let width, let height):
      Data(
        (["rendered", "\(width) \(height)"] + headlessDrawing.map(\.imageDataLine)).joined(
          separator: "\n"
        ).utf8)
    case .encoded(let data): Data("encoded\n".utf8) + data.base64EncodedData()
    }
  }

  // The source and drawing a payload names, or nil for a payload the kit did not write.
  private static func read(_ payload: Data) -> (
    source: Source, drawing: [HeadlessDrawingOperation]
  )? {
    guard let newline = payload.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let kind = String(decoding: payload[..<newline], as: UTF8.self)
    let value = payload[payload.index(after: newline)...]
    let text = String(decoding: value, as: UTF8.self)
    switch kind {
    case "asset": return (.asset(text), [])
    case "symbol": return (.symbol(text), [])
    case "rendered":
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let sides = lines[0].split(separator: " ").compactMap { Double($0) }
      let drawing = lines.dropFirst().compactMap(HeadlessDrawingOperation.init(imageDataLine:))
      guard sides.count == 2, drawing.count == lines.count - 1 else { return nil }
      return (.rendered(width: sides[0], height: sides[1]), drawing)
    case "encoded":
      guard let data = Data(base64Encoded: Data(value)) else { return nil }
      return (.encoded(data), [])
    default: return nil
    }
  }
}

// The PNG and JPEG containers the kit writes and reads.
enum ImageData {
  struct Decoded {
    var width: Int
    var height: Int
    // The kit's own chunk, if the data has one.
    var payload: Data?
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  // The kit's PNG chunk: ancillary, private, safe to copy, so PNG readers skip it.
  private static let kitChunk = Array("hdLs".utf8)
  // The kit's JPEG segments: APP11, named as application segments are.
  private static let kitMarker: UInt8 = 0xEB
  private static let kitName = Array("Headless\0".utf8)

  static func decode(_ data: Data) -> Decoded? {
    let bytes = [UInt8](data)
    if bytes.starts(with: pngSignature) { return decodePNG(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return decodeJPEG(bytes) }
    return nil
  }

  // MARK: PNG

  static func png(width: Int, height: Int, payload: Data) -> Data {
    var header = bigEndian(UInt32(width), bytes: 4) + bigEndian(UInt32(height), bytes: 4)
    // 8 bits a sample, RGBA, deflate, adaptive filters, not interlaced.
    header += [8, 6, 0, 0, 0]
    var bytes = pngSignature
    bytes += chunk(Array("IHDR".utf8), header)
    bytes += chunk(kitChunk, [UInt8](payload))
    bytes += chunk(Array("IEND".utf8), [])
    return Data(bytes)
  }

  private static func chunk(_ type: [UInt8], _ body: [UInt8]) -> [UInt8] {
    bigEndian(UInt32(body.count), bytes: 4) + type + body
      + bigEndian(crc32(type + body), bytes: 4)
  }

  // Reads the chunks, checking each one's CRC, as a PNG reader does: the header's size, and the
  // kit's chunk if there is one. Anything torn or corrupt is not a PNG.
  private static func decodePNG(_ bytes: [UInt8]) -> Decoded? {
    var offset = pngSignature.count
    var decoded: Decoded?
    while offset + 12 <= bytes.count {
      let length = Int(number(bytes, at: offset, bytes: 4))
      let typeStart = offset + 4
      let bodyEnd = typeStart + 4 + length
      guard length >= 0, bodyEnd + 4 <= bytes.count else { return nil }
      let type = Array(bytes[typeStart..<typeStart + 4])
      let body = Array(bytes[typeStart + 4..<bodyEnd])
      guard crc32(type + body) == UInt32(number(bytes, at: bodyEnd, bytes: 4)) else { return nil }
      offset = bodyEnd + 4
      if type == Array("IHDR".utf8), body.count == 13 {
        let width = Int(number(body, at: 0, bytes: 4))
        decoded = Decoded(width: width, height: Int(number(body, at: 4, bytes: 4)))
      } else if type == kitChunk {
        decoded?.payload = Data(body)
      } else if type == Array("IEND".utf8) {
        return decoded
      }
    }
    return nil
  }

  // MARK: JPEG

  static func jpeg(width: Int, height: Int, payload: Data) -> Data? {
    guard width <= 0xFFFF, height <= 0xFFFF else { return nil }
    var bytes: [UInt8] = [0xFF, 0xD8]
    // The payload in as many segments as it takes: a segment holds at most 65,533 bytes.
    let room = 0xFFFF - 2 - kitName.count
    var rest = [UInt8](payload)[...]
    repeat {
      let piece = rest.prefix(room)
      rest = rest.dropFirst(piece.count)
      bytes += segment(kitMarker, kitName + piece)
    } while !rest.isEmpty
    // A baseline frame header: 8 bits a sample, three components, as a colour JPEG has.
    var frame: [UInt8] = [8] + bigEndian(UInt32(height), bytes: 2)
    frame += bigEndian(UInt32(width), bytes: 2)
    frame += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += segment(0xC0, frame)
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }

  private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian(UInt32(body.count + 2), bytes: 2) + body
  }

  // Reads the segments up to the image data: the frame header's size, and the kit's segments.
  private static func decodeJPEG(_ bytes: [UInt8]) -> Decoded? {
    var offset = 2
    var size: (width: Int, height: Int)?
    var payload: [UInt8]?
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      if marker == 0xD9 || marker == 0xDA { break }
      let length = Int(number(bytes, at: offset + 2, bytes: 2))
      let end = offset + 2 + length
      guard length >= 2, end <= bytes.count else { return nil }
      let body = bytes[offset + 4..<end]
      // Start-of-frame markers C0–CF, but for DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), body.count >= 5 {
        let height = Int(number(Array(body), at: 1, bytes: 2))
        size = (Int(number(Array(body), at: 3, bytes: 2)), height)
      } else if marker == kitMarker, body.starts(with: kitName) {
        payload = (payload ?? []) + body.dropFirst(kitName.count)
      }
      offset = end
    }
    guard let size else { return nil }
    return Decoded(width: size.width, height: size.height, payload: payload.map { Data($0) })
  }

  // MARK: Bytes

  private static func bigEndian(_ value: UInt32, bytes count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
  }

  private static func number(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt32 {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | UInt32($1) }
  }

  // The CRC-32 PNG chunks end with (ISO 3309, the one zlib computes).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}

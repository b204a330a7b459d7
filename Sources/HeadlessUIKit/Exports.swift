// UIKit re-exports Foundation (and CoreGraphics, whose CGRect/CGPoint/CGSize Foundation carries
// on Linux), so iOS files that only `import UIKit` use Date, CGRect and NSCoder freely. The
// headless kit does the same, so those files compile with only the import line changed.
@_exported import Foundation

// On Apple's systems Foundation itself holds URLSession, URLRequest and HTTPURLResponse; on
// Linux they live in FoundationNetworking. A worker that fetches with URLSession in a file that
// only imports UIKit must compile here too.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

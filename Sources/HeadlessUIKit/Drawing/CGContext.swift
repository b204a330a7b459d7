import Foundation

#if !canImport(CoreGraphics)
  /// A Core Graphics drawing context: the one `UIGraphicsGetCurrentContext()` answers inside a
  /// view's `draw(_:)` and an image renderer's actions.
  ///
  /// Headless difference: Linux has no Core Graphics, so the kit declares the context with the
  /// members drawing code of a custom view uses. It paints nothing: each fill and stroke is
  /// recorded in the drawing under way (a view's `headlessDrawing`, an image's), with the path,
  /// the colour and the line width, as `UIBezierPath.fill()` and `stroke()` record theirs. The
  /// colours are the ones `UIColor.setFill()` and `setStroke()` set, shared with them, as on iOS.
  public final class CGContext {
    // The drawing it records into, held weakly: the drawing holds its context. After the
    // drawing ends, the context records nothing, as a context used past its drawing does not.
    private weak var drawing: HeadlessGraphicsContext?
    // The path being built, which `fillPath()` and `strokePath()` paint and then clear.
    private var path = CGMutablePath()
    // The graphics states `saveGState()` pushed.
    private var savedStates: [GraphicsState] = []

    private struct GraphicsState {
      var fillColor: UIColor
      var strokeColor: UIColor
      var lineWidth: CGFloat
    }

    // The width of the lines strokes draw; 1 until set, as in Core Graphics.
    private var lineWidth: CGFloat = 1

    init(drawing: HeadlessGraphicsContext) {
      self.drawing = drawing
    }

    // MARK: Graphics state

    /// Sets the colour fills paint with.
    public func setFillColor(_ color: CGColor) {
      drawing?.fillColor = color.uiColor
    }

    /// Sets the colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) {
      drawing?.strokeColor = color.uiColor
    }

    /// Sets the width of the lines strokes draw.
    public func setLineWidth(_ width: CGFloat) {
      lineWidth = width
    }

    /// Pushes a copy of the graphics state (colours and line width).
    public func saveGState() {
      guard let drawing else { return }
      savedStates.append(
        GraphicsState(
          fillColor: drawing.fillColor, strokeColor: drawing.strokeColor, lineWidth: lineWidth))
    }

    /// Brings back the graphics state last pushed; nothing happens if none was.
    public func restoreGState() {
      guard let state = savedStates.popLast() else { return }
      drawing?.fillColor = state.fillColor
      drawing?.strokeColor = state.strokeColor
      lineWidth = state.lineWidth
    }

    // MARK: Building the path

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint) {
      path.move(to: point)
    }

    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) {
      path.addLine(to: point)
    }

    /// Adds lines joining the points.
    public func addLines(between points: [CGPoint]) {
      path.addLines(between: points)
    }

    /// Adds an arc of a circle, after a line from the current point to its start; `clockwise`
    /// in Core Graphics' sense (y up), as `CGMutablePath.addArc` takes it.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
      path.addRect(rect)
    }

    /// Adds an oval that fits a rectangle as a closed subpath.
    public func addEllipse(in rect: CGRect) {
      path.addEllipse(in: rect)
    }

    /// Adds another path's subpaths.
    public func addPath(_ path: CGPath) {
      self.path.addPath(path)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
      path.closeSubpath()
    }

    // MARK: Painting

    /// Fills the area the path encloses with the fill colour, then clears the path; an empty
    /// path paints nothing.
    public func fillPath(using rule: CGPathFillRule = .winding) {
      guard let path = takePath() else { return }
      drawing?.fill(path, evenOdd: rule == .evenOdd)
    }

    /// Strokes the path with the stroke colour and line width, then clears the path; an empty
    /// path paints nothing.
    public func strokePath() {
      guard let path = takePath() else { return }
      drawing?.stroke(path, lineWidth: lineWidth)
    }

    /// Fills a rectangle with the fill colour; the path is unchanged.
    public func fill(_ rect: CGRect) {
      drawing?.fill(CGPath(rect: rect, transform: nil), evenOdd: false)
    }

    /// Strokes a rectangle's outline with the stroke colour and line width; the path is
    /// unchanged.
    public func stroke(_ rect: CGRect) {
      drawing?.stroke(CGPath(rect: rect, transform: nil), lineWidth: lineWidth)
    }

    /// Fills an oval that fits a rectangle; the path is unchanged.
    public func fillEllipse(in rect: CGRect) {
      drawing?.fill(CGPath(ellipseIn: rect, transform: nil), evenOdd: false)
    }

    /// Strokes an oval that fits a rectangle; the path is unchanged.
    public func strokeEllipse(in rect: CGRect) {
      drawing?.stroke(CGPath(ellipseIn: rect, transform: nil), lineWidth: lineWidth)
    }

    // The path built so far, which painting consumes: the context starts a new one. `nil` for
    // an empty path.
    private func takePath() -> CGPath? {
      guard !path.isEmpty else { return nil }
      let taken = path
      path = CGMutablePath()
      return taken
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The current drawing context: inside a view's `draw(_:)` and an image renderer's actions,
  /// the one recording that drawing; `nil` anywhere else, as in UIKit.
  public func UIGraphicsGetCurrentContext() -> CGContext? {
    HeadlessGraphicsContext.current?.cgContext
  }

  extension HeadlessGraphicsContext {
    // The drawing's Core Graphics context, made once, so that calls to
    // `UIGraphicsGetCurrentContext()` in one drawing build one path.
    var cgContext: CGContext {
      if let made = madeCGContext { return made }
      let made = CGContext(drawing: self)
      madeCGContext = made
      return made
    }
  }
#endif

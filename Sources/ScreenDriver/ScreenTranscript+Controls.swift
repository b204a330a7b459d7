import Foundation
import HeadlessUIKit

extension ScreenTranscript {
  /// The line for an everyday control or view, read from its public state, or nil for a view
  /// this part of the transcript does not show. For example:
  ///
  /// ```
  /// field "Email": "ann@example.com" (editing)
  /// field "Password": empty (placeholder "Password")
  /// switch "Remember me": on
  /// segments: Map | [Transit] | Satellite
  /// spinner: spinning
  /// slider "Volume": 0.5
  /// progress "Upload": 50%
  /// stepper "Guests": 2
  /// page 2 of 3
  /// image: symbol "star.fill"
  /// picker "Duration": 2 hours | 30 min
  /// ```
  static func controlLine(_ view: UIView) -> String? {
    switch view {
    case let field as UITextField:
      return "field\(named(field)): \(fieldText(field))" + (field.isEditing ? " (editing)" : "")
        + (field.isEnabled ? "" : " (disabled)")
    case let toggle as UISwitch:
      return "switch\(named(toggle)): \(toggle.isOn ? "on" : "off")"
        + (toggle.isEnabled ? "" : " (disabled)")
    case let segments as UISegmentedControl:
      let titles = (0..<segments.numberOfSegments).map { index in
        let title = visible(segments.titleForSegment(at: index) ?? "(image)")
        return index == segments.selectedSegmentIndex ? "[\(title)]" : title
      }
      return "segments\(named(segments)): " + titles.joined(separator: " | ")
    case let slider as UISlider:
      return "slider\(named(slider)): \(number(Double(slider.value)))"
    case let progressView as UIProgressView:
      return "progress\(named(progressView)): \(Int((progressView.progress * 100).rounded()))%"
    case let stepper as UIStepper:
      return "stepper\(named(stepper)): \(number(stepper.value))"
    case let pageControl as UIPageControl:
      let pages = pageControl.numberOfPages
      guard pages > 1 || (pages == 1 && !pageControl.hidesForSinglePage) else { return nil }
      return "page\(named(pageControl)) \(pageControl.currentPage + 1) of \(pages)"
    case let picker as UIPickerView:
      let selected = (0..<picker.numberOfComponents).map { component in
        let row = picker.selectedRow(inComponent: component)
        return row < 0 ? "none" : visible(title(ofRow: row, inComponent: component, of: picker))
      }
      return "picker\(named(picker)): "
        + (selected.isEmpty ? "no components" : selected.joined(separator: " | "))
    case let spinner as UIActivityIndicatorView:
      return "spinner: \(spinner.isAnimating ? "spinning" : "stopped")"
    case let imageView as UIImageView:
      guard let image = imageView.isHighlighted ? imageView.highlightedImage : imageView.image
      else { return nil }
      return "image\(named(imageView)): \(image.transcriptName)"
    default:
      return nil
    }
  }

  /// A picker view row's text as a person reads it: the view the delegate gives the row (a
  /// label showing the title when the delegate gives titles only), or `(untitled)`.
  static func title(ofRow row: Int, inComponent component: Int, of picker: UIPickerView)
    -> String
  {
    guard let delegate = picker.delegate else { return "(untitled)" }
    let view =
      picker.view(forRow: row, forComponent: component)
      ?? delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: nil)
    let texts =
      [(view as? UILabel)?.text ?? ""].filter { !$0.isEmpty } + Screen.labelTexts(in: view)
    return texts.isEmpty ? "(untitled)" : texts.joined(separator: " ")
  }

  /// The line for a text view: its text, or `empty`, and whether it is being edited, such as
  /// `text view "Message": "See you\u{A}at 7" (editing)`.
  static func textViewLine(_ textView: UITextView) -> String {
    let text = textView.text ?? ""
    return "text view\(named(textView)): " + (text.isEmpty ? "empty" : "\"\(visible(text))\"")
      + (textView.isFirstResponder ? " (editing)" : "")
  }

  /// The line above a list whose refresh control is refreshing, or none.
  static func refreshLines(_ scrollView: UIScrollView) -> [String] {
    guard let refreshControl = scrollView.refreshControl, refreshControl.isRefreshing,
      !refreshControl.isHidden
    else { return [] }
    return ["refresh: refreshing"]
  }

  // A value as a person reads it: `2`, `0.5`.
  private static func number(_ value: Double) -> String {
    String(format: "%g", value)
  }

  private static func named(_ view: UIView) -> String {
    view.accessibilityLabel.map { " \"\(visible($0))\"" } ?? ""
  }

  private static func fieldText(_ field: UITextField) -> String {
    let text = field.text ?? ""
    if text.isEmpty {
      return "empty" + (field.placeholder.map { " (placeholder \"\(visible($0))\")" } ?? "")
    }
    if field.isSecureTextEntry { return String(repeating: "•", count: text.count) }
    return "\"\(visible(text))\""
  }
}

extension UIImage {
  // How the transcript names an image: by what it was made from, as its description says.
  var transcriptName: String {
    let text = description
    if text.hasPrefix("UIImage(system: "), text.hasSuffix(")") {
      return "symbol \"\(text.dropFirst("UIImage(system: ".count).dropLast())\""
    }
    if text.hasPrefix("UIImage("), text.hasSuffix(")") {
      return "\"\(text.dropFirst("UIImage(".count).dropLast())\""
    }
    return text
  }
}

extension ScreenTranscript {
  /// A scroll view that pages or zooms, as a person sees where it is:
  /// `scroll view "Photo": page 2 of 3, zoom 250%`.
  /// Whether a scroll view pages or can zoom: other scroll views are read only by their content.
  static func pagesOrZooms(_ scrollView: UIScrollView) -> Bool {
    scrollView.isPagingEnabled || scrollView.maximumZoomScale > scrollView.minimumZoomScale
  }

  static func scrollViewLine(_ scrollView: UIScrollView) -> String {
    var parts: [String] = []
    if scrollView.isPagingEnabled {
      let size = scrollView.bounds.size
      let horizontal = scrollView.contentSize.width > size.width
      let page = max(1, horizontal ? size.width : size.height)
      let length = horizontal ? scrollView.contentSize.width : scrollView.contentSize.height
      let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
      let count = max(1, Int((length / page).rounded(.up)))
      parts.append("page \(min(count, Int((offset / page).rounded()) + 1)) of \(count)")
    }
    if scrollView.maximumZoomScale > scrollView.minimumZoomScale {
      parts.append("zoom \(Int((scrollView.zoomScale * 100).rounded()))%")
    }
    let name = scrollView.accessibilityLabel.map { " \"\($0)\"" } ?? ""
    return "scroll view\(name): " + parts.joined(separator: ", ")
  }
}

import Foundation

/// Performs a scene's segues as UIKit's storyboard runtime does: make the destination, let the
/// source prepare, then perform; for an unwind, find the destination on the way back, let the
/// source prepare, run the destination's unwind action, then go back.
@MainActor
enum Segues {
  static func perform(_ identifier: String, from source: UIViewController, sender: Any?) {
    guard let storyboard = source.storyboard,
      let template = storyboard.template(identifier, from: source.storyboardScene)
    else {
      // UIKit raises NSInvalidArgumentException here, which stops an app.
      fatalError("Receiver (\(source)) has no segue with identifier '\(identifier)'")
    }
    switch template.kind {
    case .forward(let destinationIdentifier, let make):
      let destination = storyboard.instantiateViewController(withIdentifier: destinationIdentifier)
      let segue = make(identifier, source, destination)
      source.prepare(for: segue, sender: sender)
      segue.perform()
    case .unwind(let action, _, let run):
      guard
        let destination = unwindCandidates(from: source).first(where: {
          $0.canPerformUnwindSegueAction(action, from: source, sender: sender)
        })
      else { return }
      let segue = UnwindSegue(identifier: identifier, source: source, destination: destination)
      source.prepare(for: segue, sender: sender)
      run(destination, segue)
      segue.perform()
    }
  }

  static func declares(_ action: Selector, _ controller: UIViewController) -> Bool {
    UIStoryboard.declares(action, controller)
  }

  // The view controllers an unwind may go back to, nearest first: the screens below the source
  // in its navigation stack, its containers, then whoever presented it and their screens.
  static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
    var candidates: [UIViewController] = []
    var node = source
    while true {
      if let parent = node.parent {
        if let navigation = parent as? UINavigationController,
          let index = navigation.viewControllers.firstIndex(where: { $0 === node })
        {
          candidates += navigation.viewControllers[..<index].reversed()
        }
        candidates.append(parent)
        node = parent
      } else if let presenting = node.presentation.presenting {
        if let navigation = presenting as? UINavigationController {
          candidates += navigation.viewControllers.reversed()
        }
        candidates.append(presenting)
        node = presenting
      } else {
        return candidates
      }
    }
  }
}

extension UIViewController {
  /// Triggers a segue as a control wired to it in Interface Builder does (a button, a cell, a bar
  /// button item): asks `shouldPerformSegue(withIdentifier:sender:)` first, and performs it only
  /// if that says yes. Headless only: a storyboard's controls trigger their segues themselves.
  public func triggerSegue(withIdentifier identifier: String, sender: Any?) {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    performSegue(withIdentifier: identifier, sender: sender)
  }
}

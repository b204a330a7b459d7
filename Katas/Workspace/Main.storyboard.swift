import HeadlessUIKit

extension UIStoryboard {
  /// Main.storyboard: the search screen in a navigation controller, and its segue to the date
  /// screen. Written in Swift because the headless kit has no Interface Builder files.
  static func defineMain() {
    define(
      name: "Main",
      scenes: [
        .init("Navigation", isInitial: true) { storyboard in
          UINavigationController(
            rootViewController: storyboard.instantiateViewController(
              withIdentifier: "LocationSearch"))
        },
        .init("LocationSearch", segues: [.show("showDates", to: "Dates")]) { _ in
          LocationSearchViewController()
        },
        .init("Dates") { _ in DateViewController() },
      ])
  }
}

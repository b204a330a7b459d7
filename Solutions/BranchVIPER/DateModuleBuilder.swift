import Foundation

/// Assembles the date module: makes its view, interactor, presenter and router, and connects
/// them, the references back weak.
@MainActor
enum DateModuleBuilder {
  /// The module's view controller for a stay at `destination`, starting from the dates chosen
  /// before, if any; it reports the dates chosen to `output` when the person goes back.
  static func build(
    destination: Destination, checkIn: Date?, checkOut: Date?, output: DateModuleOutput
  ) -> DateViewController {
    let interactor = DateInteractor(destination: destination, checkIn: checkIn, checkOut: checkOut)
    let router = DateRouter()
    let presenter = DatePresenter(interactor: interactor, router: router)
    let viewController = DateViewController(presenter: presenter)
    presenter.view = viewController
    interactor.output = presenter
    router.output = output
    return viewController
  }
}

import Model
import Roles

/// What the presenter asks of the interactor: the app it reads.
@MainActor
public protocol AppCardInteractorInput: AnyObject, Role.Interactor {
    /// The app; nil until a catalog carrying one is loaded.
    var app: AppInfo? { get }
    /// From now on, tell the output every change to the app.
    func observeApp()
}

/// The part of the screen an app draws in, and the door through which the system reaches the
/// app: it keeps the app's scene delegate, and when it connects it asks the delegate to make its
/// window. An event from outside the screens (a link, a notification) reaches the app through
/// its delegate.
///
/// UIKit: `UIWindowScene`. Departures: the size of the screen is given (the terminal's width, and
/// how many rows a table shows), and the one who runs the app calls `connect()` where the system
/// would; there are no sessions and no state restoration.
@MainActor
public final class WindowScene {
    /// The screen's width in characters. UIKit: `screen.bounds`.
    public let width: Int
    /// How many rows each table shows (`Window.visibleTableRows`).
    public let visibleTableRows: Int?
    /// The app's scene delegate. The scene keeps it, as UIKit's does.
    public var delegate: (any WindowSceneDelegate)?
    /// The window `makeKeyAndVisible()` showed last. UIKit: `keyWindow`.
    public internal(set) weak var keyWindow: Window?

    /// What the app is told as its scene connects. UIKit: `UIScene.ConnectionOptions`, which
    /// carries, for one, the links the app was opened with; the toolkit's carries nothing yet.
    public struct ConnectionOptions: Sendable {
        public init() {}
    }

    public init(width: Int = 40, visibleTableRows: Int? = nil) {
        self.width = width
        self.visibleTableRows = visibleTableRows
    }

    /// The app's scene connects: the delegate makes its window
    /// (`scene(_:willConnectTo:options:)`).
    public func connect(options: ConnectionOptions = .init()) {
        delegate?.scene(self, willConnectTo: options)
    }
}

/// The app's side of a scene: it makes the window and puts the screens in it, and hears the
/// events that reach the app from outside the screens.
///
/// UIKit: `UIWindowSceneDelegate`, whose `scene(_:willConnectTo:options:)` takes a session too
/// (the toolkit has none).
@MainActor
public protocol WindowSceneDelegate: AnyObject {
    /// The scene's window, which the delegate keeps.
    var window: Window? { get set }
    /// The scene connects: make the window, give it its root view controller, and show it.
    ///
    /// UIKit: `scene(_:willConnectTo:options:)` of `UISceneDelegate`, which takes a
    /// `UISceneSession` before the options; the toolkit keeps no sessions.
    func scene(_ scene: WindowScene, willConnectTo options: WindowScene.ConnectionOptions)
}

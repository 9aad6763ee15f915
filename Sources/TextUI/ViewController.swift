/// Manages one screen's view, as `UIViewController` does: the view is created on first access
/// by `loadView()`, after which `viewDidLoad()` runs once.
///
/// Like UIKit's on iOS 26, a view controller has `updateProperties()`: the pass runs it inside
/// observation tracking before its view's own, and again in the next pass after a change to
/// any `@Observable` property it read.
@MainActor
open class ViewController {
    /// What the screen's bar shows: a title and an optional button on the right.
    public let navigationItem = NavigationItem()
    /// What the screen's tab shows in a `TabBarController`, as `UIViewController.tabBarItem`.
    public let tabBarItem = TabBarItem()

    private var loadedView: View?
    /// Whether `updateProperties()` runs in the next pass.
    public internal(set) var needsUpdateProperties = true
    var propertiesTracking: ObservationTracking?

    public init() {}

    /// The title in the screen's bar (the same as `navigationItem.title`).
    public var title: String? {
        get { navigationItem.title }
        set { navigationItem.title = newValue }
    }

    /// The root view; loading it on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.owningViewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView = newValue
            newValue.owningViewController = self
            if needsUpdateProperties { newValue.markPathForPropertyUpdate() }
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. Override it to build your own; the default is an empty `View`.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Updating properties (UIKit on iOS 26)

    /// Copies state into the screen's views. Override it to read `@Observable` state: a change
    /// to anything it read marks it to run again in the next pass. The default does nothing.
    open func updateProperties() {}

    /// Marks `updateProperties()` to run in the next pass.
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        loadedView?.markPathForPropertyUpdate()
    }

    /// Runs `updateProperties()` now if it is marked, tracking what it reads.
    public func updatePropertiesIfNeeded() {
        runPropertyUpdateIfNeeded()
    }
}

/// The contents of a screen's bar: its title and a button on the right, like `UINavigationItem`
/// with a `rightBarButtonItem`.
@MainActor
public final class NavigationItem {
    public var title: String?
    public var rightButton: Button?

    public init() {}
}

extension ViewController: PropertyUpdating {}

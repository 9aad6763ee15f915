/// Manages one screen's view, as `UIViewController` does: the view is created on first access
/// by `loadView()`, after which `viewDidLoad()` runs once.
@MainActor
open class ViewController {
    /// What the screen's bar shows: a title and an optional button on the right.
    public let navigationItem = NavigationItem()

    private var loadedView: View?

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
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. Override it to build your own; the default is an empty `View`.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
}

/// The contents of a screen's bar: its title and a button on the right, like `UINavigationItem`
/// with a `rightBarButtonItem`.
@MainActor
public final class NavigationItem {
    public var title: String?
    public var rightButton: Button?

    public init() {}
}

import class Foundation.Bundle

/// Manages one screen's view, as `UIViewController` does: the view is created on first access
/// by `loadView()`, after which `viewDidLoad()` runs once. Overrides call `super`, as in UIKit.
///
/// Appearance, as UIKit's: `viewWillAppear(_:)` and `viewDidAppear(_:)` when the screen comes on
/// show (the window showing its root, a tab selected), `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` when it goes (another tab selected, the root replaced). Containers
/// forward them to the children they show. There are no animations: `animated` is false.
///
/// Like UIKit's on iOS 26, a view controller has `updateProperties()`: the pass runs it inside
/// observation tracking before its view's own, and again in the next pass after a change to
/// any `@Observable` property it read.
@MainActor
open class ViewController {
    /// What the screen's bar shows: a title and an optional button on the right.
    public let navigationItem = NavigationItem()
    /// What the screen's tab shows in a `TabBarController`, as `UIViewController.tabBarItem`.
    ///
    /// UIKit: `var tabBarItem: UITabBarItem!`; the toolkit makes every screen's item up front,
    /// so it is never nil and not settable.
    public let tabBarItem = TabBarItem()

    /// The navigation controller whose stack holds this screen (`navigationController`).
    weak var navigationStack: NavigationController?

    private var loadedView: View?
    /// Whether `updateProperties()` runs in the next pass.
    public internal(set) var needsUpdateProperties = true
    var propertiesTracking = TrackedRuns()

    /// A view controller whose view `loadView()` makes. UIKit loads a nib named `nibName` from
    /// `bundle` when one is given; the toolkit has no nibs, so both must be nil.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil, "the toolkit has no nibs: pass nil")
    }

    /// A view controller whose view `loadView()` makes.
    ///
    /// UIKit: `UIViewController()` is NSObject's `init()`, which calls `init(nibName: nil,
    /// bundle: nil)`; the toolkit declares it, having no NSObject.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The title in the screen's bar (the same as `navigationItem.title`).
    public var title: String? {
        get { navigationItem.title }
        set { navigationItem.title = newValue }
    }

    /// The root view; loading it on first access.
    ///
    /// UIKit: `var view: UIView!`; reading it loads it, so it is never nil, and the toolkit
    /// declares it as it behaves.
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

    // MARK: - Appearance

    /// Whether the screen is on show: between `viewWillAppear(_:)` and `viewWillDisappear(_:)`.
    public private(set) var isAppearing = false

    /// Called before the view comes on show.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view came on show.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view goes off show.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view went off show.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The children on show with this screen, which hear its appearance calls (a container's).
    var childrenOnShow: [ViewController] { [] }

    /// Calls `viewWillAppear(_:)` here, then in the children on show.
    func beginAppearance() {
        guard !isAppearing else { return }
        isAppearing = true
        viewWillAppear(false)
        for child in childrenOnShow { child.beginAppearance() }
    }

    /// Calls `viewDidAppear(_:)` here, then in the children on show.
    func endAppearance() {
        viewDidAppear(false)
        for child in childrenOnShow { child.endAppearance() }
    }

    /// Calls `viewWillDisappear(_:)` here, then in the children on show.
    func beginDisappearance() {
        guard isAppearing else { return }
        isAppearing = false
        viewWillDisappear(false)
        for child in childrenOnShow { child.beginDisappearance() }
    }

    /// Calls `viewDidDisappear(_:)` here, then in the children on show.
    func endDisappearance() {
        viewDidDisappear(false)
        for child in childrenOnShow { child.endDisappearance() }
    }

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

/// The contents of a screen's bar: its title and a button on the right, like `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The title in the bar.
    public var title: String?
    /// The button on the bar's right.
    public var rightBarButtonItem: BarButtonItem?
    /// The title of the back button to this screen, on the screen pushed over it; nil: this
    /// screen's title, as in UIKit.
    public var backButtonTitle: String?

    /// An item with no title.
    public init() {}
}

extension ViewController: PropertyUpdating {}

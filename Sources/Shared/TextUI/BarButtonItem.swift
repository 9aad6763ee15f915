/// A button in a screen's navigation bar, as `UIBarButtonItem` is: a title and the action a tap
/// on it runs.
///
/// UIKit: `init(title:image:primaryAction:menu:)`; the toolkit has no menus.
@MainActor
public final class BarButtonItem {
    /// The title the bar shows for the item.
    public var title: String? {
        didSet { button.setTitle(title, for: .normal) }
    }
    /// The action a tap on the item runs.
    public var primaryAction: Action? {
        didSet { button.primaryAction = primaryAction }
    }
    /// Whether the item takes taps.
    public var isEnabled: Bool {
        get { button.isEnabled }
        set { button.isEnabled = newValue }
    }
    /// A name that tests and the runner use to find the item, as `accessibilityIdentifier`.
    public var accessibilityIdentifier: String? {
        get { button.accessibilityIdentifier }
        set { button.accessibilityIdentifier = newValue }
    }

    /// What the navigation bar draws and touches for the item.
    let button = Button(type: .system)

    /// An item with a title and an image (the toolkit draws the title only) running
    /// `primaryAction` when tapped.
    ///
    /// UIKit: `init(title:image:primaryAction:menu:)`, all with defaults, so a call with a title
    /// and a primary action reads the same; the toolkit has no menus.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
        button.setTitle(self.title, for: .normal)
        button.primaryAction = primaryAction
    }
}

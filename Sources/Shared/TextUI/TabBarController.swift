/// Shows one of several screens at a time with a tab bar under it, one tab per screen, like
/// `UITabBarController`.
///
/// As in UIKit, only the selected screen's view is in the view tree: the others are not drawn
/// and their views cannot be touched. A screen's view is loaded the first time its tab is
/// selected, and stays loaded (with its controller) when another tab is selected. Each tab
/// shows its screen's `tabBarItem` and is found by its identifier, so a tap on it selects it.
@MainActor
public final class TabBarController: ViewController {
    /// The screens, one per tab, in order. Setting them after the view loaded shows the new
    /// tabs.
    public var viewControllers: [ViewController]? {
        didSet {
            guard isViewLoaded else { return }
            makeTabs()
            selectedIndex = min(selectedIndex, max(0, screens.count - 1))
            showSelected(replacing: nil)
        }
    }

    /// The index of the screen on show; setting it shows that screen.
    public var selectedIndex = 0 {
        didSet {
            selectedIndex = min(max(0, selectedIndex), max(0, screens.count - 1))
            if selectedIndex != oldValue, isViewLoaded {
                showSelected(replacing: screens[oldValue])
            }
        }
    }

    /// The screen on show.
    public var selectedViewController: ViewController? {
        screens.indices.contains(selectedIndex) ? screens[selectedIndex] : nil
    }

    private var screens: [ViewController] { viewControllers ?? [] }
    private let container = TabBarContainerView()

    public override func loadView() {
        makeTabs()
        view = container
    }

    /// One tab per screen, each selecting its screen when tapped.
    private func makeTabs() {
        for tab in container.tabBar.subviews { tab.removeFromSuperview() }
        for (index, child) in screens.enumerated() {
            let button = TabBarButton(item: child.tabBarItem)
            button.addAction(
                Action { [weak self] _ in self?.selectedIndex = index }, for: .touchUpInside)
            container.tabBar.addSubview(button)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        showSelected(replacing: nil)
    }

    override var childrenOnShow: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Shows the selected screen in place of `previous`; while the tab bar is on show, `previous`
    /// disappears and the selected screen appears, as a tab switch tells them in UIKit.
    private func showSelected(replacing previous: ViewController?) {
        for (index, button) in container.tabBar.subviews.enumerated() {
            (button as? TabBarButton)?.isSelected = index == selectedIndex
        }
        let next = selectedViewController
        let view = next?.view  // loads it first (viewDidLoad), as UIKit does before it appears
        if isAppearing {
            previous?.beginDisappearance()
            next?.beginAppearance()
        }
        container.content = view
        if isAppearing {
            previous?.endDisappearance()
            next?.endAppearance()
        }
    }
}

/// What a screen's tab shows, like `UITabBarItem`: a title, and an identifier that tests and
/// the runner find the tab by.
@MainActor
public final class TabBarItem {
    /// The tab's title.
    public var title: String?
    /// A name that tests and the runner use to find the tab, as in UIKit.
    public var accessibilityIdentifier: String?

    /// A tab titled `title`. UIKit: `init(title:image:tag:)`; the toolkit draws no images and
    /// finds tabs by identifier, not tag.
    public init(title: String? = nil) {
        self.title = title
    }
}

/// The selected screen's view above the one-line tab bar.
@MainActor
final class TabBarContainerView: View {
    let tabBar = TabBarView()

    /// The selected screen's view; the previous one leaves the view tree.
    var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content { insertSubviewBelowTabBar(content) }
            invalidateIntrinsicContentSize()
        }
    }

    init() {
        super.init(frame: .zero)
        addSubview(tabBar)
    }

    private func insertSubviewBelowTabBar(_ view: View) {
        // Draw order does not matter here (nothing overlaps); the content comes first in the
        // tree so that identifier searches meet the screen before the bar.
        tabBar.removeFromSuperview()
        addSubview(view)
        addSubview(tabBar)
    }

    override func heightThatFits(width: Int) -> Int {
        (content?.heightThatFits(width: width) ?? 0) + 1
    }

    override func layoutSubviews() {
        let height = content?.heightThatFits(width: frame.width) ?? 0
        content?.frame = Rect(x: 0, y: 0, width: frame.width, height: height)
        tabBar.frame = Rect(x: 0, y: height, width: frame.width, height: 1)
    }
}

/// The tab bar: its tabs side by side, sharing the width equally.
@MainActor
final class TabBarView: View {
    override func heightThatFits(width: Int) -> Int { 1 }

    override func layoutSubviews() {
        let count = subviews.count
        guard count > 0 else { return }
        var x = 0
        for (index, tab) in subviews.enumerated() {
            let width = frame.width / count + (index < frame.width % count ? 1 : 0)
            tab.frame = Rect(x: x, y: 0, width: width, height: 1)
            x += width
        }
    }
}

/// One tab: its title centred on a double rule, `═══ ▸ Shop ═══` when selected (bold and
/// inverse in colour), `═══ Profile ═══` otherwise.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    var isSelected = false

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func draw(in canvas: inout Canvas, frame: Rect) {
        let title = DisplayWidth.truncated(item.title ?? "", to: max(0, frame.width - 4))
        let label = isSelected ? " ▸ \(title) " : " \(title) "
        let gap = max(0, frame.width - DisplayWidth.of(label))
        canvas.draw(
            String(repeating: "═", count: gap / 2), x: frame.minX, y: frame.minY,
            width: gap / 2, style: .dim)
        canvas.draw(
            label, x: frame.minX + gap / 2, y: frame.minY, width: frame.width - gap,
            style: isSelected ? [.bold, .inverse] : [])
        canvas.draw(
            String(repeating: "═", count: gap - gap / 2), x: frame.maxX - (gap - gap / 2),
            y: frame.minY, width: gap - gap / 2, style: .dim)
    }
}

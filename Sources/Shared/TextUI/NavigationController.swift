/// A stack of screens under a bar, like `UINavigationController`: the top screen is on show,
/// its bar shows its title and right button, and, below the root, a back button titled with the
/// screen beneath (UIKit's rule: that screen's `navigationItem.backButtonTitle`, else its
/// title, or "Back" when it has none). The back button pops, as UIKit's does.
///
/// Appearance, in the order UIKit gives for a push without animation: the covered screen's
/// `viewWillDisappear(_:)`, the pushed one's `viewWillAppear(_:)`, the covered one's
/// `viewDidDisappear(_:)`, the pushed one's `viewDidAppear(_:)`; a pop mirrors it. Only while
/// the navigation controller itself is on show, as in UIKit.
///
/// Departures: there are no animations (`animated` is ignored) and no swipe to go back; the back
/// button is found by the identifier `NavigationController.backButtonIdentifier`, where UIKit's
/// tests find it by its label.
@MainActor
public final class NavigationController: ViewController {
    /// The identifier of the back button, for tests and the runner.
    public static let backButtonIdentifier = "back"

    /// The screens on the stack, the root first and the one on show last.
    public private(set) var viewControllers: [ViewController]

    /// The screen on show.
    public var topViewController: ViewController? { viewControllers.last }

    private let container = NavigationContainerView()

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
        rootViewController.navigationStack = self
    }

    override var childrenOnShow: [ViewController] { topViewController.map { [$0] } ?? [] }

    public override func loadView() {
        view = container
        show(replacing: nil)
    }

    /// Pushes `viewController` on the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        precondition(
            !viewControllers.contains { $0 === viewController },
            "a view controller is on the stack once")
        let covered = topViewController
        viewController.navigationStack = self
        viewControllers.append(viewController)
        if isViewLoaded { show(replacing: covered) }
    }

    /// Pops the top screen and shows the one beneath; nil, and nothing happens, at the root.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        if isViewLoaded { show(replacing: popped) }
        popped.navigationStack = nil
        return popped
    }

    /// Pops every screen above the root; the popped ones, or nil when the root was on show.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        if isViewLoaded, let top = popped.last { show(replacing: top) }
        for screen in popped { screen.navigationStack = nil }
        return popped
    }

    /// Shows the top screen in place of `previous`, telling both as UIKit does while the stack
    /// is on show.
    private func show(replacing previous: ViewController?) {
        guard let top = topViewController else { return }
        let view = top.view  // loads it first (viewDidLoad), as UIKit does before it appears
        let beneath = viewControllers.dropLast().last
        if isAppearing {
            previous?.beginDisappearance()
            top.beginAppearance()
        }
        container.show(
            view, under: NavigationBar(item: top.navigationItem, back: beneath.map(backButton)))
        if isAppearing {
            previous?.endDisappearance()
            top.endAppearance()
        }
    }

    /// The back button to `screen`: titled with its title as it is now, or "Back", and popping
    /// to it.
    private func backButton(to screen: ViewController) -> BackButton {
        let button = BackButton(item: screen.navigationItem) { [weak self] in
            self?.popViewController(animated: true)
        }
        button.accessibilityIdentifier = Self.backButtonIdentifier
        return button
    }
}

/// A bar's back button: `[ ‹ Shop ]`, titled with the screen beneath's `backButtonTitle`, or its
/// title, as they are now, popping when tapped.
@MainActor
final class BackButton: Control {
    private let item: NavigationItem
    private let pop: @MainActor () -> Void

    init(item: NavigationItem, pop: @escaping @MainActor () -> Void) {
        self.item = item
        self.pop = pop
        super.init(frame: .zero)
    }

    var text: String { "[ ‹ \(item.backButtonTitle ?? item.title ?? "Back") ]" }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func handleTap() -> Bool {
        pop()
        return super.handleTap()
    }

    override func draw(in canvas: inout Canvas, frame: Rect) {
        canvas.draw(text, x: frame.minX, y: frame.minY, width: frame.width, style: .bold)
    }
}

extension ViewController {
    /// The navigation controller whose stack holds this screen, as UIKit's
    /// `navigationController`.
    ///
    /// UIKit walks up the parents, so a child of a screen on the stack finds it too; the
    /// toolkit has no child view controllers, so only the screens on a stack find it.
    public var navigationController: NavigationController? { navigationStack }

    /// Shows `viewController` the way the screen's container does: pushed on its navigation
    /// controller, as UIKit's `show(_:sender:)` does there.
    ///
    /// UIKit presents it modally outside a navigation controller; the toolkit has no modal
    /// presentation, so outside one this is a programming error.
    public func show(_ viewController: ViewController, sender: Any?) {
        guard let navigationController else {
            preconditionFailure("show(_:sender:) needs a navigation controller: none holds this")
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

/// The top screen's bar above its view.
@MainActor
final class NavigationContainerView: View {
    private var bar: NavigationBar?
    private var content: View?

    /// Shows `view` under `bar`; the previous ones leave the view tree.
    func show(_ view: View, under bar: NavigationBar) {
        self.bar?.removeFromSuperview()
        if content !== view { content?.removeFromSuperview() }
        // The content comes first in the tree, so that identifier searches meet the screen
        // before the bar, as the tab bar's container has it.
        if view.superview !== self { addSubview(view) }
        addSubview(bar)
        self.bar = bar
        content = view
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func heightThatFits(width: Int) -> Int {
        (content?.heightThatFits(width: width) ?? 0) + 2
    }

    override func layoutSubviews() {
        bar?.frame = Rect(x: 0, y: 0, width: frame.width, height: 2)
        let height = content?.heightThatFits(width: frame.width) ?? 0
        content?.frame = Rect(x: 0, y: 2, width: frame.width, height: height)
    }
}

/// Shows a screen under its bar (title and right button), like `UINavigationController` with
/// its root view controller. (Pushing further screens is on the roadmap.)
@MainActor
public final class NavigationController: ViewController {
    public let rootViewController: ViewController

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
        super.init(nibName: nil, bundle: nil)
    }

    override var childrenOnShow: [ViewController] { [rootViewController] }

    public override func loadView() {
        view = StackView.vertical([
            NavigationBar(item: rootViewController.navigationItem), rootViewController.view,
        ])
    }
}

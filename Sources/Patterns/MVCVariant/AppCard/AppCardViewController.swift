import Model
import Roles
import TextUI

/// **Controller** of the app card: hands the app to its `AppView` and counts the taps the view
/// reports through its delegate. It formats nothing: the view does.
public final class AppCardViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?
    private var tapCount = 0

    let appView = AppView()  // internal, as an outlet is, so tests reach it

    public init(store: Store) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "App"
        appView.accessibilityIdentifier = ScreenIdentifier.appCard
        appView.delegate = self
        view = appView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change == .appUpdated || change == .catalogReplaced { self?.updateViews() }
        }
        updateViews()
    }

    private func updateViews() {
        appView.app = store.app
    }
}

extension AppCardViewController: AppViewDelegate {
    func appViewDidTap(_ appView: AppView) {
        tapCount += 1
        appView.tapCount = tapCount
    }
}

import Model
import Roles
import TextUI

/// **Controller** of the profile: hands the stored person to its card and form views, which
/// fill themselves, and writes the person the form reports on Save. It formats nothing and
/// never touches a field.
public final class ProfileViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?

    // Internal, as outlets are, so tests reach them.
    let cardView = ProfileCardView()
    let formView: ProfileFormView

    public init(store: Store) {
        self.store = store
        self.formView = ProfileFormView(person: store.person)
        super.init()
    }

    public override func loadView() {
        title = "Profile"
        formView.delegate = self
        view = StackView(arrangedSubviews: [cardView, Label(), formView])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.updateViews() }
        }
        updateViews()
    }

    private func updateViews() {
        cardView.person = store.person
        formView.person = store.person
    }
}

extension ProfileViewController: ProfileFormViewDelegate {
    func profileFormView(_ formView: ProfileFormView, didSave person: Person) {
        try? store.updatePerson(person)  // Save is enabled only for a valid person
    }
}

import Model
import Roles
import TextUI

/// **Controller** of the profile: hands the stored person to its card and the form as it stands
/// to its form view, which fill themselves; hears every edit through target-action on the form's
/// fields, keeps the form's edits against the stored person, decides what the notice and Save
/// lines say, and writes the store on Save. The state is the controller's, as in MVC; only the
/// assigning of the card's labels and the form's fields has moved into the views.
///
/// Two-way binding by hand (seed 000 without KVO): model → view is `updateViews()`, view →
/// model is `fieldChanged(_:to:)`, and the rules of which value wins are written here, in the
/// controller.
public final class ProfileViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?
    /// The stored person the form stands against.
    private var stored: Person
    /// The form: the stored person with each field's text as the user left it.
    private var edited: Person
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: Person

    // The views it composes (internal, as outlets are, so tests reach them). The lines that word
    // the controller's own state, and the Save button it enables, are plain widgets.
    let cardView = ProfileCardView()
    let formView = ProfileFormView()
    let noticeLabel = Label()
    let reasonLabel = Label()
    let saveButton = Button(type: .system)

    public init(store: Store) {
        self.store = store
        self.stored = store.person
        self.edited = store.person
        self.editedFrom = store.person
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "Profile"
        noticeLabel.font = .boldSystemFont(ofSize: 17)
        reasonLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityIdentifier = ScreenIdentifier.saveButton
        for (field, name) in fields {
            field.addAction(
                Action { [weak self, weak field] _ in
                    if let field { self?.fieldChanged(name, to: field.text ?? "") }
                }, for: .editingChanged)
        }
        saveButton.addAction(Action { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            cardView, Label(), formView, noticeLabel,
            StackView(arrangedSubviews: [reasonLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.storeDidChange() }
        }
        storeDidChange()
    }

    private var fields: [(TextField, ProfileField)] {
        [
            (formView.firstNameField, .firstName), (formView.lastNameField, .lastName),
            (formView.emailField, .email),
        ]
    }

    // MARK: - Events

    /// View → model: the user edited a field. Typing the stored value back ends the edit.
    private func fieldChanged(_ field: ProfileField, to text: String) {
        edited[field] = text
        if text == stored[field] { editedFrom[field] = text }
        updateViews()
    }

    private func saveTapped() {
        try? store.updatePerson(edited)  // Save is enabled only for a person that may be saved
    }

    /// The stored person changed (a save, or the server): fields without edits follow it,
    /// fields with edits keep the user's text. Nothing typed is lost.
    private func storeDidChange() {
        let person = store.person
        var form = person
        for field in ProfileField.allCases where isEdited(field) { form[field] = edited[field] }
        edited = form
        stored = person
        for field in ProfileField.allCases where !isEdited(field) {
            editedFrom[field] = person[field]
        }
        updateViews()
    }

    private func isEdited(_ field: ProfileField) -> Bool {
        edited[field] != stored[field]
    }

    // MARK: - Handing the model to the views

    /// Model → view: the card is handed the stored person and the form view the form, and they
    /// fill themselves; the lines the rules decide are worded here.
    func updateViews() {
        cardView.person = stored
        formView.person = edited

        // Fields whose stored value changed since the user began editing them.
        let stale = ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != stored[$0] }
        noticeLabel.isHidden = stale.isEmpty
        noticeLabel.text =
            "Stored value changed: " + stale.map(Self.name(of:)).joined(separator: ", ")

        let problem = edited.saveProblem(against: stored)
        saveButton.isEnabled = problem == nil
        reasonLabel.text =
            switch problem {
            case .noChanges: "No changes to save."
            case .missingFirstName: "First name is required."
            case .missingLastName: "Last name is required."
            case .invalidEmail: "Fix the e-mail to save."
            case nil: "Unsaved changes."
            }
    }
}

extension ProfileViewController {
    /// A field's name in a sentence: "first name", "last name", "e-mail".
    static func name(of field: ProfileField) -> String {
        switch field {
        case .firstName: "first name"
        case .lastName: "last name"
        case .email: "e-mail"
        }
    }
}

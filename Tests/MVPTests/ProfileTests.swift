import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the profile's presenter, with a spy for its view. The spy's edits are the view's
/// forwarded events: each carries the field's whole text, as the view sends it.
@MainActor
@Suite("MVP: profile", .countsViews) struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(store: profileStore())
        presenter.view = view
        presenter.viewDidLoad()
        let plainView = ProfileViewSpy()
        let plain = ProfilePresenter(store: profileStore(salutation: ""))
        plain.view = plainView
        plain.viewDidLoad()
        #expect(view.cardName == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(
            plainView.cardName == "Ada Lovelace",
            "without a salutation the name reads \"first last\"")
        #expect(
            view.birthdate == "Thursday January 1, 1970",
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(store: profileStore())
        presenter.view = view
        presenter.viewDidLoad()
        presenter.emailChanged("grace@example")
        #expect(
            view.validity == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")
        presenter.emailChanged("grace@example.org")
        #expect(view.validity == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(store: profileStore())
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.saveEnabled == false, "Save is disabled while nothing changed")
        presenter.lastNameChanged("Lovelace-King")
        #expect(view.saveEnabled == true, "Save is enabled for a valid change")
        presenter.firstNameChanged("")
        #expect(view.saveEnabled == false, "Save is disabled when a name is empty")
        presenter.firstNameChanged("Ada")
        presenter.emailChanged("ada@example.com@")
        #expect(view.saveEnabled == false, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let store = profileStore()
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.lastNameChanged("Lovelace-King")
        presenter.saveTapped()
        #expect(
            store.person.lastName == "Lovelace-King", "after Save the store holds the form's values"
        )
        #expect(
            view.cardName == "Dr. Ada Lovelace-King", "after Save the card shows the saved values")
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let store = profileStore()
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.emailChanged("ada@example.comx")
        var server = store.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"
        try store.updatePerson(server)
        #expect(view.cardEmail == "countess@example.com", "a server change reaches the card")
        #expect(view.firstName == "Augusta", "an unedited field follows the server")
        #expect(view.email == "ada@example.comx", "an edited field keeps the user's text")
        #expect(
            view.notice == "Stored value changed: e-mail", "the form says the stored value changed")
    }
}

/// Records what the presenter tells the profile view.
@MainActor
final class ProfileViewSpy: ProfileView {
    var cardName: String?
    var birthdate: String?
    var cardEmail: String?
    var firstName: String?
    var lastName: String?
    var email: String?
    var validity: String?
    var notice: String?
    var saveEnabled: Bool?
    var reason: String?

    func set(cardName: String, birthdate: String, email: String) {
        self.cardName = cardName
        self.birthdate = birthdate
        self.cardEmail = email
    }
    func set(firstName: String, lastName: String, email: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
    }
    func set(validity: String) { self.validity = validity }
    func set(notice: String?) { self.notice = notice }
    func set(saveEnabled: Bool, reason: String) {
        self.saveEnabled = saveEnabled
        self.reason = reason
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the profile's presenter, with a spy for its view. The spy's edits are the view's
/// forwarded events: each carries the field's whole text, as the view sends it.
@MainActor
@Suite struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        try await measure("MVP") { facts in
            let view = ProfileViewSpy()
            let presenter = ProfilePresenter(store: profileStore())
            presenter.view = view
            presenter.viewDidLoad()
            let plainView = ProfileViewSpy()
            let plain = ProfilePresenter(store: profileStore(salutation: ""))
            plain.view = plainView
            plain.viewDidLoad()
            facts.check(.nameWithSalutation, view.cardName, equals: "Dr. Ada Lovelace")
            facts.check(.nameWithoutSalutation, plainView.cardName, equals: "Ada Lovelace")
            facts.check(.birthdateInWords, view.birthdate, equals: "Thursday January 1, 1970")
        }
    }

    @Test func emailValidityChangesAsYouType() async throws {
        try await measure("MVP") { facts in
            let view = ProfileViewSpy()
            let presenter = ProfilePresenter(store: profileStore())
            presenter.view = view
            presenter.viewDidLoad()
            presenter.emailChanged("grace@example")
            facts.check(.invalidWhileIncomplete, view.validity, equals: "✗ the domain needs a dot")
            presenter.emailChanged("grace@example.org")
            facts.check(.validOnceComplete, view.validity, equals: "✓ valid")
        }
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        try await measure("MVP") { facts in
            let view = ProfileViewSpy()
            let presenter = ProfilePresenter(store: profileStore())
            presenter.view = view
            presenter.viewDidLoad()
            facts.check(.saveDisabledWithoutChanges, view.saveEnabled, equals: false)
            presenter.lastNameChanged("Lovelace-King")
            facts.check(.saveEnabledForAValidChange, view.saveEnabled, equals: true)
            presenter.firstNameChanged("")
            facts.check(.saveDisabledForEmptyName, view.saveEnabled, equals: false)
            presenter.firstNameChanged("Ada")
            presenter.emailChanged("ada@example.com@")
            facts.check(.saveDisabledForInvalidEmail, view.saveEnabled, equals: false)
        }
    }

    @Test func saveWritesTheModel() async throws {
        try await measure("MVP") { facts in
            let store = profileStore()
            let view = ProfileViewSpy()
            let presenter = ProfilePresenter(store: store)
            presenter.view = view
            presenter.viewDidLoad()
            presenter.lastNameChanged("Lovelace-King")
            presenter.saveTapped()
            facts.check(.storeHoldsTheForm, store.person.lastName, equals: "Lovelace-King")
            facts.check(.cardShowsSavedValues, view.cardName, equals: "Dr. Ada Lovelace-King")
        }
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        try await measure("MVP") { facts in
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
            facts.check(.cardShowsServerValue, view.cardEmail, equals: "countess@example.com")
            facts.check(.uneditedFieldFollows, view.firstName, equals: "Augusta")
            facts.check(.editedFieldKeepsText, view.email, equals: "ada@example.comx")
            facts.check(
                .formSaysStoredValueChanged, view.notice, equals: "Stored value changed: e-mail")
        }
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

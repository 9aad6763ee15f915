import BehaviourTesting
import Foundation
import Model
import Testing

@testable import VIPER

/// VIPER: the profile's presenter, with a spy for its view that keeps everything it was told
/// and a mock interactor that hands it the stored person and keeps what it is asked to save; the
/// edits are the view's forwarded events, each with the field's whole text. The interactor is
/// tested over the store, with a spy counting what it tells its output. The view writes a field
/// back only when it differs: the marked-text test makes the real view, as that behaviour is the
/// view's own.
@MainActor
@Suite("VIPER: profile") struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(person: seedPerson()))
        presenter.view = view
        let plainView = ProfileViewSpy()
        let plain = ProfilePresenter(
            interactor: ProfileInteractorMock(person: seedPerson(salutation: "")))
        plain.view = plainView

        presenter.viewDidLoad()
        plain.viewDidLoad()

        #expect(view.cardNames == ["Dr. Ada Lovelace"], "the name reads \"Dr. first last\"")
        #expect(
            plainView.cardNames == ["Ada Lovelace"],
            "without a salutation the name reads \"first last\"")
        #expect(
            view.birthdates == ["Thursday January 1, 1970"],
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(person: seedPerson()))
        presenter.view = view
        presenter.viewDidLoad()

        presenter.emailChanged("grace@example")

        #expect(
            view.validities == ["✓ valid", "✗ the domain needs a dot"],
            "a half-typed e-mail is shown invalid, with the reason")

        presenter.emailChanged("grace@example.org")

        #expect(
            view.validities == ["✓ valid", "✗ the domain needs a dot", "✓ valid"],
            "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(person: seedPerson()))
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.saveEnabled == [false], "Save is disabled while nothing changed")

        presenter.lastNameChanged("Lovelace-King")

        #expect(view.saveEnabled == [false, true], "Save is enabled for a valid change")

        presenter.firstNameChanged("")

        #expect(view.saveEnabled == [false, true, false], "Save is disabled when a name is empty")

        presenter.firstNameChanged("Ada")
        presenter.emailChanged("ada@example.com@")

        #expect(
            view.saveEnabled == [false, true, false, true, false],
            "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        var form = seedPerson()
        form.lastName = "Lovelace-King"
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorMock(person: seedPerson())
        let presenter = ProfilePresenter(interactor: interactor)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.lastNameChanged("Lovelace-King")
        // The interactor Save reaches: the real one, over the store, with a spy for its output.
        let store = profileStore()
        let output = ProfileInteractorOutputSpy()
        let realInteractor = ProfileInteractor(store: store)
        realInteractor.output = output
        realInteractor.observePerson()

        presenter.saveTapped()  // the presenter gives the form's person to the interactor
        if let saved = interactor.savedPersons.last { realInteractor.save(saved) }  // it stores it

        #expect(
            interactor.savedPersons == [form] && store.person == form,
            "after Save the store holds the form's values")

        interactor.person = form  // the stored person changed, as the interactor tells its output
        presenter.personChanged()

        #expect(
            output.personChangedCalls == 1
                && view.cardNames == ["Dr. Ada Lovelace", "Dr. Ada Lovelace-King"],
            "after Save the card shows the saved values")
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorMock(person: seedPerson())
        let presenter = ProfilePresenter(interactor: interactor)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.emailChanged("ada@example.comx")
        var server = interactor.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"
        // The interactor that hears the server: the real one, over the store, with a spy.
        let store = profileStore()
        let output = ProfileInteractorOutputSpy()
        let realInteractor = ProfileInteractor(store: store)
        realInteractor.output = output
        realInteractor.observePerson()

        try store.updatePerson(server)  // the server's change, in the store
        interactor.person = server  // and the presenter told of it, as the interactor tells it
        presenter.personChanged()

        #expect(
            interactor.observePersonCalls == 1 && output.personChangedCalls == 1
                && view.cardEmails == ["ada@example.com", "countess@example.com"],
            "a server change reaches the card")
        #expect(
            view.firstNames == ["Ada", "Ada", "Augusta"], "an unedited field follows the server")
        #expect(
            view.emails == ["ada@example.com", "ada@example.comx", "ada@example.comx"],
            "an edited field keeps the user's text")
        #expect(
            view.notices == [nil, nil, "Stored value changed: e-mail"],
            "the form says the stored value changed")
    }

    @Test func saveSaysWhyItCannotSave() async throws {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(person: seedPerson()))
        presenter.view = view

        presenter.viewDidLoad()

        #expect(
            view.reasons == ["No changes to save."],
            "with nothing changed the reason reads \"No changes to save.\"")

        presenter.firstNameChanged("")

        #expect(
            view.reasons.last == "First name is required.",
            "an empty first name reads \"First name is required.\"")

        presenter.firstNameChanged("Ada")
        presenter.lastNameChanged("")

        #expect(
            view.reasons.last == "Last name is required.",
            "an empty last name reads \"Last name is required.\"")

        presenter.lastNameChanged("Lovelace")
        presenter.emailChanged("ada@example")

        #expect(
            view.reasons.last == "Fix the e-mail to save.",
            "an invalid e-mail reads \"Fix the e-mail to save.\"")

        presenter.emailChanged("ada@example.org")

        #expect(
            view.reasons.last == "Unsaved changes.", "a valid change reads \"Unsaved changes.\"")
    }

    @Test func markedTextSurvivesTheFormsBinding() async throws {
        // The field is written back by the view (`set(firstName:lastName:email:)`), not the
        // presenter: so this test makes the real module, as the router builds it over the store.
        let store = profileStore()
        let controller = ProfileRouter.makeModule(store: store)
        _ = controller.view
        let field = controller.firstNameField
        field.text = ""  // the field's clear button
        field.sendActions(for: .editingChanged)

        var marked: [Bool] = []
        for pinyin in ["a", "ad", "ada"] {  // an input method composing, key by key
            field.setMarkedText(
                pinyin, selectedRange: NSRange(location: pinyin.utf16.count, length: 0))
            controller.view.layoutIfNeeded()  // the pass before the next frame
            marked.append(field.markedTextRange != nil)
        }

        #expect(
            marked == [true, true, true] && field.text == "ada",
            "the first name's composition stays marked after every key")

        field.insertText("阿达")  // the candidate the user picks, committed
        controller.saveButton.sendActions(for: .touchUpInside)

        #expect(store.person.firstName == "阿达", "Save stores the committed text")
    }
}

/// Keeps everything the presenter tells the profile view, oldest first.
@MainActor
final class ProfileViewSpy: ProfileViewInput {
    private(set) var cardNames: [String] = []
    private(set) var birthdates: [String] = []
    private(set) var cardEmails: [String] = []
    private(set) var firstNames: [String] = []
    private(set) var lastNames: [String] = []
    private(set) var emails: [String] = []
    private(set) var validities: [String] = []
    private(set) var notices: [String?] = []
    private(set) var saveEnabled: [Bool] = []
    private(set) var reasons: [String] = []

    func set(cardName: String, birthdate: String, email: String) {
        cardNames.append(cardName)
        birthdates.append(birthdate)
        cardEmails.append(email)
    }
    func set(firstName: String, lastName: String, email: String) {
        firstNames.append(firstName)
        lastNames.append(lastName)
        emails.append(email)
    }
    func set(validity: String) { validities.append(validity) }
    func set(notice: String?) { notices.append(notice) }
    func set(saveEnabled: Bool, reason: String) {
        self.saveEnabled.append(saveEnabled)
        reasons.append(reason)
    }
}

/// Stands in for the profile's interactor: hands the presenter the stored person it is set to,
/// and keeps what the presenter asks of it, oldest first. To play a change to the stored person,
/// set `person`, then call the presenter's `personChanged()`, as the interactor would.
@MainActor
final class ProfileInteractorMock: ProfileInteractorInput {
    var person: Person
    /// How many times the presenter asked to be told of changes to the stored person.
    private(set) var observePersonCalls = 0
    /// The persons the presenter gave to `save(_:)`.
    private(set) var savedPersons: [Person] = []

    init(person: Person) {
        self.person = person
    }

    func observePerson() { observePersonCalls += 1 }
    func save(_ person: Person) { savedPersons.append(person) }
}

/// Counts what the profile's interactor tells its output.
@MainActor
final class ProfileInteractorOutputSpy: ProfileInteractorOutput {
    private(set) var personChangedCalls = 0

    func personChanged() { personChangedCalls += 1 }
}

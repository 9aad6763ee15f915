import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the profile's view model alone: intents in, outputs read. No view is made.
@MainActor
@Suite("MVVM: profile") struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let viewModel = ProfileViewModel(store: profileStore())
        let plain = ProfileViewModel(store: profileStore(salutation: ""))

        viewModel.viewDidLoad()
        plain.viewDidLoad()

        #expect(viewModel.name == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(plain.name == "Ada Lovelace", "without a salutation the name reads \"first last\"")
        #expect(
            viewModel.birthdate == "Thursday January 1, 1970",
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let viewModel = ProfileViewModel(store: profileStore())
        viewModel.viewDidLoad()

        viewModel.emailChanged("grace@example")

        #expect(
            viewModel.validity == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")

        viewModel.emailChanged("grace@example.org")

        #expect(viewModel.validity == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let viewModel = ProfileViewModel(store: profileStore())
        viewModel.viewDidLoad()

        #expect(!viewModel.saveIsEnabled, "Save is disabled while nothing changed")

        viewModel.lastNameChanged("Lovelace-King")

        #expect(viewModel.saveIsEnabled, "Save is enabled for a valid change")

        viewModel.firstNameChanged("")

        #expect(!viewModel.saveIsEnabled, "Save is disabled when a name is empty")

        viewModel.firstNameChanged("Ada")
        viewModel.emailChanged("ada@example.com@")

        #expect(!viewModel.saveIsEnabled, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let store = profileStore()
        let viewModel = ProfileViewModel(store: store)
        viewModel.viewDidLoad()
        viewModel.lastNameChanged("Lovelace-King")

        viewModel.saveTapped()

        #expect(
            store.person.lastName == "Lovelace-King", "after Save the store holds the form's values"
        )
        #expect(
            viewModel.name == "Dr. Ada Lovelace-King", "after Save the card shows the saved values")
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let store = profileStore()
        let viewModel = ProfileViewModel(store: store)
        viewModel.viewDidLoad()
        viewModel.emailChanged("ada@example.comx")
        var server = store.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"

        try store.updatePerson(server)

        #expect(viewModel.email == "countess@example.com", "a server change reaches the card")
        #expect(viewModel.firstNameText == "Augusta", "an unedited field follows the server")
        #expect(viewModel.emailText == "ada@example.comx", "an edited field keeps the user's text")
        #expect(
            viewModel.notice == "Stored value changed: e-mail",
            "the form says the stored value changed")
    }
}

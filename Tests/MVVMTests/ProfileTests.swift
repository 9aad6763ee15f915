import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the profile's view model alone: intents in, outputs read. No view is made.
@MainActor
@Suite struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ProfileViewModel(store: profileStore())
            let plain = ProfileViewModel(store: profileStore(salutation: ""))
            facts.check(.nameWithSalutation, viewModel.name, equals: "Dr. Ada Lovelace")
            facts.check(.nameWithoutSalutation, plain.name, equals: "Ada Lovelace")
            facts.check(.birthdateInWords, viewModel.birthdate, equals: "Thursday January 1, 1970")
        }
    }

    @Test func emailValidityChangesAsYouType() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ProfileViewModel(store: profileStore())
            viewModel.emailChanged("grace@example")
            facts.check(
                .invalidWhileIncomplete, viewModel.validity, equals: "✗ the domain needs a dot")
            viewModel.emailChanged("grace@example.org")
            facts.check(.validOnceComplete, viewModel.validity, equals: "✓ valid")
        }
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ProfileViewModel(store: profileStore())
            facts.check(.saveDisabledWithoutChanges, viewModel.saveIsEnabled, equals: false)
            viewModel.lastNameChanged("Lovelace-King")
            facts.check(.saveEnabledForAValidChange, viewModel.saveIsEnabled, equals: true)
            viewModel.firstNameChanged("")
            facts.check(.saveDisabledForEmptyName, viewModel.saveIsEnabled, equals: false)
            viewModel.firstNameChanged("Ada")
            viewModel.emailChanged("ada@example.com@")
            facts.check(.saveDisabledForInvalidEmail, viewModel.saveIsEnabled, equals: false)
        }
    }

    @Test func saveWritesTheModel() async throws {
        try await measure("MVVM") { facts in
            let store = profileStore()
            let viewModel = ProfileViewModel(store: store)
            viewModel.viewDidLoad()
            viewModel.lastNameChanged("Lovelace-King")
            viewModel.saveTapped()
            facts.check(.storeHoldsTheForm, store.person.lastName, equals: "Lovelace-King")
            facts.check(.cardShowsSavedValues, viewModel.name, equals: "Dr. Ada Lovelace-King")
        }
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        try await measure("MVVM") { facts in
            let store = profileStore()
            let viewModel = ProfileViewModel(store: store)
            viewModel.viewDidLoad()
            viewModel.emailChanged("ada@example.comx")
            var server = store.person
            server.firstName = "Augusta"
            server.email = "countess@example.com"
            try store.updatePerson(server)
            facts.check(.cardShowsServerValue, viewModel.email, equals: "countess@example.com")
            facts.check(.uneditedFieldFollows, viewModel.firstNameText, equals: "Augusta")
            facts.check(.editedFieldKeepsText, viewModel.emailText, equals: "ada@example.comx")
            facts.check(
                .formSaysStoredValueChanged, viewModel.notice,
                equals: "Stored value changed: e-mail")
        }
    }
}

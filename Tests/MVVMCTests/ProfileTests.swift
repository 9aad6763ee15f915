import BehaviourTesting
import Foundation
import Model
import Testing

@testable import MVVMC

/// MVVM-C: the profile's view model alone: intents in, outputs read. No view is made, except where
/// the behaviour is the view's own: the binding writes a field back only when it differs, so the
/// marked-text test makes the view.
@MainActor
@Suite("MVVM-C: profile") struct ProfileTests {
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

    @Test func saveSaysWhyItCannotSave() async throws {
        let viewModel = ProfileViewModel(store: profileStore())

        viewModel.viewDidLoad()

        #expect(
            viewModel.saveReason == "No changes to save.",
            "with nothing changed the reason reads \"No changes to save.\"")

        viewModel.firstNameChanged("")

        #expect(
            viewModel.saveReason == "First name is required.",
            "an empty first name reads \"First name is required.\"")

        viewModel.firstNameChanged("Ada")
        viewModel.lastNameChanged("")

        #expect(
            viewModel.saveReason == "Last name is required.",
            "an empty last name reads \"Last name is required.\"")

        viewModel.lastNameChanged("Lovelace")
        viewModel.emailChanged("ada@example")

        #expect(
            viewModel.saveReason == "Fix the e-mail to save.",
            "an invalid e-mail reads \"Fix the e-mail to save.\"")

        viewModel.emailChanged("ada@example.org")

        #expect(
            viewModel.saveReason == "Unsaved changes.", "a valid change reads \"Unsaved changes.\"")
    }

    @Test func markedTextSurvivesTheFormsBinding() async throws {
        // The field is written back by the view's binding, not the view model: so this test
        // makes the real view, with its view model.
        let store = profileStore()
        let controller = ProfileViewController(viewModel: ProfileViewModel(store: store))
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

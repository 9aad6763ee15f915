import BehaviourTesting
import ElmArchitecture
import ElmArchitectureTesting
import Foundation
import Model
import Testing

@testable import TEA

/// TEA: the profile's reducer through an exhaustive test store: each edit as the field sends it,
/// the whole state asserted after it, the stored person received from the profile's
/// subscription to the store. What the screen shows is read from the state. The marked-text test
/// makes the view, whose render writes the fields back.
@MainActor
@Suite("TEA: profile") struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let state = ProfileFeature.State(person: seedPerson())
        let plain = ProfileFeature.State(person: seedPerson(salutation: ""))

        #expect(state.name == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(plain.name == "Ada Lovelace", "without a salutation the name reads \"first last\"")
        #expect(
            state.birthdate == "Thursday January 1, 1970",
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let store = TestStore(
            initialState: ProfileFeature.State(person: seedPerson()),
            reducer: ProfileFeature(store: profileStore()))

        store.send(.emailChanged("grace@example")) { $0.edited.email = "grace@example" }

        #expect(
            store.state.validity == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")

        store.send(.emailChanged("grace@example.org")) { $0.edited.email = "grace@example.org" }

        #expect(store.state.validity == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let store = TestStore(
            initialState: ProfileFeature.State(person: seedPerson()),
            reducer: ProfileFeature(store: profileStore()))

        #expect(!store.state.saveIsEnabled, "Save is disabled while nothing changed")

        store.send(.lastNameChanged("Lovelace-King")) { $0.edited.lastName = "Lovelace-King" }

        #expect(store.state.saveIsEnabled, "Save is enabled for a valid change")

        store.send(.firstNameChanged("")) { $0.edited.firstName = "" }

        #expect(!store.state.saveIsEnabled, "Save is disabled when a name is empty")

        store.send(.firstNameChanged("Ada")) { $0.edited.firstName = "Ada" }
        store.send(.emailChanged("ada@example.com@")) { $0.edited.email = "ada@example.com@" }

        #expect(!store.state.saveIsEnabled, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let data = profileStore()
        let store = TestStore(
            initialState: ProfileFeature.State(person: data.person),
            reducer: ProfileFeature(store: data))
        let subscription = store.send(.viewDidLoad)
        store.receive(.personChanged(data.person))
        store.send(.lastNameChanged("Lovelace-King")) { $0.edited.lastName = "Lovelace-King" }

        store.send(.saveTapped)
        store.receive(.personChanged(data.person)) {
            $0.stored.lastName = "Lovelace-King"
            $0.editedFrom.lastName = "Lovelace-King"
        }

        #expect(
            data.person.lastName == "Lovelace-King", "after Save the store holds the form's values")
        #expect(
            store.state.name == "Dr. Ada Lovelace-King",
            "after Save the card shows the saved values")
        subscription.cancel()
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let data = profileStore()
        let store = TestStore(
            initialState: ProfileFeature.State(person: data.person),
            reducer: ProfileFeature(store: data))
        let subscription = store.send(.viewDidLoad)
        store.receive(.personChanged(data.person))
        store.send(.emailChanged("ada@example.comx")) { $0.edited.email = "ada@example.comx" }
        var server = data.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"

        try data.updatePerson(server)
        store.receive(.personChanged(server)) {
            $0.stored = server
            $0.edited.firstName = "Augusta"
            $0.editedFrom.firstName = "Augusta"
        }

        #expect(store.state.email == "countess@example.com", "a server change reaches the card")
        #expect(store.state.edited.firstName == "Augusta", "an unedited field follows the server")
        #expect(
            store.state.edited.email == "ada@example.comx",
            "an edited field keeps the user's text")
        #expect(
            store.state.notice == "Stored value changed: e-mail",
            "the form says the stored value changed")
        subscription.cancel()
    }

    @Test func saveSaysWhyItCannotSave() async throws {
        let store = TestStore(
            initialState: ProfileFeature.State(person: seedPerson()),
            reducer: ProfileFeature(store: profileStore()))

        #expect(
            store.state.saveReason == "No changes to save.",
            "with nothing changed the reason reads \"No changes to save.\"")

        store.send(.firstNameChanged("")) { $0.edited.firstName = "" }

        #expect(
            store.state.saveReason == "First name is required.",
            "an empty first name reads \"First name is required.\"")

        store.send(.firstNameChanged("Ada")) { $0.edited.firstName = "Ada" }
        store.send(.lastNameChanged("")) { $0.edited.lastName = "" }

        #expect(
            store.state.saveReason == "Last name is required.",
            "an empty last name reads \"Last name is required.\"")

        store.send(.lastNameChanged("Lovelace")) { $0.edited.lastName = "Lovelace" }
        store.send(.emailChanged("ada@example")) { $0.edited.email = "ada@example" }

        #expect(
            store.state.saveReason == "Fix the e-mail to save.",
            "an invalid e-mail reads \"Fix the e-mail to save.\"")

        store.send(.emailChanged("ada@example.org")) { $0.edited.email = "ada@example.org" }

        #expect(
            store.state.saveReason == "Unsaved changes.",
            "a valid change reads \"Unsaved changes.\"")
    }

    @Test func markedTextSurvivesTheFormsBinding() async throws {
        // The field is written back by the view's render, not the reducer: so this test makes
        // the real view, with a store running the reducer.
        let data = profileStore()
        let controller = ProfileViewController(
            store: StoreOf(
                initialState: ProfileFeature.State(person: data.person),
                reducer: ProfileFeature(store: data)))
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

        #expect(data.person.firstName == "阿达", "Save stores the committed text")
    }
}

import BehaviourTesting
import Foundation
import Model
import Testing
import TextUI

@testable import MVC

/// MVC: the controller copies values between the store and its own labels and fields, so a
/// test loads its view, edits the fields as a user would and reads the widgets.
@MainActor
@Suite("MVC: profile") struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let controller = ProfileViewController(store: profileStore())
        let plain = ProfileViewController(store: profileStore(salutation: ""))

        _ = controller.view
        _ = plain.view

        #expect(
            controller.nameLabel.text == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(
            plain.nameLabel.text == "Ada Lovelace",
            "without a salutation the name reads \"first last\"")
        #expect(
            controller.birthdateLabel.text == "Thursday January 1, 1970",
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        controller.emailField.text = ""  // the field's clear button
        controller.emailField.sendActions(for: .editingChanged)

        for key in "grace@example" { controller.emailField.insertText(String(key)) }

        #expect(
            controller.validityLabel.text == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")

        for key in ".org" { controller.emailField.insertText(String(key)) }

        #expect(controller.validityLabel.text == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view

        #expect(!controller.saveButton.isEnabled, "Save is disabled while nothing changed")

        controller.lastNameField.insertText("-King")

        #expect(controller.saveButton.isEnabled, "Save is enabled for a valid change")

        controller.firstNameField.text = ""  // the field's clear button
        controller.firstNameField.sendActions(for: .editingChanged)

        #expect(!controller.saveButton.isEnabled, "Save is disabled when a name is empty")

        controller.firstNameField.insertText("Ada")
        controller.emailField.insertText("@")

        #expect(!controller.saveButton.isEnabled, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        controller.lastNameField.insertText("-King")

        controller.saveButton.sendActions(for: .touchUpInside)

        #expect(
            store.person.lastName == "Lovelace-King", "after Save the store holds the form's values"
        )
        #expect(
            controller.nameLabel.text == "Dr. Ada Lovelace-King",
            "after Save the card shows the saved values")
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        controller.emailField.insertText("x")
        var server = store.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"

        try store.updatePerson(server)

        #expect(
            controller.emailLabel.text == "countess@example.com", "a server change reaches the card"
        )
        #expect(controller.firstNameField.text == "Augusta", "an unedited field follows the server")
        #expect(
            controller.emailField.text == "ada@example.comx",
            "an edited field keeps the user's text")
        #expect(
            controller.noticeLabel.text == "Stored value changed: e-mail",
            "the form says the stored value changed")
    }

    @Test func saveSaysWhyItCannotSave() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view

        #expect(
            controller.reasonLabel.text == "No changes to save.",
            "with nothing changed the reason reads \"No changes to save.\"")

        controller.firstNameField.text = ""  // the field's clear button
        controller.firstNameField.sendActions(for: .editingChanged)

        #expect(
            controller.reasonLabel.text == "First name is required.",
            "an empty first name reads \"First name is required.\"")

        controller.firstNameField.insertText("Ada")
        controller.lastNameField.text = ""  // the field's clear button
        controller.lastNameField.sendActions(for: .editingChanged)

        #expect(
            controller.reasonLabel.text == "Last name is required.",
            "an empty last name reads \"Last name is required.\"")

        controller.lastNameField.insertText("Lovelace")
        for _ in ".com" { controller.emailField.deleteBackward() }

        #expect(
            controller.reasonLabel.text == "Fix the e-mail to save.",
            "an invalid e-mail reads \"Fix the e-mail to save.\"")

        controller.emailField.insertText(".org")

        #expect(
            controller.reasonLabel.text == "Unsaved changes.",
            "a valid change reads \"Unsaved changes.\"")
    }

    @Test func markedTextSurvivesTheFormsBinding() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
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

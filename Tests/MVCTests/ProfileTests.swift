import BehaviourTesting
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
}

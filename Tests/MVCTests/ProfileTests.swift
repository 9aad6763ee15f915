import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVC

/// MVC: the controller copies values between the store and its own labels and fields, so a
/// test loads its view, edits the fields as a user would and reads the widgets.
@MainActor
@Suite struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        try await measure("MVC") { facts in
            let controller = ProfileViewController(store: profileStore())
            let plain = ProfileViewController(store: profileStore(salutation: ""))
            _ = controller.view
            _ = plain.view
            facts.check(.nameWithSalutation, controller.nameLabel.text, equals: "Dr. Ada Lovelace")
            facts.check(.nameWithoutSalutation, plain.nameLabel.text, equals: "Ada Lovelace")
            facts.check(
                .birthdateInWords, controller.birthdateLabel.text,
                equals: "Thursday January 1, 1970")
        }
    }

    @Test func emailValidityChangesAsYouType() async throws {
        try await measure("MVC") { facts in
            let controller = ProfileViewController(store: profileStore())
            _ = controller.view
            controller.emailField.clear()
            for key in "grace@example" { controller.emailField.insertText(String(key)) }
            facts.check(
                .invalidWhileIncomplete, controller.validityLabel.text,
                equals: "✗ the domain needs a dot")
            for key in ".org" { controller.emailField.insertText(String(key)) }
            facts.check(.validOnceComplete, controller.validityLabel.text, equals: "✓ valid")
        }
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        try await measure("MVC") { facts in
            let controller = ProfileViewController(store: profileStore())
            _ = controller.view
            facts.check(.saveDisabledWithoutChanges, controller.saveButton.isEnabled, equals: false)
            controller.lastNameField.insertText("-King")
            facts.check(.saveEnabledForAValidChange, controller.saveButton.isEnabled, equals: true)
            controller.firstNameField.clear()
            facts.check(.saveDisabledForEmptyName, controller.saveButton.isEnabled, equals: false)
            controller.firstNameField.insertText("Ada")
            controller.emailField.insertText("@")
            facts.check(
                .saveDisabledForInvalidEmail, controller.saveButton.isEnabled, equals: false)
        }
    }

    @Test func saveWritesTheModel() async throws {
        try await measure("MVC") { facts in
            let store = profileStore()
            let controller = ProfileViewController(store: store)
            _ = controller.view
            controller.lastNameField.insertText("-King")
            _ = controller.saveButton.handleTap()
            facts.check(.storeHoldsTheForm, store.person.lastName, equals: "Lovelace-King")
            facts.check(
                .cardShowsSavedValues, controller.nameLabel.text, equals: "Dr. Ada Lovelace-King")
        }
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        try await measure("MVC") { facts in
            let store = profileStore()
            let controller = ProfileViewController(store: store)
            _ = controller.view
            controller.emailField.insertText("x")
            var server = store.person
            server.firstName = "Augusta"
            server.email = "countess@example.com"
            try store.updatePerson(server)
            facts.check(
                .cardShowsServerValue, controller.emailLabel.text, equals: "countess@example.com")
            facts.check(.uneditedFieldFollows, controller.firstNameField.text, equals: "Augusta")
            facts.check(
                .editedFieldKeepsText, controller.emailField.text, equals: "ada@example.comx")
            facts.check(
                .formSaysStoredValueChanged, controller.noticeLabel.text,
                equals: "Stored value changed: e-mail")
        }
    }
}

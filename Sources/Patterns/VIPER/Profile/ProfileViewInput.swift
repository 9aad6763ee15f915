import Roles

/// What the presenter tells the view: plain strings and flags, never a `Person`.
@MainActor
public protocol ProfileViewInput: AnyObject, Role.View {
    /// Shows the card: the name with its salutation, the birthdate in words, the e-mail.
    func set(cardName: String, birthdate: String, email: String)
    /// Puts these texts into the form's fields (`set(text:)`; sends no editing event).
    func set(firstName: String, lastName: String, email: String)
    /// Shows the line under the E-mail field.
    func set(validity: String)
    /// Shows that stored values changed under the user's edits; nil hides the line.
    func set(notice: String?)
    /// Enables or disables Save and shows the line beside it.
    func set(saveEnabled: Bool, reason: String)
}

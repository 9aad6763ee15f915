import Roles

/// What the view tells the presenter: each edit, with the field's whole text, and Save.
@MainActor
public protocol ProfileViewOutput: AnyObject, Role.Presenter {
    /// The view has loaded.
    func viewDidLoad()
    /// The user edited the First name field.
    func firstNameChanged(_ text: String)
    /// The user edited the Last name field.
    func lastNameChanged(_ text: String)
    /// The user edited the E-mail field.
    func emailChanged(_ text: String)
    /// Save was tapped.
    func saveTapped()
}

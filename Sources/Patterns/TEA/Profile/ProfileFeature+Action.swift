import Model

extension ProfileFeature {
    /// What can happen to the profile.
    public enum Action: Equatable, Sendable {
        /// The view loaded: the profile follows the stored person from now on.
        case viewDidLoad
        /// The user edited the First name field.
        case firstNameChanged(String)
        /// The user edited the Last name field.
        case lastNameChanged(String)
        /// The user edited the E-mail field.
        case emailChanged(String)
        /// The user tapped Save.
        case saveTapped
        /// The stored person, as it is now: at first, then after every change to it.
        case personChanged(Person)
    }
}

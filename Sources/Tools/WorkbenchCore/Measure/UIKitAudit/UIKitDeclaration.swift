/// One line of the reference table of UIKit's declarations (`docs/uikit-declarations.txt`):
/// the UIKit type a member belongs to and the member's Swift declaration, as Apple's
/// documentation gives it.
///
/// ```
/// UITableView | func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
/// ```
package struct UIKitDeclaration: Hashable, Sendable {
    /// The UIKit type the member belongs to: `UITableView`, `UIControl.Event`, `IndexPath`.
    package var type: String
    /// The declaration as the table writes it.
    package var text: String
    /// The declaration, parsed.
    package var declaration: SwiftDeclaration
    /// The line of the table it is on (1-based).
    package var line: Int

    /// A declaration of `type` written `text`; nil when the text is no declaration the audit
    /// reads.
    package init?(type: String, text: String, line: Int = 0) {
        guard let declaration = SwiftDeclaration(parsing: text) else { return nil }
        self.type = type
        self.text = text
        self.declaration = declaration
        self.line = line
    }

    /// `UITableView.reloadData()`, `UITableViewCell.textLabel`.
    package var qualifiedName: String {
        type + "." + declaration.fullName
    }
}

/// One public member of the toolkit, as its symbol graph gives it: where it is declared, its
/// declaration, its doc comment, and the UIKit type it stands for a member of.
package struct ToolkitMember: Hashable, Sendable {
    /// The member's USR, the same in the symbol graph and the index store.
    package var usr: String
    /// The type it belongs to, outermost first: `["TableView"]`, `["Control", "Event"]`.
    package var typePath: [String]
    /// Its name with labels: `reloadData()`, `text`, `touchUpInside`.
    package var name: String
    /// Its declaration as the symbol graph spells it (nested types qualified).
    package var declaration: String
    /// Its doc comment, line by line (an override's inherited one when it has none).
    package var documentation: [String]
    /// The UIKit type it stands for a member of: `UITableView`, `UIControl.Event`, `IndexPath`.
    package var uikitType: String

    /// A member from its parts.
    package init(
        usr: String, typePath: [String], name: String, declaration: String,
        documentation: [String], uikitType: String
    ) {
        self.usr = usr
        self.typePath = typePath
        self.name = name
        self.declaration = declaration
        self.documentation = documentation
        self.uikitType = uikitType
    }

    /// `TableView.reloadData()`, `Control.Event.touchUpInside`.
    package var qualifiedName: String {
        (typePath + [name]).joined(separator: ".")
    }

    /// The departure from UIKit the doc comment names: the paragraph that starts with a line
    /// beginning `UIKit:` (what UIKit has, and why the toolkit differs), or nil.
    package var departure: String? {
        guard
            let start = documentation.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix(Self.departureMarker)
            })
        else { return nil }
        let paragraph = documentation[start...].prefix {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let text = spaced(paragraph.joined(separator: " "))
        return text.count > Self.departureMarker.count ? text : nil
    }

    /// What a doc comment line that names a departure from UIKit begins with.
    package static let departureMarker = "UIKit:"
}

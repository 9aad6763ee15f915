import Foundation

/// The reference table of UIKit's declarations: one line per UIKit member, `Type |
/// declaration`, written as Apple's documentation gives the member's Swift declaration. Lines
/// that declare a type (`UITableViewCell | class UITableViewCell : UIView`) say what it
/// inherits, so that a member is found where UIKit declares it (`layoutSubviews()` in `UIView`
/// for a table cell). Blank lines and lines starting with `#` are left out.
package struct UIKitDeclarationTable: Sendable {
    /// Where the table is kept, relative to the package's root.
    package static let path = "docs/uikit-declarations.txt"

    /// The members, in the table's order.
    package var declarations: [UIKitDeclaration]
    /// What each type inherits from or conforms to, as its type line says.
    package var inherited: [String: [String]]
    /// What UIKit's type aliases stand for (`UIActionHandler | typealias UIActionHandler =
    /// (UIAction) -> Void`), both as the audit compares types: `ActionHandler` → `(Action)->Void`.
    package var aliases: [String: String]

    /// Reads the table's text.
    ///
    /// - Throws: `MeasuringError.index` naming the first line that is not `Type | declaration`
    ///   of a declaration the audit reads.
    package init(text: String) throws {
        declarations = []
        inherited = [:]
        aliases = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: "|", maxSplits: 1).map(spaced)
            guard parts.count == 2,
                let entry = UIKitDeclaration(type: parts[0], text: parts[1], line: index + 1)
            else {
                throw MeasuringError.index(
                    "\(Self.path):\(index + 1): not `Type | declaration`: \(trimmed)")
            }
            if entry.declaration.kind == .type, let aliased = entry.declaration.result {
                aliases[UIKitTypeName.comparable(entry.declaration.name)] =
                    UIKitTypeName.comparable(aliased)
            } else if entry.declaration.kind == .type {
                inherited[entry.type, default: []] += entry.declaration.inherited
            } else {
                declarations.append(entry)
            }
        }
    }

    /// Reads the table committed in the package at `root`.
    package static func load(root: String) throws -> UIKitDeclarationTable {
        let file = URL(fileURLWithPath: root).appendingPathComponent(path)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw MeasuringError.index("no table of UIKit's declarations at \(file.path)")
        }
        return try UIKitDeclarationTable(text: text)
    }

    /// `type`, then what it inherits from, breadth first, as far as the table knows them.
    package func lineage(of type: String) -> [String] {
        var found = [type]
        var next = 0
        while next < found.count {
            for parent in inherited[found[next]] ?? [] where !found.contains(parent) {
                found.append(parent)
            }
            next += 1
        }
        return found
    }

    /// The UIKit members of `type` and the types it inherits from that have `name` as their
    /// base name, nearest first.
    package func members(named name: String, in type: String) -> [UIKitDeclaration] {
        lineage(of: type).flatMap { owner in
            declarations.filter { $0.type == owner && $0.declaration.name == name }
        }
    }

    /// How the toolkit member `declaration`, which stands for a member of the UIKit type
    /// `uikitType`, compares with UIKit's: a match with any member of that name, else the
    /// nearest such member of the same kind and labels with the fewest differences, else not in
    /// the table. `enclosing` is the toolkit type that declares it (`Control.Event`).
    package func verdict(
        for declaration: SwiftDeclaration, uikitType: String, enclosing: String
    ) -> UIKitVerdict {
        let candidates = members(named: declaration.name, in: uikitType).map {
            (
                uikit: $0,
                differences: UIKitVerdict.differences(
                    toolkit: declaration, uikit: $0.declaration, enclosing: enclosing,
                    aliases: aliases)
            )
        }
        if let match = candidates.first(where: { $0.differences.isEmpty }) {
            return .matches(match.uikit)
        }
        let nearest = candidates.min { distance($0.differences) < distance($1.differences) }
        guard let nearest else { return .notInTable }
        return .differs(nearest.uikit, nearest.differences)
    }

    /// How far a candidate is: another kind is farther than other labels, which are farther
    /// than any number of other types.
    private func distance(_ differences: [UIKitVerdict.Difference]) -> Int {
        (differences.contains(.kind) ? 10_000 : 0) + (differences.contains(.labels) ? 100 : 0)
            + differences.count
    }
}

import Foundation
import PatternCatalog

/// Whether the toolkit members the patterns use have UIKit's declarations: for each (pattern
/// file, toolkit member) pair, the UIKit declaration it is compared with, the verdict, and the
/// departure the member's doc comment names when it differs.
///
/// The bar: at least `threshold` of the uses match UIKit, and every other one is a
/// departure the toolkit names in a doc comment line beginning `UIKit:`.
package struct UIKitConformance: Sendable {
    /// The share of uses that must match UIKit.
    package static let threshold = 0.8

    /// One pattern file's use of one toolkit member, judged.
    package struct Use: Hashable, Sendable {
        /// The pattern source file, relative to the root.
        package var file: String
        /// The pattern module the file belongs to.
        package var module: String
        /// The toolkit member: `TableView.reloadData()`.
        package var member: String
        /// Its declaration as the toolkit writes it.
        package var declaration: String
        /// The UIKit type it stands for a member of: `UITableView`.
        package var uikitType: String
        /// How it compares with UIKit's.
        package var verdict: UIKitVerdict
        /// The departure its doc comment names (`UIKit: …`), if any.
        package var departure: String?

        /// A judged use from its parts.
        package init(
            file: String, module: String, member: String, declaration: String, uikitType: String,
            verdict: UIKitVerdict, departure: String?
        ) {
            self.file = file
            self.module = module
            self.member = member
            self.declaration = declaration
            self.uikitType = uikitType
            self.verdict = verdict
            self.departure = departure
        }

        /// Whether it is a departure the toolkit leaves unnamed.
        package var isUnexplained: Bool { !verdict.isMatch && departure == nil }

        /// One line: the file, the member and its declaration, then UIKit's declaration and
        /// what differs (`UIKit: UITableView: func … (type of parameter 1)`) or `UIKit: not in
        /// the table (UITableView)`, then `departure named` when the toolkit names it.
        package var summary: String {
            let uikit: String
            switch verdict {
            case .matches(let declaration):
                uikit = "\(declaration.type): \(declaration.text) (matches)"
            case .differs(let declaration, let differences):
                uikit =
                    "\(declaration.type): \(declaration.text) "
                    + "(\(differences.map(\.description).joined(separator: ", ")))"
            case .notInTable:
                uikit = "not in the table (\(uikitType))"
            }
            let named = departure == nil ? "" : " — departure named"
            return "\(file): \(member) `\(declaration)` — UIKit: \(uikit)\(named)"
        }
    }

    /// Every use, sorted by file and member.
    package var uses: [Use]

    /// Judges each use of a toolkit member against the table; uses of members `symbols` does
    /// not have are left out.
    package init(
        uses found: [ToolkitUseReader.Use], symbols: ToolkitSymbols, table: UIKitDeclarationTable
    ) {
        uses = found.compactMap { use -> Use? in
            guard let member = symbols.members[use.usr] else { return nil }
            let verdict =
                SwiftDeclaration(parsing: member.declaration).map {
                    table.verdict(
                        for: $0, uikitType: member.uikitType,
                        enclosing: UIKitTypeName.comparable(member.typePath.joined(separator: ".")))
                } ?? .notInTable
            return Use(
                file: use.file, module: use.module, member: member.qualifiedName,
                declaration: member.declaration, uikitType: member.uikitType, verdict: verdict,
                departure: verdict.isMatch ? nil : member.departure)
        }
        .sorted { ($0.file, $0.member) < ($1.file, $1.member) }
    }

    /// Judged uses as they are.
    package init(uses: [Use]) {
        self.uses = uses
    }

    /// The uses that match UIKit's declaration.
    package var matching: [Use] { uses.filter(\.verdict.isMatch) }
    /// The uses that differ from UIKit, with the departure named in the toolkit.
    package var named: [Use] { uses.filter { !$0.verdict.isMatch && $0.departure != nil } }
    /// The uses that differ from UIKit with no departure named.
    package var unexplained: [Use] { uses.filter(\.isUnexplained) }

    /// The share of uses that match UIKit (1 when there are none).
    package var share: Double {
        uses.isEmpty ? 1 : Double(matching.count) / Double(uses.count)
    }

    /// Whether the bar is met: `threshold` of the uses match, the rest are named.
    package var meetsBar: Bool {
        share >= Self.threshold && unexplained.isEmpty
    }

    /// The same figures for the uses in one module.
    package func module(_ module: String) -> UIKitConformance {
        UIKitConformance(uses: uses.filter { $0.module == module })
    }

    /// Measures the targets of `patterns` in the package at `root` on `build`: the uses from
    /// its index store, the toolkit module's declarations and doc comments from its symbol
    /// graph, UIKit's from the committed table.
    package static func measure(
        root: String, build: PackageBuild,
        patterns: [PatternDescriptor] = PatternDescriptor.all
    ) throws -> UIKitConformance {
        let table = try UIKitDeclarationTable.load(root: root)
        let symbols = try ToolkitSymbols.extract(
            module: SharedCore.toolkit, productsFolder: build.productsFolder)
        let uses = try ToolkitUseReader(root: root, build: build)
            .uses(in: Set(patterns.map(\.module)), of: Set(symbols.members.keys))
        return UIKitConformance(uses: uses, symbols: symbols, table: table)
    }
}

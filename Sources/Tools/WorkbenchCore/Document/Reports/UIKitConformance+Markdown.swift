import Foundation
import PatternCatalog

extension UIKitConformance {
    /// "How close the toolkit is to UIKit": per pattern and for all, the toolkit member uses
    /// (each pattern file's use of a member counted once), how many have UIKit's declaration,
    /// how many differ with the departure named in the toolkit's doc comments, how many differ
    /// unnamed, and the share that match.
    package func markdown(patterns: [PatternDescriptor] = PatternDescriptor.all) -> String {
        var out = [
            """
            ## How close the toolkit is to UIKit

            Each toolkit member a pattern file uses (read from the compiler's index), compared \
            with UIKit's declaration of it (the table in `\(UIKitDeclarationTable.path)`): the \
            same name, argument labels, and types with their optionality, the toolkit's \
            stand-ins read as the types they stand for (`Rect`, in character cells, for `CGRect`, \
            in points). A member that differs names its departure in its doc comment \
            (`UIKit: …`). The bar: \
            \(Self.percent(Self.threshold)) match, and no departure unnamed.

            | pattern | uses | match UIKit | departures named | unnamed | share matching |
            | --- | ---: | ---: | ---: | ---: | ---: |
            """
        ]
        for pattern in patterns {
            out.append(module(pattern.module).markdownRow(pattern.name))
        }
        out.append(markdownRow("**all**"))
        return out.joined(separator: "\n") + "\n"
    }

    /// One row of the table, for these uses.
    package func markdownRow(_ name: String) -> String {
        "| \(name) | \(uses.count) | \(matching.count) | \(named.count) | \(unexplained.count) | "
            + "\(Self.percent(share)) |"
    }

    /// `83 %`: a share as a whole percentage, rounded down, so that 79.6 % is not shown as
    /// meeting 80 %.
    package static func percent(_ share: Double) -> String {
        "\(Int((share * 100 + 1e-9).rounded(.down))) %"
    }
}

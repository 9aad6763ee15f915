import Foundation

extension BenchReport {
    /// What `contender`'s operation spends beyond MVC's on each mechanism (`Mechanism`), per
    /// operation, with its share of the contender's instructions; then the rest of the excess,
    /// which may be negative. Empty when the mechanisms were not counted.
    package func mechanisms(_ operation: Operation, contender: String) -> (
        parts: [(mechanism: Mechanism, instructions: Double, share: Double)], rest: Double
    ) {
        guard let mine = operation.mechanisms?[contender],
            let total = operation.instructions?[contender],
            let base = operation.instructions?[Self.mvc], total > 0
        else { return ([], 0) }
        let mvcs = operation.mechanisms?[Self.mvc] ?? [:]
        let parts = Mechanism.all.compactMap {
            mechanism -> (mechanism: Mechanism, instructions: Double, share: Double)? in
            let extra = (mine[mechanism.name] ?? 0) - (mvcs[mechanism.name] ?? 0)
            return extra > 0 ? (mechanism, extra, extra / total) : nil
        }
        return (parts, total - base - parts.reduce(0) { $0 + $1.instructions })
    }

    /// What a missed target is spent on: each mechanism the pattern pays beyond MVC's, with
    /// its count, and what a row scrolled into view costs it against MVC.
    func missedBy(_ operation: Operation, _ contender: String) -> String {
        var parts = mechanisms(operation, contender: contender).parts.map {
            "\($0.mechanism.name) \(Self.thousands($0.instructions)) beyond MVC's"
        }
        if let row = rowCost(contender), let mvc = rowCost(Self.mvc) {
            parts.append(
                "a row scrolled into view \(Self.thousands(row)) against MVC's "
                    + Self.thousands(mvc))
        }
        return parts.isEmpty ? "" : "; where it goes: " + parts.joined(separator: "; ")
    }

    /// `12.3K`, in thousands of instructions.
    static func thousands(_ instructions: Double) -> String {
        String(format: "%.1fK", instructions / 1000)
    }
}

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

    /// For each counted operation where a pattern takes more than 1.2× MVC's instructions, what
    /// the excess is spent on: each mechanism, with whose cost it is, then the rest.
    func overheadTable() -> [String] {
        var rows: [String] = []
        for operation in operations where operation.mechanisms != nil {
            for name in Self.contenders.dropFirst() where name != Self.mvc {
                guard let ratio = operation.instructionRatio(name, to: Self.mvc), ratio > 1.2,
                    let total = operation.instructions?[name]
                else { continue }
                let (parts, rest) = mechanisms(operation, contender: name)
                let named = parts.map {
                    String(
                        format: "%@ %@ (%.0f%%, %@)", $0.mechanism.name,
                        Self.thousands($0.instructions), $0.share * 100, $0.mechanism.owner)
                }
                let display = Contender(name: name)?.displayName ?? name
                rows.append(
                    "| \(operation.name) | \(display) | "
                        + String(format: "%.2f× (%@)", ratio, Self.thousands(total)) + " | "
                        + (named.isEmpty ? "none" : named.joined(separator: "; ")) + " | "
                        + (rest < 0 ? "−" : "+") + Self.thousands(abs(rest))
                        + String(format: " (%.0f%%)", abs(rest) / total * 100) + " |")
            }
        }
        guard !rows.isEmpty else { return [] }
        return [
            "",
            "What the instructions over MVC's are spent on, where a pattern takes more than 1.2× "
                + "MVC's: each mechanism the pattern pays and MVC does not, named by its functions "
                + "and counted with all they call but the calls back into the code they serve "
                + "(the observer told of a change, the closure a tracking runs), with its share of "
                + "the pattern's instructions; then the rest of the excess, the pattern's own code "
                + "and what it calls against MVC's (− where it is cheaper). No instruction is in "
                + "two mechanisms, so a row's shares add up to 100% at most (`Mechanism`). "
                + "**binding style**: what the pattern's binding pays on iOS too. **stand-in**: "
                + "the workbench's own, which Foundation's KVO or UIKit does natively.",
            "",
            "| operation | pattern | × MVC (its count) | mechanisms | the rest of the excess |",
            "| --- | --- | ---: | --- | ---: |",
        ] + rows
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

import Foundation
import PatternCatalog

extension CouplingReport {
    /// The report as Markdown: per pattern (a `##` section each) the measured role graph (a
    /// Mermaid diagram, or drawn in text), the role × role matrix, the per-role figures, cycles, ripple and
    /// rules; then the package rules, a `##` section of their own.
    package func markdown(graphInText: Bool = false) -> String {
        var out: [String] = []
        for pattern in patterns {
            out.append(pattern.markdown(graphInText: graphInText))
        }
        out.append(Self.legend)
        out.append("## Package rules\n")
        out.append(Self.rulesTable(packageRules))
        return out.joined(separator: "\n")
    }

    /// What the columns and figures of each pattern's table mean, printed once under them.
    package static let legend = """
        Reading the table: **Ce** (efferent coupling) counts the types outside the role that it \
        uses, **Ca** (afferent) those that use it; **I** = Ce / (Ca + Ce) is its instability (1: \
        it only depends, 0: it is only depended on); **A** is its abstractness (protocols / \
        types); **D** = |A + I − 1| its distance from the main sequence (0 is the balance of \
        the two). **Concrete** and **protocol deps** split Ce by whether the used type is a \
        protocol: only those can be replaced by a test double. **Propagation cost** is the share \
        of ordered pairs of the pattern's own types where the first depends on the second, \
        directly or not, so that a change to the second can reach the first (MacCormack and \
        Baldwin).

        """

    /// A table of rules and whether they were kept.
    package static func rulesTableMarkdown(_ rules: [RuleResult]) -> String { rulesTable(rules) }

    package static func rulesTable(_ rules: [RuleResult]) -> String {
        var lines = ["| rule | why | result |", "| --- | --- | --- |"]
        for rule in rules {
            let result =
                rule.passed
                ? "kept"
                : "**broken**: "
                    + rule.violations.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(
                        separator: "; ")
            lines.append("| \(rule.rule) | \(rule.why) | \(result) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CouplingReport.PatternReport {
    package func markdown(graphInText: Bool = false) -> String {
        "## \(module)\n\n" + markdownBody(graphInText: graphInText)
    }

    /// The pattern's figures without a heading: the role graph (a Mermaid diagram, or drawn in
    /// text for a terminal), matrix, role figures, cycles, ripple, notes and rules.
    package func markdownBody(graphInText: Bool = false) -> String {
        var out: [String] = []
        out.append(graphInText ? "```text\n" + roleGraphText() + "\n```\n" : mermaid())
        out.append("Dependencies between roles (distinct type pairs / references in the code):\n")
        let roles = metrics.roles.map(\.role)
        var matrix = ["| from \\ to | " + roles.map(\.rawValue).joined(separator: " | ") + " |"]
        matrix.append("| --- |" + String(repeating: " ---: |", count: roles.count))
        for from in roles {
            let cells = roles.map { to -> String in
                guard let cell = metrics.matrix.first(where: { $0.from == from && $0.to == to })
                else { return "·" }
                return "\(cell.dependencies) / \(cell.references)"
            }
            matrix.append("| \(from.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
        out.append(matrix.joined(separator: "\n") + "\n")

        out.append(roleFigures())
        out.append(
            "The model and toolkit rows count only this pattern's use of them (their Ca); what they "
                + "depend on themselves is checked by the package rules.\n")

        let cycles = metrics.typeCycles.map { $0.joined(separator: " ⇄ ") }
        let roleCycles = metrics.roleCycles.map { $0.joined(separator: " ⇄ ") }
        out.append(
            """
            - Type cycles (types that refer to each other): \(cycles.isEmpty ? "none" : cycles.joined(separator: "; "))
            - Roles that use each other: \(roleCycles.isEmpty ? "none" : roleCycles.joined(separator: "; "))
            - Propagation cost: \(Self.percent(metrics.propagationCost))
            - A model change can reach \(metrics.modelRipple.types.count) of \(metrics.modelRipple.of) types \
            (\(Self.percent(metrics.modelRipple.share)))
            """)
        if !unclassified.isEmpty {
            out.append(
                "- **Types without exactly one role:** " + unclassified.joined(separator: "; "))
        }
        for note in metrics.notes { out.append("- Note: \(note)") }
        out.append("")
        out.append(CouplingReport.rulesTable(rules))
        return out.joined(separator: "\n")
    }

    /// The per-role figures, in two tables of at most eight columns: the coupling measures,
    /// then what the role's types depend on and how large they are.
    func roleFigures() -> String {
        var coupling = MarkdownTable(
            ["role", "types", "Ce", "Ca", "I", "A", "D"], rightAligned: Set(1...6))
        var size = MarkdownTable(
            ["role", "concrete deps", "protocol deps", "code lines", "decision points"],
            rightAligned: Set(1...4))
        for role in metrics.roles {
            let own = !SharedCore.isCoreRole(role.role)
            coupling.append([
                role.role.rawValue, "\(role.types.count)", "\(role.ce)", "\(role.ca)",
                Self.format(role.instability), Self.format(role.abstractness),
                Self.format(role.distance),
            ])
            size.append([
                role.role.rawValue, "\(role.concreteDependencies.count)",
                "\(role.protocolDependencies.count)", own ? "\(role.source.codeLines)" : "—",
                own ? "\(role.source.decisionPoints)" : "—",
            ])
        }
        return coupling.markdown + "\n" + size.markdown
    }

    /// A Mermaid flowchart of the roles and the measured dependencies between them.
    package func mermaid() -> String {
        var lines = ["```mermaid", "flowchart LR"]
        for role in metrics.roles.map(\.role) {
            lines.append("    \(Self.id(role))[\"\(role.rawValue)\"]")
        }
        for cell in metrics.matrix where cell.from != cell.to {
            lines.append("    \(Self.id(cell.from)) -->|\(cell.references)| \(Self.id(cell.to))")
        }
        lines.append("```\n")
        return lines.joined(separator: "\n")
    }

    /// The role graph drawn in text: each role that uses another, with an arrow to each role
    /// it uses and the references counted in the code; `⇄` marks two roles that use each other.
    ///
    ///     view ──────┬──  25 ──▶ presenter ⇄
    ///                └── 230 ──▶ toolkit
    package func roleGraphText() -> String {
        let edges = metrics.matrix.filter { $0.from != $0.to }
        let users = metrics.roles.map(\.role).filter { role in edges.contains { $0.from == role } }
        let nameWidth = (users.map(\.rawValue.count).max() ?? 0) + 2
        let countWidth = String(edges.map(\.references).max() ?? 0).count
        var lines: [String] = []
        for role in users {
            let out = edges.filter { $0.from == role }
            for (index, edge) in out.enumerated() {
                let lead =
                    index == 0
                    ? role.rawValue + " "
                        + String(repeating: "─", count: nameWidth - role.rawValue.count - 1)
                    : String(repeating: " ", count: nameWidth)
                let branch =
                    out.count == 1
                    ? "───" : index == 0 ? "┬──" : index == out.count - 1 ? "└──" : "├──"
                let count = String(edge.references)
                let padded = String(repeating: " ", count: countWidth - count.count) + count
                let mutual = edges.contains { $0.from == edge.to && $0.to == role } ? " ⇄" : ""
                lines.append("\(lead)\(branch) \(padded) ──▶ \(edge.to.rawValue)\(mutual)")
            }
        }
        let unused = metrics.roles.map(\.role).filter { !users.contains($0) }.map(\.rawValue)
        if !unused.isEmpty {
            lines.append("(\(unused.joined(separator: ", ")): no arrow out)")
        }
        return lines.joined(separator: "\n")
    }

    package static func id(_ role: ArchitectureRole) -> String {
        role.rawValue.replacingOccurrences(of: " ", with: "_")
    }

    package static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    package static func percent(_ value: Double) -> String {
        String(format: "%.0f%%", value * 100)
    }
}

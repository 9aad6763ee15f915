import Foundation
import PatternCatalog

/// "What a change costs": the requests of ChangeRequests/, each with a small table of what it
/// cost in every pattern, then the totals.
package enum ChangesSection {
    package static func markdown(_ costs: ChangeCosts) -> String {
        var lines = [
            "## What a change costs\n",
            "Each request is a change a user asks for, made once in the shared part and once in "
                + "every pattern, the way that pattern's code would make it (ChangeRequests/: a "
                + "README, a production and a test-repair patch per pattern, a script). `swift run "
                + "workbench changes` makes each in a scratch copy and measures:\n",
            "- the production lines, `+added −removed`;",
            "- the class of change (after the ALMA method): local (one type), non-local "
                + "(several), architectural (an interface between roles changed), found against "
                + "the one the README expected before the run;",
            "- the pattern's own tests the production patch alone breaks: those whose assertions "
                + "fail, and apart, those in a file that no longer compiles, with the lines its "
                + "repair took;",
            "- with both patches the whole suite must pass (but for the check that every "
                + "behaviour has a fault: a request that adds a behaviour writes none), and the "
                + "script must print the same frames in every pattern.\n",
        ]
        guard !costs.entries.isEmpty else {
            return (lines + ["No change request: see ChangeRequests/README.md.\n"])
                .joined(separator: "\n")
        }
        if costs.entries.contains(where: { $0.result != nil }) {
            lines.append(
                "![Each request's production lines changed in each pattern, and the tests it "
                    + "broke](\(ChangeCostChart.path))\n")
        }
        lines += costs.entries.map(request)
        lines.append(totals(costs))
        return lines.joined(separator: "\n")
    }

    /// One request: what it asks, what it tests, and its table.
    static func request(_ entry: ChangeCosts.Entry) -> String {
        var lines = ["### \(entry.title) (`\(entry.name)`)\n"]
        if !entry.claim.isEmpty { lines.append("Tests: \(entry.claim)\n") }
        guard let result = entry.result else {
            lines.append(
                "**Not measured here** (\(entry.problem ?? "no result")): run `swift run "
                    + "workbench changes \(entry.name)`.\n")
            return lines.joined(separator: "\n")
        }
        var table = MarkdownTable(
            ["pattern", "lines", "types (roles)", "class (expected)", "failing", "not compiling"],
            rightAligned: [4])
        for pattern in PatternDescriptor.all {
            guard let change = result.change(in: pattern.command) else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            let roles = change.roles.isEmpty ? "" : " (\(change.roles.joined(separator: ", ")))"
            table.append([
                pattern.name, "+\(change.production.added) −\(change.production.removed)",
                "\(change.types.count)\(roles)",
                "\(change.found.rawValue) (\(change.expected.rawValue))",
                "\(change.testsFailing.count)", notCompiling(change),
            ])
        }
        lines.append(table.markdown)
        lines.append(
            "\nThe shared part changes \(result.shared.files.count) files (+\(result.shared.added) "
                + "−\(result.shared.removed)); with every patch the suite "
                + (result.suitePassed ? "passed" : "**failed**") + " and the script's "
                + "\(result.scriptCommands) commands printed "
                + (result.framesIdentical
                    ? "the same frames in every pattern." : "**frames that differ**.")
                + "\n")
        return lines.joined(separator: "\n")
    }

    /// "2 (repair: 6 lines)", or "0".
    static func notCompiling(_ change: PatternChange) -> String {
        guard !change.testsNotCompiling.isEmpty else { return "0" }
        let files = Set(change.testsNotCompiling.map { String($0.split(separator: ":")[0]) })
        let repair = change.repair.files.filter { file in
            files.contains { file.path.hasSuffix("/" + $0) }
        }.reduce(0) { $0 + $1.added + $1.removed }
        return
            "\(change.testsNotCompiling.count) in \(files.count) file\(files.count == 1 ? "" : "s") "
            + "(repair: \(repair) lines)"
    }

    /// Every request together, per pattern.
    static func totals(_ costs: ChangeCosts) -> String {
        let measured = costs.entries.compactMap(\.result)
        guard measured.count > 1 else { return "" }
        var table = MarkdownTable(
            ["pattern", "lines", "types", "failing", "not compiling", "test repair"],
            rightAligned: [2, 3, 4])
        for pattern in PatternDescriptor.all {
            let changes = measured.compactMap { $0.change(in: pattern.command) }
            guard !changes.isEmpty else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            table.append([
                pattern.name,
                "+\(changes.reduce(0) { $0 + $1.production.added }) "
                    + "−\(changes.reduce(0) { $0 + $1.production.removed })",
                "\(changes.reduce(0) { $0 + $1.types.count })",
                "\(changes.reduce(0) { $0 + $1.testsFailing.count })",
                "\(changes.reduce(0) { $0 + $1.testsNotCompiling.count })",
                "+\(changes.reduce(0) { $0 + $1.repair.added }) "
                    + "−\(changes.reduce(0) { $0 + $1.repair.removed })",
            ])
        }
        return "### Every request together\n\n\(table.markdown)\n\nThe claims these figures test "
            + "are in \"What the seeds say follows\".\n"
    }
}

import Foundation
import PatternCatalog

/// The benchmark's report as Markdown: what `workbench bench` prints and Comparison.md's run-time
/// section holds. Every table with a column per contender goes through `MarkdownTable`, which
/// cuts it into parts when the contenders outgrow a projected page; the targets' and the
/// mechanisms' tables have fixed columns and are written as rows of text.
extension BenchReport {
    /// The report as Markdown tables, with the machine and date at the end.
    package func table(includeMachine: Bool = true) -> String {
        let lines =
            timeTable() + notesOnTime() + instructionTable() + workloadTable() + overheadTable()
            + memoryTable() + growthTable() + targetsTable() + [
                "", Self.reading, "",
                "\(machine.processor), \(machine.cores) cores, \(machine.memoryGiB) GiB; \(date).",
            ]
        return lines.joined(separator: "\n")
    }

    /// The contenders' names as the tables head their columns.
    var headers: [String] {
        Self.contenders.map { Contender(name: $0)?.displayName ?? $0 }
    }

    /// A table with a column per contender, its rows' names in the first.
    private func contenderTable(_ first: String, rows: [[String]]) -> [String] {
        [
            "",
            MarkdownTable(
                [first] + headers, rows: rows, rightAligned: Set(headers.indices.map { $0 + 1 })
            ).markdown,
        ]
    }

    /// Each operation's median, middle half and multiple of the baseline, per contender.
    private func timeTable() -> [String] {
        let rows = operations.map { operation -> [String] in
            let baseline = operation.median(of: "baseline") ?? 0
            let cells = Self.contenders.map { name -> String in
                guard let result = operation.results.first(where: { $0.contender == name }) else {
                    return "—"
                }
                var cell = Self.micros(result.medianMicroseconds)
                cell +=
                    " (\(Self.micros(result.p25Microseconds))–\(Self.micros(result.p75Microseconds)))"
                if name != "baseline", baseline > 0 {
                    cell += String(format: " %.1f×", result.medianMicroseconds / baseline)
                }
                return result.isNoisy ? cell + " **noisy**" : cell
            }
            return ["\(operation.name) (\(operation.catalog))"] + cells
        }
        return [
            "Run time per operation: median in µs (middle half of \(samples) samples), and × the "
                + "baseline."
        ] + contenderTable("operation (products)", rows: rows)
    }

    /// Instructions per operation, counted by callgrind, and × the baseline; or why they were
    /// not counted.
    private func instructionTable() -> [String] {
        let counted = operations.filter { $0.instructions != nil }
        guard !counted.isEmpty else {
            return instructionNote.map { ["", "Instructions per operation: \($0)."] } ?? []
        }
        let rows = counted.map { operation -> [String] in
            let cells = Self.contenders.map { name -> String in
                guard let count = operation.instructions?[name] else { return "—" }
                var cell = String(format: "%.1fK", count / 1000)
                if name != "baseline", let ratio = operation.instructionRatio(name, to: "baseline")
                {
                    cell += String(format: " %.2f×", ratio)
                }
                return cell
            }
            return ["\(operation.name) (\(operation.catalog))"] + cells
        }
        return [
            "",
            "Instructions per operation, counted by callgrind over the operation's loop alone, "
                + "in thousands, and × the baseline: a count that does not move with the "
                + "machine's load, which the targets use. It is not time: a cache miss costs "
                + "more than a hit, and the count does not say so.",
        ] + contenderTable("operation (products)", rows: rows)
    }

    /// What to know about the times: noisy samples, and the costs every contender shares.
    private func notesOnTime() -> [String] {
        var lines: [String] = []
        if samples < Self.fewestForQuartiles {
            lines += [
                "",
                "**Too few samples**: \(samples) per operation; a median of so few is one sample or "
                    + "two, and the middle half no spread at all. Run with `--samples "
                    + "\(Self.fewestForQuartiles)` or more before reading these figures.",
            ]
        }
        let noisy = operations.flatMap(\.results).filter(\.isNoisy).count
        if noisy > 0 {
            lines += [
                "",
                "**noisy**: \(noisy) of these sample sets spread their middle half over more than "
                    + "a quarter of their median; their medians are not to be trusted, and the "
                    + "targets that rest on them say so. Run again on a quiet machine.",
            ]
        }
        if let nanoseconds = priceFormatterNanoseconds {
            lines += [
                "",
                "`PriceFormatter.string(from:)`, which every contender calls for each visible "
                    + String(format: "price: %.0f ns a call.", nanoseconds),
            ]
        }
        if let nanoseconds = observationNanoseconds {
            lines += [
                "",
                "Observation, which MVVM's binding pays and the others do not: one tracked "
                    + "`updateProperties()` that reads the screen and its rows, and the change "
                    + String(format: "that fires it, %.2f µs.", nanoseconds / 1000),
            ]
        }
        return lines
    }

    /// Touch → frame on each declared workload (`TouchWorkload`), in thousands of instructions
    /// per touch, and what a row scrolled into view costs.
    func workloadTable() -> [String] {
        let counted = TouchWorkload.allCases.compactMap { workload in
            operations.first { $0.name == workload.name && $0.instructions != nil }.map {
                (workload, $0)
            }
        }
        guard counted.count == TouchWorkload.allCases.count else { return [] }
        let rows = counted.map { workload, operation -> [String] in
            let cells = Self.contenders.map { name -> String in
                guard let without = withoutStandIn(operation, name),
                    let with = operation.instructions?[name]
                else { return "—" }
                return with > without
                    ? String(format: "%.1fK (%.1fK)", without / 1000, with / 1000)
                    : String(format: "%.1fK", with / 1000)
            }
            return ["\(workload.name) (\(String(format: "%.1f", workload.rowsScrolledPerTouch)))"]
                + cells
        }
        let rowCosts = Self.contenders.map { name -> String in
            rowCost(name).map { String(format: "%.1fK", $0 / 1000) } ?? "—"
        }
        return [
            "",
            "Touch → frame on the declared workloads, in thousands of instructions per touch "
                + "(without the toolkit's cancel of a replaced tracking, then with it), each "
                + "over a full cycle of its touches on 20 products with 10 rows in view. A row "
                + "scrolled into view costs the difference between scrolling 10 rows at every "
                + "touch and none, over 10. The target uses the full cycle.",
        ]
            + contenderTable(
                "workload (rows scrolled into view per touch)",
                rows: rows + [["a row scrolled into view"] + rowCosts])
    }

    /// Heap bytes, views and peak resident memory, per contender ("—" for a contender the run
    /// did not measure).
    private func memoryTable() -> [String] {
        func row(_ label: String, _ value: (Memory) -> String?) -> [String] {
            [label]
                + Self.contenders.map { name in
                    memory.first { $0.contender == name }.map { value($0) ?? Self.notMeasured }
                        ?? "—"
                }
        }
        return [
            "",
            "Memory: heap bytes and views for both screens over 20 products; peak resident memory "
                + "of a process holding them over 1,000,000.",
        ]
            + contenderTable(
                "",
                rows: [
                    row("heap bytes") { $0.heapBytes.map(String.init) },
                    row("views") { $0.views.map(String.init) },
                    row("peak resident (MiB)") {
                        $0.peakResidentKiB.map { String(format: "%.1f", Double($0) / 1024) }
                    },
                ])
    }

    /// Memory with use: heap bytes and trackings after 1,000 and 10,000 touches.
    func growthTable() -> [String] {
        guard !growth.isEmpty else { return [] }
        func row(_ label: String, _ value: (Growth) -> [Int?]) -> [String] {
            [label]
                + Self.contenders.map { name -> String in
                    guard let found = growth.first(where: { $0.contender == name }) else {
                        return "—"
                    }
                    let pair = value(found)
                    guard let early = pair[0], let late = pair[1] else { return Self.notMeasured }
                    return "\(early) → \(late)"
                }
        }
        return [
            "",
            "Memory with use: two rows in view touched in turn, each touch followed by a frame, "
                + "in a process per contender; after \(Growth.early.formatted()) touches → "
                + "after \(Growth.late.formatted()).",
        ]
            + contenderTable(
                "",
                rows: [
                    row("heap bytes") { $0.heapBytes },
                    row("observation trackings alive") { $0.trackings },
                    row("peak resident (KiB)") { $0.peakResidentKiB },
                ])
    }

    /// The targets, met or not, with what was measured.
    private func targetsTable() -> [String] {
        ["", "| target | met | measured |", "| --- | --- | --- |"]
            + targets.map {
                "| \($0.target) | \($0.met ? "yes" : "**no**") | \($0.measured) |"
            }
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

    /// How to read the figures.
    static let reading = """
        Reading the figures. "Start → first frame" is not the same work on both sides: a pattern \
        builds its screens, loads the catalog through the service (an answer on another task) and \
        draws; the baseline fills a store and draws. A pattern's "change → frame" is the store \
        change, the pattern's own reaction to it ("price change, no frame": a controller, \
        presenter or view model updating its views or its state), then the frame: one layout pass, \
        as UIKit's, in which marked views update their properties and tables ask their data \
        sources for the visible rows once, then drawing through the view tree ("frame only" is a \
        frame with nothing stale). The baseline draws straight from the store and formats each \
        visible price once per frame. No pattern waits for the main actor: MVVM's binding lands in \
        the next layout pass, as the others' deferred table reloads do. The targets split each \
        pattern's price change into its reaction, the layout pass and drawing. Every pattern \
        updates a changed product's row alone: MVC, the variant and MVP reconfigure that row \
        (`reconfigureRows(at:)`, which asks the data source for it with its own cell); in MVVM the \
        row's view model, made when the table asked for the row and kept by its cell, changes, and \
        that cell alone updates its tracked configuration. VIPER's presenter tells its view which \
        row to reconfigure, as MVP's does. TEA's reducer writes the product into its state, and \
        the view controller's tracked `updateProperties()` runs again from the whole state, \
        reconfiguring the visible rows whose product differs from the one it last showed. MVVM's \
        view controller's tracked `updateProperties()` runs again only when the screen it read \
        changed (a touch: what that tracking costs is the figure under the table); on a touch, the \
        two cells whose selection changes also configure themselves again inside tracking, reading \
        their row view models, as UIKit calls `updateConfiguration(using:)` on a change of state: \
        Observation's share of MVVM's touch. A run that replaces a tracking before it fired \
        cancels it, through an observable token each later run reads (Observation's public API has \
        no cancel; UIKit uses a private one). Where instructions are counted, the toolkit's two \
        functions for it (reading the token, and bumping it, with all they call, Observation's \
        removal of the old run's registrations included, which UIKit's cancel does too) are \
        counted apart and left out of the targets. What stays in the count: the token's \
        registration, made inside Observation's install, and one token per owner that reads \
        observable state. Where only time is measured, the cancel stays in. With a million \
        products the patterns keep the service's copy of the catalog as well as the store's, which \
        the first change copies: that is their extra peak memory. TEA keeps a third: its state \
        holds the products as a value, the feature's own, which parts from the store's at the \
        first change, as a state that mirrors a shared model does in any TEA app. No pattern makes \
        an object per product.
        """
}

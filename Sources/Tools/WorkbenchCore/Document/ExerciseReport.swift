import PatternCatalog

/// What `workbench changes --try` prints: an exercise's figures per pattern, one column per
/// result (yours beside the reference's), the figures a change request records: the production
/// patch's files and lines, the types it touches, the class found against the one expected, the
/// pattern's own tests it breaks, the test lines that repair them, and the behaviour check.
package struct ExerciseReport {
    /// The exercise measured.
    package var exercise: Exercise
    /// Each column's heading and result; a column without a result shows dashes.
    package var columns: [(heading: String, result: RequestResult?)]
    /// Lines under the table: what a reader should know of a column.
    package var notes: [String] = []

    package init(
        exercise: Exercise, columns: [(heading: String, result: RequestResult?)],
        notes: [String] = []
    ) {
        self.exercise = exercise
        self.columns = columns
        self.notes = notes
    }

    /// The width of the label column.
    static let labelWidth = 34
    /// The width of each figure column.
    static let columnWidth = 26

    /// The report, ready to print.
    package var text: String {
        var lines = [
            "\(exercise.name): \(exercise.reference.title) (\(exercise.patternNames))", "",
            row("", columns.map(\.heading)),
        ]
        for pattern in exercise.patterns {
            lines.append(pattern.name)
            let changes = columns.map { $0.result?.change(in: pattern.command) }
            let expected = exercise.reference.expectedClasses[pattern.command]?.rawValue ?? "?"
            lines += [
                figure("production files", changes) { "\($0.production.files.count)" },
                figure("production lines", changes) { Self.lines($0.production) },
                figure("types touched", changes) { "\($0.types.count)" },
                figure("class (expected \(expected))", changes) { $0.found.rawValue },
                figure("own tests broken", changes) { Self.broken($0) },
                figure("test lines", changes) { Self.lines($0.repair) },
                figure("own tests pass after", changes) { $0.testsPassAfterRepair ? "yes" : "no" },
            ]
        }
        let results = columns.map(\.result)
        lines.append("Both")
        lines += [
            figure("shared part lines", results) { Self.lines($0.shared) },
            figure("own tests and spec", results) { $0.suitePassed ? "passed" : "FAILED" },
            figure("the script's frames", results) {
                ($0.framesIdentical ? "identical" : "DIFFER") + " (\($0.scriptCommands) commands)"
            },
        ]
        lines += typeLines()
        lines += failureLines()
        if !notes.isEmpty { lines += [""] + notes.map { "Note: " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// Each column's touched types, by pattern: name, role, and the lines added and removed.
    private func typeLines() -> [String] {
        var lines = ["", "Types touched"]
        for (heading, result) in columns {
            guard let result else { continue }
            for change in result.patterns {
                let name = PatternDescriptor.named(change.pattern)?.name ?? change.pattern
                let types = change.types.map {
                    "\($0.name) (\($0.role), \($0.change.rawValue) +\($0.added) −\($0.removed))"
                }
                lines.append(
                    "  \(heading), \(name): "
                        + (types.isEmpty ? "none" : types.joined(separator: ", ")))
            }
        }
        return lines
    }

    /// Where each column that failed went wrong: its failing tests, by pattern (the spec's
    /// apart), and the first line of the script's frames that differs, both sides shown.
    func failureLines() -> [String] {
        var lines: [String] = []
        for (heading, result) in columns {
            guard let result, !result.suitePassed || !result.framesIdentical else { continue }
            lines += ["", "Where \(heading) failed"]
            var byPattern: [String: [String]] = [:]
            for test in result.failingTests ?? [] {
                let module = String(test.prefix { $0 != "." })
                let pattern = PatternDescriptor.all.first { $0.testTarget == module }
                byPattern[pattern?.name ?? "the spec and the shared tests", default: []].append(
                    test)
            }
            for (owner, tests) in byPattern.sorted(by: { $0.key < $1.key }) {
                lines.append("  failing, \(owner): " + tests.joined(separator: ", "))
            }
            if let difference = result.frameDifference {
                func name(_ command: String) -> String {
                    PatternDescriptor.named(command)?.name ?? command
                }
                let place =
                    difference.scriptLine.map { "after script line \($0)" } ?? "in the exit status"
                let command = difference.command.map { " (`\($0)`)" } ?? ""
                lines += [
                    "  the script's frames first differ \(place)\(command):",
                    "    \(name(difference.pattern)): \(difference.line)",
                    "    \(name(difference.otherPattern)): \(difference.otherLine)",
                ]
            }
        }
        return lines
    }

    /// A row: the label, then each value in its column.
    private func row(_ label: String, _ values: [String]) -> String {
        let cells = values.dropLast().map {
            $0.padding(toLength: max($0.count + 1, Self.columnWidth), withPad: " ", startingAt: 0)
        }
        let head = ("  " + label).padding(
            toLength: max(label.count + 3, Self.labelWidth), withPad: " ", startingAt: 0)
        return (head + cells.joined() + (values.last ?? ""))
            .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    /// A row of one figure, `—` where a column has no result.
    private func figure<Value>(_ label: String, _ values: [Value?], _ text: (Value) -> String)
        -> String
    {
        row(label, values.map { $0.map(text) ?? "—" })
    }

    /// `+12 −3 in 2 files`, or `none`.
    static func lines(_ size: PatchSize) -> String {
        size.files.isEmpty ? "none" : "+\(size.added) −\(size.removed)"
    }

    /// `2 failing, 1 not compiling`, either alone, or `none`.
    static func broken(_ change: PatternChange) -> String {
        let parts = [
            change.testsFailing.isEmpty ? nil : "\(change.testsFailing.count) failing",
            change.testsNotCompiling.isEmpty
                ? nil : "\(change.testsNotCompiling.count) not compiling",
        ].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}

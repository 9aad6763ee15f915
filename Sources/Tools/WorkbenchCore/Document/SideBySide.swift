import PatternCatalog

/// Seed 000's table setting MVC against MVVM, from this run's figures: over the whole pattern,
/// and on the profile screen alone, with every binding style of MVVM.
package enum SideBySide {
    /// MVC and the MVVM styles.
    static var patterns: [PatternDescriptor] { [.mvc] + PatternDescriptor.family(.mvvm) }

    /// A table with a row per aspect: a column per pattern, then what it is measured as.
    static func table(_ rows: [(String, (PatternDescriptor) -> String, String)]) -> String {
        var table = MarkdownTable([""] + patterns.map(\.name) + ["measured as"])
        for (aspect, value, measured) in rows {
            table.append([aspect] + patterns.map(value) + [measured])
        }
        return table.markdown
    }

    /// Over the whole pattern.
    package static func whole(_ inputs: ClaimInputs) -> String {
        func references(
            _ pattern: PatternDescriptor, _ from: ArchitectureRole, _ to: ArchitectureRole
        )
            -> Int
        {
            inputs.metrics(pattern)?.matrix.first { $0.from == from && $0.to == to }?.references
                ?? 0
        }
        let rows: [(String, (PatternDescriptor) -> String, String)] = [
            (
                "binding",
                {
                    "\(references($0, .view, $0.logicRole)) / \(references($0, $0.logicRole, .view))"
                },
                "references view → the logic's role / back (MVC's controller pushes values itself)"
            ),
            (
                "view–model coupling",
                {
                    "\(references($0, .view, .model) + references($0, .toolkit, .model)) / "
                        + "\(references($0, .model, .view))"
                }, "references view → model / model → view"
            ),
            (
                "testing",
                { pattern in
                    let planted = inputs.faults.faults.count
                    guard inputs.faults.patterns.contains(pattern) || planted == 0 else {
                        return MarkdownTable.notYetMeasured
                    }
                    let caught = inputs.faults.faults.filter {
                        $0.outcomes[pattern]?.caught == true
                    }
                    return planted == 0 ? "—" : "\(caught.count) of \(planted) faults caught"
                }, "the faults of Faults/ the pattern's own tests catch"
            ),
            (
                "updates reach the views",
                { inputs.timing[$0]?.summary ?? "—" },
                "the app renamed in the store: the views' texts before any layout pass"
            ),
            (
                "learning cost (proxy)",
                { pattern in
                    let lines =
                        inputs.metrics(pattern)?.roles.filter { !SharedCore.isCoreRole($0.role) }
                        .reduce(0) { $0 + $1.source.codeLines } ?? 0
                    return inputs.ownTypes(pattern).counted("type") + ", \(lines) lines"
                }, "the pattern's own types and code lines a reader must learn"
            ),
        ]
        return "### MVC and MVVM side by side (seed 000's table)\n\n" + table(rows) + "\n"
    }

    /// On the profile screen alone.
    package static func profile(_ inputs: ClaimInputs) -> String {
        func figures(_ pattern: PatternDescriptor) -> ScreenFigures? {
            inputs.screen(pattern, "Profile")
        }
        let rows: [(String, (PatternDescriptor) -> String, String)] = [
            (
                "two-way binding",
                { figures($0)?.bindingTypes.map { $0.counted("type") } ?? "no path" },
                "the pattern's types a field's value crosses between the text field and the "
                    + "form's state: the fewest on a path in the type graph"
            ),
            (
                "binding glue", { figures($0).map { "\($0.boundValues) bound values" } ?? "—" },
                "values moved by statements that copy a value into a widget, register for its "
                    + "events, add, remove or answer an observer or a delegate, or call through a "
                    + "contract; a loop over three fields moves three"
            ),
            (
                "view–model coupling",
                { figures($0).map { "\($0.viewToModel) / \($0.modelToView)" } ?? "—" },
                "references view → model / model → view from the profile's types"
            ),
            (
                "learning cost (proxy)",
                { figures($0).map { $0.types.counted("type") + ", \($0.codeLines) lines" } ?? "—" },
                "the profile's own types and code lines"
            ),
        ]
        return "### On the profile screen alone (seed 000's table)\n\n" + table(rows) + "\n"
    }
}

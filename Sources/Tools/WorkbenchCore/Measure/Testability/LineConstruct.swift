import PatternCatalog

/// What each code line of a pattern does, presentation logic or binding and view, so that a
/// mutant is counted with the construct of the line it sits in, not of its file (seed 001:
/// MVVM "makes the presentation logic easier to test").
///
/// - In MVP, VIPER, TEA and every MVVM style the rules give the two jobs to different roles, and
///   the role says: a presenter's, an interactor's, a reducer's or a view model's line is logic;
///   a view's, a view controller's, a cell's, a router's or the assembly's is binding and view.
/// - MVC's and the variant's controllers hold both. Each of their lines takes the construct of
///   the line of MVVM (Observation) that matches it on the same screen (`LineMatch`: the same
///   statement with its names aside, or most of its words), when the two share a name: a line
///   that went to the view model is logic, one that went to the view controller is binding and
///   view. A controller line that matches none is binding and view when it binds
///   (`BindingLine`) or names one of the controller's widgets (a stored property holding a
///   toolkit type: `queryField.accessibilityIdentifier = …`), else logic; a view's or the
///   assembly's, binding and view.
package enum LineConstruct {
    /// By file path (relative to the package root), the construct of each statement line, by
    /// its number (1-based): every code line but imports and lines of braces alone, where no
    /// mutant sits.
    package typealias Lines = [String: [Int: FaultConstruct]]

    /// Every pattern's lines, its screens and its top-level files, with the roles of `graph`.
    /// `matching`: a controller's line takes the construct of the MVVM (Observation) line it
    /// matches (the lines claim 23 counts); without it, every controller line is judged by what
    /// it touches alone, binding and view when it binds or names one of the controller's
    /// widgets (claim 8's fork "line classes").
    package static func measure(graph: TypeGraph, root: String, matching: Bool = true) -> Lines {
        let roles = FileRoles.byFile(graph: graph)
        let toolkit = Set(graph.types(inModule: SharedCore.toolkit).map(\.shortName))
        var lines: Lines = [:]
        for pattern in PatternDescriptor.all {
            for folder in FilePairs.screens(of: pattern, root: root) + [""] {
                let own = FilePairs.files(of: pattern, folder: folder, root: root, roles: roles)
                let reference =
                    matching
                    ? FilePairs.files(of: .mvvm, folder: folder, root: root, roles: roles) : []
                lines.merge(
                    classify(
                        own, splitsRoles: pattern.logicRole != .controller, mvvm: reference,
                        toolkit: toolkit)
                ) { a, _ in a }
            }
        }
        return lines
    }

    /// The lines of `files`: by their roles when the pattern `splitsRoles`, else by the line of
    /// `mvvm` (MVVM (Observation)'s files of the same folder) each one matches; `toolkit` names
    /// the toolkit's types, whose stored properties are a controller's widgets.
    package static func classify(
        _ files: [FilePairs.File], splitsRoles: Bool, mvvm: [FilePairs.File],
        toolkit: Set<String> = []
    ) -> Lines {
        let found = LineMatch.matches(files.map(\.lines), in: mvvm.map(\.lines))
        var lines: Lines = [:]
        for (index, file) in files.enumerated() {
            let published = BindingLine.publishedProperties(in: file.lines)
            let widgets = widgetNames(in: file.lines, toolkit: toolkit)
            for (number, text) in file.lines.enumerated() where isStatement(text) {
                let construct: FaultConstruct
                if splitsRoles {
                    construct = byRole(file.roles?.primary)
                } else if let match = found[index][number],
                    LineMatch.sharesAName(text, mvvm[match.file].lines[match.line])
                {
                    construct = byRole(mvvm[match.file].roles?.primary)
                } else if file.roles?.primary == .controller {
                    let touches = text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                        .contains { widgets.contains(String($0)) }
                    construct =
                        BindingLine.isBinding(text, published: published) || touches
                        ? .bindingAndView : .logic
                } else {
                    construct = .bindingAndView
                }
                lines[file.path, default: [:]][number + 1] = construct
            }
        }
        return lines
    }

    /// The decision points on the lines of `role`'s files under `folder` that `lines` gives
    /// `construct`, each line counted on its own (`SourceMeasures`); `files` gives each file's
    /// roles, and the files are read under `root`.
    package static func decisionPoints(
        _ lines: Lines, of role: ArchitectureRole, _ construct: FaultConstruct, folder: String,
        files: [String: FileRoles], root: String
    ) -> Int {
        lines.filter { path, _ in path.hasPrefix(folder) && files[path]?.primary == role }
            .reduce(0) { total, entry in
                let text =
                    (try? String(contentsOfFile: root + "/" + entry.key, encoding: .utf8)) ?? ""
                let all = text.split(separator: "\n", omittingEmptySubsequences: false)
                return entry.value.filter { $0.value == construct && $0.key <= all.count }
                    .reduce(total) {
                        $0 + SourceMeasures(source: String(all[$1.key - 1])).decisionPoints
                    }
            }
    }

    /// The stored properties of `lines` that hold a toolkit type, by name: `let statusLabel =
    /// Label()`, `var tableView: TableView`.
    static func widgetNames(in lines: [String], toolkit: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for line in lines {
            guard
                let match = line.firstMatch(
                    of: /(?:let|var)\s+(\w+)\s*(?::\s*(\w+)[?!]?)?\s*(?:=\s*(\w+)\s*\()?/)
            else { continue }
            let types = [match.output.2, match.output.3].compactMap { $0.map(String.init) }
            if types.contains(where: toolkit.contains) { names.insert(String(match.output.1)) }
        }
        return names
    }

    /// A code line that is not an import and holds a word: `}` and `{` are no statements.
    static func isStatement(_ line: String) -> Bool {
        SourceMeasures.isCode(line) && line.contains(where: \.isLetter)
            && line.firstMatch(of: /^\s*import\s/) == nil
    }

    /// The construct of a role that does one job: a presenter's, an interactor's (VIPER's use
    /// case), a view model's or a reducer's (TEA's state, actions and effects with it) code is
    /// logic, any other role's binding and view.
    static func byRole(_ role: ArchitectureRole?) -> FaultConstruct {
        [.presenter, .interactor, .viewModel, .reducer].contains(role) ? .logic : .bindingAndView
    }
}

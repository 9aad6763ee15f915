import PatternCatalog

/// What the claims about change read: the change requests of ChangeRequests/ by name, and their
/// figures.
extension SeedClaims {
    /// The request each claim reads, by folder name.
    package enum Requests {
        package static let rearrange = "rearrange-screens"
        package static let reuse = "reuse-card-logic"
        package static let localFirst = "local-first-catalog"
    }

    /// Figures read off `request`'s result, or "not yet measured" with how to measure it.
    static func fromRequest(
        _ inputs: ClaimInputs, _ request: String,
        figure: (PatternChange, PatternDescriptor, RequestResult) -> Figure, notes: [String] = []
    ) -> Figures {
        guard let result = inputs.changes.result(request) else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("run `swift run workbench changes \(request)`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                result.change(in: pattern.command).map { figure($0, pattern, result) } ?? .none
            }, notes: notes + ["from the change request \(request)"])
    }

    /// "N not compiling (repair: M lines)", or "all compile".
    static func compileRepair(_ change: PatternChange) -> String {
        guard !change.testsNotCompiling.isEmpty else { return "all compile" }
        let files = Set(change.testsNotCompiling.map { $0.split(separator: ":")[0] })
        let repair = change.repair.files.filter { file in
            files.contains { file.path.hasSuffix("/" + $0) }
        }
        .reduce(0) { $0 + $1.added + $1.removed }
        return "\(change.testsNotCompiling.count) in files that no longer compile "
            + "(repair: \(repair) lines)"
    }
}

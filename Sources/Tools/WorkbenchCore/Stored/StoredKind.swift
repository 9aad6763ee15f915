/// One kind of stored result (faults, change requests, exercises, mutants) as the one check
/// sees it (`StoredCheck.run`): how it stands against the sources, what else keeps it from
/// being trusted, what a check may measure again, and how that is measured. Each kind is one
/// type in Measure/; the flow, its messages and its exit status are written once.
@MainActor
package protocol StoredKind {
    /// The stored file, or the files' pattern, for messages (`Faults/results.json`).
    var file: String { get }
    /// What one entry a check measures again is called (`fault`, `mutant`).
    var entryNoun: String { get }
    /// How each of its stored files stands against the sources, read from the keys alone.
    func statuses() throws -> [StoredStatus]
    /// What else keeps its figures from being trusted, found without building: a patch that no
    /// longer applies, a fault the spec does not catch, a request whose suite failed.
    func problems() throws -> [String]
    /// The command that measures the entry `name` again, for a finding.
    func command(for name: String) -> String
    /// What a check says beside its verdict: a patch that applies only by merging, say.
    func notes() throws -> [String]
    /// The entries a check may measure again, in the order a sample is picked from.
    func entries() throws -> [String]
    /// Measures `names` again: what each gave against its stored figures (`Remeasured`).
    /// `step` is told each entry's number of the count.
    func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
}

extension StoredKind {
    package func notes() throws -> [String] { [] }
}

/// What measuring one entry again gave: the figures that differ from the stored ones (one line
/// each), the toolchain the stored ones were measured on, and whether they were compared at all
/// (traces recorded on another toolchain are not: they may hold other compiler glue).
package struct Remeasured: Sendable {
    package var name: String
    package var differences: [String]
    package var storedOn: String
    package var compared = true

    package init(_ name: String, _ differences: [String], storedOn: String, compared: Bool = true) {
        self.name = name
        self.differences = differences
        self.storedOn = storedOn
        self.compared = compared
    }
}

extension StoredCheck {
    /// `--check` of any stored kind: every stored file is fresh (`StoredStatus`) and nothing
    /// else is wrong with it, then `sample` of its entries (nil: all of them, or `named`),
    /// picked by the commit's hash, measured again give every stored figure. The problems
    /// (none: it passed), and what a pass says.
    @MainActor
    package func run(
        _ kind: some StoredKind, sample: Int?, named: [String] = [], root: String,
        step: (Int, Int) -> Void
    ) async throws -> (problems: [String], passed: String) {
        // What is wrong with the stored figures' inputs first (a patch that no longer applies),
        // then what is stale; one that cannot be read is a problem, not a stop.
        var problems: [String] = []
        for part in [{ try kind.problems() }, { try kind.statuses().flatMap(Self.problems(of:)) }] {
            do { problems += try part() } catch { problems.append("\(error)") }
        }
        problems = problems.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        guard problems.isEmpty else { return (problems, "") }
        let names =
            named.isEmpty
            ? Self.sample(sample ?? 1, of: try kind.entries(), all: sample == nil, root: root)
            : named
        let measured = try await kind.remeasure(names, step: step)
        for entry in measured where !entry.differences.isEmpty {
            problems += findings(
                entry.name, differences: entry.differences, measuredOn: entry.storedOn)
            problems.append(
                "\(entry.name): measure it again with `\(kind.command(for: entry.name))` and commit "
                    + kind.file)
        }
        let which =
            names.count <= 3
            ? "\(kind.entryNoun) " + names.joined(separator: ", ")
            : "\(names.count) \(kind.entryNoun)s"
        let compared = measured.filter(\.compared)
        let verb = names.count == 1 ? "gives" : "give"
        return (
            problems,
            compared.isEmpty && !measured.isEmpty
                ? "\(kind.file) is fresh; \(which) measured again, not compared with the stored "
                    + "figures (measured on another toolchain)"
                : "\(kind.file) is fresh, and \(which) measured again \(verb) every stored figure"
                    + agreement(measuredOn: compared.map(\.storedOn))
        )
    }

    /// A stale status as `--check` reports it: a line per stale pattern, with why and the
    /// command that measures it again.
    package static func problems(of status: StoredStatus) -> [String] {
        status.stale.map { stale in
            let entries = stale.entries.isEmpty ? "" : " (\(StoredStatus.list(stale.entries)))"
            let why = stale.why.first.map { ": " + $0 } ?? ""
            return "\(status.file) is stale for \(stale.pattern)\(entries)\(why) (run "
                + "`\(status.command ?? "the command its --help names")` and commit \(status.file))"
        }
    }
}

import PatternCatalog

/// `--check` of a stored result, the same for every kind the workbench keeps (change requests,
/// exercises, faults, mutants): whether each entry is fresh, which entries a check measures
/// again, and what measuring them again found.
///
/// A result is fresh when its key's inputs are the sources' own (`StoredKey`). Fresh is not
/// trusted: a sample, picked by the commit's hash, is measured again on the toolchain and the
/// measuring code in use, and every figure is compared. When the stored figures were measured on
/// another toolchain, the check says so: agreeing figures pass, and a figure that differs is
/// reported with both toolchains, as a finding.
package struct StoredCheck: Sendable {
    /// The stored file, relative to the package root (`Faults/results.json`).
    package var file: String
    /// What `swift --version` prints here.
    package var toolchain: String

    package init(file: String, toolchain: String) {
        self.file = file
        self.toolchain = toolchain
    }

    /// The patterns of `current` whose stored key (none: never measured) is not `current`'s,
    /// each with the first reason, in the catalog's order: the one comparison of a result
    /// stored pattern by pattern.
    package static func stale(stored: PerPattern<StoredKey>, current: PerPattern<StoredKey>)
        -> [(pattern: PatternDescriptor, reason: String)]
    {
        current.entries.compactMap { pattern, key in
            guard let old = stored[pattern] else { return (pattern, "never measured") }
            return key.changes(since: old).first.map { (pattern, $0) }
        }
    }

    /// The entries a check measures again: all of `names` with `all`, or `count` of them picked
    /// by the commit's hash, so that successive commits measure each in turn.
    package static func sample(_ count: Int, of names: [String], all: Bool, root: String)
        -> [String]
    {
        all ? names : CommitSample.pick(count, of: names, by: CommitSample.commitNumber(root: root))
    }

    /// The problems measuring `name` again found, one per figure in `differences`; with the
    /// stored figures measured on another toolchain, each names both.
    package func findings(_ name: String, differences: [String], measuredOn stored: String)
        -> [String]
    {
        let toolchains =
            stored == toolchain
            ? ""
            : " [stored on \(Self.short(stored)), measured again on \(Self.short(toolchain)): "
                + "a finding about the toolchains, not a stale file]"
        return differences.map { "\(name): \($0)\(toolchains)" }
    }

    /// What a passing check adds when the stored figures came from another toolchain: that they
    /// agree here. Empty when every entry was measured on this one.
    package func agreement(measuredOn toolchains: [String]) -> String {
        let others = Set(toolchains).subtracting([toolchain]).map(Self.short).sorted()
        guard !others.isEmpty else { return "" }
        return
            " (stored on \(others.joined(separator: ", ")); they agree on \(Self.short(toolchain)))"
    }

    /// The first line of what `swift --version` printed: `Swift version 6.3.1 (…)`.
    package static func short(_ toolchain: String) -> String {
        String(toolchain.split(separator: "\n").first ?? "unknown toolchain")
    }
}

import Foundation
import Subprocess
import Testing

@testable import WorkbenchCore

/// Whether the package's whole git history is at hand: the package is a repository's top folder
/// (not a copy inside another one, as the workbench's scratch copies are) and not a shallow clone.
func packageHasHistory() -> Bool {
    let top = MarginProvenanceTests.git(["rev-parse", "--show-toplevel"])?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path
    guard let top, URL(fileURLWithPath: top).resolvingSymlinksInPath().path == root else {
        return false
    }
    return MarginProvenanceTests.git(["rev-parse", "--is-shallow-repository"])?
        .hasPrefix("false") == true
}

/// Claims/margins.json tells the truth about its history: each margin is what the commit it names
/// set, each "first figures" commit is the first whose Comparison.md showed the claim measured,
/// and "set after its figures" follows from the two. A margin changed without its provenance, or
/// a provenance made up, fails here. It reads the package's git history, so it runs in a full
/// clone only.
@Suite(.enabled(if: packageHasHistory(), "needs the package's git history (a full clone)"))
struct MarginProvenanceTests {
    static func git(_ arguments: [String]) -> String? {
        guard let result = try? Subprocess.run(["git"] + arguments, in: packageRoot),
            result.status == 0
        else { return nil }
        return result.output
    }

    /// A fork added after its claim's figures names the commit that added it: a commit of this
    /// history that changed the claim's forks (its file under Claims/), after the claim's first
    /// figures.
    @Test func aForkAddedAfterTheFiguresNamesTheCommitThatAddedIt() throws {
        for definition in ClaimDefinition.all {
            for fork in definition.forks {
                guard let commit = fork.addedAfterFigures else { continue }
                let files = try #require(
                    Self.git(["show", "--name-only", "--format=", commit]),
                    "\(definition.id): \(fork.name) names \(commit), not a commit here")
                #expect(files.contains("Sources/Tools/WorkbenchCore/Claims/"), "\(commit)")
                #expect(
                    Self.git(["show", commit]).map { $0.contains("\"\(fork.name)\"") } == true,
                    "\(commit) adds the fork \(fork.name)")
            }
        }
    }

    static func isAncestor(_ commit: String, of other: String) -> Bool {
        git(["merge-base", "--is-ancestor", commit, other]) != nil
    }

    /// The commit's date as the book writes it (`yyyy-mm-dd`).
    static func date(_ commit: String) -> String? {
        git(["log", "-1", "--format=%ad", "--date=short", commit])?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A margin as the Swift source of the time wrote it.
    static func swiftText(_ margin: Margin) -> String {
        let share = margin.share == 0 ? "0" : "\(margin.share)"
        return "share: \(share), least: \(margin.least.figureText), unit: \"\(margin.unit)\""
    }

    /// Whether `commit`'s Comparison.md shows `definition` measured, the claim found by its
    /// identity (`ClaimHistory`).
    static func showsFigures(_ commit: String, _ definition: ClaimDefinition) -> Bool {
        guard let document = git(["show", "\(commit):Comparison.md"]) else { return false }
        return ClaimHistory.showsFigures(document, definition)
    }

    @Test func everyMarginIsWhatItsCommitSet() throws {
        let book = try MarginBook.load(root: packageRoot)
        for (id, entry) in book.entries.sorted(by: { $0.key < $1.key }) {
            let set = entry.set.commit
            try #require(set != "uncommitted", "\(id): commit the margin, then name the commit")
            #expect(Self.isAncestor(set, of: "HEAD"), "\(id): \(set) is not in main's history")
            #expect(Self.date(set) == entry.set.date, "\(id): \(set) is not of \(entry.set.date)")
            if let file = entry.set.file, let text = entry.set.text {
                let source = Self.git(["show", "\(set):\(file)"]) ?? ""
                #expect(source.contains(text), "\(id): \(file) at \(set) does not hold \(text)")
                if let margin = entry.margin {
                    #expect(text == Self.swiftText(margin), "\(id): the margin is not \(text)")
                }
                for other in (entry.others ?? [:]).values {
                    #expect(source.contains(Self.swiftText(other)), "\(id): \(other.text)")
                }
            } else {
                let then = try Self.git(["show", "\(set):\(MarginBook.path)"]).map {
                    try JSONDecoder().decode(MarginBook.self, from: Data($0.utf8))
                }
                let old = then?.entries[id]
                #expect(old?.margin == entry.margin, "\(id): the margin changed since \(set)")
                #expect(old?.structural == entry.structural, "\(id): changed since \(set)")
                #expect(old?.others == entry.others, "\(id): changed since \(set)")
            }
        }
    }

    /// The case a claim's definition declares, as the Swift source writes it
    /// (`classification: .evidence(`), for each class's name.
    static let classCases = [
        "definition": ".definition(", "evidence": ".evidence(", "out of reach here": ".outOfReach(",
    ]

    /// Each class is what the claim declares, and what the commit named set: a commit that
    /// declared it in the claim's source and changed no figure (Comparison.md untouched), so the
    /// class came before the figures it decides.
    @Test func everyClassIsWhatItsCommitSet() throws {
        let book = try MarginBook.load(root: packageRoot)
        for definition in ClaimDefinition.all {
            let entry = try #require(book.entries[definition.id], "\(definition.id)")
            let recorded = try #require(entry.classification, "\(definition.id): no class set")
            #expect(recorded.name == definition.classification.name, "\(definition.id)")
            let set = recorded.set.commit
            #expect(Self.isAncestor(set, of: "HEAD"), "\(definition.id): \(set) not in history")
            #expect(Self.date(set) == recorded.set.date, "\(definition.id): \(set)'s date")
            let changed = Self.git(["show", "--name-only", "--format=", set]) ?? ""
            #expect(!changed.contains("Comparison.md"), "\(set) changed figures with the class")
            let sources = changed.split(separator: "\n").filter { $0.hasSuffix(".swift") }
            let declared = sources.contains { file in
                let text = Self.git(["show", "\(set):\(file)"]) ?? ""
                guard let id = text.range(of: "id: \"\(definition.id)\"") else { return false }
                let after = text[id.upperBound...]
                let next = after.range(of: "classification: ")
                return next.map {
                    after[$0.upperBound...].hasPrefix(Self.classCases[recorded.name] ?? "?")
                } ?? false
            }
            #expect(declared, "\(definition.id): \(set) does not declare it \(recorded.name)")
        }
    }

    @Test func firstFiguresAreTheFirstComparisonToShowThem() throws {
        let book = try MarginBook.load(root: packageRoot)
        for definition in SeedClaims.all {
            let entry = try #require(book.entries[definition.id])
            guard let first = entry.firstFigures?.commit else {
                #expect(
                    !Self.showsFigures("HEAD", definition),
                    "\(definition.id): Comparison.md shows its figures; name the commit")
                #expect(!entry.setAfterFigures, "\(definition.id)")
                continue
            }
            #expect(Self.isAncestor(first, of: "HEAD"), "\(definition.id): \(first)")
            #expect(Self.date(first) == entry.firstFigures?.date, "\(definition.id)")
            #expect(Self.showsFigures(first, definition), "\(definition.id): \(first)")
            if let before = Self.git([
                "log", "-1", "--format=%h", "\(first)^", "--", "Comparison.md",
            ])?
            .trimmingCharacters(in: .whitespacesAndNewlines), !before.isEmpty {
                #expect(
                    !Self.showsFigures(before, definition),
                    "\(definition.id): \(before) showed its figures already")
            }
            let before = Self.isAncestor(entry.set.commit, of: first) && entry.set.commit != first
            #expect(entry.setAfterFigures == !before, "\(definition.id): set after is \(!before)")
        }
    }
}

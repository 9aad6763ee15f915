import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// `workbench status` on a copy of this package: what a comment, a code edit to one pattern and
/// a new role stale, read from the stored keys alone. A test of the package's own stored
/// results: in a change request's scratch copy, whose patches stale them, it does not run.
@Suite(
    .enabled(
        if: packageHasHistory(), "the package itself, not a change request's scratch copy"))
struct StoredStatusTests {
    /// The stale patterns of each stored file, by file.
    static func stale(_ statuses: [StoredStatus]) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: statuses.map { ($0.file, Set($0.stale.map(\.pattern))) })
    }

    /// A copy of what the stored results key and hold, in a folder of its own.
    static func copy() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("status-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in [
            "Package.swift", "Sources", "Tests", "Faults", "ChangeRequests", "Exercises", "Mutants",
            "docs", "Benchmarks",
        ] {
            try FileManager.default.copyItem(
                atPath: packageRoot + "/" + item, toPath: root + "/" + item)
        }
        return root
    }

    static func append(_ text: String, to path: String, root: String) throws {
        let file = root + "/" + path
        let old = try String(contentsOfFile: file, encoding: .utf8)
        try (old + text).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aCommentStalesNothingACodeEditOnePatternAndANewRoleNoMutant() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = "Sources/Patterns/MVVM/ShopList/ShopListViewModel.swift"
        let original = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        let before = Self.stale(StoredResults.all(root: root))

        try
            ("// A reader's note.\n\n" + original.replacingOccurrences(of: "\n", with: "  // why\n"))
            .write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        #expect(Self.stale(StoredResults.all(root: root)) == before, "a comment stales nothing")

        try Self.append("\nlet workbenchProbe = 1\n", to: file, root: root)
        let edited = Self.stale(StoredResults.all(root: root))
        // The benchmark is one run of every contender: an edit to one pattern stales it whole.
        for (stored, patterns) in edited where stored != BenchReport.savedPath {
            // An exercise is measured in its two patterns at once, and says both.
            let new = patterns.subtracting(before[stored] ?? []).map {
                stored.hasPrefix(Exercise.folder)
                    && $0.split(separator: ",").contains {
                        $0.trimmingCharacters(in: .whitespaces) == "mvvm"
                    } ? "mvvm" : $0
            }
            #expect(Set(new).isSubset(of: ["mvvm"]), "\(stored)")
        }
        for scope in MutationScope.allCases {
            #expect(edited[scope.path] == ["mvvm"], "\(scope.path)")
        }
        #expect(edited[Flows.jsonPath] == ["mvvm"])

        try original.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        try Self.append(
            "\nextension Role { public protocol Interactor {} }\n",
            to: "Sources/Shared/Roles/Role.swift", root: root)
        let catalog = "Sources/Tools/PatternCatalog/"
        for name in ["ArchitectureRole", "PatternFamily", "Rule"] {
            try Self.append(
                "\nlet workbenchProbe\(name) = 1\n", to: catalog + name + ".swift", root: root)
        }
        let roles = Self.stale(StoredResults.all(root: root))
        for scope in MutationScope.allCases {
            #expect(roles[scope.path] == before[scope.path], "a new role stales no mutant")
        }
        #expect(roles[FaultResults.path] == before[FaultResults.path])
        #expect(roles[ChangeResults.path] == before[ChangeResults.path])
    }
}

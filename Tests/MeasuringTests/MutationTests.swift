import Foundation
import PatternCatalog
import Testing

@testable import Testability

/// The mutation run's parts that need no build: what the scanner plants in a file, which files
/// each scope takes, and the stored results refusing what they are not.
@Suite struct MutationTests {
    static let source = """
        struct Counter {
            var count = 0

            mutating func add(_ amount: Int) -> Bool {
                if amount < 3 {
                    count += amount
                }
                return count == 2
            }
        }

        """

    @Test func theScannerPlantsEachOperatorWhereItApplies() {
        let sites = MutantScanner(source: Self.source, file: "Counter.swift", module: "MVC")
            .sites(firstID: 7)
        let planted = sites.map {
            "\($0.mutant.line) \($0.mutant.kind.rawValue): \($0.mutant.original) → \($0.mutant.mutated)"
        }
        #expect(planted.contains("5 negated condition: amount < 3 → !(amount < 3)"), "\(planted)")
        #expect(planted.contains("5 boundary shift: < → <="), "\(planted)")
        #expect(planted.contains("2 swapped literal: 0 → 1"), "\(planted)")
        #expect(planted.contains { $0.hasPrefix("6 deleted statement: count += amount") })
        #expect(planted.contains("8 negated condition: == → !="), "\(planted)")
        #expect(sites.map(\.mutant.id) == Array(7..<(7 + sites.count)), "numbered in file order")
        #expect(!planted.contains { $0.hasPrefix("4 ") }, "a declaration is no site")
    }

    @Test func allOfAPatternsCodeTakesItsLogicRoleAndTheCodeThatBindsIt() throws {
        let graph = try packageGraph()
        for pattern in PatternDescriptor.all {
            let logic = try MutationPlan(
                graph: graph, root: packageRoot, patterns: [pattern], scope: .logicRole)
            let all = try MutationPlan(
                graph: graph, root: packageRoot, patterns: [pattern], scope: .ownCode)
            let logicFiles = Set(logic.sites.keys)
            let allFiles = Set(all.sites.keys)
            #expect(!logicFiles.isEmpty, "\(pattern.name)")
            #expect(logicFiles.isSubset(of: allFiles), "\(pattern.name)")
            #expect(
                allFiles.contains { $0.hasSuffix("ViewController.swift") }, "\(pattern.name)")
            #expect(allFiles.allSatisfy { $0.hasPrefix(pattern.folder + "/") }, "\(pattern.name)")
        }
        let mvvm = try MutationPlan(
            graph: graph, root: packageRoot, patterns: [.mvvm], scope: .logicRole)
        #expect(mvvm.sites.keys.allSatisfy { $0.contains("ViewModel") }, "\(mvvm.sites.keys)")
    }

    @Test func storedResultsRefuseAnotherScopeOrFormat() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutants-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let results = MutationResults(
            scope: .ownCode, key: [:], entries: [], seconds: 1, machine: "test")
        try results.save(root: root)
        #expect(try MutationResults.load(root: root, scope: .ownCode) == results)
        #expect(try MutationResults.load(root: root, scope: .logicRole) == nil)
        let wrongScope = root + "/" + MutationScope.logicRole.path
        try FileManager.default.copyItem(
            atPath: root + "/" + MutationScope.ownCode.path, toPath: wrongScope)
        #expect(throws: InputFormatError.self) {
            try MutationResults.load(root: root, scope: .logicRole)
        }
        try #"{"format": 1}"#.write(toFile: wrongScope, atomically: true, encoding: .utf8)
        do {
            _ = try MutationResults.load(root: root, scope: .logicRole)
            Issue.record("an old format was read")
        } catch let error as InputFormatError {
            #expect(error.description.contains("run `swift run workbench mutants`"))
        }
    }
}

import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Faults/ covers the behaviours: each behaviour of Tests/behaviours.json is broken by at least
/// one fault, and each fault names a behaviour the list or the spec tests.
@Suite struct FaultListTests {
    static func faults() throws -> [Fault] {
        try Fault.names(root: packageRoot).map { try Fault(name: $0, root: packageRoot) }
    }

    /// Each pattern's outcome of a fault is keyed apart: an edit to one pattern's tests, or to a
    /// file its patch changes, stales that pattern's outcome alone, naming the input; an edit to
    /// the spec stales every pattern's; no pattern's key holds another pattern's patch.
    @Test func anEditStalesThePatternsWhoseOutcomeItDecides() throws {
        let fault = try #require(try Self.faults().first)
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("fault-key-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(
                atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        for pattern in PatternDescriptor.all {
            for folder in Fault.testFolders(of: pattern) {
                try write("// a\n", to: folder + "/A.swift")
            }
        }
        func keys() -> PerPattern<StoredKey> {
            PerPattern { fault.key(of: $0, root: root, toolchain: "6") }
        }
        func stale(since before: PerPattern<StoredKey>) -> [String: [String]] {
            let now = keys()
            return Dictionary(
                uniqueKeysWithValues: PatternDescriptor.all.compactMap { pattern in
                    let changed = now[pattern]!.changedInputs(since: before[pattern]!)
                    return changed.isEmpty ? nil : (pattern.command, changed)
                })
        }
        let before = keys()
        let patched = try #require(fault.patches["mvp"]?.paths.first)

        // Tests are keyed byte for byte: a figure counts the catching tests' lines, comments
        // too (`FaultRun.testLines`).
        try write("// a comment, edited\n", to: "Tests/MVPTests/A.swift")
        #expect(stale(since: before) == ["mvp": ["Tests/MVPTests"]], "a test's comment counts")
        try write("let edited = 1\n", to: "Tests/MVPTests/A.swift")
        #expect(stale(since: before) == ["mvp": ["Tests/MVPTests"]])
        let afterTests = keys()
        try write("let edited = 1\n", to: patched)
        #expect(stale(since: afterTests) == ["mvp": [patched]])
        let afterSource = keys()
        try write("let edited = 1\n", to: "Tests/SpecTests/A.swift")
        #expect(
            stale(since: afterSource)
                == Dictionary(
                    uniqueKeysWithValues: PatternDescriptor.all.map {
                        ($0.command, ["Tests/SpecTests"])
                    }))
        #expect(
            before[.mvc]!.inputs["mvp.patch"] == nil && before[.mvc]!.inputs["mvc.patch"] != nil)
        // The run picks its tests by these targets' names, so each must be a folder of tests.
        for folder in PatternDescriptor.all.flatMap(Fault.testFolders(of:)) {
            #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + folder), "\(folder)")
        }
    }

    @Test func everyBehaviourHasAFault() throws {
        let broken = Set(try Self.faults().map(\.behaviour))
        let missing = try BehaviourSpec.load(root: packageRoot).map(\.behaviour).filter {
            !broken.contains($0)
        }
        #expect(missing.isEmpty, "behaviours no fault breaks: \(missing)")
    }

    @Test func everyFaultNamesABehaviourTheListOrTheSpecTests() throws {
        let listed = Set(try BehaviourSpec.load(root: packageRoot).map(\.behaviour))
        let folder = packageRoot + "/Tests/SpecTests"
        let spec = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
            .joined()
        let unknown = try Self.faults().filter {
            !listed.contains($0.behaviour) && !spec.contains("func \($0.behaviour)(")
        }.map(\.name)
        #expect(unknown.isEmpty, "faults naming no behaviour: \(unknown)")
    }
}

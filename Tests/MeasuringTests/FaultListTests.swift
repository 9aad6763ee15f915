import Foundation
import Testing

@testable import WorkbenchCore

/// Faults/ covers the behaviours: each behaviour of Tests/behaviours.json is broken by at least
/// one fault, and each fault names a behaviour the list or the spec tests.
@Suite struct FaultListTests {
    static func faults() throws -> [Fault] {
        try Fault.names(root: packageRoot).map { try Fault(name: $0, root: packageRoot) }
    }

    /// A fault's outcomes come from the patterns' tests and the spec, so an edit to one of them
    /// makes its result stale, naming that folder alone.
    @Test func anEditToATestMakesAFaultStale() throws {
        let fault = try #require(try Self.faults().first)
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("fault-key-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in Fault.testFolders {
            try FileManager.default.createDirectory(
                atPath: root + "/" + folder, withIntermediateDirectories: true)
            try "// \(folder)\n".write(
                toFile: root + "/" + folder + "/A.swift", atomically: true, encoding: .utf8)
        }
        let before = fault.key(root: root, toolchain: "6")
        try "// edited\n".write(
            toFile: root + "/Tests/MVPTests/A.swift", atomically: true, encoding: .utf8)

        let after = fault.key(root: root, toolchain: "6")

        #expect(after.changedInputs(since: before) == ["Tests/MVPTests"])
        #expect(Set(Fault.testFolders).isSubset(of: before.inputs.keys))
        // The run picks its tests by these targets' names, so each must be a folder of tests.
        for folder in Fault.testFolders {
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

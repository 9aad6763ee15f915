import Foundation
import Testing

@testable import WorkbenchCore

/// Faults/ covers the behaviours: each behaviour of Tests/behaviours.json is broken by at least
/// one fault, and each fault names a behaviour the list or the spec tests.
@Suite struct FaultListTests {
    static func faults() throws -> [Fault] {
        try Fault.names(root: packageRoot).map { try Fault(name: $0, root: packageRoot) }
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

import Foundation
import Testing

@testable import WorkbenchCore

/// The house's size rules, on the package's own sources: no module over 2,500 lines (its Swift
/// and C files, every line counted), so that a reader can hold one in mind. WorkbenchCore is one
/// library laid out by job: there the rule holds for each part a reader opens, each folder
/// inside a job's folder (`Measure/Coupling`) and each job's own files taken together. The
/// toolkit is laid out by UIKit's grouping: the rule holds for each folder and for its own
/// files. They are rules of the
/// package itself: in a change request's scratch copy (inside `.build`, as MarginProvenanceTests
/// knows it) a request that grows a module is measured for what it costs, not failed.
@Suite(
    .enabled(
        if: packageHasHistory(), "the package itself, not a change request's scratch copy"))
struct HouseRulesTests {
    static let limit = 2_500

    /// Every line of the module's source files under `folder` (only those directly in it with
    /// `nested` false).
    static func lines(in folder: String, nested: Bool = true) -> Int {
        let path = packageRoot + "/" + folder
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .filter { nested || !$0.contains("/") }
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: path + "/" + file, encoding: .utf8)) ?? ""
            return total + text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
    }

    /// The declarations of `folder`'s Swift files that open with `public` (after attributes).
    static func publicDeclarations(in folder: String) -> Int {
        let path = packageRoot + "/" + folder
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: path + "/" + file, encoding: .utf8)) ?? ""
            return total
                + text.split(separator: "\n").filter {
                    $0.contains(
                        /^\s*(@\w+(\([^)]*\))?\s+)*(nonisolated\s+|final\s+)*public\s+(static|final|func|var|let|struct|enum|class|protocol|init|typealias|subscript|extension|actor|nonisolated|private|override|mutating|lazy|indirect|convenience|required)\b/
                    )
                }.count
        }
    }

    /// The tooling's targets live in one package: what they share is `package`, and `public` is
    /// kept for what the pattern executables and the traced build use (the harness, the
    /// catalog, the tracer, the terminal), whose sources the stored results key. The measuring
    /// core and the commands declare nothing `public`.
    @Test func theToolingsPublicSurfaceIsWhatThePatternsUse() throws {
        let tools = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot + "/Sources/Tools")
        let counts = Dictionary(
            uniqueKeysWithValues: tools.map {
                ($0, Self.publicDeclarations(in: "Sources/Tools/" + $0))
            })
        #expect(counts.values.reduce(0, +) <= 600, "\(counts)")
        for module in ["WorkbenchCore", "WorkbenchKit", "Workbench"] {
            #expect(counts[module] == 0, "\(module)")
        }
    }

    @Test func noModuleIsOverTheLimit() throws {
        var checked = 0
        for group in ["Sources/Shared", "Sources/Tools", "Sources/Patterns"] {
            let modules = try FileManager.default.contentsOfDirectory(
                atPath: packageRoot + "/" + group)
            for module in modules where !module.hasPrefix(".") {
                for (part, nested) in try Self.parts(of: group + "/" + module) {
                    checked += 1
                    let count = Self.lines(in: part, nested: nested)
                    #expect(count <= Self.limit, "\(part): \(count) lines")
                }
            }
        }
        #expect(checked > 20)
    }

    /// The parts of `module` the limit holds for: the module; for the toolkit, whose folders
    /// follow UIKit's own grouping (`Layout`), its own files (not nested) and each folder
    /// (nested); for WorkbenchCore, each folder of a job (nested) and each job's own files (not
    /// nested).
    static func parts(of module: String) throws -> [(String, Bool)] {
        if module == "Sources/Shared/TextUI" {
            let inside = try FileManager.default.contentsOfDirectory(
                atPath: packageRoot + "/" + module)
            return [(module, false)]
                + inside.filter { !$0.contains(".") }.sorted().map { (module + "/" + $0, true) }
        }
        guard module == LayerDirection.core.root else { return [(module, true)] }
        return try LayerDirection.core.layers.flatMap { job in
            let folder = module + "/" + job
            let inside = try FileManager.default.contentsOfDirectory(
                atPath: packageRoot + "/" + folder)
            let folders = inside.filter { !$0.contains(".") }.sorted().map {
                (folder + "/" + $0, true)
            }
            return [(folder, false)] + folders
        }
    }
}

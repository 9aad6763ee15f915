import Foundation
import Testing

/// The house's size rules, on the package's own sources: no module over 2,500 lines (its Swift
/// and C files, every line counted), so that a reader can hold one in mind. They are rules of the
/// package itself: in a change request's scratch copy (inside `.build`, as MarginProvenanceTests
/// knows it) a request that grows a module is measured for what it costs, not failed.
@Suite(
    .enabled(
        if: packageHasHistory(), "the package itself, not a change request's scratch copy"))
struct HouseRulesTests {
    static let limit = 2_500

    /// Every line of the module's source files under `folder`.
    static func lines(in folder: String) -> Int {
        let path = packageRoot + "/" + folder
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: path + "/" + file, encoding: .utf8)) ?? ""
            return total + text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
    }

    @Test func noModuleIsOverTheLimit() throws {
        var checked = 0
        for group in ["Sources/Shared", "Sources/Tools", "Sources/Patterns"] {
            let modules = try FileManager.default.contentsOfDirectory(
                atPath: packageRoot + "/" + group)
            for module in modules where !module.hasPrefix(".") {
                checked += 1
                let count = Self.lines(in: group + "/" + module)
                #expect(count <= Self.limit, "\(group)/\(module): \(count) lines")
            }
        }
        #expect(checked > 20)
    }
}

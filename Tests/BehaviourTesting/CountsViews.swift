import Foundation
import Testing
import TextUI

/// A trait that counts the toolkit views each test of a suite creates, for the testability report
/// (`workbench metrics`, Comparison.md): `@Suite("MVVM: search", .countsViews)`.
///
/// It wraps each test in the toolkit's task-local counter (`ViewCounter`), so tests running in
/// parallel do not disturb each other's counts, and records the count in the build the tests
/// belong to. The test itself stays plain Swift Testing: nothing in its body measures.
public struct CountsViews: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Each test case gets its own scope; the suite itself none.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let (_, views) = try await ViewCounter.counting { try await function() }
        let module = test.sourceLocation.moduleName
        let pattern = module.hasSuffix("Tests") ? String(module.dropLast(5)) : module
        TestabilityRecord(
            pattern: pattern, behaviour: String(test.name.prefix { $0 != "(" }), views: views
        ).save()
    }
}

extension Trait where Self == CountsViews {
    /// Counts the toolkit views each test creates (`CountsViews`).
    public static var countsViews: Self { CountsViews() }
}

/// What one behaviour test created while it ran.
public struct TestabilityRecord: Codable, Equatable, Sendable {
    public var pattern: String
    public var behaviour: String
    public var views: Int

    /// Where the records of the last test run are: in the products folder of the build the
    /// tests belong to, `<products>/testability/<pattern>/<test>.json`, where
    /// `PackageBuild.testabilityFolder` (Sources/Analysis) reads them.
    public static let directory = testProductsFolder.appendingPathComponent("testability")

    func save() {
        let folder = Self.directory.appendingPathComponent(pattern)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = try? JSONEncoder().encode(self)
        try? data?.write(to: folder.appendingPathComponent("\(behaviour).json"))
    }
}

/// The text a view shows: what a user would read, drawn by the toolkit.
@MainActor
public func renderedText(of view: View, width: Int = 40) -> String {
    view.layoutIfNeeded()  // pending property updates first, as before a frame
    let height = view.heightThatFits(width: width)
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    view.layoutIfNeeded()
    var canvas = Canvas(width: width, height: height)
    view.render(in: &canvas, origin: .zero)
    return canvas.render(color: false)
}

/// The lines a view shows, as `renderedText(of:)` draws them, each without the spaces around it.
@MainActor
public func renderedLines(of view: View, width: Int = 40) -> [String] {
    renderedText(of: view, width: width).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

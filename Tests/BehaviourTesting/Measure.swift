import Foundation
import TextUI

/// Runs one behaviour test of one pattern and records how many toolkit views it created, for
/// the testability report (`workbench metrics`, Comparison.md). The count comes from the
/// toolkit's own task-local counter, so tests running in parallel do not disturb it.
///
/// Every behaviour test in Tests/<Pattern>Tests wraps its body in this; nothing else changes.
@MainActor
public func measure(
    _ pattern: String, behaviour: String = #function,
    _ body: @MainActor () async throws -> Void
) async throws {
    let (_, views) = try await ViewCounter.counting(body)
    TestabilityRecord(pattern: pattern, behaviour: behaviour, views: views).save()
}

/// What one behaviour test measured while it ran.
public struct TestabilityRecord: Codable, Equatable, Sendable {
    public var pattern: String
    public var behaviour: String
    public var views: Int

    /// Where the records of the last test run are: in the products folder of the build the
    /// tests belong to, `<products>/testability/<pattern>/<test>.json`, where
    /// `PackageBuild.testabilityFolder` (Sources/Analysis) reads them.
    public static let directory = testProductsFolder.appendingPathComponent("testability")

    func save() {
        let name = behaviour.prefix { $0 != "(" }
        let folder = Self.directory.appendingPathComponent(pattern)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = try? JSONEncoder().encode(self)
        try? data?.write(to: folder.appendingPathComponent("\(name).json"))
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

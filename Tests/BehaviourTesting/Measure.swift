import Analysis
import Foundation
import Testing
import TextUI

/// Runs one behaviour test of one pattern, hands it the `Facts` its behaviour requires, and
/// records how many toolkit views it created and which facts it checked, for the testability
/// report (`workbench metrics`, Comparison.md). The count comes from the toolkit's own
/// task-local counter, so tests running in parallel do not disturb it.
///
/// The test's name is the behaviour's (`Behaviour` in Sources/Analysis). A test that leaves one
/// of its behaviour's facts unchecked fails: every pattern's test checks the same facts.
@MainActor
public func measure(
    _ pattern: String, behaviour: String = #function,
    _ body: @MainActor (Facts) async throws -> Void
) async throws {
    let name = String(behaviour.prefix { $0 != "(" })
    guard let known = Behaviour(rawValue: name) else {
        Issue.record("\(name) is not a behaviour of the testability report (Behaviour)")
        return
    }
    let facts = Facts(known)
    let (_, views) = try await ViewCounter.counting { try await body(facts) }
    let unchecked = known.facts.filter { !facts.checked.contains($0) }
    if !unchecked.isEmpty {
        let list = unchecked.map(\.description).joined(separator: "; ")
        Issue.record("\(pattern).\(name) leaves facts unchecked: \(list)")
    }
    TestabilityRecord(
        pattern: pattern, behaviour: name, views: views,
        facts: known.facts.filter(facts.checked.contains).map(\.rawValue)
    ).save()
}

/// The facts one behaviour's test must check; `check` checks one.
@MainActor
public final class Facts {
    public let behaviour: Behaviour
    /// The facts checked so far.
    public private(set) var checked: Set<Fact> = []

    init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    /// Checks `fact`: that `actual` equals `expected`.
    public func check<Value: Equatable>(
        _ fact: Fact, _ actual: Value, equals expected: Value,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !behaviour.facts.contains(fact) {
            Issue.record(
                "\(fact) is not a fact of \(behaviour.rawValue)", sourceLocation: sourceLocation)
        }
        #expect(
            actual == expected, "\(fact): got \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
        checked.insert(fact)
    }
}

/// What one behaviour test measured while it ran.
public struct TestabilityRecord: Codable, Equatable, Sendable {
    public var pattern: String
    public var behaviour: String
    public var views: Int
    /// The facts the test checked (`Fact` raw values).
    public var facts: [String]

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

/// The lines a view shows, as `renderedText(of:)` draws them, each without the spaces around it.
@MainActor
public func renderedLines(of view: View, width: Int = 40) -> [String] {
    renderedText(of: view, width: width).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

import Foundation
import Testing

@testable import WorkbenchCore

/// WorkbenchCore's data flows one way through its folders, Index → Stored → Measure → Claims →
/// Document: read from the index of the package's own build, and shown to fire on a made-up
/// reference that goes back up.
@Suite struct CoreDirectionTests {
    @Test func noFolderOfTheCoreUsesALaterOne() throws {
        let graph = try packageGraph()
        let direction = LayerDirection.core
        let coreTypes = graph.types.values.filter { direction.layer(of: $0.location.file) != nil }
        for layer in direction.layers.indices {
            #expect(
                coreTypes.contains { direction.layer(of: $0.location.file) == layer },
                "the index holds no type of \(direction.layers[layer])")
        }
        let violations = direction.violations(in: graph)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// Document/ renders what Claims hands it (`ComparisonFigures`): no file of it measures,
    /// reads a file, or calls the claims' registry or the judging.
    @Test func documentRendersAndNeitherMeasuresNorJudges() throws {
        let folder = packageRoot + "/" + LayerDirection.core.root + "/Document"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let forbidden = [
            "SeedClaims.all", "SeedClaims.untested", "Claim.all(", "WhichPatternWhen.questions(",
            "ComparisonMeasurement",
            ".measure(", "FileManager", "contentsOfFile", "contentsOf:",
        ]
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for word in forbidden {
                #expect(!text.contains(word), "Document/\(file) uses \(word)")
            }
        }
    }

    @Test func aReferenceBackUpIsNamedWithItsFileAndLine() {
        let core = LayerDirection.core.root
        func node(_ name: String, _ file: String) -> TypeNode {
            TypeNode(
                name: name, module: "WorkbenchCore", kind: .struct,
                location: Location(file: core + "/" + file, line: 1), declaredRoles: [])
        }
        let graph = TypeGraph(
            types: [
                "WorkbenchCore.Build": node("WorkbenchCore.Build", "Index/Build.swift"),
                "WorkbenchCore.Page": node("WorkbenchCore.Page", "Document/Page.swift"),
            ],
            dependencies: [
                Dependency(
                    from: "WorkbenchCore.Page", to: "WorkbenchCore.Build", kinds: [.reference],
                    count: 1, evidence: [Location(file: core + "/Document/Page.swift", line: 3)]),
                Dependency(
                    from: "WorkbenchCore.Build", to: "WorkbenchCore.Page", kinds: [.reference],
                    count: 2,
                    evidence: [
                        Location(file: core + "/Index/Build.swift", line: 9),
                        Location(file: core + "/Document/Build+Page.swift", line: 4),
                    ]),
            ])
        #expect(
            LayerDirection.core.violations(in: graph) == [
                "\(core)/Index/Build.swift:9: Index uses WorkbenchCore.Page (Document)"
            ], "an extension in Document may use Document's types")
        #expect(LayerDirection.core.layer(of: "Sources/Tools/WorkbenchKit/Usage.swift") == nil)
    }
}

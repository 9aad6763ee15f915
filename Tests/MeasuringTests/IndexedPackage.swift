import BehaviourTesting
import Foundation

@testable import WorkbenchCore

/// The package's root folder, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Whether these tests run in the package itself, not in a change request's or an exercise's
/// copy, whose suite `workbench changes` runs with `ScratchPackage.environmentVariable` set. A
/// copy writes none of the package's generated documents again (Comparison.md, its charts, the
/// site), so the tests that read them as committed check the package, not the request, and its
/// whole-suite figure leaves them out.
let isThePackageItself = !ScratchPackage.isThisProcessInACopy

/// The build these tests belong to, found from the test binary's own location: its index store
/// is the one `swift test` has just written (this test target depends on every target it reads),
/// whatever the build folder (`--scratch-path`, `.build-asan`, Xcode's DerivedData).
let build = PackageBuild(productsFolder: testProductsFolder.path)

/// The package's type graph, read once per test run from the index of its own debug build.
let indexed: Result<IndexReader.Result, any Error> = Result {
    let result = try IndexReader(root: packageRoot, build: build).read()
    print(
        "analysis: \(build.indexStore): read \(result.recordsRead) records, \(result.occurrencesRead) occurrences, "
            + "\(result.graph.types.count) types, \(result.graph.dependencies.count) dependencies "
            + "in \(String(format: "%.3f", result.seconds)) s (\(result.staleUnits) stale units skipped)"
    )
    return result
}

func packageGraph() throws -> TypeGraph {
    try indexed.get().graph
}

/// A tiny graph for checking the arithmetic by hand.
func graph(_ types: [(String, TypeNode.Kind, String?)], _ edges: [(String, String)]) -> TypeGraph {
    var nodes: [String: TypeNode] = [:]
    for (name, kind, role) in types {
        let module = String(name.prefix(while: { $0 != "." }))
        nodes[name] = TypeNode(
            name: name, module: module, kind: kind,
            location: Location(file: "Sources/Patterns/\(module)/\(name).swift", line: 1),
            declaredRoles: role.map { [$0] } ?? [])
    }
    let dependencies = edges.map {
        Dependency(
            from: $0.0, to: $0.1, kinds: [.reference], count: 1,
            evidence: [Location(file: "Sources/\($0.0).swift", line: 7)])
    }
    return TypeGraph(types: nodes, dependencies: dependencies)
}

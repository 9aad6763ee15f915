import Foundation

/// The public members of the toolkit module and their doc comments, read from its symbol graph:
/// `swift-symbolgraph-extract`, the toolchain's own tool, run on the module the build in use
/// compiled (its `.swiftmodule` in the build's products folder). A symbol graph names each
/// member by the same USR the index store uses, spells its declaration with nested types
/// qualified (`Control.Event`), and keeps its doc comment line by line.
package struct ToolkitSymbols: Sendable {
    /// The toolkit's members (of its types and of the types it extends), by USR.
    package var members: [String: ToolkitMember]

    /// The members of the symbol graph files `graphs` (a module's main file and its
    /// `Module@Other.symbols.json` files of extensions to other modules' types).
    package init(graphs: [Data]) throws {
        let decoded = try graphs.map { try JSONDecoder().decode(SymbolGraph.self, from: $0) }
        let typeKinds: Set<String> = [
            "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias",
        ]
        let ownTypes = Set(
            decoded.flatMap(\.symbols).filter { typeKinds.contains($0.kind.identifier) }
                .map(\.pathComponents))
        var members: [String: ToolkitMember] = [:]
        for symbol in decoded.flatMap(\.symbols)
        where !typeKinds.contains(symbol.kind.identifier) && symbol.pathComponents.count >= 2 {
            let typePath = Array(symbol.pathComponents.dropLast())
            members[symbol.identifier.precise] = ToolkitMember(
                usr: symbol.identifier.precise, typePath: typePath,
                name: symbol.pathComponents.last ?? "",
                declaration: symbol.declarationFragments.map(\.spelling).joined(),
                documentation: symbol.docComment?.lines.map(\.text) ?? [],
                uikitType: UIKitTypeName.uikit(
                    forToolkit: typePath, declaredInToolkit: ownTypes.contains([typePath[0]])))
        }
        self.members = members
    }

    /// Extracts the symbol graph of `module` from the build whose products are in
    /// `productsFolder`, with the `swift-symbolgraph-extract` on `PATH` (or, on macOS, the one
    /// `xcrun` finds), for the target `swift -print-target-info` names.
    ///
    /// - Throws: `MeasuringError.index` naming the command to run to see why it failed.
    package static func extract(
        module: String, productsFolder: String,
        run: LibrarySearch.Runner = LibrarySearch.runTool
    ) throws -> ToolkitSymbols {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("symbolgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = try extractArguments(
            module: module, productsFolder: productsFolder, output: output.path, run: run)
        let tools = LibrarySearch.isMacOS ? [["xcrun", "swift-symbolgraph-extract"]] : []
        guard
            (tools + [["swift-symbolgraph-extract"]]).contains(where: { tool in
                run(tool[0], Array(tool.dropFirst()) + arguments) != nil
            })
        else {
            throw MeasuringError.index(
                "could not extract the symbol graph of \(module); run `swift-symbolgraph-extract "
                    + arguments.joined(separator: " ") + "` to see why")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
            .filter {
                $0 == module + ".symbols.json"
                    || $0.hasPrefix(module + "@") && $0.hasSuffix(".symbols.json")
            }
            .sorted()
        return try ToolkitSymbols(
            graphs: files.map { try Data(contentsOf: output.appendingPathComponent($0)) })
    }

    /// The tool's arguments: the module, where the build keeps compiled modules, the target
    /// (and on macOS the SDK) of this toolchain, and public symbols only.
    static func extractArguments(
        module: String, productsFolder: String, output: String, run: LibrarySearch.Runner
    ) throws -> [String] {
        guard let info = run("swift", ["-print-target-info"]),
            let object = try? JSONSerialization.jsonObject(with: Data(info.utf8))
                as? [String: Any],
            let triple = (object["target"] as? [String: Any])?["triple"] as? String
        else {
            throw MeasuringError.index(
                "could not read the target triple; run `swift -print-target-info` to see why")
        }
        var arguments = [
            "-module-name", module, "-target", triple, "-output-dir", output,
            "-minimum-access-level", "public", "-skip-synthesized-members",
        ]
        // SwiftPM 6 keeps modules in `Modules/`, older SwiftPM and Xcode in the folder itself.
        for folder in [productsFolder + "/Modules", productsFolder]
        where FileManager.default.fileExists(atPath: folder) {
            arguments += ["-I", folder]
        }
        if let sdk = (object["paths"] as? [String: Any])?["sdkPath"] as? String, !sdk.isEmpty {
            arguments += ["-sdk", sdk]
        }
        return arguments
    }
}

/// The parts of a symbol graph file the audit reads.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        package struct Kind: Decodable { var identifier: String }
        package struct Identifier: Decodable { var precise: String }
        package struct Fragment: Decodable { var spelling: String }
        package struct DocComment: Decodable {
            package struct Line: Decodable { var text: String }
            package var lines: [Line]
        }
        package var kind: Kind
        package var identifier: Identifier
        package var pathComponents: [String]
        package var declarationFragments: [Fragment]
        package var docComment: DocComment?
    }
    var symbols: [Symbol]
}

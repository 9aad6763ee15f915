import Foundation
import Subprocess

/// Which source file defines each function, read off a debug build's object files: SwiftPM
/// compiles each Swift file to its own `<File>.swift.o` in `<Module>.build`, and `nm` lists the
/// functions each defines (closures and thunks included).
public enum ObjectFiles {
    /// For each mangled name defined in the object files of `modules` in `productsFolder`, the
    /// Swift file that defines it (`ShopListPresenter.swift`).
    public static func definingFiles(
        modules: [String], productsFolder: String
    ) throws(TraceError) -> [String: String] {
        var objects: [String] = []
        for module in modules {
            let folder = "\(productsFolder)/\(module).build"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            objects += names.filter { $0.hasSuffix(".swift.o") }.sorted().map { "\(folder)/\($0)" }
        }
        guard !objects.isEmpty else {
            throw TraceError(
                "no object files of \(modules.joined(separator: ", ")) in \(productsFolder)")
        }
        let output = try Tool.run(["nm"] + objects, what: "find the files functions are defined in")
        var files: [String: String] = [:]
        var current = ""
        for line in output.split(separator: "\n") {
            if line.hasSuffix(".swift.o:") {
                let path = line.dropLast(".o:".count)
                current = String(path.split(separator: "/").last ?? path)
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, "tT".contains(fields[1]) else { continue }
            var name = String(fields[2])
            #if canImport(Darwin)
                if name.hasPrefix("_") { name.removeFirst() }
            #endif
            files[name] = current
        }
        return files
    }
}

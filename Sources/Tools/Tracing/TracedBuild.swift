import Foundation
import Subprocess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The traced build: the package built with the compiler's function-entry hooks
/// (`-sanitize=address -sanitize-coverage=func,trace-pc-guard`), in a build folder of its own
/// beside the build in use (`<scratch>-trace`, e.g. `.build-trace` beside `.build`), so the
/// normal build stays as fast as it is. Always a debug build: optimisation would inline calls
/// away. See docs/tracing.md.
public struct TracedBuild: Sendable {
    /// The options that make a build traced. AddressSanitizer is there because the compiler
    /// accepts the entry hooks only with a sanitizer; `CALL_RECORDER_BUILD` turns its leak
    /// report off (see CCallRecorder.c).
    static let flags = [
        "-Xcc", "-DCALL_RECORDER_BUILD",
        "-Xswiftc", "-sanitize=address",
        "-Xswiftc", "-sanitize-coverage=func,trace-pc-guard",
    ]

    /// Set in the environment of a traced executable started by `run(_:arguments:)`, so that
    /// one that turns out to have no hooks fails instead of starting itself again.
    public static let startedMarker = "ARCHITECTURE_WORKBENCH_TRACED"

    /// What a traced executable's environment adds: the started marker, and Swift's hashing
    /// made deterministic (the same order of observers every run).
    public static let environment = [startedMarker: "1", "SWIFT_DETERMINISTIC_HASHING": "1"]

    /// The package's root folder.
    public let root: String
    /// The traced build's scratch folder.
    public let scratch: String
    /// Where its executables are.
    public let productsFolder: String

    /// The traced build beside the build `executable` belongs to, for the package at `root`.
    /// The build folder is read off the executable's path (`<scratch>/<triple>/<configuration>/
    /// <name>`, SwiftPM's layout, with `workspace-state.json` in `<scratch>`); when the
    /// executable is not in one, `root/.build-trace`.
    public init(root: String, besideExecutable executable: URL) {
        if let scratch = Self.scratchFolder(of: executable) {
            let triple = executable.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().lastPathComponent
            self.init(root: root, scratch: scratch.path + "-trace", triple: triple)
        } else {
            self.init(root: root, scratch: root + "/.build-trace", triple: nil)
        }
    }

    /// The scratch folder `executable` was built in (`<scratch>/<triple>/<configuration>/
    /// <name>`), when it is one: SwiftPM keeps `workspace-state.json` there.
    public static func scratchFolder(of executable: URL) -> URL? {
        let scratch = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let state = scratch.appendingPathComponent("workspace-state.json").path
        return FileManager.default.fileExists(atPath: state) ? scratch : nil
    }

    /// The traced build in `scratch`; `triple` names the products' folder (nil: ask SwiftPM).
    public init(root: String, scratch: String, triple: String?) {
        self.root = root
        self.scratch = scratch
        if let triple {
            productsFolder = "\(scratch)/\(triple)/debug"
        } else {
            let asked = try? Tool.run(
                ["swift", "build", "--show-bin-path", "--scratch-path", scratch],
                what: "find the traced build", in: root)
            productsFolder =
                asked?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\(scratch)/debug"
        }
    }

    /// The toolchain that builds it: the first line of `swift --version` (`Swift version 6.2 …`),
    /// or nil when it cannot be asked.
    public func toolchain() -> String? {
        let output = try? Tool.run(["swift", "--version"], what: "name the toolchain", in: root)
        return output?.split(separator: "\n").first { $0.contains("Swift version") }
            .map(String.init)
    }

    /// The traced copy of the executable `product`.
    public func executable(_ product: String) -> String {
        "\(productsFolder)/\(product)"
    }

    /// The command that builds `products`, as a user would type it.
    func buildCommand(_ products: [String]) -> [String] {
        ["swift", "build"] + products.flatMap { ["--product", $0] } + ["--scratch-path", scratch]
            + Self.flags
    }

    /// Builds `products` (incrementally: quick when nothing changed). `progress` hears one line
    /// before a build that will take a while (the traced executable is missing or older than
    /// `newerThan`).
    public func build(
        _ products: [String], newerThan reference: String? = nil, progress: (String) -> Void
    ) throws(TraceError) {
        let missing = products.contains { product in
            guard let built = Self.modification(of: executable(product)) else { return true }
            return reference.flatMap(Self.modification(of:)).map { built < $0 } ?? false
        }
        if missing {
            progress(
                "building the traced build in \(scratch) (\(products.joined(separator: ", "))); "
                    + "about half a minute the first time")
        }
        for product in products {
            _ = try Tool.run(
                buildCommand([product]), what: "build the traced \(product)", in: root,
                failure: "the traced build failed")
        }
    }

    /// Replaces this process with the traced `product`, with `arguments`; returns only when
    /// that cannot be done, with the reason.
    public func run(_ product: String, arguments: [String]) -> TraceError {
        Self.exec(executable(product), arguments: arguments)
    }

    /// Replaces this process with the executable at `path`, with `arguments`, marked as started
    /// for tracing and with Swift's hashing made deterministic; returns only when that cannot be
    /// done, with the reason.
    public static func exec(_ path: String, arguments: [String]) -> TraceError {
        for (name, value) in environment { setenv(name, value, 1) }
        fflush(nil)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        return TraceError("could not start \(path): \(String(cString: strerror(errno)))")
    }

    static func modification(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

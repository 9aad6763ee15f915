import CIndexStore
import Foundation
import Subprocess

extension IndexStore {
    /// The environment variable that, when set, gives the path of `libIndexStore`.
    package static let libraryEnvironmentVariable = "INDEXSTORE_LIB"

    /// Finds `libIndexStore` in the toolchain the way the toolchain itself knows it (see
    /// `LibrarySearch`), or at the path in `INDEXSTORE_LIB` when that is set. Without an
    /// `environment`, searches with this process's, once per process.
    ///
    /// - Throws: `IndexStoreError.libraryNotFound` naming the file and every place tried.
    package static func locateLibrary(environment: [String: String]? = nil) throws -> String {
        guard let environment else {
            // The search runs the `swift` driver: once per process is enough.
            return try defaultLibrary.get()
        }
        return try LibrarySearch(environment: environment).locate()
    }

    private static let defaultLibrary = Result { () throws(IndexStoreError) in
        try LibrarySearch().locate()
    }
}

/// Where the toolchain keeps `libIndexStore`, found the way the toolchain itself knows it.
///
/// In Linux, Xcode and swiftly toolchains alike the library sits in the parent folder of the
/// compiler's runtime resource folder (`…/usr/lib/swift` → `…/usr/lib/libIndexStore.so`, or
/// `…/XcodeDefault.xctoolchain/usr/lib/libIndexStore.dylib`), which
/// `swift -print-target-info` names as `paths.runtimeResourcePath`. Tried, in order:
/// 1. the path in `INDEXSTORE_LIB`, when set (and then nothing else);
/// 2. next to the resource folder of the `swift` on `PATH` (`swift -print-target-info`);
/// 3. on macOS, next to the `swift` that `xcrun --find swift` names (the selected Xcode's),
///    since `/usr/bin/swift` is only an `xcrun` shim;
/// 4. next to the `swift` driver on `PATH`, symlinks resolved (`usr/bin/swift` → `usr/lib/`);
/// 5. next to the Swift runtime this process runs on (`usr/lib/swift/linux/libswiftCore.so`),
///    which on macOS is the system's copy and leads nowhere, but helps on Linux.
///
/// Every place is tried: a miss in one does not end the search. The tools it runs and the
/// file check are passed in, so a test can feed it any toolchain layout.
package struct LibrarySearch {
    /// Runs a tool found on `PATH` with arguments and returns its standard output, or nil when
    /// it could not be run or failed.
    package typealias Runner = (_ tool: String, _ arguments: [String]) -> String?

    /// The process environment (`INDEXSTORE_LIB`, `PATH`).
    package var environment: [String: String]
    /// The library's file name: `libIndexStore.dylib` on macOS, `libIndexStore.so` elsewhere.
    package var fileName: String
    /// Whether to ask `xcrun` (macOS only, by default).
    package var usesXcrun: Bool
    /// Runs `swift -print-target-info` and `xcrun --find swift`.
    package var run: Runner
    /// Whether a file exists at a path.
    package var fileExists: (String) -> Bool
    /// The path of the Swift runtime library this process runs on, when it is loaded
    /// dynamically.
    package var runtimeLibrary: () -> String?

    /// A search of this machine's toolchain, unless told otherwise.
    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileName: String = LibrarySearch.defaultFileName,
        usesXcrun: Bool = LibrarySearch.isMacOS,
        run: @escaping Runner = LibrarySearch.runTool,
        fileExists: @escaping (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
        runtimeLibrary: @escaping () -> String? = LibrarySearch.swiftRuntimePath
    ) {
        self.environment = environment
        self.fileName = fileName
        self.usesXcrun = usesXcrun
        self.run = run
        self.fileExists = fileExists
        self.runtimeLibrary = runtimeLibrary
    }

    #if os(macOS)
        /// The library's file name on this system.
        package static let defaultFileName = "libIndexStore.dylib"
        /// Whether this is macOS, where `xcrun` knows the selected toolchain.
        package static let isMacOS = true
    #else
        /// The library's file name on this system.
        package static let defaultFileName = "libIndexStore.so"
        /// Whether this is macOS, where `xcrun` knows the selected toolchain.
        package static let isMacOS = false
    #endif

    /// The first place that holds the library.
    ///
    /// - Throws: `IndexStoreError.libraryNotFound` naming the file and every place tried.
    package func locate() throws(IndexStoreError) -> String {
        let candidates = self.candidates()
        guard let found = candidates.first(where: fileExists) else {
            throw IndexStoreError.libraryNotFound(fileName: fileName, searched: candidates)
        }
        return found
    }

    /// Every place the search tries, in order, without duplicates.
    package func candidates() -> [String] {
        if let path = environment[IndexStore.libraryEnvironmentVariable], !path.isEmpty {
            return [path]
        }
        var folders: [URL] = []
        // 2. The toolchain's own word: …/usr/lib/swift → …/usr/lib.
        if let resources = resourceFolder(of: "swift") {
            folders.append(resources.deletingLastPathComponent())
        }
        // 3. The selected Xcode's toolchain: …/usr/bin/swift → …/usr/lib.
        if usesXcrun, let output = run("xcrun", ["--find", "swift"]) {
            let driver = output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !driver.isEmpty {
                folders.append(Self.libFolder(ofDriver: URL(fileURLWithPath: driver)))
            }
        }
        // 4. The driver on PATH, symlinks resolved.
        if let driver = driverOnPath() {
            folders.append(Self.libFolder(ofDriver: driver.resolvingSymlinksInPath()))
        }
        // 5. …/usr/lib/swift/linux/libswiftCore.so (or /usr/lib/swift/libswiftCore.dylib)
        //    → …/usr/lib: the parent of the `swift` folder.
        if let runtime = runtimeLibrary() {
            var folder = URL(fileURLWithPath: runtime).resolvingSymlinksInPath()
                .deletingLastPathComponent()
            while folder.pathComponents.count > 1, folder.lastPathComponent != "swift" {
                folder.deleteLastPathComponent()
            }
            if folder.lastPathComponent == "swift" {
                folders.append(folder.deletingLastPathComponent())
            }
        }
        var seen: Set<String> = []
        return folders.map { $0.appendingPathComponent(fileName).standardizedFileURL.path }
            .filter { seen.insert($0).inserted }
    }

    /// `paths.runtimeResourcePath` of `swift -print-target-info`.
    func resourceFolder(of driver: String) -> URL? {
        guard let output = run(driver, ["-print-target-info"]) else { return nil }
        return Self.runtimeResourcePath(targetInfo: output).map { URL(fileURLWithPath: $0) }
    }

    /// Reads `paths.runtimeResourcePath` out of the JSON that `swift -print-target-info` prints.
    package static func runtimeResourcePath(targetInfo: String) -> String? {
        guard
            let object = try? JSONSerialization.jsonObject(with: Data(targetInfo.utf8))
                as? [String: Any],
            let paths = object["paths"] as? [String: Any],
            let path = paths["runtimeResourcePath"] as? String, !path.isEmpty
        else { return nil }
        return path
    }

    /// …/usr/bin/swift → …/usr/lib.
    static func libFolder(ofDriver driver: URL) -> URL {
        driver.deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("lib")
    }

    func driverOnPath() -> URL? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let driver = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if fileExists(driver.path) { return driver }
        }
        return nil
    }

    /// Runs `tool` (looked up on `PATH` by `/usr/bin/env`) and returns what it printed, or nil
    /// when it could not run or exited with a failure.
    package static func runTool(_ tool: String, _ arguments: [String]) -> String? {
        guard let result = try? Subprocess.run([tool] + arguments), result.status == 0 else {
            return nil
        }
        return result.output
    }

    /// The path of the loaded `libswiftCore`, or nil when the runtime is linked statically.
    package static func swiftRuntimePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard cis_swift_runtime_path(&buffer, buffer.count) else { return nil }
        return String(cBuffer: buffer)
    }
}

extension String {
    /// Decodes a NUL-terminated C string held in an array.
    init(cBuffer: [CChar]) {
        let bytes = cBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}

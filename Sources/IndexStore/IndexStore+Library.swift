import CIndexStore
import Foundation

extension IndexStore {
    /// The environment variable that, when set, gives the path of `libIndexStore`.
    public static let libraryEnvironmentVariable = "INDEXSTORE_LIB"

    #if os(macOS)
        static let libraryFileName = "libIndexStore.dylib"
    #else
        static let libraryFileName = "libIndexStore.so"
    #endif

    /// Finds `libIndexStore` in the toolchain. Tries, in order:
    /// 1. the path in `INDEXSTORE_LIB`, when set (and then nothing else);
    /// 2. next to the Swift runtime this process runs on: the toolchain keeps
    ///    `usr/lib/swift/linux/libswiftCore.so` and `usr/lib/libIndexStore.so`;
    /// 3. next to the `swift` driver on `PATH` (`usr/bin/swift` → `usr/lib/`), which helps when
    ///    the runtime is linked statically.
    public static func locateLibrary(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let candidates = libraryCandidates(environment: environment)
        guard let found = candidates.first(where: FileManager.default.fileExists(atPath:)) else {
            throw IndexStoreError.libraryNotFound(searched: candidates)
        }
        return found
    }

    /// The paths `locateLibrary` tries, in order.
    static func libraryCandidates(environment: [String: String]) -> [String] {
        if let path = environment[libraryEnvironmentVariable], !path.isEmpty {
            return [path]
        }
        var candidates: [String] = []
        if let runtime = swiftRuntimePath() {
            // .../usr/lib/swift/linux/libswiftCore.so → .../usr/lib/libIndexStore.so
            let lib = URL(fileURLWithPath: runtime).resolvingSymlinksInPath()
                .deletingLastPathComponent()  // linux
                .deletingLastPathComponent()  // swift
                .deletingLastPathComponent()  // lib
            candidates.append(lib.appendingPathComponent(libraryFileName).path)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let driver = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.fileExists(atPath: driver.path) else { continue }
            // .../usr/bin/swift → .../usr/lib/libIndexStore.so
            let lib = driver.resolvingSymlinksInPath()
                .deletingLastPathComponent()  // bin
                .deletingLastPathComponent()  // usr
                .appendingPathComponent("lib")
            candidates.append(lib.appendingPathComponent(libraryFileName).path)
            break
        }
        return candidates
    }

    /// The path of the loaded `libswiftCore`, or nil when the runtime is linked statically.
    private static func swiftRuntimePath() -> String? {
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

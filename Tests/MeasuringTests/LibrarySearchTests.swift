import Foundation
import Testing
import WorkbenchCore

/// The search for libIndexStore, fed fake toolchain layouts in a temporary folder: what it finds
/// does not depend on this machine's toolchain.
@Suite struct LibrarySearchTests {
    /// A temporary folder with empty files at the given relative paths.
    final class Layout {
        let root: URL

        init(_ files: [String]) throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("toolchain-\(UUID().uuidString)").resolvingSymlinksInPath()
            for file in files {
                let url = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// What `swift -print-target-info` prints, reduced to what the search reads.
    static func targetInfo(resources: String) -> String {
        #"{"target": {"triple": "x"}, "paths": {"runtimeResourcePath": "\#(resources)"}}"#
    }

    /// A search that runs nothing real: `tools` answers each tool by name.
    static func search(
        _ layout: Layout, fileName: String, xcrun: Bool, path: String,
        tools: [String: String], runtime: String? = nil
    ) -> LibrarySearch {
        LibrarySearch(
            environment: ["PATH": path], fileName: fileName, usesXcrun: xcrun,
            run: { tool, arguments in tools[([tool] + arguments).joined(separator: " ")] },
            runtimeLibrary: { runtime })
    }

    @Test func aLinuxToolchainIsFoundNextToItsResourceFolder() throws {
        let layout = try Layout([
            "opt/swift/usr/bin/swift", "opt/swift/usr/lib/swift/linux/libswiftCore.so",
            "opt/swift/usr/lib/libIndexStore.so",
        ])
        let search = Self.search(
            layout, fileName: "libIndexStore.so", xcrun: false,
            path: layout.path("opt/swift/usr/bin"),
            tools: [
                "swift -print-target-info": Self.targetInfo(
                    resources: layout.path("opt/swift/usr/lib/swift"))
            ])
        #expect(try search.locate() == layout.path("opt/swift/usr/lib/libIndexStore.so"))
    }

    @Test func anXcodeToolchainIsFoundThroughTheShimOnPath() throws {
        let toolchain = "Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain"
        let layout = try Layout([
            "usr/bin/swift",  // the xcrun shim
            "usr/lib/swift/libswiftCore.dylib",  // the system's runtime
            "\(toolchain)/usr/bin/swift", "\(toolchain)/usr/lib/libIndexStore.dylib",
        ])
        let search = Self.search(
            layout, fileName: "libIndexStore.dylib", xcrun: true, path: layout.path("usr/bin"),
            tools: [
                "swift -print-target-info": Self.targetInfo(
                    resources: layout.path("\(toolchain)/usr/lib/swift")),
                "xcrun --find swift": layout.path("\(toolchain)/usr/bin/swift") + "\n",
            ],
            runtime: layout.path("usr/lib/swift/libswiftCore.dylib"))
        #expect(
            try search.locate() == layout.path("\(toolchain)/usr/lib/libIndexStore.dylib"))
    }

    @Test func withoutTargetInfoXcrunFindsTheXcodeToolchainAfterTheMisses() throws {
        let toolchain = "Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain"
        let layout = try Layout([
            "usr/bin/swift", "usr/lib/swift/libswiftCore.dylib",
            "\(toolchain)/usr/bin/swift", "\(toolchain)/usr/lib/libIndexStore.dylib",
        ])
        let search = Self.search(
            layout, fileName: "libIndexStore.dylib", xcrun: true, path: layout.path("usr/bin"),
            tools: ["xcrun --find swift": layout.path("\(toolchain)/usr/bin/swift") + "\n"],
            runtime: layout.path("usr/lib/swift/libswiftCore.dylib"))
        #expect(
            search.candidates() == [
                layout.path("\(toolchain)/usr/lib/libIndexStore.dylib"),
                layout.path("usr/lib/libIndexStore.dylib"),  // the shim's and the runtime's
            ])
        #expect(
            try search.locate() == layout.path("\(toolchain)/usr/lib/libIndexStore.dylib"))
    }

    @Test func aSwiftlyToolchainIsFoundBehindItsProxy() throws {
        let toolchain = "home/.local/share/swiftly/toolchains/6.2.0"
        let layout = try Layout([
            "home/.local/share/swiftly/bin/swift",  // swiftly's proxy, not a symlink
            "\(toolchain)/usr/bin/swift", "\(toolchain)/usr/lib/swift/linux/libswiftCore.so",
            "\(toolchain)/usr/lib/libIndexStore.so",
        ])
        let search = Self.search(
            layout, fileName: "libIndexStore.so", xcrun: false,
            path: "/no/such/folder:" + layout.path("home/.local/share/swiftly/bin"),
            tools: [
                "swift -print-target-info": Self.targetInfo(
                    resources: layout.path("\(toolchain)/usr/lib/swift"))
            ])
        #expect(try search.locate() == layout.path("\(toolchain)/usr/lib/libIndexStore.so"))
        #expect(search.candidates().count == 2)  // the proxy's folder is tried too
    }

    @Test func whenNothingHoldsItTheErrorNamesTheFileAndEveryPlaceTried() throws {
        let layout = try Layout(["usr/bin/swift", "usr/lib/swift/linux/libswiftCore.so"])
        let search = Self.search(
            layout, fileName: "libIndexStore.so", xcrun: false, path: layout.path("usr/bin"),
            tools: ["swift -print-target-info": Self.targetInfo(resources: "/elsewhere/lib/swift")],
            runtime: layout.path("usr/lib/swift/linux/libswiftCore.so"))
        let tried = ["/elsewhere/lib/libIndexStore.so", layout.path("usr/lib/libIndexStore.so")]
        #expect(
            throws: IndexStoreError.libraryNotFound(fileName: "libIndexStore.so", searched: tried)
        ) {
            try search.locate()
        }
        let message = IndexStoreError.libraryNotFound(fileName: "libIndexStore.so", searched: tried)
            .description
        #expect(message.hasPrefix("libIndexStore.so was not found; looked for it at \(tried[0]), "))
        #expect(message.contains("INDEXSTORE_LIB"))
    }

    @Test func theEnvironmentVariableIsTheOnlyPlaceWhenSet() throws {
        let layout = try Layout(["lib/libIndexStore.so"])
        var search = Self.search(
            layout, fileName: "libIndexStore.so", xcrun: false, path: "",
            tools: ["swift -print-target-info": Self.targetInfo(resources: "/opt/swift/lib/swift")])
        search.environment["INDEXSTORE_LIB"] = layout.path("lib/libIndexStore.so")
        #expect(search.candidates() == [layout.path("lib/libIndexStore.so")])
        #expect(try search.locate() == layout.path("lib/libIndexStore.so"))
    }

    @Test func thisMachinesToolchainHoldsTheLibrary() throws {
        let found = try IndexStore.locateLibrary()
        #expect(FileManager.default.fileExists(atPath: found))
    }
}

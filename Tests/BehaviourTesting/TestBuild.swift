import Foundation

/// The products folder of the build the running tests belong to, found from the test binary's
/// own location, never from `.build`: so `swift test --scratch-path`, `.build-asan` and Xcode's
/// DerivedData each find their own build.
///
/// On Linux the test binary is this process's executable, `<products>/X.xctest`. On macOS the
/// process may be a test runner (`xctest`, `swiftpm-testing-helper`) that loaded the test bundle,
/// `<products>/X.xctest/Contents/MacOS/X`: there the binary holding this code is asked for.
public let testProductsFolder: URL = productsFolder(ofBinary: testBinary())

/// The path of the binary that holds this code.
func testBinary() -> URL {
    #if canImport(Darwin)
        var info = Dl_info()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
            return URL(fileURLWithPath: String(cString: name))
        }
    #endif
    return Bundle.main.executableURL
        ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").absoluteURL
}

/// The folder that holds `binary`, or, when it is inside an `.xctest` bundle, the bundle's
/// folder.
public func productsFolder(ofBinary binary: URL) -> URL {
    var url = binary.resolvingSymlinksInPath()
    while url.pathComponents.count > 1 {
        if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
        url = url.deletingLastPathComponent()
    }
    return binary.resolvingSymlinksInPath().deletingLastPathComponent()
}

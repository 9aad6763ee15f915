/// Why an index store could not be opened or read.
public enum IndexStoreError: Error, Sendable, Equatable {
    /// `libIndexStore.so` was not found at any of these paths.
    case libraryNotFound(searched: [String])
    /// There is no directory at this path.
    case storeNotFound(path: String)
    /// The directory exists but holds no units.
    case storeEmpty(path: String)
    /// Loading the library or opening the store failed.
    case openFailed(message: String)
    /// A unit or record named in the store could not be read.
    case readFailed(message: String)
}

extension IndexStoreError: CustomStringConvertible {
    /// A message that says what went wrong and what to do about it.
    public var description: String {
        let howToBuild =
            "A debug `swift build` (or `swift test`) writes the index store to "
            + "`.build/<triple>/debug/index/store`; release builds write none."
        switch self {
        case .libraryNotFound(let searched):
            return "libIndexStore was not found. Looked at: "
                + searched.joined(separator: ", ")
                + ". Set \(IndexStore.libraryEnvironmentVariable) to its path "
                + "(it ships with the Swift toolchain, e.g. /opt/swift/usr/lib/libIndexStore.so)."
        case .storeNotFound(let path):
            return "No index store at \(path). \(howToBuild)"
        case .storeEmpty(let path):
            return "The index store at \(path) holds no units. \(howToBuild)"
        case .openFailed(let message), .readFailed(let message):
            return message
        }
    }
}

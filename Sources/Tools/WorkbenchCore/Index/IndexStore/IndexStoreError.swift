/// Why an index store could not be opened or read.
package enum IndexStoreError: Error, Sendable, Equatable {
    /// The toolchain's `libIndexStore` (`fileName`) was not found at any of these paths.
    case libraryNotFound(fileName: String, searched: [String])
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
    package var description: String {
        let howToBuild =
            "A debug `swift build` (or `swift test`) writes it to `index/store` in its products "
            + "folder (`swift build --show-bin-path`); release builds write none."
        switch self {
        case .libraryNotFound(let fileName, let searched):
            return "\(fileName) was not found; looked for it at "
                + (searched.isEmpty
                    ? "no place (no `swift` found)" : searched.joined(separator: ", "))
                + ". It ships with the Swift toolchain next to its `usr/lib/swift` folder; set "
                + "\(IndexStore.libraryEnvironmentVariable) to its path."
        case .storeNotFound(let path):
            return "No index store at \(path). \(howToBuild)"
        case .storeEmpty(let path):
            return "The index store at \(path) holds no units. \(howToBuild)"
        case .openFailed(let message), .readFailed(let message):
            return message
        }
    }
}

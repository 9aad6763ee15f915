@_exported import struct Foundation.IndexPath

/// Rows and sections, as UIKit's extension of `IndexPath` names them. Foundation on Linux has
/// no `row` or `section` (they are UIKit's), so the toolkit adds them, with UIKit's names.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table's row.
    public var section: Int { self[0] }

    /// The row within its section.
    public var row: Int { self[1] }
}

import Foundation

extension Encodable {
    /// This value as the reports' JSON: pretty-printed, keys sorted, so two runs over the same
    /// code give the same bytes.
    package func reportJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

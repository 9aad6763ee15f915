/// A JSON value as `JSONReader` read it from a file, with where it starts: so that a catalog
/// file's error can name the line and column of the value it is about.
struct JSONValue {
    /// What the value is.
    enum Content {
        /// The members in the order the file gives them; no key appears twice.
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// The number as written (`1.50`, `-3`, `1e3`): whether it fits is the reader's business.
        case number(String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object.
    struct Member {
        let key: String
        let value: JSONValue
    }

    let content: Content
    /// The byte offset in the file where the value starts.
    let offset: Int

    /// The value as an error message names what it found: `the number 1.5`, `a list`.
    var found: String {
        switch content {
        case .object: "an object"
        case .array: "a list"
        case .string(let text): "the string \"\(text.excerpt())\""
        case .number(let text): "the number \(text.excerpt())"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

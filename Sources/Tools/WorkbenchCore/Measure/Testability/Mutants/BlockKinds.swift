/// The blocks open at a point of a Swift file, innermost last: whether each holds declarations (a
/// type, an extension, a protocol) or code (a function, an accessor, a closure, a statement's
/// body). A statement can be deleted only where code runs.
struct BlockKinds {
    /// What a block holds.
    enum Kind {
        case declarations
        /// An initializer's body: its assignments set stored properties, which must be set.
        case initializer
        case code
    }

    private var stack: [Kind] = []
    /// The kind of the next block to open, when a declaration spans lines (`init(` … `) {`).
    private var pending: Kind?

    /// Whether the innermost open block holds code a statement may be deleted from: not
    /// declarations, and not an initializer's body, nor any block inside one.
    var innermostIsCode: Bool { stack.last == .code && !stack.contains(.initializer) }

    /// Reads one line of code (comments and strings blanked), opening and closing its blocks.
    mutating func read(_ code: String) {
        var opening: Kind
        if code.contains(/(^|\s)(struct|class|enum|extension|protocol|actor)\s+[\w.]+/) {
            opening = .declarations
        } else if code.contains(/(^|\s)(init|deinit)[?!]?[\s({<]/) || code.contains(/(^|\s)deinit$/)
        {
            opening = .initializer
        } else {
            opening = pending ?? .code
        }
        pending = code.contains("{") ? nil : (opening == .code ? pending : opening)
        var first = true
        for character in code {
            if character == "{" {
                stack.append(first ? opening : .code)
                first = false
            } else if character == "}" {
                _ = stack.popLast()
            }
        }
    }
}

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

/// The named declarations open at a point of a Swift file, outermost first: the types,
/// extensions, functions, initialisers, subscripts and properties whose braces enclose it, so a
/// mutant is named by where it sits (`ShopListViewModel.select`), not by its line.
struct Declarations {
    /// Each open block's name, or nil for a block that declares nothing (a closure, a branch).
    private var stack: [String?] = []
    /// A function's or type's name whose `{` is on a later line.
    private var pending: String?

    /// The open declarations' names, joined with dots; empty at the top level.
    var path: String { stack.compactMap { $0 }.joined(separator: ".") }

    /// Reads one line of code (comments and strings blanked), opening and closing its blocks.
    mutating func read(_ code: String) {
        let named = Self.name(in: code) ?? pending
        let opens = code.contains("{")
        pending =
            opens || code.contains("}")
            ? nil : (Self.hasHeader(code) ? Self.name(in: code) : pending)
        var first = true
        for character in code {
            if character == "{" {
                stack.append(first ? named : nil)
                first = false
            } else if character == "}" {
                _ = stack.popLast()
            }
        }
    }

    /// Whether the line starts a declaration that always has a body, whose `{` may come lines
    /// later.
    static func hasHeader(_ code: String) -> Bool {
        code.contains(/(^|\s)(struct|class|enum|extension|protocol|actor|func|init|subscript)\b/)
    }

    /// The name the line declares, if it declares one: a type's, a function's (`init`,
    /// `deinit`, `subscript` as such), or a property's whose accessors or closure open on it.
    static func name(in code: String) -> String? {
        let patterns = [
            /(?:^|\s)(?:struct|class|enum|extension|protocol|actor)\s+([\w.]+)/,
            /(?:^|\s)func\s+([^\s(<]+)/,
            /(?:^|\s)(init|deinit|subscript)\b/,
        ]
        for pattern in patterns {
            if let match = code.firstMatch(of: pattern) { return String(match.1) }
        }
        if code.contains("{"), let match = code.firstMatch(of: /(?:^|\s)(?:var|let)\s+(\w+)/) {
            return String(match.1)
        }
        return nil
    }
}

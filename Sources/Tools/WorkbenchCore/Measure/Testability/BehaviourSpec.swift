import Foundation

/// One behaviour every pattern's unit tests cover, and the facts its test must check: read from
/// `Tests/behaviours.json`, the analysis input that lists them (so the list lives with the
/// tests, not in production code).
///
/// Every pattern has a test of each behaviour with the behaviour's name, in Tests/<Pattern>Tests.
/// Each checks every fact the most direct way its pattern allows (through views in MVC and the
/// variant, through the view protocol's spy in MVP, through outputs in MVVM) with an `#expect`
/// or `#require` whose comment is the fact, word for word. So the figures compare tests of equal
/// strength, and a test that drops a fact is found from its source (`checkedFacts(in:)`).
package struct BehaviourSpec: Codable, Sendable, Equatable {
    /// The test's name, without its parentheses.
    package var behaviour: String
    /// The screen's folder name (`ShopList`, `AppCard`, `Profile`, `Search`).
    package var screen: String
    /// What the test must check, in the order a reader meets it: each the comment of one
    /// expectation.
    package var facts: [String]

    package init(behaviour: String, screen: String, facts: [String]) {
        self.behaviour = behaviour
        self.screen = screen
        self.facts = facts
    }

    /// Where the list is, relative to the package root.
    package static let path = "Tests/behaviours.json"

    /// The behaviours listed in the package at `root`.
    package static func load(root: String) throws(BehaviourListError) -> [BehaviourSpec] {
        let file = root + "/" + path
        guard let data = FileManager.default.contents(atPath: file) else {
            throw BehaviourListError("cannot read \(path)")
        }
        do {
            return try JSONDecoder().decode([BehaviourSpec].self, from: data)
        } catch {
            throw BehaviourListError("\(path) is not a list of behaviours: \(error)")
        }
    }

    /// The facts of this behaviour that `source` (a test function's text) checks: those that
    /// are, word for word, the comment of an `#expect(…)` or `#require(…)` in it.
    package func checkedFacts(in source: String) -> [String] {
        let expectations = Self.expectations(in: source)
        return facts.filter { fact in
            let literal = "\"" + Self.escaped(fact) + "\""
            return expectations.contains { $0.contains(literal) }
        }
    }

    /// The text of every `#expect(…)` and `#require(…)` in `source`, parentheses balanced.
    static func expectations(in source: String) -> [Substring] {
        var found: [Substring] = []
        var rest = source[...]
        while let start = [rest.range(of: "#expect("), rest.range(of: "#require(")]
            .compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
        {
            var depth = 0
            var inString = false
            var escaping = false
            var end = rest.endIndex
            var index = start.upperBound
            scan: while index < rest.endIndex {
                let character = rest[index]
                if inString {
                    if escaping {
                        escaping = false
                    } else if character == "\\" {
                        escaping = true
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    if depth == 0 {
                        end = index
                        break scan
                    }
                    depth -= 1
                }
                index = rest.index(after: index)
            }
            found.append(rest[start.lowerBound..<end])
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[rest.endIndex...]
        }
        return found
    }

    /// `text` as it stands inside a Swift string literal.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
    }
}

/// Why the list of behaviours could not be read.
package struct BehaviourListError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

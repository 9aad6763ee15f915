import Foundation

/// Binding glue in a screen's source, counted the three ways "Binding takes boilerplate code"
/// is judged on (its fork "binding counted").
///
/// A glue statement copies a value into a widget (`label.text = …`, `.isEnabled`, `.isHidden`,
/// `.image`), registers for a widget's events (`addAction`, a tap recognizer), adds or removes an
/// observer (the store's, or a key-value observer), sets a delegate, calls through a contract
/// (`delegate?.…(`, or a view contract's requirement: MVP's `view?.set(…)`), or answers one: a
/// method the binding calls (`observeValue`, `updateProperties`, a `…DidChange` method, or an
/// implementation of a contract's requirement). A contract is a protocol of the screen's own; its
/// requirements are declarations, not statements.
///
/// - **statements**: each glue line once, as written.
/// - **values**: each glue line once per value it moves. A line in a `for` loop moves one per
///   element the loop walks (an array literal's elements, or an enum's `allCases`, found in the
///   file or in `enumCases`); a call through a contract moves one per argument (at least one);
///   any other line one.
/// - **requirements**: the contracts' requirements, each declaration once.
package struct BindingCount: Equatable, Sendable {
    package var statements = 0
    package var values = 0
    package var requirements = 0

    package init(statements: Int = 0, values: Int = 0, requirements: Int = 0) {
        self.statements = statements
        self.values = values
        self.requirements = requirements
    }

    static func + (a: Self, b: Self) -> Self {
        Self(
            statements: a.statements + b.statements, values: a.values + b.values,
            requirements: a.requirements + b.requirements)
    }

    /// The glue of `source`, whose screen's contracts require the methods `contract`; an enum's
    /// number of cases by its name, for a loop over `allCases` of an enum another file declares.
    package init(
        source: String, contract: Set<String> = [], enumCases: (String) -> Int? = { _ in nil }
    ) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let insideProtocol = Self.protocolBodies(lines)
        for (index, line) in lines.enumerated() where SourceMeasures.isCode(line) {
            if insideProtocol[index] {
                if line.contains(/func\s+\w+/) { requirements += 1 }
                continue
            }
            let call = Self.contractCall(line, contract: contract)
            guard call || Self.isGlue(line, contract: contract) else { continue }
            statements += 1
            let moved = call ? max(1, Self.arguments(from: index, in: lines)) : 1
            values +=
                moved
                * Self.loopElements(around: index, in: lines) {
                    Self.elements(of: $0, lines, enumCases)
                }
        }
    }

    /// Whether `line` is glue other than a call through a contract.
    static func isGlue(_ line: String, contract: Set<String>) -> Bool {
        let setter = /\.(text|isEnabled|isHidden|image)\s*=($|[^=])/
        let registration = /(addAction|TapGestureRecognizer)\s*[(\x{7B}]/  // `(` or `{`
        // No `\b`: Swift's regexes find words by Unicode's rules, which join `a.b` into one.
        let observer = /(^|[^\w])(addObserver|removeObserver)\s*\(|\.observe\s*[(\x{7B}]/
        let delegate = /(^|[^\w])delegate(\s*=\s*self([^\w]|$)|\?\.)/
        let answer = /func\s+(observeValue|updateProperties|\w*[Dd]idChange\w*)\s*\(/
        if line.contains(setter) || line.contains(registration) || line.contains(observer)
            || line.contains(delegate) || line.contains(answer)
        {
            return true
        }
        guard let name = line.firstMatch(of: /func\s+(\w+)\s*\(/)?.1 else { return false }
        return contract.contains(String(name))
    }

    /// Whether `line` calls through a contract: a delegate (`delegate?.…(`), or a view
    /// contract's requirement (`view?.set(`, `view.set(`).
    static func contractCall(_ line: String, contract: Set<String>) -> Bool {
        if line.contains(/(^|[^\w.])delegate\?\.\w+\s*\(/) { return true }
        guard let name = line.firstMatch(of: /(^|[^\w.])view[?!]?\.(\w+)\s*\(/)?.2 else {
            return false
        }
        return contract.contains(String(name))
    }

    /// The arguments of the call that opens on line `index`: its labels at the call's own
    /// depth, up to the parenthesis that closes it (string literals skipped).
    static func arguments(from index: Int, in lines: [String]) -> Int {
        var depth = 0
        var labels = 0
        var started = false
        var inString = false
        for line in lines[index...] {
            var previous: Character = " "
            for character in line {
                if character == "\"", previous != "\\" { inString.toggle() }
                if inString || character == "\"" {
                    previous = character
                    continue
                }
                switch character {
                case "(", "[", "{":
                    depth += 1
                    started = true
                case ")", "]", "}":
                    depth -= 1
                    if started, depth == 0 { return labels }
                case ":" where depth == 1 && (previous.isLetter || previous.isNumber):
                    labels += 1
                default: break
                }
                previous = character
            }
        }
        return labels
    }

    /// For each line, whether it lies inside a protocol's body.
    static func protocolBodies(_ lines: [String]) -> [Bool] {
        var inside = Array(repeating: false, count: lines.count)
        var depth = 0
        var protocolDepth: Int?
        for (index, line) in lines.enumerated() {
            if protocolDepth == nil, SourceMeasures.isCode(line),
                line.contains(/(^|\s)protocol\s+\w+/)
            {
                protocolDepth = depth
            }
            inside[index] = protocolDepth.map { depth > $0 } ?? false
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let open = protocolDepth, depth <= open, line.contains("}") { protocolDepth = nil }
        }
        return inside
    }

    /// How many times the loops around line `index` run its statement: the product of the
    /// elements each `for` loop that holds it walks (`elements` of the sequence it names).
    static func loopElements(
        around index: Int, in lines: [String], elements: (String) -> Int
    ) -> Int {
        var factor = 1
        let loop = /^\s*for\s.+?\sin\s+(.+?)(\s+where\s.*)?\s*\x{7B}/  // `{`
        if let own = lines[index].firstMatch(of: loop) { factor *= elements(String(own.1)) }
        var depth = 0
        for line in lines[..<index].reversed() {
            depth += line.filter { $0 == "}" }.count - line.filter { $0 == "{" }.count
            guard depth < 0 else { continue }
            depth = 0
            if let outer = line.firstMatch(of: loop) { factor *= elements(String(outer.1)) }
        }
        return factor
    }

    /// The elements of a loop's sequence: an array literal's, `T.allCases`'s (the enum's
    /// cases), or those of an array literal the file gives the name (`var fields: … { [a, b] }`,
    /// `let fields = [a, b]`); 1 when it cannot tell.
    static func elements(
        of sequence: String, _ lines: [String], _ enumCases: (String) -> Int?
    ) -> Int {
        let sequence = sequence.replacingOccurrences(of: ".enumerated()", with: "")
            .trimmingCharacters(in: .whitespaces)
        if sequence.hasPrefix("[") { return literalElements(sequence) }
        if let type = sequence.firstMatch(of: /^(\w+)\.allCases$/)?.1 {
            return enumCases(String(type)) ?? cases(of: String(type), in: lines) ?? 1
        }
        guard sequence.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let start = lines.firstIndex(where: { line in
                ["var", "let"].contains { line.contains("\($0) \(sequence):") }
                    || ["var", "let"].contains { line.contains("\($0) \(sequence) =") }
            })
        else { return 1 }
        // The literal after `=`, or after the `{` of a computed property: not its type's `[`.
        let text = lines[start...].joined(separator: "\n")
        guard let value = text.firstIndex(where: { $0 == "=" || $0 == "{" }),
            let open = text[value...].firstIndex(of: "[")
        else { return 1 }
        return literalElements(String(text[open...]))
    }

    /// The elements of the array literal `text` opens with: its commas at its own depth, plus
    /// one, a trailing comma left out.
    static func literalElements(_ text: String) -> Int {
        var depth = 0
        var commas = 0
        var last: Character = "["
        for character in text {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return last == "," ? commas : commas + 1 }
            case "," where depth == 1: commas += 1
            default: break
            }
            if !character.isWhitespace { last = character }
        }
        return max(1, commas + 1)
    }

    /// The cases of the enum `type` declared in `lines`: each name a `case` line lists.
    static func cases(of type: String, in lines: [String]) -> Int? {
        guard let start = lines.firstIndex(where: { $0.contains("enum \(type)") }) else {
            return nil
        }
        var count = 0
        var depth = 0
        for (offset, line) in lines[start...].enumerated() {
            // On the declaration's own line, only what follows its brace.
            let text =
                offset == 0
                ? line.split(separator: "{", maxSplits: 1).dropFirst().first
                    ?? "" : Substring(line)
            let before = depth
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if offset == 0 || before == 1,
                let list = text.firstMatch(of: /^\s*case\s+([^}]+)/)?.1
            {
                count += list.split(separator: ",").count
            }
            if depth == 0, line.contains("}") { break }
        }
        return count
    }
}

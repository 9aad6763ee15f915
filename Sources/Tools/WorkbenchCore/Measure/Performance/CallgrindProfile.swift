/// A callgrind profile read for where its instructions went: each function's own cost (not what
/// it called), summed by the module the function belongs to.
///
/// The format is callgrind's: `ob=` names an object file and `fn=` a function, each perhaps by a
/// number given once (`fn=(12) name`, then `fn=(12)`); the lines of numbers under a function are
/// its costs, the last number being the instructions (`events: Ir`); a `calls=` line says that
/// the cost line after it is a call's whole cost, which belongs to the callee, not to the caller.
package enum CallgrindProfile {
    /// Instructions by module: a Swift function's module from its mangled name
    /// (`$s20FoundationEssentials…` → `FoundationEssentials`), the Swift runtime's entry points
    /// (`swift_retain`) as `Swift runtime`, any other function by its object file's name
    /// (`libc.so.6` → `libc`).
    package static func selfCostByModule(_ profile: String) -> [String: Int] {
        var objects: [String: String] = [:]
        var functions: [String: String] = [:]
        var object = ""
        var function = ""
        var skipNext = false
        var costs: [String: Int] = [:]
        for line in profile.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("ob=") {
                object = resolve(line.dropFirst(3), in: &objects)
            } else if line.hasPrefix("fn=") {
                function = resolve(line.dropFirst(3), in: &functions)
            } else if line.hasPrefix("cob=") {
                _ = resolve(line.dropFirst(4), in: &objects)
            } else if line.hasPrefix("cfn=") {
                _ = resolve(line.dropFirst(4), in: &functions)
            } else if line.hasPrefix("calls=") {
                skipNext = true
            } else if let first = line.first, first.isNumber || "+-*".contains(first) {
                defer { skipNext = false }
                guard !skipNext, let cost = line.split(separator: " ").last.flatMap({ Int($0) })
                else { continue }
                costs[module(of: function, object: object), default: 0] += cost
            }
        }
        return costs
    }

    /// A name given by number (`(12) name`, or `(12)` once given) or written out.
    static func resolve(_ text: Substring, in names: inout [String: String]) -> String {
        guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else {
            return String(text)
        }
        let id = String(text[text.index(after: text.startIndex)..<close])
        let name = text[text.index(after: close)...].drop { $0 == " " }
        if !name.isEmpty { names[id] = String(name) }
        return names[id] ?? id
    }

    /// The module a function belongs to, by its mangled name or its object file.
    static func module(of function: String, object: String) -> String {
        for prefix in ["$s", "$S"] where function.hasPrefix(prefix) {
            let rest = function.dropFirst(prefix.count)
            let digits = rest.prefix(while: \.isNumber)
            if let length = Int(digits) {
                return String(rest.dropFirst(digits.count).prefix(length))
            }
        }
        if function.hasPrefix("swift_") { return "Swift runtime" }
        let file = object.split(separator: "/").last.map(String.init) ?? object
        return String(file.prefix { $0 != "." })
    }

    /// One function's calls of another, summed over the profile: how many instructions they took
    /// with all they called.
    package struct Call: Equatable, Sendable {
        package var caller: String
        package var callee: String
        package var instructions: Int
    }

    /// Every caller and callee pair, with the inclusive cost of the calls (the cost line after
    /// each `calls=` line), in the order they first appear.
    package static func calls(_ profile: String) -> [Call] {
        var functions: [String: String] = [:]
        var (caller, callee) = ("", "")
        var inCall = false
        var calls: [Call] = []
        var index: [String: Int] = [:]
        for line in profile.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("fn=") {
                caller = resolve(line.dropFirst(3), in: &functions)
            } else if line.hasPrefix("cfn=") {
                callee = resolve(line.dropFirst(4), in: &functions)
            } else if line.hasPrefix("calls=") {
                inCall = true
            } else if inCall, let first = line.first, first.isNumber || "+-*".contains(first) {
                inCall = false
                guard let cost = line.split(separator: " ").last.flatMap({ Int($0) }) else {
                    continue
                }
                let pair = caller + "\u{0}" + callee
                if let at = index[pair] {
                    calls[at].instructions += cost
                } else {
                    index[pair] = calls.count
                    calls.append(Call(caller: caller, callee: callee, instructions: cost))
                }
            }
        }
        return calls
    }
}

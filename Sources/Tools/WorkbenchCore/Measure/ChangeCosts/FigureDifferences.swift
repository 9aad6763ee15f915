import Foundation

/// The figures in which two stored results differ, named by their path in the JSON a results
/// file keeps (`patterns[mvp].testsFailing`): how a check that measures again says which stored
/// figure a fresh measurement does not confirm.
package enum FigureDifferences {
    /// Each path at which `stored` and `measured` differ, with both values, sorted by path.
    /// Array elements that carry a `pattern` or `path` or `name` are named by it, others by
    /// their index. A result's top-level `key` is no figure, and is left out: its inputs are
    /// checked before anything is measured again, and its toolchain is recorded, not compared
    /// (`StoredKey`), so figures from another toolchain that agree are confirmed.
    package static func between<Value: Encodable>(stored: Value, measured: Value) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var old = try? JSONSerialization.jsonObject(with: encoder.encode(stored)),
            var new = try? JSONSerialization.jsonObject(with: encoder.encode(measured))
        else { return ["(the results could not be compared)"] }
        if var object = old as? [String: Any] { object["key"] = nil; old = object }
        if var object = new as? [String: Any] { object["key"] = nil; new = object }
        var found: [String] = []
        compare(old, new, at: "", into: &found)
        return found.sorted()
    }

    private static func compare(_ old: Any, _ new: Any, at path: String, into found: inout [String])
    {
        switch (old, new) {
        case (let old as [String: Any], let new as [String: Any]):
            for key in Set(old.keys).union(new.keys) {
                let place = path.isEmpty ? key : path + "." + key
                compare(old[key] ?? NSNull(), new[key] ?? NSNull(), at: place, into: &found)
            }
        case (let old as [Any], let new as [Any])
        where names(old) != nil && names(old) == names(new):
            for (index, pair) in zip(old, new).enumerated() {
                compare(
                    pair.0, pair.1, at: "\(path)[\(names(old)?[index] ?? "\(index)")]", into: &found
                )
            }
        default:
            let stored = text(old)
            let measured = text(new)
            if stored != measured {
                found.append("\(path): stored \(stored), measured \(measured)")
            }
        }
    }

    /// The names of an array's elements, when each is an object naming itself.
    private static func names(_ array: [Any]) -> [String]? {
        let names = array.compactMap { element -> String? in
            guard let object = element as? [String: Any] else { return nil }
            return (object["pattern"] ?? object["path"] ?? object["name"]) as? String
        }
        return names.count == array.count && !array.isEmpty ? names : nil
    }

    /// A value as JSON text, for a one-line message.
    private static func text(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "\(value)" }
        return String(text.dropFirst().dropLast())
    }
}

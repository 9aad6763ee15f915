import Foundation
import PatternCatalog

/// The declarations of one pattern module, as the compiler's index of one build records them:
/// where each is defined, the top-level type it belongs to, the role that type declares, and
/// which of the module's types use it. `ChangeTouches` reads a patch against two of them, the
/// unpatched build's and the patched one's.
package struct DeclarationIndex: Sendable {
    /// A definition: a type, an extension or a member, on a line of a file.
    struct Definition: Sendable {
        package var usr: String
        package var name: String
        package var kind: SymbolKind
        package var line: Int
    }

    /// Definitions per file (relative to the root), sorted by line.
    var definitions: [String: [Definition]] = [:]
    /// Member or nested type → its parent (a type or an extension).
    var parents: [String: String] = [:]
    /// Extension → the type it extends.
    var extended: [String: String] = [:]
    /// Every type of the module, by USR: its name and kind.
    var types: [String: (name: String, kind: SymbolKind)] = [:]
    /// Top-level type → the role it declares (`Role.View` → `.view`).
    var roles: [String: ArchitectureRole] = [:]
    /// Symbol → the module's top-level types whose code refers to it.
    var users: [String: Set<String>] = [:]

    /// The module's declarations in the store at `storePath`, from the files under
    /// `root/Sources/<module>/` that exist now.
    package init(storePath: String, root: String, module: String) throws {
        let index = try PackageIndex(root: root, storePath: storePath)
        var contents: [(file: String, occurrences: [IndexOccurrence])] = []
        let folder = "\(SourceLayout.patterns)/\(module)/"
        for record in try index.records(modules: [module], under: folder).records {
            contents.append((record.file, try index.occurrences(of: record)))
        }
        for (file, occurrences) in contents { learn(occurrences, file: file) }
        for (_, occurrences) in contents { collectUses(occurrences) }
        for (file, list) in definitions { definitions[file] = list.sorted { $0.line < $1.line } }
    }

    private mutating func learn(_ occurrences: [IndexOccurrence], file: String) {
        for occurrence in occurrences {
            let symbol = occurrence.symbol
            if occurrence.roles.contains(.definition), !symbol.properties.contains(.local),
                symbol.kind != .parameter, symbol.subkind.isAccessor == false
            {
                if symbol.kind.isType { types[symbol.usr] = (symbol.name, symbol.kind) }
                if let parent = occurrence.related(by: [.childOf, .accessorOf]).first {
                    parents[symbol.usr] = parent.usr
                }
                definitions[file, default: []].append(
                    Definition(
                        usr: symbol.usr, name: symbol.name, kind: symbol.kind,
                        line: occurrence.line))
            }
            for extensionSymbol in occurrence.related(by: .extendedBy) {
                extended[extensionSymbol.usr] = symbol.usr
            }
        }
    }

    private mutating func collectUses(_ occurrences: [IndexOccurrence]) {
        for occurrence in occurrences {
            if occurrence.symbol.usr.hasPrefix(IndexReader.roleMarkerPrefix) {
                for base in occurrence.related(by: .baseOf) {
                    if let type = topLevelType(of: base.usr) {
                        roles[type] = ArchitectureRole(declared: occurrence.symbol.name)
                    }
                }
                continue
            }
            guard occurrence.roles.contains(.reference) else { continue }
            for container in occurrence.related(by: [.containedBy, .baseOf]) {
                guard let user = topLevelType(of: container.usr) else { continue }
                users[occurrence.symbol.usr, default: []].insert(user)
            }
        }
    }

    /// The top-level type `usr` (a type, member, accessor or extension) belongs to.
    func topLevelType(of usr: String) -> String? {
        IndexReader.topLevelType(
            of: usr, isType: { types[$0] != nil }, up: { extended[$0] ?? parents[$0] })
    }

    /// The top-level type whose code holds `line` of `file`: the one the nearest definition at
    /// or above the line belongs to; for a line of attributes (`@MainActor`), the one the next
    /// definition below belongs to, which they qualify.
    func type(atLine line: Int, of file: String, attributes: Bool = false) -> String? {
        guard let list = definitions[file] else { return nil }
        let nearest =
            attributes
            ? list.first(where: { $0.line >= line }) : list.last(where: { $0.line <= line })
        return nearest.flatMap { topLevelType(of: $0.usr) }
    }

    /// The role `type` declares, if any.
    func role(of type: String) -> ArchitectureRole? {
        roles[type]
    }

    /// Whether the definition `usr` stands between roles: a protocol of the module or one of its
    /// requirements, or a declaration some type of another role than its own uses.
    func isInterface(_ usr: String) -> Bool {
        if isProtocolMember(usr) { return true }
        guard let owner = topLevelType(of: usr) else { return false }
        let own = role(of: owner)
        return (users[usr] ?? []).contains { $0 != owner && role(of: $0) != own }
    }

    /// Whether `usr` is a protocol or is declared inside one (a requirement).
    func isProtocolMember(_ usr: String) -> Bool {
        if types[usr]?.kind == .protocol { return true }
        var current = usr
        for _ in 0..<64 {
            guard let parent = extended[current] ?? parents[current] else { return false }
            if types[parent]?.kind == .protocol { return true }
            current = parent
        }
        return false
    }

    /// A readable name for the definition `usr`: `Owner.member`.
    func qualifiedName(of usr: String, module: String) -> String {
        var names: [String] = []
        var current: String? = usr
        for _ in 0..<64 {
            guard let symbol = current else { break }
            if let name = types[symbol]?.name ?? definitionName(symbol) {
                names.insert(name, at: 0)
            }
            current = extended[symbol] ?? parents[symbol]
        }
        return ([module] + names).joined(separator: ".")
    }

    private func definitionName(_ usr: String) -> String? {
        for list in definitions.values {
            if let found = list.first(where: { $0.usr == usr && $0.kind != .extension }) {
                return found.name
            }
        }
        return nil
    }
}

extension SymbolSubkind {
    /// Whether the symbol is a getter, setter or observer of a property (its own definition
    /// stands on the property's line).
    package var isAccessor: Bool {
        switch self {
        case .accessorGetter, .accessorSetter, .swiftAccessorWillSet, .swiftAccessorDidSet,
            .swiftAccessorAddressor, .swiftAccessorMutableAddressor, .swiftAccessorRead,
            .swiftAccessorModify, .swiftAccessorInit, .swiftAccessorBorrow, .swiftAccessorMutate:
            true
        default:
            false
        }
    }
}

/// What a production patch touches in its pattern, read against the index of the build before
/// the patch (`before`: the lines it removes) and after it (`after`: the lines it adds).
package struct ChangeTouches: Sendable {
    package var types: [TouchedType]
    package var interfaces: [String]

    /// Reads `patch` (a pattern's production patch, for `module`) against both indexes.
    package init(
        patch: UnifiedDiff, module: String, before: DeclarationIndex, after: DeclarationIndex
    ) {
        var added: [String: Int] = [:]  // top-level type USR → code lines added
        var removed: [String: Int] = [:]
        var names: [String: String] = [:]
        var roles: [String: ArchitectureRole] = [:]
        var interfaces: Set<String> = []
        for file in patch.files {
            var oldLine = 0
            var newLine = 0
            for hunk in file.hunks {
                oldLine = hunk.oldStart
                newLine = hunk.newStart
                if hunk.oldLines.isEmpty { oldLine += 1 }
                if hunk.newLines.isEmpty { newLine += 1 }
                for line in hunk.lines {
                    switch line {
                    case .context:
                        oldLine += 1
                        newLine += 1
                    case .removed(let text):
                        if let path = file.oldPath, SourceMeasures.isCode(text),
                            let type = before.type(
                                atLine: oldLine, of: path, attributes: Self.isAttributes(text))
                        {
                            removed[type, default: 0] += 1
                            names[type] = before.types[type]?.name
                            roles[type] = before.role(of: type)
                        }
                        oldLine += 1
                    case .added(let text):
                        if let path = file.newPath, SourceMeasures.isCode(text),
                            let type = after.type(
                                atLine: newLine, of: path, attributes: Self.isAttributes(text))
                        {
                            added[type, default: 0] += 1
                            names[type] = after.types[type]?.name
                            roles[type] = after.role(of: type)
                        }
                        newLine += 1
                    }
                }
            }
            interfaces.formUnion(
                Self.interfaces(in: file, module: module, before: before, after: after))
        }
        types = Set(added.keys).union(removed.keys).compactMap { usr in
            guard let name = names[usr] else { return nil }
            let change: TouchedType.Change =
                before.types[usr] == nil ? .added : after.types[usr] == nil ? .removed : .changed
            return TouchedType(
                name: name, role: roles[usr]?.rawValue ?? "none", change: change,
                added: added[usr] ?? 0,
                removed: removed[usr] ?? 0)
        }
        .sorted { $0.name < $1.name }
        self.interfaces = interfaces.sorted()
    }

    /// The class of change these touches make: none, local, non-local or architectural.
    package func changeClass(productionLines: Int) -> ChangeClass {
        if productionLines == 0 { return .none }
        if !interfaces.isEmpty { return .architectural }
        return types.count > 1 ? .nonLocal : .local
    }

    /// Whether a line holds only attributes (`@MainActor`, `@Observable`), which qualify the
    /// declaration below them.
    static func isAttributes(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("@") && !trimmed.contains(" func ") && !trimmed.contains(" var ")
            && !trimmed.contains(" let ") && !trimmed.contains("{")
            && !trimmed.contains(" class ") && !trimmed.contains(" struct ")
    }

    /// The declarations between roles whose lines `file` removes or adds, by qualified name; a
    /// member whose body alone changed on its line is not one.
    static func interfaces(
        in file: UnifiedDiff.FilePatch, module: String, before: DeclarationIndex,
        after: DeclarationIndex
    ) -> Set<String> {
        let removed = removedLines(file)
        let added = addedLines(file)
        let bodyOnly = bodyOnlyRewrites(
            file, before: before, after: after, removed: removed, added: added)
        var result: Set<String> = []
        for (index, path, lines) in [(before, file.oldPath, removed), (after, file.newPath, added)]
        {
            guard let path else { continue }
            for definition in index.definitions[path] ?? []
            where lines[definition.line] != nil && !bodyOnly.contains(definition.usr)
                && index.isInterface(definition.usr)
            {
                result.insert(index.qualifiedName(of: definition.usr, module: module))
            }
        }
        return result
    }

    /// The definitions whose line the patch rewrites with the same declaration: only the body
    /// of a one-line member changed (`var x: Int { 1 }` to `var x: Int { 2 }`), or only a
    /// property's initial value (`var x = "a"` to `var x = Self.a`), which no other role sees. A
    /// protocol's requirement is never one: its braces are its accessors. The definition is
    /// found again by its USR, which holds a property's type (`feedback : Swift.String`), so a
    /// property found again has its type unchanged, written out or not.
    static func bodyOnlyRewrites(
        _ file: UnifiedDiff.FilePatch, before: DeclarationIndex, after: DeclarationIndex,
        removed: [Int: String], added: [Int: String]
    ) -> Set<String> {
        guard let oldPath = file.oldPath, let newPath = file.newPath else { return [] }
        let newLines = Dictionary(
            (after.definitions[newPath] ?? []).map { ($0.usr, $0.line) },
            uniquingKeysWith: { first, _ in first })
        var result: Set<String> = []
        for definition in before.definitions[oldPath] ?? [] {
            guard let oldText = removed[definition.line],
                let newLine = newLines[definition.usr], let newText = added[newLine],
                !before.isProtocolMember(definition.usr),
                declarationHead(oldText, typeKnown: true)
                    == declarationHead(newText, typeKnown: true)
            else { continue }
            result.insert(definition.usr)
        }
        return result
    }

    /// A declaration line without its body: the text before the first `{` outside parentheses,
    /// brackets and string literals, or, for a property whose type is written out or otherwise
    /// known (`typeKnown`: the same USR holds the same type), before its initial value
    /// (`var x: Int = 1`); comments dropped, spaces collapsed.
    static func declarationHead(_ line: String, typeKnown: Bool = false) -> String {
        var text = line
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        var depth = 0
        var inString = false
        var previous: Character = " "
        var head = ""
        let isProperty = text.contains("var ") || text.contains("let ")
        // a `:` at depth 0 after `var` or `let`: the type is written out
        var typed = typeKnown && isProperty
        for character in text {
            if inString {
                if character == "\"", previous != "\\" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth == 0: return collapsed(head)
                case ":" where depth == 0 && isProperty: typed = true
                case "=" where depth == 0 && typed && previous == " ": return collapsed(head)
                default: break
                }
            }
            head.append(character)
            previous = character
        }
        return collapsed(head)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The old file's lines the patch removes, by line number.
    static func removedLines(_ file: UnifiedDiff.FilePatch) -> [Int: String] {
        lines(of: file, old: true)
    }

    /// The new file's lines the patch adds, by line number.
    static func addedLines(_ file: UnifiedDiff.FilePatch) -> [Int: String] {
        lines(of: file, old: false)
    }

    /// The removed lines in the old file (`old`), or the added lines in the new one, by line
    /// number.
    private static func lines(of file: UnifiedDiff.FilePatch, old: Bool) -> [Int: String] {
        var result: [Int: String] = [:]
        for hunk in file.hunks {
            let side = old ? hunk.oldLines : hunk.newLines
            let start = old ? hunk.oldStart : hunk.newStart
            var line = side.isEmpty ? start + 1 : start
            for entry in hunk.lines {
                switch entry {
                case .context:
                    line += 1
                case .removed(let text) where old, .added(let text) where !old:
                    result[line] = text
                    line += 1
                case .removed, .added:
                    break
                }
            }
        }
        return result
    }
}

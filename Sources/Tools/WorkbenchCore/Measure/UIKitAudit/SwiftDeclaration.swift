/// A member's Swift declaration, reduced to what the UIKit audit compares: its kind, name,
/// argument labels, parameter types, and result (a function's result, a property's type).
///
/// Parsed from the text Swift writes, the way Apple's documentation gives a declaration or a
/// symbol graph's declaration fragments spell it: `func cellForRow(at indexPath: IndexPath) ->
/// UITableViewCell?`, `var text: String? { get set }`, `init?(named name: String)`, `case
/// touchUpInside`, `class UITableView : UIScrollView`. Attributes, modifiers, default values,
/// generic clauses, `async`, `throws` and accessor blocks are left out. Types are kept as
/// written, each run of spaces made one; `UIKitTypeName` compares them.
package struct SwiftDeclaration: Hashable, Sendable {
    /// What is declared.
    package enum Kind: String, Hashable, Sendable {
        case function, initializer, property, enumCase, type
    }

    /// What is declared.
    package var kind: Kind
    /// The base name: `dequeueReusableCell`, `init`, `text`, `touchUpInside`, `UITableView`.
    package var name: String
    /// The argument labels, nil for `_`; empty for properties and types.
    package var labels: [String?]
    /// The parameters' types, as written.
    package var parameterTypes: [String]
    /// A function's result (nil for none or `Void`), a property's type, or the type an alias
    /// names.
    package var result: String?
    /// Whether an initializer is failable (`init?`, `init!`).
    package var isFailable: Bool
    /// What a type inherits from or conforms to, as written (`UIScrollView`).
    package var inherited: [String]

    /// A declaration from its parts.
    package init(
        kind: Kind, name: String, labels: [String?] = [], parameterTypes: [String] = [],
        result: String? = nil, isFailable: Bool = false, inherited: [String] = []
    ) {
        self.kind = kind
        self.name = name
        self.labels = labels
        self.parameterTypes = parameterTypes
        self.result = result
        self.isFailable = isFailable
        self.inherited = inherited
    }

    /// The name with its labels, as Swift names a member: `dequeueReusableCell(withIdentifier:
    /// for:)`, `init(frame:)`, `text`.
    package var fullName: String {
        guard kind == .function || kind == .initializer else { return name }
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Parses one declaration; nil when it is none this audit knows (a subscript, an
    /// operator).
    package init?(parsing text: String) {
        var scanner = DeclarationScanner(text)
        scanner.skipAttributesAndModifiers()
        guard let keyword = scanner.word() else { return nil }
        switch keyword {
        case "func": self.init(function: &scanner)
        case "init": self.init(initializer: &scanner)
        case "var", "let": self.init(property: &scanner)
        case "case": self.init(enumCase: &scanner)
        case "class", "struct", "enum", "protocol", "actor": self.init(type: &scanner)
        case "typealias": self.init(alias: &scanner)
        default: return nil
        }
    }

    private init?(function scanner: inout DeclarationScanner) {
        guard let name = scanner.word(), name.first?.isLetter == true || name.first == "_" else {
            return nil
        }
        scanner.skipGenericClause()
        guard let parameters = scanner.parameters() else { return nil }
        self.init(
            kind: .function, name: name, labels: parameters.map(\.label),
            parameterTypes: parameters.map(\.type), result: scanner.functionResult())
    }

    private init?(initializer scanner: inout DeclarationScanner) {
        let isFailable = scanner.take("?") || scanner.take("!")
        scanner.skipGenericClause()
        guard let parameters = scanner.parameters() else { return nil }
        self.init(
            kind: .initializer, name: "init", labels: parameters.map(\.label),
            parameterTypes: parameters.map(\.type), isFailable: isFailable)
    }

    private init?(property scanner: inout DeclarationScanner) {
        guard let name = scanner.word(), scanner.take(":") else { return nil }
        self.init(kind: .property, name: name, result: scanner.propertyType())
    }

    private init?(enumCase scanner: inout DeclarationScanner) {
        guard let name = scanner.word() else { return nil }
        let parameters = scanner.peek("(") ? scanner.parameters(unlabelled: true) ?? [] : []
        self.init(
            kind: .enumCase, name: name, labels: parameters.map(\.label),
            parameterTypes: parameters.map(\.type))
    }

    private init?(type scanner: inout DeclarationScanner) {
        guard let name = scanner.word() else { return nil }
        scanner.skipGenericClause()
        self.init(kind: .type, name: name, inherited: scanner.inheritance())
    }

    private init?(alias scanner: inout DeclarationScanner) {
        guard let name = scanner.word() else { return nil }
        scanner.skipGenericClause()
        guard scanner.take("=") else { return nil }
        self.init(kind: .type, name: name, result: scanner.propertyType())
    }
}

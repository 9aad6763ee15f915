import PatternCatalog

/// One planted change to a pattern's presentation logic, of the kinds mutation testing tools
/// (PIT, Stryker, muter) plant: a condition negated, a comparison's boundary moved, a literal
/// swapped, a statement deleted. A suite that notices the change *kills* the mutant.
public struct Mutant: Sendable, Codable, Equatable {
    /// The kinds of change.
    public enum Operator: String, Sendable, Codable, CaseIterable {
        /// `if x {` → `if !(x) {`, and so for `guard` and `while`; `==` ↔ `!=`.
        case negateCondition = "negated condition"
        /// `<` ↔ `<=`, `>` ↔ `>=`.
        case shiftBoundary = "boundary shift"
        /// `true` ↔ `false`, `0` → `1`, `n` → `0`, `"text"` → `""`.
        case swapLiteral = "swapped literal"
        /// A statement that calls or assigns, left out.
        case deleteStatement = "deleted statement"
    }

    /// Its number, unique across every pattern: numbered from its pattern's
    /// `firstID(of:)`, so that measuring one pattern's mutants again renumbers no other's.
    public var id: Int
    /// The pattern module it is planted in.
    public var module: String
    /// The file, relative to the package root.
    public var file: String
    /// The line (1-based) and the column (1-based, in characters).
    public var line: Int
    public var column: Int
    public var kind: Operator
    /// The code it replaces, and what it is replaced with, as a reader would write them.
    public var original: String
    public var mutated: String

    public init(
        id: Int, module: String, file: String, line: Int, column: Int, kind: Operator,
        original: String, mutated: String
    ) {
        self.id = id
        self.module = module
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.original = original
        self.mutated = mutated
    }

    /// The first number of `pattern`'s mutants: 10,000 per place in the catalog (MVC's from
    /// 10,001, the variant's from 20,001, …), so a pattern added at the end of the catalog
    /// leaves every other's numbers alone.
    public static func firstID(of pattern: PatternDescriptor) -> Int {
        ((PatternDescriptor.all.firstIndex(of: pattern) ?? 0) + 1) * 10_000 + 1
    }

    /// `file:line:column: kind: original → mutated`, as a report lists a survivor.
    public var description: String {
        "\(file):\(line):\(column): \(kind.rawValue): `\(original)` → `\(mutated)`"
    }
}

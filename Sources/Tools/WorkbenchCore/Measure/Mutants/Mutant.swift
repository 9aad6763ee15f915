import PatternCatalog

/// One planted change to a pattern's presentation logic, of the kinds mutation testing tools
/// (PIT, Stryker, muter) plant: a condition negated, a comparison's boundary moved, a literal
/// swapped, a statement deleted. A suite that notices the change *kills* the mutant.
package struct Mutant: Sendable, Codable, Equatable {
    /// The kinds of change.
    package enum Operator: String, Sendable, Codable, CaseIterable {
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
    package var id: Int
    /// The pattern module it is planted in.
    package var module: String
    /// The file, relative to the package root.
    package var file: String
    /// The declaration it sits in, as `Type.member` (`ShopListViewModel.select`), and its place
    /// among that declaration's mutants in the file, from 1: what identifies it in a stored
    /// file, since neither moves when a comment or blank line is added above it.
    package var declaration: String
    package var place: Int
    /// The line (1-based) and the column (1-based, in characters), as read from the file today:
    /// a stored file does not keep them (`MutationResults.located(root:)` reads them again).
    package var line: Int
    package var column: Int
    package var kind: Operator
    /// The code it replaces, and what it is replaced with, as a reader would write them.
    package var original: String
    package var mutated: String

    package init(
        id: Int, module: String, file: String, declaration: String, place: Int, line: Int,
        column: Int, kind: Operator, original: String, mutated: String
    ) {
        self.id = id
        self.module = module
        self.file = file
        self.declaration = declaration
        self.place = place
        self.line = line
        self.column = column
        self.kind = kind
        self.original = original
        self.mutated = mutated
    }

    /// What a stored file keeps: not the line and column, which a comment above would move.
    enum CodingKeys: String, CodingKey {
        case id, module, file, declaration, place, kind, original, mutated
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            module: try container.decode(String.self, forKey: .module),
            file: try container.decode(String.self, forKey: .file),
            declaration: try container.decode(String.self, forKey: .declaration),
            place: try container.decode(Int.self, forKey: .place), line: 0, column: 0,
            kind: try container.decode(Operator.self, forKey: .kind),
            original: try container.decode(String.self, forKey: .original),
            mutated: try container.decode(String.self, forKey: .mutated))
    }

    /// Whether `other` is this mutant: the same file, declaration, place and change.
    package func isSame(as other: Mutant) -> Bool {
        (file, declaration, place, kind, original, mutated)
            == (
                other.file, other.declaration, other.place, other.kind, other.original,
                other.mutated
            )
    }

    /// The first number of `pattern`'s mutants: 10,000 per place in the catalog (MVC's from
    /// 10,001, the variant's from 20,001, …), so a pattern added at the end of the catalog
    /// leaves every other's numbers alone.
    package static func firstID(of pattern: PatternDescriptor) -> Int {
        ((PatternDescriptor.all.firstIndex(of: pattern) ?? 0) + 1) * 10_000 + 1
    }

    /// `file:line:column: kind: original → mutated`, as a report lists a survivor (`file:
    /// declaration #place: …` before it is located).
    package var description: String {
        let place = line > 0 ? "\(line):\(column)" : "\(declaration) #\(self.place)"
        return "\(file):\(place): \(kind.rawValue): `\(original)` → `\(mutated)`"
    }
}

/// Where a mutant goes in its file, and how the schema switches it: a token replaced by code that
/// chooses between the original and the change, or a piece of a line wrapped in such code.
package struct MutationSite: Sendable, Equatable {
    /// How the site's characters change in the schema.
    package enum Edit: Sendable, Equatable {
        /// The characters are replaced by this code.
        case replace(String)
        /// The characters are kept, with this code before and after them.
        case wrap(prefix: String, suffix: String)
    }

    package var mutant: Mutant
    /// The line (0-based) and the characters of it the edit covers.
    package var line: Int
    package var range: Range<Int>
    package var edit: Edit

    package init(mutant: Mutant, line: Int, range: Range<Int>, edit: Edit) {
        self.mutant = mutant
        self.line = line
        self.range = range
        self.edit = edit
    }
}

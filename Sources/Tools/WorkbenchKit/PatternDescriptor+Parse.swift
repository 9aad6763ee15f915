import Harness
import PatternCatalog

extension PatternDescriptor {
    /// The pattern a command line names, in any case: by its executable's name (`mvc-variant`)
    /// or its target's (`MVCVariant`).
    static func parse(_ name: String) throws(UsageError) -> PatternDescriptor {
        guard let pattern = PatternDescriptor.named(name) else {
            throw UsageError("unknown pattern '\(name)'; use \(PatternDescriptor.commandList)")
        }
        return pattern
    }
}

import Harness
import Model
import PatternCatalog

/// What is being measured: the baseline or a pattern.
package enum Contender: Hashable, Sendable {
    case baseline
    case pattern(PatternDescriptor)

    package static let all: [Contender] = [.baseline] + PatternDescriptor.all.map(Contender.pattern)

    package init?(name: String) {
        if name == "baseline" {
            self = .baseline
        } else if let pattern = PatternDescriptor.named(name) {
            self = .pattern(pattern)
        } else {
            return nil
        }
    }

    package var name: String {
        switch self {
        case .baseline: "baseline"
        case .pattern(let pattern): pattern.command
        }
    }

    package var displayName: String {
        switch self {
        case .baseline: "no architecture"
        case .pattern(let pattern): pattern.name
        }
    }

    @MainActor
    package func makeScreen(catalog: Catalog, rows: Int) async -> any BenchScreen {
        switch self {
        case .baseline:
            return BaselineBenchScreen(catalog: catalog, rows: rows)
        case .pattern(let pattern):
            let session = Session(
                pattern: pattern, catalogService: BuiltInCatalogService(catalog: catalog),
                visibleRows: rows)
            await session.settle()
            return session
        }
    }
}

/// A built-in, deterministic index of a few hundred repositories, for the search screen to run
/// without a network: every run, on every machine, finds the same repositories in the same
/// order.
///
/// **Matching rule:** a repository matches when every word of the query (split at spaces)
/// occurs in its full name or its description, ignoring case. Results are ordered by stars,
/// most first, then by full name; at most `limit` are returned. A query of only spaces matches
/// nothing.
public struct LocalRepositoryIndex: RepositorySearchService {
    public let repositories: [Repository]
    public let limit: Int

    public init(repositories: [Repository] = LocalRepositoryIndex.builtIn, limit: Int = 50) {
        self.repositories = repositories
        self.limit = limit
    }

    public func search(_ query: String) async throws -> [Repository] {
        matches(query)
    }

    /// The matching rule, synchronously.
    public func matches(_ query: String) -> [Repository] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        let found = repositories.filter { repository in
            let text = (repository.fullName + " " + repository.summary).lowercased()
            return words.allSatisfy(text.contains)
        }
        return Array(
            found.sorted {
                ($0.stars, $1.fullName) > ($1.stars, $0.fullName)
            }.prefix(limit))
    }

    /// Owners × projects, with stars and descriptions made from their positions: 360
    /// repositories, Chinese and emoji names among them.
    public static let builtIn: [Repository] = {
        let owners = [
            "apple", "swiftlang", "pointfreeco", "vapor", "alibaba", "tencent", "腾讯", "🍎labs",
            "kickstarter", "objcio", "ReactiveX", "realm",
        ]
        let projects = [
            ("swift", "the Swift language and its tools"),
            ("swift-format", "formatting Swift source"),
            ("swift-collections", "data structures for Swift"),
            ("mvvm-kit", "binding views to view models"),
            ("mvp-demo", "presenters behind view protocols"),
            ("mvc-sample", "a controller per screen"),
            ("router", "navigation between screens"),
            ("network", "HTTP requests with retries"),
            ("cache", "memory and disk caching"),
            ("json", "JSON encoding and decoding"),
            ("image-loader", "images downloaded and cached"),
            ("logger", "structured logging"),
            ("测试工具", "测试 tools for Chinese projects"),
            ("界面组件", "UI components, 中文 documentation"),
            ("🚀rocket", "fast starts 🚀"),
            ("emoji-kit", "emoji 😀 search and rendering"),
            ("search", "search as you type, debounced"),
            ("debounce", "waiting for a pause in input"),
            ("observation", "observable state without KVO"),
            ("kvo-demo", "key-value observing in Objective-C"),
            ("reactive", "streams of values over time"),
            ("table-kit", "table views with reusable cells"),
            ("form-kit", "forms with live validation"),
            ("date-kit", "calendar dates without time zones"),
            ("a-very-long-repository-name-that-never-fits", "names longer than any row"),
            ("architecture", "MVC, MVP, MVVM compared"),
            ("testing", "test doubles and manual clocks"),
            ("clock", "clocks you can advance by hand"),
            ("workbench", "the same screens four ways"),
            ("docs", "documentation"),
        ]
        var repositories: [Repository] = []
        for (ownerIndex, owner) in owners.enumerated() {
            for (projectIndex, project) in projects.enumerated() {
                let seed = (ownerIndex * 7_919 + projectIndex * 104_729) % 99_991
                let stars = seed * seed % 250_000 / (1 + (ownerIndex + projectIndex) % 9)
                repositories.append(
                    Repository(
                        fullName: "\(owner)/\(project.0)", stars: stars, summary: project.1))
            }
        }
        return repositories
    }()
}

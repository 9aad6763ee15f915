import Observation
import Roles

/// What the search's view knows of its view model: seed 002's `SearchViewModelType`, a `query`
/// in and `results` out. The seed adds a `delegate` the view model tells when the results
/// change; here the view model is `Observable` instead, and the view is told through the
/// binding in its `updateProperties()`, as every view of this target is.
///
/// The view holds its view model through this protocol, so it knows the inputs and outputs and
/// nothing of how a search is made; the view model's tests need no view at all.
@MainActor
public protocol SearchViewModelType: AnyObject, Observable, Role.ViewModel {
    /// The query as the user typed it; the view sets it after every edit.
    var query: String { get set }
    /// The results of the newest search, ready to show.
    var results: [SearchResult] { get }
    /// The status line under the query.
    var status: String { get }
    /// The result to highlight.
    var selectedRow: Int? { get }
    /// The line under the results.
    var detail: String { get }

    /// Call when the view has loaded.
    func viewDidLoad()
    /// Call when the result in `row` is selected.
    func resultSelected(at row: Int)
}

/// One search result as the screen shows it: the repository's name and its stars, formatted
/// (the seed's `SearchResult`). Part of the view model's outputs.
public struct SearchResult: Equatable, Sendable, Role.ViewModel {
    public let name: String
    public let stars: String

    public init(name: String, stars: String) {
        self.name = name
        self.stars = stars
    }
}

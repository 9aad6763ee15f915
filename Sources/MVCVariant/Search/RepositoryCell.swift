import Model
import Roles
import TextUI

/// **View:** a cell that is handed a `Repository` and shows it itself, formatting its stars.
/// It depends on the model: it cannot show anything that is not a `Repository`.
final class RepositoryCell: TableViewCell, Role.View {
    static let reuseIdentifier = "repository"

    /// The repository this cell shows.
    var repository: Repository? {
        didSet {
            textLabel.text = repository?.fullName
            detailTextLabel.text = repository.map { StarFormatter.string($0.stars) }
        }
    }
}

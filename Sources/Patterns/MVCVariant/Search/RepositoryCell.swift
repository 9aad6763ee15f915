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
            var content = ListContentConfiguration.valueCell()
            content.text = repository?.fullName
            content.secondaryText = repository.map { StarFormatter.string($0.stars) }
            contentConfiguration = content
        }
    }
}

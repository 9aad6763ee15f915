import Roles
import TextUI

/// **View:** one result of the search, showing a row of the state as it is given.
final class RepositoryCell: TableViewCell, Role.View {
    static let reuseIdentifier = "repository"

    func show(_ row: SearchFeature.Row) {
        var content = ListContentConfiguration.valueCell()
        content.text = row.name
        content.secondaryText = row.stars
        contentConfiguration = content
    }
}

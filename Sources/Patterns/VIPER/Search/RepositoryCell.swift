import Roles
import TextUI

/// **View:** a passive row. The presenter fills it through `RepositoryRowView` with ready-made
/// strings; it never sees a `Repository`.
final class RepositoryCell: TableViewCell, RepositoryRowView, Role.View {
    static let reuseIdentifier = "repository"

    func set(name: String, stars: String) {
        var content = ListContentConfiguration.valueCell()
        content.text = name
        content.secondaryText = stars
        contentConfiguration = content
    }
}

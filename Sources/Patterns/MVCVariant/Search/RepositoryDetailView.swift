import Model
import Roles
import TextUI

/// **View:** the line under the results. Handed the selected `Repository`, it shows its
/// description; with none, it invites a tap.
final class RepositoryDetailView: View, Role.View {
    let label = Label()  // assigned only here (internal, as an outlet is, so tests reach it)

    /// The selected repository.
    var repository: Repository? {
        didSet { update() }
    }

    init() {
        super.init(frame: .zero)
        label.textColor = .secondaryLabel
        addSubview(label)
        update()
    }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
    }

    private func update() {
        label.text = repository?.summary ?? "Tap a result to see its description."
    }
}

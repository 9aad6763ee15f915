import Model
import Roles
import TextUI

/// Hears about taps on an `AppView`.
@MainActor
protocol AppViewDelegate: AnyObject, Role.View {
    func appViewDidTap(_ appView: AppView)
}

/// **View:** the seed's `MYAppView`. Set `app` and it fills its own icon and name subviews; set
/// `tapCount` and it shows the feedback. Taps leave through `delegate`.
final class AppView: View, Role.View {
    weak var delegate: AppViewDelegate?

    /// The app to show (the seed's `appView.app = model`).
    var app: AppInfo? {
        didSet { update() }
    }

    /// How often the card was tapped.
    var tapCount = 0 {
        didSet { update() }
    }

    // Its own subviews, which only it assigns (internal, as outlets are, so tests reach them).
    let iconView = ImageView(image: nil)
    let nameLabel = Label()
    let feedbackLabel = Label()

    init() {
        super.init(frame: .zero)
        nameLabel.textAlignment = .center
        feedbackLabel.textAlignment = .center
        feedbackLabel.textColor = .secondaryLabel
        for subview in [iconView, nameLabel, feedbackLabel] { addSubview(subview) }
        addGestureRecognizer(TapGestureRecognizer { [weak self] in self?.tapped() })
        update()
    }

    override func heightThatFits(width: Int) -> Int { 5 }

    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.frame = Rect(x: 0, y: 0, width: frame.width, height: 3)
        nameLabel.frame = Rect(x: 0, y: 3, width: frame.width, height: 1)
        feedbackLabel.frame = Rect(x: 0, y: 4, width: frame.width, height: 1)
    }

    private func tapped() {
        delegate?.appViewDidTap(self)
    }

    private func update() {
        iconView.image = app.flatMap { Image(named: $0.imageName) }
        nameLabel.text = app?.name ?? "No app loaded"
        feedbackLabel.text =
            tapCount == 0 ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))"
    }
}

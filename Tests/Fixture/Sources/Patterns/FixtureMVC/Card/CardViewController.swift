import Roles
import TextUI

/// The card in MVC: the controller counts taps and writes the label itself.
public final class CardViewController: ViewController, Role.Controller {
    let label = Label()
    var taps = 0

    public override func loadView() {
        view = label
    }

    func tapped() {
        taps += 1
        label.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
    }
}

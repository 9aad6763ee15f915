@testable import FixtureMVC

/// A test helper that extends the controller, as Tests/MVCTests does: it is the tests' code,
/// never the pattern's.
extension CardViewController {
    func tapTwice() {
        tapped()
        tapped()
    }
}

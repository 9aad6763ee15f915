import FixtureMVC

/// A test helper that extends the controller, as Tests/MVCTests does: it is the tests' code,
/// never the pattern's. (A plain import, so that a release build of the package builds it.)
extension CardViewController {
    func loadTwice() {
        loadView()
        loadView()
    }
}

import Observation
import Testing

@testable import TextUI

/// Observable state for the tests: what a view model would publish.
@MainActor
@Observable
final class Greeting {
    var text = "Hello"
    var rows = ["a", "b", "c"]
}

/// A screen that copies `Greeting.text` into a label in `updateProperties()` and counts its runs.
@MainActor
final class GreetingViewController: ViewController {
    let greeting: Greeting
    let label = Label()
    private(set) var updates = 0

    init(greeting: Greeting) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
    }

    override func loadView() {
        view = StackView(arrangedSubviews: [label])
    }

    override func updateProperties() {
        updates += 1
        label.text = greeting.text
    }
}

/// A data source that reads its rows from `Greeting.rows`, observable state.
@MainActor
final class GreetingRows: TableViewDataSource {
    let greeting: Greeting
    init(greeting: Greeting) { self.greeting = greeting }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        greeting.rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = indexPath.row
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .value1, reuseIdentifier: "row")
        cell.textLabel?.text = greeting.rows[row]
        return cell
    }
}

/// The toolkit's update cycle: changes mark, the pass before a frame does the work once.
@MainActor
@Suite struct RenderLoopTests {
    @Test func reloadsAreDeferredToTheLayoutPassAndAskTheDataSourceOnce() {
        let source = ListDataSource(count: 20)
        let table = TableView(visibleRowCount: 5)
        table.dataSource = source
        let window = Window(width: 24)
        let controller = ViewController()
        controller.view = table
        window.rootViewController = controller
        _ = window.render()
        let (counts, cells) = (source.countQueries, source.cellQueries)

        for _ in 0..<1_000 { table.reloadData() }
        #expect(source.countQueries == counts, "reloadData() only marks the table")
        _ = window.render()

        #expect(source.countQueries == counts + 1)
        #expect(source.cellQueries == cells + 5)
    }

    /// The window tells a table how many rows to show, as UIKit's layout gives a table its
    /// bounds: the table's owner says nothing of it, and the same rows told again in a later
    /// layout reload nothing.
    @Test func theWindowTellsEachTableItsRowsOnce() {
        let source = ListDataSource(count: 20)
        let table = TableView(frame: .zero, style: .plain)
        table.dataSource = source
        let window = Window(width: 24, visibleTableRows: 3)
        let controller = ViewController()
        controller.view = table
        window.rootViewController = controller
        _ = window.render()
        #expect(table.visibleRowCount == 3)
        #expect(table.positionText == "rows 1–3 of 20")
        let (counts, cells) = (source.countQueries, source.cellQueries)

        table.setNeedsLayout()  // laid out again: told its rows again
        _ = window.render()

        #expect(source.countQueries == counts, "the same rows again reload nothing")
        #expect(source.cellQueries == cells)
    }

    @Test func cellForRowAnswersFromTheLastLayout() {
        let source = ListDataSource(rows: [("Tea", "1"), ("Rice", "2")])
        let table = TableView(visibleRowCount: 5)
        table.dataSource = source
        table.layoutIfNeeded()
        source.rows[0] = ("Coffee", "3")

        table.reloadData()
        let before = table.cellForRow(at: 0)?.textLabel?.text
        table.layoutIfNeeded()

        #expect(before == "Tea")
        #expect(table.cellForRow(at: 0)?.textLabel?.text == "Coffee")
    }

    @Test func updatePropertiesRunsInThePassAfterAnObservedChangeWithNoHop() {
        let greeting = Greeting()
        let controller = GreetingViewController(greeting: greeting)
        let window = Window(width: 10)
        window.rootViewController = controller
        #expect(window.render() == "Hello")

        greeting.text = "Bonjour"
        greeting.text = "Hola"
        let labelBeforeThePass = controller.label.text

        #expect(labelBeforeThePass == "Hello", "a change only marks the view controller")
        #expect(window.render() == "Hola", "the very next frame shows it: no turn of the actor")
        #expect(controller.updates == 2, "one run per pass, however many changes came before")
        #expect(window.render() == "Hola")
        #expect(controller.updates == 2, "nothing changed, nothing runs")
    }

    @Test func aTableAsksItsDataSourceOnlyWhenReloadedNeverBecauseOfWhatItRead() {
        let greeting = Greeting()
        let source = GreetingRows(greeting: greeting)
        let table = TableView(visibleRowCount: 5)
        table.dataSource = source
        table.layoutIfNeeded()

        greeting.rows[1] = "B"
        greeting.rows.append("d")
        table.layoutIfNeeded()

        #expect(
            table.numberOfRows(inSection: 0) == 3, "the data source is not tracked, as in UIKit")
        #expect(table.cellForRow(at: 1)?.textLabel?.text == "b")

        table.reloadData()
        table.layoutIfNeeded()

        #expect(table.numberOfRows(inSection: 0) == 4, "a reload asks again")
        #expect(table.cellForRow(at: 1)?.textLabel?.text == "B")
    }

    /// A run that replaces a tracking before it fired drops its handler (it never marks the
    /// view again) and cancels it through the owner's token, so Observation lets it go at once.
    /// The owner's first run read no token: it stays registered until what it read changes
    /// (ObservationTracking's doc comment).
    @Test func aReplacedTrackingIsCancelledOnceItsOwnerHasReadState() {
        let greeting = Greeting()
        let view = SwitchingView(greeting: greeting)
        view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        view.layoutIfNeeded()
        weak let first = Self.layoutTracking(of: view)
        view.readsRows = true  // the next layout reads the rows, not the text
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        #expect(first != nil, "the first run, which read no token, is still registered")
        weak let second = Self.layoutTracking(of: view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
        #expect(second == nil, "the token cancelled the second run, and Observation let it go")
        greeting.text = "changed"
        #expect(first == nil, "the change fires the first run, and Observation lets it go")
        view.layoutIfNeeded()
        #expect(view.layouts == 3, "the replaced runs' changes did not mark the view")
        greeting.rows.append("d")
        view.layoutIfNeeded()
        #expect(view.layouts == 4, "the newest tracking's change did")
    }

    /// The tracking of a view's last layout.
    static func layoutTracking(of view: View) -> ObservationTracking? {
        let runs =
            Mirror(reflecting: view).superclassMirror?.children
            .first { $0.label == "layoutTracking" }?.value as? TrackedRuns
        return runs?.tracking
    }

    @Test func aTrackingLivesOnlyAsLongAsWhatItObserves() {
        weak var tracking: AnyObject?
        weak var freedController: GreetingViewController?
        let survivor = Greeting()
        do {
            let controller = GreetingViewController(greeting: survivor)
            controller.view.layoutIfNeeded()
            freedController = controller
            tracking =
                (Mirror(reflecting: controller).superclassMirror?.children
                .first { $0.label == "propertiesTracking" }?.value as? TrackedRuns)?.tracking
        }
        #expect(freedController == nil)
        #expect(tracking != nil, "an observable that outlives the screen still holds its tracking")
        survivor.text = "changed"
        #expect(tracking == nil, "the change fires the tracking once, and it is gone")
    }
}

/// A view whose layout reads the greeting's text, or its rows once `readsRows` is set.
@MainActor
final class SwitchingView: View {
    let greeting: Greeting
    var readsRows = false
    private(set) var layouts = 0

    init(greeting: Greeting) {
        self.greeting = greeting
        super.init(frame: .zero)
    }

    override func layoutSubviews() {
        layouts += 1
        _ = readsRows ? greeting.rows.count : greeting.text.count
    }
}

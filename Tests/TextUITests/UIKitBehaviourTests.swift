import Observation
import Testing

@testable import TextUI

/// A view that lays itself out from observable state, as a UIKit view on iOS 26 may.
@MainActor
final class GreetingView: View {
    let greeting: Greeting
    let label = Label()
    private(set) var layouts = 0

    init(greeting: Greeting) {
        self.greeting = greeting
        super.init(frame: .zero)
        addSubview(label)
    }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func layoutSubviews() {
        layouts += 1
        label.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        label.text = greeting.text
    }
}

/// A cell that configures itself from observable state and its own state.
@MainActor
final class GreetingCell: TableViewCell {
    var greeting: Greeting?
    private(set) var configurations = 0

    override func updateConfiguration(using state: CellConfigurationState) {
        configurations += 1
        textLabel?.text = (state.isSelected ? "> " : "") + (greeting?.text ?? "")
    }
}

/// A data source of greeting cells, registered and dequeued as in UIKit.
@MainActor
final class GreetingCells: TableViewDataSource {
    let greeting: Greeting
    init(greeting: Greeting) { self.greeting = greeting }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = indexPath.row
        let cell = tableView.dequeueReusableCell(
            withIdentifier: "greeting", for: IndexPath(row: row, section: 0))
        (cell as? GreetingCell)?.greeting = greeting
        return cell
    }
}

/// A cell that shows the number its data source hands it, in its configuration.
@MainActor
final class NumberedCell: TableViewCell {
    var number = 0 {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        textLabel?.text = "row \(number)"
    }
}

/// Hands each cell its row's number, counting the cells the table had to make.
@MainActor
final class NumberedCells: TableViewDataSource {
    let count: Int
    private(set) var cellsMade = 0
    private var seen: Set<ObjectIdentifier> = []
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = indexPath.row
        let cell = tableView.dequeueReusableCell(
            withIdentifier: "numbered", for: IndexPath(row: row, section: 0))
        if seen.insert(ObjectIdentifier(cell)).inserted { cellsMade += 1 }
        (cell as? NumberedCell)?.number = row
        return cell
    }
}

/// A screen that records its appearance calls.
@MainActor
final class AppearanceRecorder: ViewController {
    let name: String
    var log: [String]

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        tabBarItem.title = name
        tabBarItem.accessibilityIdentifier = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name) did load")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) will appear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) did appear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) will disappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) did disappear")
    }
}

/// What the toolkit does as UIKit does, where a reader could copy it.
@MainActor
@Suite struct UIKitBehaviourTests {
    @Test func layoutIsTrackedLikeUpdateProperties() {
        let greeting = Greeting()
        let view = GreetingView(greeting: greeting)
        view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        view.layoutIfNeeded()
        #expect(view.label.text == "Hello")

        greeting.text = "Hola"
        #expect(view.needsLayout, "a change to what layout read marks the view for layout")
        view.layoutIfNeeded()
        #expect(view.label.text == "Hola")
        #expect(view.layouts == 2)
    }

    @Test func aTrackedMethodThatReadsNothingObservableArmsNothing() {
        func layoutTracking(of view: View) -> Any? {
            var mirror: Mirror? = Mirror(reflecting: view)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == "layoutTracking" }) {
                    return (child.value as? TrackedRuns)?.tracking
                }
                mirror = current.superclassMirror
            }
            return nil
        }
        let label = Label("plain")
        label.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        label.layoutIfNeeded()
        let bound = GreetingView(greeting: Greeting())
        bound.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        bound.layoutIfNeeded()

        #expect(layoutTracking(of: label) == nil, "a layout that read nothing arms nothing")
        #expect(layoutTracking(of: bound) != nil, "a layout that read state is tracked")
    }

    @Test func aCellConfiguresItselfTrackedAndWhenItsStateChanges() throws {
        let greeting = Greeting()
        let source = GreetingCells(greeting: greeting)
        let table = TableView(visibleRowCount: 2)
        table.register(GreetingCell.self, forCellReuseIdentifier: "greeting")
        table.dataSource = source
        table.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: 0) as? GreetingCell)
        #expect(cell.textLabel?.text == "Hello")

        greeting.text = "Hola"
        table.layoutIfNeeded()
        #expect(cell.textLabel?.text == "Hola", "the configuration is tracked")

        try table.touch(row: 0)
        table.layoutIfNeeded()
        #expect(cell.textLabel?.text == "> Hola", "a change of state configures the cell again")
    }

    @Test func aCellHandedOutAgainConfiguresItselfInTheSameFrame() {
        let source = NumberedCells(count: 10)
        let table = TableView(visibleRowCount: 2)
        table.register(NumberedCell.self, forCellReuseIdentifier: "numbered")
        table.dataSource = source
        table.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        table.layoutIfNeeded()

        table.scroll(toFirstRow: 6)
        table.layoutIfNeeded()

        #expect(table.cellForRow(at: 6)?.textLabel?.text == "row 6")
        #expect(table.cellForRow(at: 7)?.textLabel?.text == "row 7")
        #expect(source.cellsMade == 2, "the two cells were handed out again")
    }

    @Test func aRegisteredCellClassIsMadeWhenThePoolIsEmpty() {
        let table = TableView(visibleRowCount: 2)
        table.register(GreetingCell.self, forCellReuseIdentifier: "greeting")
        let cell = table.dequeueReusableCell(
            withIdentifier: "greeting", for: IndexPath(row: 0, section: 0))
        #expect(cell is GreetingCell)
        #expect(cell.reuseIdentifier == "greeting")
    }

    @Test func aTabSwitchTellsBothScreensAsUIKitDoes() throws {
        var log: [String] = []
        let first = AppearanceRecorder("one")
        let second = AppearanceRecorder("two")
        let tabs = TabBarController(viewControllers: [first, second])
        let window = Window(width: 20)
        window.rootViewController = tabs
        _ = window.render()
        log = first.log + second.log
        #expect(log == ["one did load", "one will appear", "one did appear"])

        first.log = []
        try window.tap("two")
        #expect(first.log == ["one will disappear", "one did disappear"])
        #expect(second.log == ["two did load", "two will appear", "two did appear"])

        second.log = []
        window.rootViewController = nil
        #expect(second.log == ["two will disappear", "two did disappear"])
        #expect(first.log == ["one will disappear", "one did disappear"], "not told twice")
    }
}

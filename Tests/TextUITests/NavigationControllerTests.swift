import Observation
import Testing

@testable import TextUI

/// A screen that writes its appearance calls into a log it shares with other screens.
@MainActor
final class SharedLogScreen: ViewController {
    final class Log { var lines: [String] = [] }
    let name: String
    let log: Log

    init(_ name: String, log: Log, title: String? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title ?? name
    }

    override func loadView() { view = Label(name) }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.lines.append("\(name) will appear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.lines.append("\(name) did appear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.lines.append("\(name) will disappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.lines.append("\(name) did disappear")
    }
}

/// `NavigationController` pushes and pops as `UINavigationController` does: the callbacks in
/// UIKit's order for a push and a pop without animation ("Responding to view-related events",
/// UIViewController's documentation: the disappearing screen's will, the appearing one's will,
/// then their dids in the same order), a back button titled with the screen beneath, and a
/// popped screen let go.
@MainActor
@Suite struct NavigationControllerTests {
    @Test func aPushAndAPopTellBothScreensInUIKitsOrder() {
        let log = SharedLogScreen.Log()
        let list = SharedLogScreen("list", log: log)
        let navigation = NavigationController(rootViewController: list)
        let window = Window(width: 30)
        window.rootViewController = navigation
        _ = window.render()
        log.lines.removeAll()

        let detail = SharedLogScreen("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(
            log.lines == [
                "list will disappear", "detail will appear", "list did disappear",
                "detail did appear",
            ])
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init)
                == [list, detail].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === detail)

        log.lines.removeAll()
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(
            log.lines == [
                "detail will disappear", "list will appear", "detail did disappear",
                "list did appear",
            ])
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func offShowAPushTellsNoOne() {
        let log = SharedLogScreen.Log()
        let navigation = NavigationController(
            rootViewController: SharedLogScreen("list", log: log))
        _ = navigation.view
        navigation.pushViewController(SharedLogScreen("detail", log: log), animated: false)
        #expect(log.lines.isEmpty, "the stack is not on show")
    }

    @Test func theBackButtonIsTitledWithTheScreenBeneathAndPops() throws {
        let log = SharedLogScreen.Log()
        let navigation = NavigationController(
            rootViewController: SharedLogScreen("list", log: log, title: "Shop"))
        let window = Window(width: 30)
        window.rootViewController = navigation
        navigation.pushViewController(SharedLogScreen("detail", log: log), animated: true)
        let pushed = window.render()
        #expect(pushed.hasPrefix("[ ‹ Shop ] detail"), "\(pushed)")
        #expect(pushed.contains("\ndetail"), "the pushed screen's view")

        try window.tap(NavigationController.backButtonIdentifier)
        #expect(navigation.viewControllers.count == 1)
        let popped = window.render()
        #expect(popped.hasPrefix("Shop\n"), "\(popped)")
        #expect(!popped.contains("‹"), "no back button at the root")

        let untitled = SharedLogScreen("x", log: log)
        untitled.title = nil
        let bare = NavigationController(rootViewController: untitled)
        window.rootViewController = bare
        bare.pushViewController(SharedLogScreen("y", log: log), animated: true)
        #expect(window.render().hasPrefix("[ ‹ Back ] y"), "UIKit's title without one")
    }

    @Test func aScreenOnTheStackFindsItsNavigationController() {
        let log = SharedLogScreen.Log()
        let list = SharedLogScreen("list", log: log)
        let navigation = NavigationController(rootViewController: list)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        let detail = SharedLogScreen("detail", log: log)
        #expect(list.navigationController === navigation)
        #expect(tabs.navigationController == nil && detail.navigationController == nil)

        list.show(detail, sender: nil)
        #expect(navigation.topViewController === detail, "show(_:sender:) pushes")
        #expect(detail.navigationController === navigation)
        navigation.popViewController(animated: true)
        #expect(detail.navigationController == nil, "a popped screen is on no stack")
    }

    @Test func aPoppedScreenIsLetGoAndPopToRootPopsEveryOther() {
        let log = SharedLogScreen.Log()
        let navigation = NavigationController(
            rootViewController: SharedLogScreen("list", log: log))
        let window = Window(width: 30)
        window.rootViewController = navigation
        weak var released: SharedLogScreen?
        do {
            let detail = SharedLogScreen("detail", log: log)
            released = detail
            navigation.pushViewController(detail, animated: true)
            _ = window.render()
            navigation.popViewController(animated: true)
            _ = window.render()
        }
        #expect(released == nil, "nothing keeps a popped screen")

        navigation.pushViewController(SharedLogScreen("a", log: log), animated: true)
        navigation.pushViewController(SharedLogScreen("b", log: log), animated: true)
        log.lines.removeAll()
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        #expect(
            log.lines == [
                "b will disappear", "list will appear", "b did disappear", "list did appear",
            ],
            "only the top screen and the root hear of it")
        #expect(navigation.popToRootViewController(animated: true) == nil)
    }
}

/// A flag an observing screen reads in its binding.
@MainActor
@Observable
final class DoneFlag {
    var isDone = false
    var count = 0
}

/// A screen that pops itself from its own `updateProperties()` once its flag is set.
@MainActor
final class SelfPoppingScreen: ViewController {
    let flag = DoneFlag()
    override func loadView() { view = Label("detail") }
    override func updateProperties() {
        super.updateProperties()
        _ = flag.count
        if flag.isDone { navigationController?.popViewController(animated: true) }
    }
}

@MainActor
@Suite struct SelfPopTests {
    @Test func aScreenThatPopsItselfInItsBindingIsFreed() {
        let navigation = NavigationController(
            rootViewController: SharedLogScreen("list", log: SharedLogScreen.Log()))
        let window = Window(width: 30)
        window.rootViewController = navigation
        weak var released: SelfPoppingScreen?
        do {
            let screen = SelfPoppingScreen()
            released = screen
            navigation.pushViewController(screen, animated: true)
            _ = window.render()
            for _ in 0..<3 {
                screen.flag.count += 1
                _ = window.render()
            }
            screen.flag.isDone = true
        }
        _ = window.render()
        #expect(navigation.viewControllers.count == 1)
        #expect(released == nil, "nothing keeps a screen that popped itself")
    }
}

/// A view that lays out its subviews at once from its own `layoutSubviews()`, as UIKit code does.
@MainActor
final class EagerLayoutView: View {
    let child = Label("child")
    var layouts = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(child)
    }

    override func layoutSubviews() {
        layouts += 1
        child.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        layoutIfNeeded()  // UIKit: lays out the subviews; no second layout of this view
    }
}

@MainActor
@Suite struct NestedLayoutTests {
    @Test func layoutIfNeededFromLayoutSubviewsLaysOutTheSubviewsOnce() {
        let view = EagerLayoutView()
        view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1, "the view is laid out once, not again from inside itself")
        #expect(view.child.frame.width == 10)
    }
}

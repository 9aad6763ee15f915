import Model
import PatternCatalog
import Roles
import TextUI

/// One running copy of the screens in one pattern: the store, the catalog and search services, the
/// manual clock and the window, and the commands that act on them from outside the pattern —
/// touches through the window, changes through the store.
///
/// Commands name a product by the row that shows it, counting from 1, as `select` does, so a
/// learner sees one numbering. The store, like a server, knows products by id: a change turns
/// the row into the id of the product in that row at the moment of the command, and then
/// changes that product by id. The table shows the store's products in store order in every
/// pattern, so the row is read from the store and the patterns are not involved.
@MainActor
public final class Session {
    public let pattern: PatternDescriptor
    public let store = Store()
    /// The one queue of held requests, catalog loads and searches alike.
    public let requests = ScriptedRequests()
    public let service: ScriptedCatalogService
    public let searchService: ScriptedSearchService
    /// The search's clock: it moves only with `wait`, in scripts and interactively alike.
    public let clock = ManualClock()
    /// The screen's scene: it keeps the pattern's scene delegate, which keeps the window.
    public let scene: WindowScene
    public let window: Window
    /// The tab the last `tab` command touched; the first tab shows at the start.
    public private(set) var tab = Tab.shop

    /// Connects the pattern's scene delegate to a scene, which builds the screens in its window,
    /// and shows them once, which loads their views and so starts the first load. Call
    /// `settle()` to wait for it. The window tells each table to show `visibleRows` rows
    /// (`Window.visibleTableRows`); the patterns are not told.
    public init(
        pattern: PatternDescriptor, catalogService: any CatalogService = BuiltInCatalogService(),
        visibleRows: Int = 10, width: Int = 40
    ) {
        self.pattern = pattern
        self.service = ScriptedCatalogService(base: catalogService, requests: requests)
        self.searchService = ScriptedSearchService(requests: requests)
        self.scene = WindowScene(width: width, visibleTableRows: visibleRows)
        scene.delegate = pattern.makeSceneDelegate(
            ScreenDependencies(
                store: store, service: service, searchService: searchService, clock: clock))
        scene.connect()
        guard let window = scene.keyWindow else {
            preconditionFailure("\(pattern.name)'s scene delegate made no key window")
        }
        self.window = window
        _ = window.render()
    }

    /// Removes the screens from the window and lets the scene delegate go, which should free
    /// every object they made (and so cancel their sleeps on the clock), and answers every
    /// request the script still holds (nobody listens any more).
    public func tearDown() {
        window.rootViewController = nil
        scene.delegate = nil
        requests.release()
    }

    /// The current frame.
    public func frame(color: Bool = false) -> String {
        window.render(color: color)
    }

    /// Carries out a touch, store change or arrangement, then lets the screen settle (see
    /// `settle(waitingForLoads:)`). `trace`, `show`, `help` and `quit` are the runner's business
    /// and do nothing here.
    public func perform(
        _ command: Command, waitingForLoads: Bool = true
    ) async throws(SessionError) {
        do {
            if case .wait(let milliseconds) = command {
                await wait(milliseconds: milliseconds)
                return
            }
            try carryOut(command)
        } catch {
            throw SessionError("\(command.name): " + message(for: error, in: command))
        }
        await settle(waitingForLoads: waitingForLoads)
    }

    /// What went wrong with `command`, in the words of the screens, and what to do about it in
    /// parentheses: the part of an error message after `command: ` (docs/screens.md, "Error
    /// messages").
    func message(for error: any Error, in command: Command) -> String {
        switch error {
        case TouchError.noSuchView(let identifier):
            guard let (thing, home) = Self.whereIs(identifier) else {
                return "nothing called '\(identifier)' is on screen (type 'show' to see the screen)"
            }
            if home != tab {
                return "\(thing) is on the \(home.rawValue.capitalized) tab (tab \(home.rawValue))"
            }
            switch identifier {
            case ScreenIdentifier.resultTable:
                return "there are no results to select (type query TEXT, then wait 300)"
            case ScreenIdentifier.productTable where requests.waitingCount > 0:
                return "the shop list is waiting for its load (answer 1, or release)"
            case ScreenIdentifier.productTable where store.products.isEmpty:
                return Self.emptyShopList(row: command.row ?? 1)
            case ScreenIdentifier.productTable:
                return "the shop list shows no rows now (reload)"
            case ScreenIdentifier.detailSaveButton, ScreenIdentifier.productNameField,
                NavigationController.backButtonIdentifier:
                return "no product's detail is open (open ROW first)"
            default:
                return "\(thing) is not showing now (type 'show' to see the screen)"
            }
        case TouchError.notTappable(let identifier), TouchError.notEditable(let identifier):
            let thing = Self.whereIs(identifier)?.thing ?? "'\(identifier)'"
            return "\(thing) does not take that (type 'help' for what each command touches)"
        case TouchError.noAccessory(let row):
            return "row \(row + 1) has no detail button (this pattern has no detail yet)"
        case TouchError.noSuchRow(let row, count: 0):
            return Self.emptyShopList(row: row + 1)
        case TouchError.noSuchRow(let row, let count):
            let rows = count == 1 ? "1 row" : "\(count) rows"
            let hint = count == 1 ? "row 1 is the only one" : "rows 1 to \(count)"
            return "there is no row \(row + 1): the table has \(rows) (\(hint))"
        case StoreError.invalidEmail:
            return "\(error) (write it like ada@example.org)"
        case StoreError.emptyName:
            return "a name cannot be empty (person first Ada, person last Lovelace)"
        case StoreError.noApp:
            return "no app is loaded yet (let the first load answer first)"
        case StoreError.negativePrice:
            return "a price cannot be negative (write it like 19.10)"
        case StoreError.unknownProduct(let id):
            return "there is no product with id \(id) (type 'show' to see the rows)"
        case let error as ScriptError:
            return error.description
        default:
            return "\(error)"
        }
    }

    /// What a command on `row` of an empty shop list is told, whether it touches the list
    /// (`select 1`) or changes the product the row would show (`remove 1`).
    static func emptyShopList(row: Int) -> String {
        "there is no row \(row): the shop list is empty (add a product first, e.g. add 2.50 Tea)"
    }

    /// What a screen identifier is, in the user's words, and the tab it is on.
    static func whereIs(_ identifier: String) -> (thing: String, tab: Tab)? {
        switch identifier {
        case ScreenIdentifier.productTable: ("the shop list", .shop)
        case ScreenIdentifier.appCard: ("the app card", .shop)
        case ScreenIdentifier.reloadButton: ("the Reload button", .shop)
        case ScreenIdentifier.firstNameField: ("the first name field", .profile)
        case ScreenIdentifier.lastNameField: ("the last name field", .profile)
        case ScreenIdentifier.emailField: ("the email field", .profile)
        case ScreenIdentifier.saveButton: ("the Save button", .profile)
        case ScreenIdentifier.detailSaveButton: ("the detail's Save button", .shop)
        case ScreenIdentifier.productNameField: ("the detail's name field", .shop)
        case NavigationController.backButtonIdentifier: ("the back button", .shop)
        case ScreenIdentifier.queryField: ("the query field", .search)
        case ScreenIdentifier.resultTable: ("the search results", .search)
        default: nil
        }
    }

    /// Carries out a touch or a store change at once, without waiting: the next frame shows it
    /// in every pattern (the spec tests check that). Loads need `settle()`.
    public func carryOut(_ command: Command) throws {
        switch command {
        case .select(let row):
            try window.touchRow(row - 1, inTable: tableOfTheTab)
        case .scroll(let row):
            try window.scroll(table: tableOfTheTab, toFirstRow: row - 1)
        case .tap:
            try window.tap(ScreenIdentifier.appCard)
        case .reload:
            try window.tap(ScreenIdentifier.reloadButton)
        case .open(let row):
            try window.touchAccessory(ofRow: row - 1, inTable: ScreenIdentifier.productTable)
        case .back:
            try window.tap(NavigationController.backButtonIdentifier)
        case .tab(let tab):
            try window.tap(Self.identifier(of: tab))
            self.tab = tab
        case .type(let field, let text):
            try window.type(text, into: Self.identifier(of: field))
        case .clear(let field):
            try window.clear(Self.identifier(of: field))
        case .compose(let field, let text):
            try window.compose(text, into: Self.identifier(of: field))
        case .commit(let field, let text):
            try window.commit(text, into: Self.identifier(of: field))
        case .delete(let field, let count):
            try window.deleteBackward(count, in: Self.identifier(of: field))
        case .save:
            // A product's detail, when one is on screen; else the profile's.
            do {
                try window.tap(ScreenIdentifier.detailSaveButton)
            } catch .noSuchView {
                try window.tap(ScreenIdentifier.saveButton)
            }
        case .fail:
            service.failsNextLoad = true
        case .hold:
            requests.hold()
        case .answer(let request, let failing):
            try requests.answer(request, failing: failing)
        case .release:
            requests.release()
        case .wait(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))  // `perform` steps and settles
        case .trace, .show, .help, .quit:
            break
        default:
            try changeStore(command)
        }
    }

    /// A change the server makes to the store: every command `carryOut(_:)` does not name, so
    /// that a new kind of store change is written here alone.
    private func changeStore(_ command: Command) throws {
        switch command {
        case .rename(let row, let name):
            try store.renameProduct(id: productID(inRow: row), to: name)
        case .price(let row, let price):
            try store.setPrice(ofProduct: productID(inRow: row), to: price)
        case .add(let price, let name):
            try store.addProduct(name: name, price: price)
        case .remove(let row):
            try store.removeProduct(id: productID(inRow: row))
        case .appName(let name):
            try store.renameApp(to: name)
        case .appImage(let name):
            try store.setAppImage(named: name)
        case .person(let change):
            try store.updatePerson(change.applied(to: store.person))
        default:
            preconditionFailure("\(command) is not a change to the store")
        }
    }

    /// The identifier every pattern gives the field.
    static func identifier(of field: Field) -> String {
        switch field {
        case .firstName: ScreenIdentifier.firstNameField
        case .lastName: ScreenIdentifier.lastNameField
        case .email: ScreenIdentifier.emailField
        case .query: ScreenIdentifier.queryField
        case .name: ScreenIdentifier.productNameField
        }
    }

    /// The identifier every pattern gives the tab.
    static func identifier(of tab: Tab) -> String {
        switch tab {
        case .shop: ScreenIdentifier.shopTab
        case .profile: ScreenIdentifier.profileTab
        case .search: ScreenIdentifier.searchTab
        }
    }

    /// The table `select` and `scroll` touch: the search's results on the search tab, the
    /// products elsewhere (on the profile tab, an error that names them, as before).
    private var tableOfTheTab: String {
        tab == .search ? ScreenIdentifier.resultTable : ScreenIdentifier.productTable
    }

    /// Moves the clock `milliseconds` on, one due sleep at a time, earliest first, letting the
    /// screens settle after each: so whatever a wake-up starts runs before the next one wakes.
    public func wait(milliseconds: Int) async {
        let target = clock.now.advanced(by: .milliseconds(milliseconds))
        while let next = clock.nextDeadline, next <= target {
            clock.advance(by: clock.now.duration(to: next))
            await settle()
        }
        clock.advance(by: clock.now.duration(to: target))
        await settle()
    }

    /// The id of the product that `row` (1-based) shows: the table shows the store's products in
    /// store order. A row that does not exist is the same error as a touch on it.
    private func productID(inRow row: Int) throws(TouchError) -> Int {
        let products = store.products
        guard products.indices.contains(row - 1) else {
            throw .noSuchRow(row - 1, count: products.count)
        }
        return products[row - 1].id
    }

    /// Waits until no load is under way (unless `waitingForLoads` is false, for a test double
    /// that answers only when told to) and everything a load set off has run.
    ///
    /// Touches and store changes need no wait: the next frame shows them in every pattern. A
    /// load is a task the pattern starts, which calls the service on a later turn of the main
    /// actor and, once answered, changes the store. So two quiet turns of the main actor after
    /// the last load answered are enough; the equivalence tests would catch a pattern that
    /// needed more.
    public func settle(waitingForLoads: Bool = true) async {
        var quietTurns = 0
        while quietTurns < 2 {
            await Task.yield()
            // A request the script holds is not under way: the script answers it, or nobody.
            // A sleep the clock woke has not yet run what it sets off (a search).
            let busy =
                (waitingForLoads && requests.beingAnswered > 0) || clock.wakingCount > 0
            quietTurns = busy ? 0 : quietTurns + 1
        }
    }
}

/// A command the screens could not carry out, and why; nothing changed.
public struct SessionError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

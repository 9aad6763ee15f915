import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// After a screen is torn down, every object it made — controllers, views, cells, presenters,
/// view models, observation tokens and trackings, the search's tasks — is gone, the store has no observers
/// left, no sleep waits on the clock and no request is under way. These are
/// the seeds' own warnings (a presenter must hold its view weakly; observers must be removed)
/// made into checked facts. The walk reaches the toolkit's observation trackings too, so a
/// tracking that something outside the screen still holds shows up as a survivor.
@MainActor
@Suite struct LifetimeTests {
    @Test(arguments: patternsUnderTest)
    func tearingDownTheScreensFreesEveryObjectTheyMade(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(8), rows: 3)
        for command in [
            Command.select(row: 2), .tap, .scroll(row: 6), .rename(row: 2, name: "x"), .fail,
            .reload,
            .reload, .remove(row: 2), .tab(.profile), .type(field: .email, text: "x"),
            .clear(field: .firstName), .type(field: .firstName, text: "Augusta"),
            .person(.email("countess@example.com")), .save, .tab(.search), .hold,
            .type(field: .query, text: "rocket"), .wait(milliseconds: 300), .release,
            .select(row: 2), .hold, .delete(field: .query, count: 1), .wait(milliseconds: 300),
            .type(field: .query, text: "s"), .tab(.shop),
        ] {
            try await session.perform(command)
        }
        let objects = ObjectGraph.objects(
            reachableFrom: session.window.rootViewController,
            excluding: [
                session.store, session.service, session.searchService, session.requests,
                session.clock,
            ])
        #expect(objects.count > 20, "the walk found too little to be believable")
        #expect(
            objects.contains { $0.typeName == "ObservationTracking" }
                == (pattern.style == .observation),
            "the toolkit keeps a tracking only where a view read Observation's state")
        #expect(objects.contains { $0.typeName == "TextField" })
        #expect(objects.contains { $0.typeName == "ProfileViewController" })
        #expect(objects.contains { $0.typeName == "Debouncer" })
        #expect(session.clock.sleeperCount == 1, "the last key's pause is under way")
        #expect(session.requests.waitingCount == 1, "the search for `rocke` is held")
        #expect(session.store.observerCount > 0)

        session.tearDown()
        await session.settle()

        let survivors = objects.filter { $0.object != nil }.map(\.typeName)
        #expect(survivors.isEmpty, "still alive after teardown: \(survivors)")
        #expect(session.store.observerCount == 0, "observers left in the store")
        #expect(session.clock.sleeperCount == 0, "a pause still sleeps on the clock")
        #expect(session.requests.inFlight == 0, "a request is still under way")
        if survivors.isEmpty {
            print("lifetimes: \(pattern.name): all \(objects.count) objects freed")
        }
    }
}

/// A popped product detail frees every object it made, its store observer included, whether it
/// was saved or left with back; the shop list it covered stays.
@MainActor
@Suite struct DetailLifetimeTests {
    @Test(arguments: patternsUnderTest)
    func aPoppedDetailFreesEveryObjectItMade(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(8), rows: 3)
        let observers = session.store.observerCount
        for leave in [Command.back, .save] {
            try await session.perform(.open(row: 2))
            try await session.perform(.type(field: .name, text: " tea"))
            #expect(session.store.observerCount == observers + 1, "the detail observes the store")
            // Only weak references are kept: the walk stops at the navigation controller and
            // the store's world, which outlive the detail.
            let objects = try Self.objectsOfTheDetail(in: session)
            #expect(objects.count > 5, "the walk found too little to be believable")
            try await session.perform(leave)
            // The frame the runner prints next: MVVM (Observation)'s binding pops in that pass.
            _ = session.frame()

            let survivors = objects.filter { $0.object != nil }.map(\.typeName)
            #expect(survivors.isEmpty, "still alive after \(leave.name): \(survivors)")
            #expect(session.store.observerCount == observers, "the detail's observer is gone")
        }
    }

    /// Every object reachable from the product detail on show, short of the navigation
    /// controller and the store's world; weakly held.
    static func objectsOfTheDetail(in session: Session) throws -> [ObjectGraph.WeakReference] {
        let all = ObjectGraph.objects(
            reachableFrom: session.window.rootViewController, excluding: [])
        let detail = try #require(
            all.first { $0.typeName == "ProductDetailViewController" }?.object,
            "the detail is on show")
        let navigation = try #require(
            all.first { $0.typeName == "NavigationController" && Self.holds($0.object, detail) }?
                .object)
        return ObjectGraph.objects(
            reachableFrom: detail,
            excluding: [
                navigation, (navigation as? ViewController)?.view as AnyObject, session.store,
                session.service, session.searchService, session.requests, session.clock,
            ])
    }

    /// Whether `navigation` is a navigation controller whose stack holds `screen`.
    static func holds(_ navigation: AnyObject?, _ screen: AnyObject) -> Bool {
        (navigation as? NavigationController)?.viewControllers.contains { $0 === screen } ?? false
    }
}

/// Walks the stored properties of objects (with `Mirror`) to find every object reachable from
/// a root, and keeps only weak references to them.
@MainActor
enum ObjectGraph {
    final class WeakReference {
        weak var object: AnyObject?
        let typeName: String

        init(_ object: AnyObject) {
            self.object = object
            self.typeName = String(describing: type(of: object))
        }
    }

    /// Every object reachable from `root` through stored properties, except `excluding` and
    /// key paths (which the runtime caches for the whole process).
    static func objects(reachableFrom root: AnyObject?, excluding: [AnyObject]) -> [WeakReference] {
        var seen = Set(excluding.map(ObjectIdentifier.init))
        var found: [WeakReference] = []
        var pending: [Any] = root.map { [$0] } ?? []
        while let value = pending.popLast() {
            let mirror = Mirror(reflecting: value)
            if value is AnyKeyPath { continue }
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
                found.append(WeakReference(object))
                var level: Mirror? = mirror
                while let current = level {
                    pending.append(contentsOf: current.children.map(\.value))
                    level = current.superclassMirror
                }
            } else {
                pending.append(contentsOf: mirror.children.map(\.value))
            }
        }
        return found
    }
}

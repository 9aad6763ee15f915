import BehaviourTesting
import Harness
import Model
import PatternCatalog
import Testing

/// The app card's behaviours (docs/screens.md, "App card" 1–3) against every pattern.
@MainActor
@Suite struct AppCardSpecTests {
    /// Everything above the card, which these tests leave alone.
    static let shop = loadedShop

    @Test("1. The icon and the centred name", arguments: patternsUnderTest)
    func iconAndName(pattern: PatternDescriptor) async {
        let session = await loadedSession(
            pattern, catalog: smallCatalog(5, app: AppInfo(name: "Taobao", imageName: "tao bao")))
        #expect(
            session.frame() == """
                \(Self.shop)

                App
                ────────────────────────────────────────
                                ┌──────┐
                                │  TB  │
                                └──────┘
                                 Taobao
                              Tap the card
                \(shopTabBar)
                """)
    }

    @Test(
        "1. Before the first load the card says no app is loaded; then it shows the loaded app",
        arguments: patternsUnderTest)
    func cardShowsTheLoadedApp(pattern: PatternDescriptor) async {
        let (session, service) = await waitingSession(pattern)
        #expect(
            session.frame() == """
                Shop                          [ Reload ]
                ────────────────────────────────────────
                Loading…

                \(card("No app loaded", initials: ""))
                \(shopTabBar)
                """)
        await service.succeed(
            with: smallCatalog(5, app: AppInfo(name: "WeChat", imageName: "We Chat")))
        await session.settle()
        #expect(
            session.frame() == "\(Self.shop)\n\n\(card("WeChat", initials: "WC"))\n\(shopTabBar)")
    }

    @Test(
        "2. A tap reaches the pattern's role and the card counts it, pluralised",
        arguments: patternsUnderTest)
    func taps(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.tap)
        #expect(
            session.frame() == "\(Self.shop)\n\n\(card(feedback: "Tapped 1 time"))\n\(shopTabBar)")
        try await session.perform(.tap)
        #expect(
            session.frame() == "\(Self.shop)\n\n\(card(feedback: "Tapped 2 times"))\n\(shopTabBar)")
    }

    @Test(
        "2. Taps are the screen's state: a reload keeps the tap count",
        arguments: patternsUnderTest)
    func aReloadKeepsTheTapCount(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        for command in [Command.tap, .tap, .reload] { try await session.perform(command) }
        #expect(
            session.frame() == "\(Self.shop)\n\n\(card(feedback: "Tapped 2 times"))\n\(shopTabBar)")
    }

    @Test(
        "3. The app's name or image changes in the store and the card updates",
        arguments: patternsUnderTest)
    func appChanges(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.appName("WeChat"))
        #expect(session.frame() == "\(Self.shop)\n\n\(card("WeChat"))\n\(shopTabBar)")
        try await session.perform(.appImage("We Chat"))
        #expect(
            session.frame() == "\(Self.shop)\n\n\(card("WeChat", initials: "WC"))\n\(shopTabBar)")
    }

    @Test(
        "Before any load the store has no app, and changing it is an error",
        arguments: patternsUnderTest)
    func noAppYet(pattern: PatternDescriptor) async {
        let (session, service) = await waitingSession(pattern)
        await #expect(
            throws: SessionError("app-name: no app is loaded yet (let the first load answer first)")
        ) {
            try await session.perform(.appName("x"))
        }
        await service.succeed(with: smallCatalog(1))
        await session.settle()
    }
}

import Foundation
import Harness
import Model
import Testing

/// All four patterns step through the same seeded stream of random events — touches, store
/// changes, failures, reloads, held loads answered in any order, valid and invalid, sometimes
/// several with no settling between them — and must show identical frames and identical errors
/// after every step.
///
/// The normal run checks `defaultEvents` events per pattern; set WORKBENCH_EVENTS to check
/// more (e.g. `WORKBENCH_EVENTS=100000 swift test --filter Equivalence`).
@MainActor
@Suite struct EquivalenceTests {
    nonisolated static let defaultEvents = 10_000
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 2024, 0xC0FFEE]

    static var eventsPerPattern: Int {
        ProcessInfo.processInfo.environment["WORKBENCH_EVENTS"].flatMap(Int.init)
            ?? defaultEvents
    }

    @Test(arguments: seeds)
    func everyPatternShowsTheSameFrameAfterEveryEvent(seed: UInt64) async {
        let steps = Self.eventsPerPattern / Self.seeds.count
        var random = SplitMix64(seed: seed)
        var sessions: [Session] = []
        for pattern in Pattern.allCases {
            sessions.append(await loadedSession(pattern, catalog: smallCatalog(12), rows: 4))
        }
        defer { for session in sessions { session.tearDown() } }  // releases held loads
        var checked = 0
        for step in 1...max(1, steps) {
            // Mostly one event and a settled screen; one step in eight, a burst of events with
            // no settling between them, as a fast user or a busy network would cause.
            let burst = Int.random(in: 0..<8, using: &random) == 0 ? 3 : 1
            let commands = (0..<burst).map { _ in Command.random(using: &random) }
            let command = burst == 1 ? "\(commands[0])" : "the burst \(commands)"
            var outcomes: [String] = []
            for session in sessions {
                var outcome = ""
                for event in commands {
                    do {
                        try session.carryOut(event)
                    } catch {
                        outcome += "error: \(error)\n"
                    }
                }
                await session.settle()
                outcomes.append(outcome + session.frame())
            }
            for (index, outcome) in outcomes.enumerated().dropFirst() where outcome != outcomes[0] {
                Issue.record(
                    """
                    \(Pattern.allCases[0].displayName) and \(Pattern.allCases[index].displayName) \
                    disagree at seed \(seed), step \(step), after the event \(command):
                    --- \(Pattern.allCases[0].displayName)
                    \(outcomes[0])
                    --- \(Pattern.allCases[index].displayName)
                    \(outcome)
                    """)
                return
            }
            checked += 1
        }
        print(
            "equivalence: seed \(seed): \(checked) events × \(sessions.count) patterns, "
                + "identical frames after every event")
    }

    @Test func theEventStreamIsReproducibleAndCoversEveryKindOfEvent() {
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 7)
        let a = (0..<500).map { _ in Command.random(using: &first) }
        let b = (0..<500).map { _ in Command.random(using: &second) }
        #expect(a == b)
        let kinds = Set(a.map { "\($0)".prefix(while: { $0 != "(" }) })
        #expect(
            kinds == [
                "select", "scroll", "tap", "reload", "rename", "price", "add", "remove",
                "appName", "appImage", "fail", "hold", "answer", "release", "tab", "type",
                "clear", "save", "person",
            ])
    }
}

/// A small, fast, seedable generator (SplitMix64), so a failing stream can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Command {
    /// Names that test alignment and sanitising as well as the plain case.
    static let names = [
        "Tea", "商品", "🍎 Apple", "A name far too long for any row of the table", "Bell\u{7}",
        "e\u{301}clair", "",
    ]

    /// Text typed into the profile's fields: pieces of valid and invalid addresses and names.
    static let typings = ["a", "@", ".", "org", "x@y.io", " ", "商", "Ada", "-"]
    /// Values the server gives the profile, valid and not.
    static let personChanges: [PersonChange] = [
        .salutation(""), .salutation("Dr."), .firstName("Augusta"), .firstName(""),
        .lastName("King"), .email("countess@example.com"), .email("bad"),
        .birthdate(CalendarDate(year: 1970, month: 1, day: 1)!),
    ]

    /// A random event; about one in five refers to a row that does not exist, and the profile's
    /// events land on either tab (an error when it does not show).
    static func random(using random: inout SplitMix64) -> Command {
        let row = Int.random(in: 1...16, using: &random)
        let name = names.randomElement(using: &random)!
        let price = Decimal(
            sign: .plus, exponent: -2,
            significand: Decimal(Int.random(in: 0...9999, using: &random)))
        let field = ProfileField.allCases.randomElement(using: &random)!
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<13: return .select(row: row)
        case 13..<17: return .scroll(row: row)
        case 17..<21: return .tap
        case 21..<25: return .reload
        case 25..<27: return .fail
        case 27..<30: return .hold
        case 30..<34:
            let request = Int.random(in: 1...3, using: &random)
            return .answer(request: request, failing: Bool.random(using: &random))
        case 34..<36: return .release
        case 36..<42: return .rename(row: row, name: name)
        case 42..<47: return .price(row: row, price: price)
        case 47..<52: return .add(price: price, name: name)
        case 52..<57: return .remove(row: row)
        case 57..<59: return .appName(name)
        case 59..<61: return .appImage(name)
        case 61..<67: return .tab(Bool.random(using: &random) ? .shop : .profile)
        case 67..<80: return .type(field: field, text: typings.randomElement(using: &random)!)
        case 80..<85: return .clear(field: field)
        case 85..<91: return .save
        default: return .person(personChanges.randomElement(using: &random)!)
        }
    }
}

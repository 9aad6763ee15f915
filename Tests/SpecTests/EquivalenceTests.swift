import Foundation
import Harness
import Model
import PatternCatalog
import Testing

/// Every pattern steps through the same seeded stream of random events — touches, store changes,
/// failures, reloads, typing and clearing the profile's fields and the search's query, opening
/// and leaving a product's detail and editing its name, waits on the manual clock, held loads
/// and searches answered in any order, valid and invalid, sometimes several with no settling
/// between them — and must show identical frames and identical errors after every step.
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
        for pattern in patternsUnderTest {
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
                    \(patternsUnderTest[0].name) and \(patternsUnderTest[index].name) \
                    disagree at seed \(seed), step \(step), after the event \(command):
                    --- \(patternsUnderTest[0].name)
                    \(outcomes[0])
                    --- \(patternsUnderTest[index].name)
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
                "clear", "delete", "save", "person", "wait", "open", "back",
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
    /// and into the search's query: words that find many repositories, few or none.
    static let typings = [
        "a", "@", ".", "org", "x@y.io", " ", "商", "Ada", "-", "swift", "kit", "测试", "🚀", "zq",
    ]
    /// How long `wait` waits, in milliseconds: around the search's 300 ms pause and past it.
    static let waits = [1, 100, 200, 299, 300, 1_000]
    /// Values the server gives the profile, valid and not.
    static let personChanges: [PersonChange] = [
        .salutation(""), .salutation("Dr."), .firstName("Augusta"), .firstName(""),
        .lastName("King"), .email("countess@example.com"), .email("bad"),
        .birthdate(CalendarDate(year: 1970, month: 1, day: 1) ?? Person.builtIn.birthdate),
    ]

    /// A random event; about one in five refers to a row that does not exist, and the profile's
    /// and the product detail's events land on any tab (an error when they do not show).
    static func random(using random: inout SplitMix64) -> Command {
        let row = Int.random(in: 1...16, using: &random)
        let name = names[Int.random(in: names.indices, using: &random)]
        let price = Decimal(
            sign: .plus, exponent: -2,
            significand: Decimal(Int.random(in: 0...9999, using: &random)))
        let field = Field.allCases[Int.random(in: Field.allCases.indices, using: &random)]
        switch Int.random(in: 0..<106, using: &random) {
        case 0..<12: return .select(row: row)
        case 12..<16: return .scroll(row: row)
        case 16..<19: return .tap
        case 19..<23: return .reload
        case 23..<25: return .fail
        case 25..<28: return .hold
        case 28..<33:
            let request = Int.random(in: 1...3, using: &random)
            return .answer(request: request, failing: Bool.random(using: &random))
        case 33..<35: return .release
        case 35..<40: return .rename(row: row, name: name)
        case 40..<44: return .price(row: row, price: price)
        case 44..<48: return .add(price: price, name: name)
        case 48..<52: return .remove(row: row)
        case 52..<54: return .appName(name)
        case 54..<56: return .appImage(name)
        case 56..<62:
            return .tab(Tab.allCases[Int.random(in: Tab.allCases.indices, using: &random)])
        case 62..<76:
            return .type(
                field: field, text: typings[Int.random(in: typings.indices, using: &random)])
        case 76..<79: return .clear(field: field)
        case 79..<81:
            return .delete(field: field, count: Int.random(in: 1...3, using: &random))
        case 81..<85: return .save
        case 85..<92:
            return .wait(milliseconds: waits[Int.random(in: waits.indices, using: &random)])
        case 92..<97: return .open(row: row)
        case 97..<100: return .back
        default:
            return .person(personChanges[Int.random(in: personChanges.indices, using: &random)])
        }
    }
}

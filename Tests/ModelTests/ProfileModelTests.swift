import Foundation
import Testing

@testable import Model

/// The profile's model: the calendar date and its long format, the e-mail validator, the store's
/// person and the draft's two-way binding rules.
@MainActor
@Suite struct ProfileModelTests {
    // MARK: - Dates

    @Test func theSeedsDateSpec() {
        let epoch = CalendarDate(year: 1970, month: 1, day: 1)!
        #expect(LongDateFormatter.string(from: epoch) == "Thursday January 1, 1970")
        #expect(
            LongDateFormatter.string(from: Person.builtIn.birthdate)
                == "Sunday December 10, 1815")
    }

    @Test func everyDayOfFourCenturiesFormatsAsAGregorianUTCFormatterFormatsIt() {
        // The formatter computes the weekday itself; Foundation's, pinned to the Gregorian
        // calendar, UTC and en_US_POSIX, is the reference. Every 97th day from 1600 to 2400
        // covers every weekday, month and leap-year case.
        let formatter = DateFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE MMMM d, yyyy"
        let start = CalendarDate(year: 1600, month: 1, day: 1)!.daysSinceEpoch
        let end = CalendarDate(year: 2400, month: 12, day: 31)!.daysSinceEpoch
        for days in stride(from: start, through: end, by: 97) {
            let instant = Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            let date = CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!
            #expect(date.daysSinceEpoch == days)
            #expect(LongDateFormatter.string(from: date) == formatter.string(from: instant))
        }
    }

    @Test func isoDatesParseAndImpossibleOnesAreRefused() {
        #expect(CalendarDate(iso: "1815-12-10") == CalendarDate(year: 1815, month: 12, day: 10))
        #expect(CalendarDate(iso: "2000-02-29") != nil)
        #expect(CalendarDate(iso: "1815-12-10")?.description == "1815-12-10")
        for bad in [
            "1900-02-29", "2023-02-29", "1815-13-10", "1815-00-10", "1815-04-31", "0000-01-01",
            "1815-12-1", "18151210", "1815/12/10", "", "1815-12-10x", "+815-12-10", "１８１５-12-10",
        ] {
            #expect(CalendarDate(iso: bad) == nil, "\(bad)")
        }
    }

    // MARK: - E-mail

    @Test func goodAddressesAreValid() {
        for good in [
            "ada@example.com", "a.b-c+tag@mail.example.co.uk", "x@y.io", "o'hara@example.ie",
            "first_last@sub-domain.example.org", "1234@example.net",
        ] {
            #expect(EmailValidator.problem(in: good) == nil, "\(good)")
        }
    }

    @Test func badAddressesSayWhy() {
        let cases: [(String, EmailProblem)] = [
            ("", .empty), ("x", .missingAt), ("ada example.com", .containsSpace),
            ("a@b@example.com", .moreThanOneAt), ("@example.com", .nothingBeforeAt),
            ("ada@", .nothingAfterAt), ("ada@example", .domainWithoutDot),
            (".ada@example.com", .misplacedDot), ("ada..l@example.com", .misplacedDot),
            ("ada@example..com", .misplacedDot), ("ada@-example.com", .invalidDomain),
            ("ada@example.c", .invalidTopLevelDomain), ("ada@example.c0m", .invalidTopLevelDomain),
            ("a(da@example.com", .invalidCharacter("(")),
            ("ada@exa_mple.com", .invalidCharacter("_")),
            ("ädä@example.com", .invalidCharacter("ä")),
            (String(repeating: "a", count: 65) + "@example.com", .tooLong),
        ]
        for (address, problem) in cases {
            #expect(EmailValidator.problem(in: address) == problem, "\(address)")
        }
        #expect(
            StoreError.invalidEmail("a.org", .missingAt).description
                == "the e-mail address 'a.org' is not valid: needs an @")
    }

    // MARK: - The store's person

    @Test func theStoreHoldsThePersonAndTellsObservers() throws {
        let store = Store()
        #expect(store.person == .builtIn)
        var changes: [StoreChange] = []
        let token = store.observe { changes.append($0) }
        var person = store.person
        person.firstName = "Augusta"
        try store.updatePerson(person)
        try store.updatePerson(person)  // no change, no notice
        #expect(store.person.firstName == "Augusta")
        #expect(changes == [.personUpdated])
        person.lastName = ""
        #expect(throws: StoreError.emptyName) { try store.updatePerson(person) }
        person.lastName = "King"
        person.email = "x"
        #expect(throws: StoreError.invalidEmail("x", .missingAt)) { try store.updatePerson(person) }
        #expect(store.person.lastName == "Lovelace")
        token.cancel()
    }

    @Test func aCatalogWithAPersonReplacesItAndOneWithoutKeepsIt() throws {
        let store = Store()
        var person = Person.builtIn
        person.salutation = ""
        store.replaceCatalog(Catalog(products: [], app: AppInfo(name: "QQ", imageName: "QQ")))
        #expect(store.person == .builtIn)
        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "QQ", imageName: "QQ"), person: person))
        #expect(store.person == person)
    }

    // MARK: - The save rule

    @Test func aPersonMaySaveOnlyWhenChangedAndValidFirstReasonFirst() {
        let stored = Person.builtIn
        var edited = stored
        #expect(edited.saveProblem(against: stored) == .noChanges)
        edited.lastName = "King"
        #expect(edited.saveProblem(against: stored) == nil)
        edited.firstName = ""
        edited.email = "x"
        #expect(edited.saveProblem(against: stored) == .missingFirstName)
        edited.firstName = "Ada"
        edited.lastName = ""
        #expect(edited.saveProblem(against: stored) == .missingLastName)
        edited.lastName = "King"
        #expect(edited.saveProblem(against: stored) == .invalidEmail(.missingAt))
    }

    @Test func theStoreRefusesWhatTheSaveRuleRefuses() {
        var person = Person.builtIn
        person.firstName = ""
        #expect(person.problem == .emptyName)
        person.firstName = "Ada"
        person.email = "ada@"
        #expect(person.problem == .invalidEmail("ada@", .nothingAfterAt))
        #expect(Person.builtIn.problem == nil)
    }
}

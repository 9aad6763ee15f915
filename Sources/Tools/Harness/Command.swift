import CatalogFile
import Foundation
import Model

/// One line of the runner's command language.
public enum Command: Equatable, Sendable {
    // Touches, delivered through the view hierarchy.
    case select(row: Int)  // 1-based, as shown
    case scroll(row: Int)  // 1-based
    case tap
    case reload
    case open(row: Int)  // the row's detail button: pushes the product's detail
    case back  // the bar's back button
    // Changes applied to the store, as the server or another device would cause them. A product
    // is named by the row that shows it (1-based), as `select` names it; see `Session`.
    case rename(row: Int, name: String)
    case price(row: Int, price: Decimal)
    case add(price: Decimal, name: String)
    case remove(row: Int)
    case appName(String)
    case appImage(String)
    // The profile and search tabs: touches and edits through the view hierarchy, then a change
    // the server makes to the stored person.
    case tab(Tab)
    case type(field: Field, text: String)
    case clear(field: Field)
    case compose(field: Field, text: String)
    case commit(field: Field, text: String)
    case delete(field: Field, count: Int)
    case save
    case person(PersonChange)
    // Arranging the world: how the catalog and search services answer.
    case fail
    case hold
    case answer(request: Int, failing: Bool)  // 1 = the oldest waiting request
    case release
    // Time: the manual clock moves this many milliseconds.
    case wait(milliseconds: Int)
    // The runner itself.
    case trace(Bool)  // trace on / trace off
    case show
    case help
    case quit

    /// The row numbers a command takes: as many as a catalog file may hold products.
    public static let rowRange = 1...CatalogFile.maximumProducts
    /// The request numbers `answer N` takes.
    public static let requestRange = 1...1_000_000
    /// How many times `delete FIELD N` may press the key.
    public static let keyCountRange = 1...1000
    /// How far `wait MS` may move the clock at once: an hour.
    public static let millisecondsRange = 0...3_600_000

    /// `1 to 1000000`: a range as the command language states it.
    static func text<Bound>(_ range: ClosedRange<Bound>) -> String {
        "\(range.lowerBound) to \(range.upperBound)"
    }

    /// The command language, as `help` prints it.
    public static let reference = """
        ROW counts from 1, as the table shows: select 3 and rename 3 Tea act on the same product.
        Numbers: ROW \(text(rowRange)); DECIMAL \(text(Product.priceRange)), at most two decimals;
        MS \(text(millisecondsRange)) (an hour); N \(text(keyCountRange)) for delete, \
        \(text(requestRange)) for answer.
        Touches
          select ROW         touch the row (scrolls it into view first)
          scroll ROW         scroll so that the row is the first visible row
          tap                touch the app card
          reload             touch the Reload button
          open ROW           touch the row's detail button: the product's detail
          back               touch the bar's back button (an unsaved edit is dropped)
        Changes to the store (as the server would make them)
          rename ROW NAME    rename the product in the row
          price ROW DECIMAL  set the price of the product in the row (at most two decimals),
                             e.g. price 3 19.99
          add DECIMAL NAME   add a product at the end
          remove ROW         remove the product in the row
          app-name NAME      rename the app
          app-image NAME     change the app's image
        Tabs
          tab shop           touch the Shop tab (the shop list and the app card)
          tab profile        touch the Profile tab
          tab search         touch the Search tab
        Fields (first, last and email on the profile tab, query on the search tab, name on a
        product's detail)
          type FIELD TEXT    type TEXT at the end of the field, one key at a time
          clear FIELD        empty the field (its clear button)
          delete FIELD [N]   press the delete key N times (default 1), one key at a time
          compose FIELD TEXT an input method (pinyin, kana) composes TEXT after the field's
                             text, one key at a time: marked text, shown ‹like this›
          commit FIELD TEXT  pick TEXT from the input method's candidates: it replaces the
                             marked text (or, if the composition was cancelled, is typed at
                             the end), e.g. clear first, compose first ada, commit first 阿达
        The profile and a product's detail
          save               touch the Save button (a disabled button ignores it)
          person FIELD VALUE the server changes the stored person; FIELD is salutation,
                             first, last, email or birthdate (YYYY-MM-DD); an empty VALUE
                             clears the salutation
        The search (a search starts once the query has not changed for 300 ms)
          select ROW         on the search tab: touch a result to see its description
          wait MS            move the clock MS milliseconds on, running what falls due
                             (the clock is a manual one, in scripts and interactively
                             alike: time moves only with wait, never by itself)
        Loading and searching (the newest request decides; an older one's answer changes
        nothing). Catalog loads and searches wait in one queue
          fail               make the next catalog load fail when it is answered
          hold               from now on, every load and search waits for an answer
          answer N [fail]    answer the N-th waiting request (1 = the oldest), or fail it
          release            stop holding; answer every waiting request, oldest first
        Tracing (needs the traced build: start with --trace)
          trace on           print, under each frame, the calls the command caused
          trace off          stop printing them
        Other
          show               print the screens again
          help               this list
          quit               leave (so does the end of input)
        """

    /// Parses one line; nil for a blank line or a `#` comment.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let words = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let name = String(words[0])
        let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        var arguments = Arguments(command: name, text: rest)
        let command: Command
        switch name {
        case "select": command = .select(row: try arguments.row())
        case "scroll": command = .scroll(row: try arguments.row())
        case "tap": command = .tap
        case "reload": command = .reload
        case "open": command = .open(row: try arguments.row())
        case "back": command = .back
        case "rename":
            command = .rename(row: try arguments.row(), name: try arguments.remainder("NAME"))
        case "price": command = .price(row: try arguments.row(), price: try arguments.decimal())
        case "add":
            command = .add(price: try arguments.decimal(), name: try arguments.remainder("NAME"))
        case "remove": command = .remove(row: try arguments.row())
        case "app-name": command = .appName(try arguments.remainder("NAME"))
        case "app-image": command = .appImage(try arguments.remainder("NAME"))
        case "tab": command = .tab(try arguments.tab())
        case "type":
            command = .type(field: try arguments.field(), text: try arguments.remainder("TEXT"))
        case "clear": command = .clear(field: try arguments.field())
        case "compose":
            command = .compose(field: try arguments.field(), text: try arguments.remainder("TEXT"))
        case "commit":
            command = .commit(field: try arguments.field(), text: try arguments.remainder("TEXT"))
        case "delete":
            command = .delete(field: try arguments.field(), count: try arguments.keyCount())
        case "save": command = .save
        case "person": command = .person(try arguments.personChange())
        case "fail": command = .fail
        case "hold": command = .hold
        case "answer":
            command = .answer(
                request: try arguments.wholeNumber("request number", in: Command.requestRange),
                failing: try arguments.flag("fail"))
        case "release": command = .release
        case "wait":
            command = .wait(
                milliseconds: try arguments.wholeNumber(
                    "number of milliseconds", in: Command.millisecondsRange))
        case "trace": command = .trace(try arguments.onOff())
        case "show": command = .show
        case "help", "?": command = .help
        case "quit", "exit": command = .quit
        default:
            throw CommandError("\(name.excerpt()): unknown command (type 'help' for the list)")
        }
        try arguments.finish()
        return command
    }

    /// The command's name, as typed: what its error messages start with.
    public var name: String {
        switch self {
        case .select: "select"
        case .scroll: "scroll"
        case .tap: "tap"
        case .reload: "reload"
        case .open: "open"
        case .back: "back"
        case .rename: "rename"
        case .price: "price"
        case .add: "add"
        case .remove: "remove"
        case .appName: "app-name"
        case .appImage: "app-image"
        case .tab: "tab"
        case .type: "type"
        case .clear: "clear"
        case .compose: "compose"
        case .commit: "commit"
        case .delete: "delete"
        case .save: "save"
        case .person: "person"
        case .fail: "fail"
        case .hold: "hold"
        case .answer: "answer"
        case .release: "release"
        case .wait: "wait"
        case .trace: "trace"
        case .show: "show"
        case .help: "help"
        case .quit: "quit"
        }
    }

    /// The row the command names, for the commands that name one.
    var row: Int? {
        switch self {
        case .select(let row), .scroll(let row), .open(let row), .rename(let row, _),
            .price(let row, _), .remove(let row):
            row
        default: nil
        }
    }

    /// How a command is written, with an example: what an error about its words tells the user
    /// to do. Nil for a name that is no command.
    public static func usage(of name: String) -> String? {
        switch name {
        case "select": "select ROW, e.g. select 3"
        case "scroll": "scroll ROW, e.g. scroll 12"
        case "open": "open ROW, e.g. open 3"
        case "rename": "rename ROW NAME, e.g. rename 3 Tea"
        case "price": "price ROW DECIMAL, e.g. price 3 19.99"
        case "add": "add DECIMAL NAME, e.g. add 2.50 Tea"
        case "remove": "remove ROW, e.g. remove 3"
        case "app-name": "app-name NAME, e.g. app-name WeChat"
        case "app-image": "app-image NAME, e.g. app-image We Chat"
        case "tab": "tab shop, tab profile or tab search"
        case "type": "type FIELD TEXT, e.g. type email ada@example.org"
        case "clear": "clear FIELD, e.g. clear email"
        case "compose": "compose FIELD TEXT, e.g. compose first ada"
        case "commit": "commit FIELD TEXT, e.g. commit first 阿达"
        case "delete": "delete FIELD [N], e.g. delete query 2"
        case "person": "person FIELD VALUE, e.g. person first Augusta"
        case "answer": "answer N [fail], e.g. answer 1"
        case "wait": "wait MS, e.g. wait 300"
        case "trace": "trace on or trace off"
        case "tap", "reload", "back", "save", "fail", "hold", "release", "show", "help", "?",
            "quit",
            "exit":
            "just '\(name)'"
        default: nil
        }
    }
}

/// A tab of the screens, as `tab shop`, `tab profile` and `tab search` name it.
public enum Tab: String, CaseIterable, Sendable {
    case shop
    case profile
    case search
}

/// A text field, as `type FIELD TEXT` and `clear FIELD` name it: the profile form's fields, the
/// search tab's query and a product detail's name.
public enum Field: String, CaseIterable, Sendable {
    case firstName = "first"
    case lastName = "last"
    case email
    case query
    case name
}

/// A change the server makes to the stored person, as `person FIELD VALUE` names it.
public enum PersonChange: Equatable, Sendable {
    case salutation(String)
    case firstName(String)
    case lastName(String)
    case email(String)
    case birthdate(CalendarDate)

    /// `person` with this change made.
    func applied(to person: Person) -> Person {
        var person = person
        switch self {
        case .salutation(let value): person.salutation = value
        case .firstName(let value): person.firstName = value
        case .lastName(let value): person.lastName = value
        case .email(let value): person.email = value
        case .birthdate(let value): person.birthdate = value
        }
        return person
    }
}

/// A line that is not a command, and why.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The words after a command's name, taken one at a time.
private struct Arguments {
    let command: String
    var text: Substring

    init(command: String, text: String) {
        self.command = command
        self.text = Substring(text)
    }

    /// How the command is written, as the end of an error: `(price ROW DECIMAL, e.g. …)`.
    var usage: String { "(\(Command.usage(of: command) ?? "type 'help' for the list"))" }

    mutating func word(_ what: String) throws(CommandError) -> String {
        let trimmed = text.drop(while: { $0 == " " })
        guard !trimmed.isEmpty else { throw CommandError("\(command): missing \(what) \(usage)") }
        let word = trimmed.prefix(while: { $0 != " " })
        text = trimmed.dropFirst(word.count)
        return String(word)
    }

    mutating func row() throws(CommandError) -> Int {
        try wholeNumber("row number", in: Command.rowRange)
    }

    /// A whole number in `range`, written in digits; `what` names it in the error.
    mutating func wholeNumber(_ what: String, in range: ClosedRange<Int>) throws(CommandError)
        -> Int
    {
        let word = try word(what)
        let from = "from \(Command.text(range))"
        guard word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw CommandError(
                "\(command): '\(word.excerpt())' is not a \(what) (a whole number \(from))")
        }
        guard let number = Int(word), range.contains(number) else {
            throw CommandError(
                "\(command): '\(word.excerpt())' is out of range (a \(what) is \(from))")
        }
        return number
    }

    /// The count of `delete FIELD [N]`, or 1 when nothing is left.
    mutating func keyCount() throws(CommandError) -> Int {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return 1 }
        return try wholeNumber("count", in: Command.keyCountRange)
    }

    /// Whether the rest is `name`; nothing else may stand there.
    mutating func flag(_ name: String) throws(CommandError) -> Bool {
        let rest = text.trimmingCharacters(in: .whitespaces)
        if rest.isEmpty { return false }
        guard rest == name else {
            throw CommandError(
                "\(command): unexpected '\(rest.excerpt())' (only '\(name)' may follow)")
        }
        text = ""
        return true
    }

    /// A price: digits with at most two after the point, as the screens show prices, within
    /// `Product.priceRange`.
    mutating func decimal() throws(CommandError) -> Decimal {
        let word = try word("price")
        let quoted = "'\(word.excerpt())'"
        let range = "prices are \(Command.text(Product.priceRange))"
        let unsigned = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else {
            throw CommandError("\(command): \(quoted) is not a price (write it like 19.10)")
        }
        guard parts.count == 1 || parts[1].count <= 2 else {
            throw CommandError(
                "\(command): \(quoted) has more than two decimals (prices are in cents, like 19.10)"
            )
        }
        // Checked by length first (999999 has six digits): Decimal cannot read a thousand
        // digits, and needs not.
        guard !word.hasPrefix("-"), parts[0].drop(while: { $0 == "0" }).count <= 6,
            let price = Decimal(exactly: word), Product.priceRange.contains(price)
        else {
            throw CommandError("\(command): \(quoted) is out of range (\(range))")
        }
        return price
    }

    mutating func tab() throws(CommandError) -> Tab {
        let word = try word("the tab")
        guard let tab = Tab(rawValue: word) else {
            throw CommandError(
                "\(command): '\(word.excerpt())' is not a tab (tab shop, tab profile or tab search)"
            )
        }
        return tab
    }

    mutating func field() throws(CommandError) -> Field {
        let word = try word("field")
        guard let field = Field(rawValue: word) else {
            throw CommandError(
                "\(command): '\(word.excerpt())' is not a field "
                    + "(first, last and email on the profile tab, query on the search tab, name "
                    + "on a product's detail)")
        }
        return field
    }

    mutating func personChange() throws(CommandError) -> PersonChange {
        let field = try word("field")
        let value = text.trimmingCharacters(in: .whitespaces)
        text = ""
        switch field {
        case "salutation": return .salutation(value)
        case "first": return .firstName(value)
        case "last": return .lastName(value)
        case "email": return .email(value)
        case "birthdate":
            guard let date = CalendarDate(iso: value) else {
                throw CommandError(
                    "\(command): '\(value.excerpt())' is not a date "
                        + "(write it like 1815-12-10, a year from 0001 to 9999)")
            }
            return .birthdate(date)
        default:
            throw CommandError(
                "\(command): '\(field.excerpt())' is not a field (salutation, first, last, email, "
                    + "birthdate)")
        }
    }

    /// `on` or `off`.
    mutating func onOff() throws(CommandError) -> Bool {
        let word = try word("on or off")
        guard word == "on" || word == "off" else {
            throw CommandError(
                "\(command): '\(word.excerpt())' is neither on nor off (trace on or trace off)")
        }
        return word == "on"
    }

    mutating func remainder(_ what: String) throws(CommandError) -> String {
        let rest = text.trimmingCharacters(in: .whitespaces)
        guard !rest.isEmpty else { throw CommandError("\(command): missing \(what) \(usage)") }
        text = ""
        return rest
    }

    func finish() throws(CommandError) {
        let rest = text.trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty else {
            throw CommandError("\(command): unexpected '\(rest.excerpt())' at the end \(usage)")
        }
    }
}

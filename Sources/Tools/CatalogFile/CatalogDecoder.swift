import Foundation
import Model

/// Turns a catalog file's JSON into a `Catalog`, or says which value is wrong, where it is, and
/// how to write it: `products[0].price: expected a string, found the number 1.5 (write it like
/// "price": "1.50")`.
///
/// The values are checked in the order the format lists them (the app, the products, the
/// person), so a file with several mistakes gets the first.
enum CatalogDecoder {
    static func catalog(from root: JSONValue) throws(JSONProblem) -> Catalog {
        let top = try Field(path: .top, value: root).object(
            example: #"{"app": {…}, "products": […]}"#)
        let app = try top.required("app", example: #""app": {"name": "QQ", "image": "QQ"}"#)
            .object(example: #""app": {"name": "QQ", "image": "QQ"}"#)
        let appInfo = AppInfo(
            name: try app.required("name", example: #""name": "QQ""#).nonEmptyString(),
            imageName: try app.required("image", example: #""image": "QQ""#).nonEmptyString())
        let productsField = try top.required(
            "products", example: #""products": [\#(productExample)]"#)
        let products = try productsField.array(example: #""products": [\#(productExample)]"#)
        guard products.count <= CatalogFile.maximumProducts else {
            throw productsField.element(CatalogFile.maximumProducts).problem(
                "more than \(CatalogFile.maximumProducts) products",
                advice: "a catalog may hold at most \(CatalogFile.maximumProducts)")
        }
        var catalog = Catalog(products: [], app: appInfo)
        catalog.products.reserveCapacity(products.count)
        var indexByID: [Int: Int] = [:]
        indexByID.reserveCapacity(products.count)
        for index in products.indices {
            let entry = productsField.element(index)
            catalog.products.append(try product(from: entry, indexByID: &indexByID))
        }
        if let person = top.optional("person") {
            catalog.person = try self.person(from: person)
        }
        return catalog
    }

    private static let productExample = #"{"id": 1, "name": "Tea", "price": "2.50"}"#

    /// The product `entry` (an element of `products`) describes; `indexByID` holds the
    /// indices of the entries read before it, by id.
    private static func product(from entry: Field, indexByID: inout [Int: Int])
        throws(JSONProblem) -> Product
    {
        let object = try entry.object(example: productExample)
        let idField = try object.required("id", example: #""id": 1"#)
        let id = try idField.wholeNumber("an id", in: CatalogFile.idRange, example: #""id": 1"#)
        if case .element(let products, let index) = entry.path,
            let other = indexByID.updateValue(index, forKey: id)
        {
            throw idField.problem(
                "\(id) is the id of \(Path.element(products, other)) too",
                advice: "give each product an id of its own")
        }
        let name = try object.required("name", example: #""name": "Tea""#).nonEmptyString()
        let priceField = try object.required("price", example: #""price": "19.10""#)
        let priceText = try priceField.string(
            example: #""price": "\#(suggestedPrice(priceField))""#)
        guard let price = Decimal(exactly: priceText) else {
            throw priceField.problem(
                "\"\(priceText.excerpt())\" is not a price",
                advice: #"write it like "price": "19.10""#)
        }
        guard Product.priceRange.contains(price) else {
            throw priceField.problem(
                "\"\(priceText.excerpt())\" is out of range",
                advice: #"a price is 0 to 999999.99, like "price": "19.10""#)
        }
        return Product(id: id, name: name, price: price)
    }

    /// The price a number means, written as the format wants it: `1.5` gives `1.50`.
    private static func suggestedPrice(_ field: Field) -> String {
        guard case .number(let text) = field.value.content, let price = Decimal(exactly: text),
            Product.priceRange.contains(price)
        else { return "19.10" }
        let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
        return decimals >= 2 ? text : text + (decimals == 0 ? ".00" : "0")
    }

    private static func person(from field: Field) throws(JSONProblem) -> Person {
        let person = try field.object(
            example: #""person": {"first": "Ada", "last": "Lovelace", "#
                + #""birthdate": "1815-12-10", "email": "ada@example.org"}"#)
        let salutation = try person.optional("salutation")?.string(
            example: #""salutation": "Dr.""#)
        let first = try person.required("first", example: #""first": "Ada""#).nonEmptyString()
        let last = try person.required("last", example: #""last": "Lovelace""#).nonEmptyString()
        let birthdateField = try person.required(
            "birthdate", example: #""birthdate": "1815-12-10""#)
        let birthdateText = try birthdateField.string(example: #""birthdate": "1815-12-10""#)
        guard let birthdate = CalendarDate(iso: birthdateText) else {
            throw birthdateField.problem(
                "\"\(birthdateText.excerpt())\" is not a date",
                advice: #"write it like "birthdate": "1815-12-10", a year from 0001 to 9999"#)
        }
        let emailField = try person.required("email", example: #""email": "ada@example.org""#)
        let email = try emailField.string(example: #""email": "ada@example.org""#)
        if let problem = EmailValidator.problem(in: email) {
            throw emailField.problem(
                "\"\(email.excerpt())\" is not valid: \(StoreError.words(for: problem))",
                advice: #"write it like "email": "ada@example.org""#)
        }
        return Person(
            salutation: salutation ?? "", firstName: first, lastName: last, birthdate: birthdate,
            email: email)
    }
}

/// Where a value is in the file, as messages name it: `products[0].price`. Built as the decoder
/// goes down, and written out only for a message: a catalog may have a million products.
private indirect enum Path: CustomStringConvertible {
    case top
    case member(Path, String)
    case element(Path, Int)

    var description: String {
        switch self {
        case .top: "the top level"
        case .member(.top, let key): key
        case .member(let parent, let key): "\(parent).\(key)"
        case .element(let parent, let index): "\(parent)[\(index)]"
        }
    }
}

/// A value of a catalog file and where it is.
private struct Field {
    let path: Path
    let value: JSONValue
    /// How the value is written right, for the messages about it: `"price": "19.10"`.
    var example = ""

    /// What is wrong with this value, at its place in the file.
    func problem(_ problem: String, advice: String) -> JSONProblem {
        JSONProblem(offset: value.offset, problem: "\(path): \(problem)", advice: advice)
    }

    private func mismatch(_ expected: String, example: String) -> JSONProblem {
        problem("expected \(expected), found \(value.found)", advice: "write it like \(example)")
    }

    func object(example: String) throws(JSONProblem) -> Object {
        guard case .object(let members) = value.content else {
            throw mismatch("an object", example: example)
        }
        return Object(field: self, members: members)
    }

    /// The elements of a list (`element(_:)` gives each as a field).
    func array(example: String) throws(JSONProblem) -> [JSONValue] {
        guard case .array(let elements) = value.content else {
            throw mismatch("a list", example: example)
        }
        return elements
    }

    /// The element `index` of this list.
    func element(_ index: Int) -> Field {
        guard case .array(let elements) = value.content else { return self }
        return Field(path: .element(path, index), value: elements[index])
    }

    func string(example: @autoclosure () -> String) throws(JSONProblem) -> String {
        guard case .string(let text) = value.content else {
            throw mismatch("a string", example: example())
        }
        return text
    }

    /// A string that is not empty.
    func nonEmptyString() throws(JSONProblem) -> String {
        let text = try string(example: self.example)
        guard !text.isEmpty else {
            throw problem("must not be empty", advice: "write it like \(self.example)")
        }
        return text
    }

    /// A whole number written as one (`3`, not `3.0`), within `range`; `what` names it in
    /// messages (`an id`).
    func wholeNumber(_ what: String, in range: ClosedRange<Int>, example: String)
        throws(JSONProblem) -> Int
    {
        guard case .number(let text) = value.content else {
            throw mismatch("a whole number", example: example)
        }
        if let number = Int(text), range.contains(number) { return number }
        let rangeText = "\(what) is a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard text.utf8.allSatisfy({ $0 &- 0x30 < 10 || $0 == 0x2D }) else {  // digits, "-"
            throw problem(
                "\(text.excerpt()) is not a whole number", advice: "\(rangeText), like \(example)")
        }
        throw problem("\(text.excerpt()) is out of range", advice: rangeText)
    }
}

/// An object of a catalog file.
private struct Object {
    let field: Field
    /// A handful of members: searched, not hashed.
    let members: [JSONValue.Member]

    /// The member `key`, which must be there (`example` shows how it is written).
    func required(_ key: String, example: String) throws(JSONProblem) -> Field {
        guard let member = members.first(where: { $0.key == key }) else {
            throw JSONProblem(
                offset: field.value.offset, problem: "\(Path.member(field.path, key)): missing",
                advice: "add it, like \(example)")
        }
        return Field(path: .member(field.path, key), value: member.value, example: example)
    }

    /// The member `key`, or nil when it is not there or null.
    func optional(_ key: String) -> Field? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value.content { return nil }
        return Field(path: .member(field.path, key), value: member.value)
    }
}

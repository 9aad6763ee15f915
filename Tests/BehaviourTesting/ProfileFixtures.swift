import Model

/// The seed-001 person: Dr. Ada Lovelace, born 1970-01-01 (the seed's spec date).
public func seedPerson(salutation: String = "Dr.") -> Person {
    Person(
        salutation: salutation, firstName: "Ada", lastName: "Lovelace",
        birthdate: CalendarDate(year: 1970, month: 1, day: 1) ?? Person.builtIn.birthdate,
        email: "ada@example.com")
}

/// A store holding `seedPerson(salutation:)`, as a loaded catalog would leave it.
@MainActor
public func profileStore(salutation: String = "Dr.") -> Store {
    Store(
        catalog: Catalog(
            products: [], app: Catalog.builtIn.app, person: seedPerson(salutation: salutation)))
}

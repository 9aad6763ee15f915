import Foundation
import Model
import Testing

@testable import CatalogFile

/// The catalog file's person: a profile the file may carry, and a bad one named in one line.
@Suite struct CatalogFilePersonTests {
    @Test func theCatalogFileMayCarryAPerson() throws {
        let json = """
            {"app": {"name": "QQ", "image": "QQ"}, "products": [],
             "person": {"first": "Grace", "last": "Hopper", "birthdate": "1906-12-09",
                        "email": "grace@example.com"}}
            """
        let catalog = try CatalogFile.decode(Data(json.utf8), path: "c.json")
        #expect(
            catalog.person
                == Person(
                    firstName: "Grace", lastName: "Hopper",
                    birthdate: CalendarDate(year: 1906, month: 12, day: 9)!,
                    email: "grace@example.com"))
    }

    @Test func aBadPersonIsOneLineNamingTheField() {
        func problem(_ person: String) -> String? {
            let json =
                #"{"app": {"name": "QQ", "image": "QQ"}, "products": [], "person": "#
                + person + "}"
            do {
                _ = try CatalogFile.decode(Data(json.utf8), path: "c.json")
                return nil
            } catch {
                return error.problem
            }
        }
        let valid = #""first": "A", "last": "B", "email": "a@b.org""#
        #expect(
            problem(#"{\#(valid), "birthdate": "1815-02-30"}"#)
                == #"person.birthdate: "1815-02-30" is not a date"#)
        #expect(
            problem(#"{"first": "", "last": "B", "email": "a@b.org", "birthdate": "1815-12-10"}"#)
                == "person.first: must not be empty")
        #expect(
            problem(#"{"first": "A", "last": "B", "email": "a.org", "birthdate": "1815-12-10"}"#)
                == #"person.email: "a.org" is not valid: needs an @"#)
        #expect(problem(#"{"first": "A"}"#) == "person.last: missing")
    }
}

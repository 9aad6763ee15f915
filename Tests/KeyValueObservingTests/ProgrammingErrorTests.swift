import Foundation
import Testing

@testable import KeyValueObserving

/// What Foundation raises an exception for stops the program here, with Foundation's message
/// naming the objects and the property: each is run in a process of its own (an exit test).
@Suite struct ProgrammingErrorTests {
    @Test func removingAnObserverThatIsNotRegisteredStopsWithFoundationsMessage() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let person = Person()
                let recorder = Recorder()
                person.addObserver(recorder, forKeyPath: \Person.name, options: [], context: nil)
                person.removeObserver(recorder, forKeyPath: \Person.name)
                person.removeObserver(recorder, forKeyPath: \Person.name)  // once too often
            }
        }

        #expect(
            message(of: result).contains(
                "Cannot remove an observer <KeyValueObservingTests.Recorder 0x…> for the key path "
                    + "\"name\" from <KeyValueObservingTests.Person 0x…> because it is not "
                    + "registered as an observer."), "\(message(of: result))")
    }

    @Test func releasingAnObjectWithObserversStillRegisteredStopsWithFoundationsMessage() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let recorder = Recorder()
                var person: Person? = Person()
                person?.addObserver(recorder, forKeyPath: \Person.age, options: [], context: nil)
                person = nil  // released without removing the observer
            }
        }

        #expect(
            message(of: result).contains(
                "An instance 0x… of class KeyValueObservingTests.Person was deallocated while key "
                    + "value observers were still registered with it. Current observation info: "
                    + "<KeyValueObservingTests.Recorder 0x…> for the key path \"age\""),
            "\(message(of: result))")
    }

    @Test func anObserverReleasedWhileRegisteredStopsTheNextChange() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let person = Person()
                var recorder: Recorder? = Recorder()
                if let recorder {
                    person.addObserver(
                        recorder, forKeyPath: \Person.name, options: [], context: nil)
                }
                recorder = nil  // released without removing itself
                person.name = "Grace"
            }
        }

        #expect(
            message(of: result).contains(
                "An observer <KeyValueObservingTests.Recorder 0x…> for the key path \"name\" of "
                    + "<KeyValueObservingTests.Person 0x…> was deallocated while still registered"),
            "\(message(of: result))")
    }

    @Test func observingAPropertyThatIsNotDynamicStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                Person().addObserver(
                    Recorder(), forKeyPath: \Person.plain, options: [], context: nil)
            }
        }

        #expect(
            message(of: result).contains(
                "of <KeyValueObservingTests.Person 0x…> is not a @Dynamic"),
            "\(message(of: result))")
    }

    @Test func observingAComputedPropertyStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                Person().addObserver(
                    Recorder(), forKeyPath: \Person.shout, options: [], context: nil)
            }
        }

        #expect(
            message(of: result).contains(
                "of <KeyValueObservingTests.Person 0x…> is not a @Dynamic"),
            "\(message(of: result))")
    }
}

/// What the process wrote to its standard error, with every address as `0x…`.
func message(of result: ExitTest.Result?) -> String {
    let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    return text.replacing(#/0x[0-9a-f]+/#, with: "0x…")
}

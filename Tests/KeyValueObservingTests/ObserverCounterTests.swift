import Foundation
import Testing

@testable import KeyValueObserving

/// The count of registrations still in place, which a run reads after tearing its screens down.
@MainActor
@Suite struct ObserverCounterTests {
    @Test func theCounterCountsRegistrationsStillInPlace() async {
        let person = Person()
        let kept = Recorder()
        let removed = Recorder()

        let (_, live) = await ObserverCounter.counting {
            person.addObserver(kept, forKeyPath: \Person.name, options: [], context: nil)
            person.addObserver(removed, forKeyPath: \Person.age, options: [], context: nil)
            person.removeObserver(removed, forKeyPath: \Person.age)
        }

        #expect(live == 1, "one observer left behind")
        person.removeObserver(kept, forKeyPath: \Person.name)
    }

    @Test func aRemovalOutsideTheScopeUncountsWhatTheScopeCounted() async {
        let person = Person()
        let counter = ObserverCounter()
        var observer: SelfRemovingObserver?

        ObserverCounter.$current.withValue(counter) {
            observer = SelfRemovingObserver(person: person)
        }
        #expect(counter.live == 1)
        observer = nil  // removes itself in its deinit, outside the scope

        #expect(counter.live == 0)
        #expect(observer == nil)
    }

    @Test func theCounterCountsOnlyItsOwnTask() async {
        let person = Person()
        let outside = Recorder()
        person.addObserver(outside, forKeyPath: \Person.name, options: [], context: nil)

        let (_, none) = await ObserverCounter.counting {}

        #expect(none == 0)
        person.removeObserver(outside, forKeyPath: \Person.name)
    }

    @Test func aProcessCountKeepsTheNumberStillRegisteredInItsFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("kvo-observers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let count = ProcessObserverCount(path: path)
        #expect(!FileManager.default.fileExists(atPath: path), "no file before an observer")

        count.changed(by: 1)
        count.changed(by: 1)
        count.changed(by: -1)

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1")
    }
}

import Testing

@testable import KeyValueObserving

/// The rules of Foundation's key-value observing that the seeds' code relies on, kept by the
/// stand-in: who is told, when, with what, and for how long.
@MainActor
@Suite struct ObservingTests {
    @Test func anObserverIsToldInsideTheSetterWithTheOldAndNewValues() {
        let person = Person()
        let recorder = Recorder()
        var seenInside: [String] = []
        recorder.onChange = { _ in seenInside.append(person.name) }
        person.addObserver(recorder, forKeyPath: \Person.name, options: [.old, .new], context: nil)

        person.name = "Grace"

        #expect(recorder.calls.count == 1, "told before the setter returned")
        #expect(recorder.oldValues == ["Ada"])
        #expect(recorder.newValues == ["Grace"])
        #expect(seenInside == ["Grace"], "the new value is in place when the observer is told")
        #expect(recorder.calls.first?.keyPath == \Person.name)
        #expect(recorder.calls.first?.object === person)
        #expect(recorder.calls.first?.change.kind == .setting)
        person.removeObserver(recorder, forKeyPath: \Person.name)
    }

    @Test func anObserverIsToldOnlyTheValuesItAskedFor() {
        let person = Person()
        let recorder = Recorder()
        person.addObserver(recorder, forKeyPath: \Person.age, options: [], context: nil)

        person.age = 37

        #expect(recorder.newValues == ["nil"])
        #expect(recorder.oldValues == ["nil"])
        person.removeObserver(recorder, forKeyPath: \Person.age)
    }

    @Test func everySetTellsEvenWhenTheValueIsTheSame() {
        let person = Person()
        let recorder = Recorder()
        person.addObserver(recorder, forKeyPath: \Person.name, options: [.new], context: nil)

        person.name = "Ada"
        person.name = "Ada"

        #expect(recorder.newValues == ["Ada", "Ada"])
        person.removeObserver(recorder, forKeyPath: \Person.name)
    }

    @Test func initialTellsOnceWhileTheObserverIsAdded() {
        let person = Person()
        let withNew = Recorder()
        let withoutNew = Recorder()

        person.addObserver(
            withNew, forKeyPath: \Person.name, options: [.initial, .new], context: nil)
        person.addObserver(withoutNew, forKeyPath: \Person.name, options: [.initial], context: nil)

        #expect(withNew.newValues == ["Ada"], "told the current value at once")
        #expect(withNew.oldValues == ["nil"], "the initial notification has no old value")
        #expect(
            withoutNew.newValues == ["nil"], "told at once, without the value it did not ask for")

        person.name = "Grace"

        #expect(withNew.newValues == ["Ada", "Grace"])
        person.removeObserver(withNew, forKeyPath: \Person.name)
        person.removeObserver(withoutNew, forKeyPath: \Person.name)
    }

    @Test func priorTellsBeforeTheChangeToo() {
        let person = Person()
        let recorder = Recorder()
        var seenBefore: [String] = []
        recorder.onChange = { call in if call.change.isPrior { seenBefore.append(person.name) } }
        person.addObserver(
            recorder, forKeyPath: \Person.name, options: [.prior, .old, .new], context: nil)

        person.name = "Grace"

        #expect(recorder.calls.map(\.change.isPrior) == [true, false])
        #expect(recorder.oldValues == ["Ada", "Ada"])
        #expect(recorder.newValues == ["nil", "Grace"], "the prior notification has no new value")
        #expect(seenBefore == ["Ada"], "told before the value changed")
        person.removeObserver(recorder, forKeyPath: \Person.name)
    }

    @Test func anObserverIsToldOnlyAboutItsOwnKeyPathAndObject() {
        let person = Person()
        let other = Person()
        let recorder = Recorder()
        person.addObserver(recorder, forKeyPath: \Person.name, options: [.new], context: nil)

        person.age = 40
        other.name = "Grace"

        #expect(recorder.calls.isEmpty)
        person.removeObserver(recorder, forKeyPath: \Person.name)
    }

    @Test func eachAddIsOneRegistrationAndEachRemoveTakesOneAway() {
        let person = Person()
        let recorder = Recorder()
        person.addObserver(recorder, forKeyPath: \Person.name, options: [.new], context: nil)
        person.addObserver(recorder, forKeyPath: \Person.name, options: [.new], context: nil)

        person.name = "Grace"
        person.removeObserver(recorder, forKeyPath: \Person.name)
        person.name = "Mary"
        person.removeObserver(recorder, forKeyPath: \Person.name)
        person.name = "Ada"

        #expect(recorder.newValues == ["Grace", "Grace", "Mary"])
    }

    @Test func removingWithAContextRemovesTheRegistrationMadeWithIt() {
        let person = Person()
        let recorder = Recorder()
        let first = UnsafeMutableRawPointer(bitPattern: 0x10)
        let second = UnsafeMutableRawPointer(bitPattern: 0x20)
        person.addObserver(recorder, forKeyPath: \Person.name, options: [], context: first)
        person.addObserver(recorder, forKeyPath: \Person.name, options: [], context: second)

        person.removeObserver(recorder, forKeyPath: \Person.name, context: first)
        person.name = "Grace"

        #expect(recorder.calls.map(\.context) == [second], "the other context is still told")
        person.removeObserver(recorder, forKeyPath: \Person.name, context: second)
    }

    @Test func anObserverRemovedByAnEarlierOneIsNotTold() {
        let person = Person()
        let first = Recorder()
        let second = Recorder()
        first.onChange = { _ in person.removeObserver(second, forKeyPath: \Person.name) }
        person.addObserver(first, forKeyPath: \Person.name, options: [], context: nil)
        person.addObserver(second, forKeyPath: \Person.name, options: [], context: nil)

        person.name = "Grace"

        #expect(first.calls.count == 1)
        #expect(second.calls.isEmpty)
        person.removeObserver(first, forKeyPath: \Person.name)
    }

    @Test func observersAreHeldUnretainedAndRemoveThemselvesInTheirDeinit() {
        let person = Person()
        var observer: SelfRemovingObserver? = SelfRemovingObserver(person: person)
        weak let gone = observer
        person.name = "Grace"
        #expect(observer?.told == 1)

        observer = nil

        #expect(gone == nil, "the observed object does not keep its observer alive")
        person.name = "Mary"  // would stop the program if the observer were still registered
    }

    @Test func aKeyPathThroughAProtocolObservesTheObjectsProperty() {
        let person = Person()
        let named: any Named = person
        let recorder = Recorder()
        named.addObserver(recorder, forKeyPath: \Named.name, options: [.new], context: nil)

        person.name = "Grace"

        #expect(recorder.newValues == ["Grace"])
        #expect(recorder.calls.first?.keyPath == \Named.name, "told the key path it registered")
        named.removeObserver(recorder, forKeyPath: \Person.name)  // the same property
        person.name = "Mary"
        #expect(recorder.calls.count == 1)
    }

    @Test func anOptionalPropertyIsToldAsItsValue() {
        let person = Person()
        let recorder = Recorder()
        person.addObserver(
            recorder, forKeyPath: \Person.nickname, options: [.initial, .new], context: nil)

        person.nickname = "Countess"

        #expect(recorder.calls.map { $0.change.new as? String } == [nil, "Countess"])
        person.removeObserver(recorder, forKeyPath: \Person.nickname)
    }

    @Test func messagesNameTheWrappedPropertyByItsStoragesName() {
        struct Storage {
            var _name = ""  // as a property wrapper names its storage
            var name = ""
        }

        #expect(ObservedProperty.name(ofStorage: \Storage._name) == "name")
        #expect(ObservedProperty.name(ofStorage: \Storage.name) == nil, "not a wrapper's storage")
        #expect("\(\Person.name)".contains("computed"), "why the storage's key path is read")
    }
}

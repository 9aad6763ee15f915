import Testing

@testable import KeyValueObserving

/// A change is matched to its registrations by the identity of its key path, as Foundation's
/// setter hands over its constant key: comparing key paths by value walks their components, and
/// a set would pay it for every registration of another property. Swift does not promise one
/// object for one key path (an optimised build makes the getter's and the setter's apart), so
/// the property's storage keeps the one it was first observed at.
@MainActor
@Suite struct KeyPathIdentityTests {
    /// Shaped as the MVVM (KVO) shop list's view model: a struct-valued `screen`, changed
    /// whole and in part, beside a `list`, both set from inside the class only.
    final class ShopList: Object {
        struct Screen {
            var title = ""
            var selected: Int?
        }
        @Dynamic private(set) var screen = Screen()
        @Dynamic private(set) var list = 0

        func select(_ row: Int) { screen.selected = row }
        func retitle(_ title: String) { screen = Screen(title: title, selected: screen.selected) }
        func publish(_ count: Int) { list = count }

        /// The key paths the two properties' storage keeps.
        var keptKeyPaths: (screen: AnyKeyPath?, list: AnyKeyPath?) {
            (_screen.keyPath, _list.keyPath)
        }
    }

    /// A generic class: Swift makes its key paths at each access.
    final class Box<Value>: Object {
        @Dynamic var value: Value
        @Dynamic var other: Value

        init(_ value: Value) {
            _value = Dynamic(wrappedValue: value)
            _other = Dynamic(wrappedValue: value)
        }
    }

    @Test func theStorageKeepsTheKeyPathItWasFirstObservedAtAndEverySetReportsIt() {
        let shopList = ShopList()
        let recorder = Recorder()
        let prior = Recorder()
        #expect(shopList.keptKeyPaths.screen == nil, "no observer yet: no key path kept")
        shopList.addObserver(recorder, forKeyPath: \ShopList.screen, options: [.new], context: nil)
        shopList.addObserver(recorder, forKeyPath: \ShopList.list, options: [.new], context: nil)
        shopList.addObserver(prior, forKeyPath: \ShopList.screen, options: [.prior], context: nil)
        let kept = shopList.keptKeyPaths

        for row in 0..<10 {
            shopList.select(row)
            shopList.retitle("Shop \(row)")
            shopList.publish(row)
        }

        #expect(kept.screen != nil && kept.list != nil && kept.screen !== kept.list)
        #expect(shopList.keptKeyPaths.screen === kept.screen, "kept once, not replaced")
        #expect(recorder.calls.count == 30)
        #expect(recorder.calls.filter { $0.keyPath == \ShopList.screen }.count == 20)
        #expect(prior.calls.filter(\.change.isPrior).count == 20, "prior ones match the same way")
        #expect(prior.calls.count == 40, "before and after each of the 20 changes")
        shopList.removeObserver(recorder, forKeyPath: \ShopList.screen)
        shopList.removeObserver(recorder, forKeyPath: \ShopList.list)
        shopList.removeObserver(prior, forKeyPath: \ShopList.screen)
    }

    @Test func aGenericClassesPropertiesAreToldApart() {
        let box = Box(1)
        let recorder = Recorder()
        box.addObserver(recorder, forKeyPath: \Box<Int>.value, options: [.new], context: nil)
        box.addObserver(recorder, forKeyPath: \Box<Int>.other, options: [.new], context: nil)

        box.value = 2
        box.other = 3
        box.value = 4

        #expect(recorder.newValues == ["2", "3", "4"])
        #expect(recorder.calls.map { $0.keyPath == \Box<Int>.value } == [true, false, true])
        box.removeObserver(recorder, forKeyPath: \Box<Int>.value)
        box.removeObserver(recorder, forKeyPath: \Box<Int>.other)
    }
}

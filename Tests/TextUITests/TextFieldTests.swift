import Foundation
import Testing

@testable import TextUI

/// The text field, the disabled button and the tab bar controller behave as their UIKit
/// counterparts do where a frame or a test can tell.
@MainActor
@Suite struct TextFieldTests {
    @Test func editsSendEditingChangedButSettingTextFromCodeDoesNot() {
        let field = TextField(placeholder: "name")
        var events: [String] = []
        // Unowned, as a controller's action would capture it: a strong capture is a cycle (the
        // field keeps its actions), which LeakSanitizer reports.
        field.addAction(for: .editingChanged) { [unowned field] in events.append(field.text ?? "") }
        field.addAction(for: .touchUpInside) { events.append("tap") }  // not an editing action
        field.insertText("A")
        field.insertText("b")
        field.deleteBackward()
        field.text = "set from code"
        field.clear()
        #expect(events == ["A", "Ab", "A", ""])
    }

    @Test func markedTextFollowsUIKitsRules() {
        let field = TextField()
        field.text = "Ada "
        var events: [String] = []
        field.addAction(for: .editingChanged) { [unowned field] in events.append(field.text ?? "") }
        field.setMarkedText("l", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("lo", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "Ada lo", "the text includes the marked text")
        #expect(field.markedTextRange == TextRange(location: 4, length: 2))
        field.insertText("洛")
        #expect(field.text == "Ada 洛", "a candidate replaces the marked text")
        #expect(field.markedTextRange == nil, "and commits it")
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.text = field.text  // the same value, set from code
        #expect(field.markedTextRange == nil, "setting the text cancels the composition")
        #expect(field.text == "Ada 洛x")
        #expect(events == ["Ada l", "Ada lo", "Ada 洛", "Ada 洛x"], "setting text sends nothing")
    }

    @Test func aFieldDrawsItsTextOrItsPlaceholderAsALabelWould() {
        let field = TextField(placeholder: "your name")
        var canvas = Canvas(width: 12, height: 1)
        field.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        #expect(canvas.render(color: false) == "[your name ]")
        field.text = "商品🍎 and a bell\u{7}"
        canvas = Canvas(width: 12, height: 1)
        field.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        #expect(canvas.render(color: false) == "[商品🍎 an…]")
    }

    @Test func aDisabledButtonReadsDifferentlyInPlainTextIsDimmedAndIgnoresTouches() throws {
        let button = Button(title: "Save")
        var taps = 0
        button.addAction { taps += 1 }
        button.isEnabled = false
        #expect(button.handleTap())  // the touch lands on it …
        #expect(taps == 0)  // … and does nothing
        var canvas = Canvas(width: 8, height: 1)
        button.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(canvas.render(color: false) == "[-Save-]")
        #expect(canvas.render(color: true).contains("\u{1B}[0;2m[-Save-]"))
        button.isEnabled = true
        canvas = Canvas(width: 8, height: 1)
        button.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(canvas.render(color: false) == "[ Save ]")
        _ = button.handleTap()
        #expect(taps == 1)
    }

    final class Screen: ViewController {
        let field = TextField()
        override func loadView() {
            field.accessibilityIdentifier = "field"
            view = StackView.vertical([Label(title ?? ""), field])
        }
    }

    @Test func onlyTheSelectedTabIsOnScreenAndATapOnATabSelectsIt() throws {
        let first = Screen()
        first.title = "One"
        first.tabBarItem.title = "One"
        first.tabBarItem.accessibilityIdentifier = "tab-one"
        let second = Screen()
        second.title = "Two"
        second.tabBarItem.title = "Two"
        second.tabBarItem.accessibilityIdentifier = "tab-two"
        let window = Window(width: 20)
        window.rootViewController = TabBarController(viewControllers: [first, second])
        #expect(window.render() == "One\n[                  ]\n═ ▸ One ════ Two ═══")
        #expect(!second.isViewLoaded)  // loaded when its tab is first selected
        try window.type("ab", into: "field")
        #expect(first.field.text == "ab")
        try window.tap("tab-two")
        #expect(window.render() == "Two\n[                  ]\n══ One ════ ▸ Two ══")
        try window.type("c", into: "field")
        #expect(second.field.text == "c")
        #expect(first.field.text == "ab")
        #expect(throws: TouchError.notEditable("tab-one")) { try window.type("x", into: "tab-one") }
    }
}

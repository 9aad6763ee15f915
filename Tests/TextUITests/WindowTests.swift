import Foundation
import Testing

@testable import TextUI

@MainActor
@Suite struct WindowTests {
    final class CardController: ViewController {
        var taps = 0
        var reloads = 0
        let name = Label("QQ", alignment: .center)

        override func loadView() {
            title = "Card"
            let card = StackView.vertical([ImageView(image: Image(named: "QQ")), name])
            card.accessibilityIdentifier = "card"
            name.accessibilityIdentifier = "name"
            card.addGestureRecognizer(TapGestureRecognizer { [weak self] in self?.taps += 1 })
            let item = BarButtonItem(
                title: "Reload", primaryAction: Action { [weak self] _ in self?.reloads += 1 })
            item.accessibilityIdentifier = "reload"
            navigationItem.rightBarButtonItem = item
            view = card
        }
    }

    @Test func rendersAWholeFrame() {
        let window = Window(width: 20)
        window.rootViewController = SplitViewController(viewControllers: [CardController()])
        #expect(
            window.render() == """
                Card      [ Reload ]
                ────────────────────
                      ┌──────┐
                      │  QQ  │
                      └──────┘
                         QQ
                """)
    }

    @Test func aTapTravelsUpFromTheViewItLandsOnToTheFirstOneThatHandlesTaps() throws {
        let controller = CardController()
        let window = Window()
        window.rootViewController = SplitViewController(viewControllers: [controller])
        try window.tap("name")  // a label: the card above it recognizes the tap
        try window.tap("card")
        try window.tap("reload")
        #expect(controller.taps == 2)
        #expect(controller.reloads == 1)
    }

    @Test func touchesThatCannotLandAreErrors() {
        let window = Window()
        window.rootViewController = SplitViewController(viewControllers: [CardController()])
        #expect(throws: TouchError.noSuchView("nowhere")) { try window.tap("nowhere") }
        #expect(throws: TouchError.notTappable("card")) { try window.touchRow(0, inTable: "card") }
    }

    @Test func hiddenViewsCannotBeTouched() throws {
        let controller = CardController()
        let window = Window()
        window.rootViewController = SplitViewController(viewControllers: [controller])
        controller.view.isHidden = true
        #expect(throws: TouchError.noSuchView("card")) { try window.tap("card") }
        #expect(controller.taps == 0)
    }

    @Test func imagesShowTheirInitials() {
        #expect(Image(named: "QQ")?.initials == "QQ")
        #expect(Image(named: "We Chat")?.initials == "WC")
        #expect(Image(named: "taobao")?.initials == "TA")
        #expect(Image(named: "微信")?.initials == "微信")
        #expect(Image(named: "") == nil, "an empty name finds no image, as in UIKit")
    }

    @Test func theViewCounterCountsOnlyItsOwnTask() async {
        let (_, views) = await ViewCounter.counting {
            _ = Label()
            _ = StackView(arrangedSubviews: [Label(), Button(title: "x")])
        }
        #expect(views == 4)
        let (_, none) = await ViewCounter.counting {}
        #expect(none == 0)
    }

    @Test func aProcessCountKeepsTheCountSoFarInItsFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("textui-views-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let count = ProcessViewCount(path: path)

        count.viewCreated()
        count.viewCreated()

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "2")
    }

    @Test func colourIsOnlyAddedWhenAskedFor() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("ab", x: 0, y: 0, width: 2, style: .bold)
        #expect(canvas.render(color: false) == "ab")
        #expect(canvas.render(color: true) == "\u{1B}[0;1mab\u{1B}[0m  ")
    }
}

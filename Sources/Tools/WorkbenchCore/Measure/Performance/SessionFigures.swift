import Foundation
import Harness
import KeyValueObserving
import PatternCatalog
import TextUI

/// How each pattern's screens behave when run: when a store change reaches their views, and
/// what they leave behind when torn down. Measured on a running session of each pattern.
@MainActor
package enum SessionFigures {
    /// What each pattern's screens leave behind when torn down (every tab opened first, so every
    /// screen observes), and how many statements of its code add and remove observers by hand.
    package static func teardown(root: String) async -> PerPattern<TeardownFigures> {
        var figures = PerPattern<TeardownFigures>()
        for pattern in PatternDescriptor.all {
            let (storeLeft, keyValueLeft) = await ObserverCounter.counting {
                let session = Session(pattern: pattern)
                await session.settle()
                for tab in Tab.allCases { try? session.carryOut(.tab(tab)) }
                await session.settle()
                _ = session.frame()
                session.tearDown()
                await session.settle()
                return session.store.observerCount
            }
            figures[pattern] = TeardownFigures(
                module: pattern.module, storeObserversLeft: storeLeft,
                keyValueObserversLeft: keyValueLeft,
                additionsByHand: TeardownFigures.statements(
                    inFolder: pattern.folder, root: root, where: TeardownFigures.isAddition),
                removalsByHand: TeardownFigures.statements(
                    inFolder: pattern.folder, root: root, where: TeardownFigures.isRemoval))
        }
        return figures
    }

    /// When a store change reaches each pattern's views and screen: rename the app, look at the
    /// views' texts before any layout pass, then draw the next frame.
    package static func updateTiming() async -> PerPattern<UpdateTiming> {
        var timing = PerPattern<UpdateTiming>()
        let name = "Renamed just now"
        for pattern in PatternDescriptor.all {
            let session = Session(pattern: pattern)
            await session.settle()
            _ = session.frame()
            try? session.store.renameApp(to: name)
            let inTheCall = labelTexts(in: session.window.rootViewController?.view).contains(name)
            timing[pattern] = UpdateTiming(
                module: pattern.module, viewsChangeInTheCall: inTheCall,
                nextFrameShowsIt: session.frame().contains(name))
            session.tearDown()
        }
        return timing
    }

    /// The text of every label in the tree as it stands, without a layout pass.
    package static func labelTexts(in view: View?) -> [String] {
        guard let view else { return [] }
        let own = (view as? Label)?.text.map { [$0] } ?? []
        return own + view.subviews.flatMap(labelTexts(in:))
    }
}

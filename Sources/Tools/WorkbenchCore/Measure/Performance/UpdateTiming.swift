import Foundation

/// Per pattern, when a store change reaches the views and the screen (measured by the caller,
/// which can run the screens).
package struct UpdateTiming: Sendable, Codable {
    package var module: String
    /// The views show the change as soon as the change's own call returns, so a breakpoint in
    /// that call leads to the code that updates them. False: they change only in the next
    /// layout pass, away from the change.
    package var viewsChangeInTheCall: Bool
    /// The first frame drawn after the change shows it.
    package var nextFrameShowsIt: Bool

    package init(module: String, viewsChangeInTheCall: Bool, nextFrameShowsIt: Bool) {
        self.module = module
        self.viewsChangeInTheCall = viewsChangeInTheCall
        self.nextFrameShowsIt = nextFrameShowsIt
    }

    /// How the figure reads in a table.
    package var summary: String {
        viewsChangeInTheCall ? "in the change's call" : "in the next layout pass"
    }
}

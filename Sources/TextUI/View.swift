/// The base of every on-screen element, as `UIView` is in UIKit: a node in the view tree with a
/// frame in character cells, relative to its superview.
///
/// Subclasses draw themselves by overriding `draw(in:frame:)`, size themselves with
/// `heightThatFits(width:)` and place their subviews in `layoutSubviews()`.
@MainActor
open class View {
    /// A name that tests and the runner use to find the view, like `accessibilityIdentifier`.
    public var identifier: String?
    public var frame: Rect = .zero
    public var isHidden = false
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public private(set) var gestureRecognizers: [TapGestureRecognizer] = []

    public init() {
        ViewCounter.current?.viewCreated()
    }

    // MARK: - The view tree

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The first visible view in this subtree, depth first, whose identifier is `identifier`.
    public func view(withIdentifier identifier: String) -> View? {
        if isHidden { return nil }
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    // MARK: - Layout and drawing

    /// The lines this view needs when it is `width` columns wide.
    open func heightThatFits(width: Int) -> Int {
        frame.height
    }

    /// Places the subviews inside `frame`. The default leaves them where they are.
    open func layoutSubviews() {}

    /// Draws this view's own content; `frame` is in window coordinates.
    open func draw(in canvas: inout Canvas, frame: Rect) {}

    /// Lays out this view's visible subtree: `layoutSubviews()` on each view, top down.
    public func layoutIfNeeded() {
        guard !isHidden else { return }
        layoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Draws this view and its visible subviews, laid out already, `origin` being where the
    /// superview sits in the window.
    public func render(in canvas: inout Canvas, origin: Point) {
        guard !isHidden else { return }
        let absolute = frame.offsetBy(origin)
        draw(in: &canvas, frame: absolute)
        for subview in subviews {
            subview.render(in: &canvas, origin: absolute.origin)
        }
    }

    // MARK: - Touches

    public func addGestureRecognizer(_ recognizer: TapGestureRecognizer) {
        gestureRecognizers.append(recognizer)
    }

    /// Handles a tap that landed on this view; returns false when nothing here takes taps.
    /// `Control` overrides it to send its actions.
    open func handleTap() -> Bool {
        guard !gestureRecognizers.isEmpty else { return false }
        for recognizer in gestureRecognizers { recognizer.recognize() }
        return true
    }
}

/// Recognizes a tap on the view it is added to and calls its handler, like
/// `UITapGestureRecognizer` with a target and action.
@MainActor
public final class TapGestureRecognizer {
    private let handler: @MainActor () -> Void

    public init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    func recognize() { handler() }
}

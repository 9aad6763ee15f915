/// The base of every on-screen element, as `UIView` is in UIKit: a node in the view tree with a
/// frame in character cells, relative to its superview.
///
/// Subclasses draw themselves by overriding `draw(in:frame:)`, size themselves with
/// `heightThatFits(width:)`, place their subviews in `layoutSubviews()` and copy observable
/// state into themselves in `updateProperties()`.
///
/// **The update cycle, as UIKit's.** Changing a view does not redraw it. It marks what is stale:
/// `setNeedsUpdateProperties()`, `setNeedsLayout()`. The window runs one pass before it draws a
/// frame or delivers a touch: first `updateProperties()` wherever it is needed (view
/// controllers before their views), top down; then tables reloaded since the last pass ask
/// their data sources; then `layoutSubviews()` wherever layout is needed, top down; then
/// drawing. `layoutIfNeeded()` runs the same pass on one subtree, as tests of a view do in UIKit.
///
/// **Observation tracking, as UIKit's on iOS 26.** `updateProperties()` and `layoutSubviews()`
/// run inside observation tracking (and a cell's `updateConfiguration(using:)`): a change to any
/// `@Observable` property they read marks them to run again in the next pass. Nothing else is
/// tracked; in particular not a table's data source.
///
/// Deliberate differences from UIKit: there is no run loop, so the pass runs when a frame is
/// asked for (`Window.render`) or a touch is delivered, not at the end of a run-loop turn; and
/// a change of size marks every view above (`invalidateIntrinsicContentSize()`), which stands in
/// for Auto Layout.
@MainActor
open class View {
    /// A name that tests and the runner use to find the view, as in UIKit.
    public var accessibilityIdentifier: String?
    /// Where the view sits in its superview, in character cells. A new size or place marks the
    /// view for layout.
    public var frame: Rect = .zero {
        didSet { if frame != oldValue { setNeedsLayout() } }
    }
    /// A hidden view is not drawn, takes no space in a stack and cannot be touched.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.invalidateIntrinsicContentSize() } }
    }
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public private(set) var gestureRecognizers: [TapGestureRecognizer] = []
    /// The view controller whose root view this is: the pass updates its properties first.
    weak var owningViewController: ViewController?

    /// Whether `layoutSubviews()` runs in the next pass.
    public private(set) var needsLayout = true
    /// Whether `updateProperties()` runs in the next pass.
    public internal(set) var needsUpdateProperties = true
    var propertiesTracking = TrackedRuns()
    private var layoutTracking = TrackedRuns()
    // Whether anything in this subtree (this view and its view controller included) is marked,
    // so that a pass walks only down the paths to marked views. Always true on every view above
    // a view whose flag is true.
    /// A container's fitted height for one width, kept by containers whose height sums their
    /// subviews' (`StackView`) and forgotten whenever a size below may have changed.
    var fittingHeight: (width: Int, height: Int)?
    private var subtreeNeedsUpdateProperties = true
    private var subtreeNeedsLayout = true

    /// A view with `frame`.
    public init(frame: Rect = .zero) {
        self.frame = frame
        ViewCounter.viewCreated()
    }

    // MARK: - The view tree

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
        forgetFittingHeights()
        if view.subtreeNeedsUpdateProperties { markPathForPropertyUpdate() }
        if view.subtreeNeedsLayout { markPathForLayout() }
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.forgetFittingHeights()
    }

    /// The first visible view in this subtree, depth first, whose `accessibilityIdentifier` is
    /// `identifier`: what a UI test's query finds (toolkit-only; the runner's way to a view).
    public func view(withIdentifier identifier: String) -> View? {
        if isHidden { return nil }
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    // MARK: - Updating properties (UIKit on iOS 26)

    /// Copies state into this view. Override it to read `@Observable` state: the pass runs it
    /// inside observation tracking, so a change to anything it read marks it to run again in
    /// the next pass, as UIKit does on iOS 26. The default does nothing.
    open func updateProperties() {}

    /// Marks `updateProperties()` to run in the next pass.
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        markPathForPropertyUpdate()
    }

    /// Tells this view and every view above it that something here needs `updateProperties()`.
    func markPathForPropertyUpdate() {
        var view: View? = self
        while let current = view, !current.subtreeNeedsUpdateProperties {
            current.subtreeNeedsUpdateProperties = true
            view = current.superview
        }
    }

    /// Runs `updateProperties()` now if it is marked, tracking what it reads.
    public func updatePropertiesIfNeeded() {
        runPropertyUpdateIfNeeded()
    }

    // MARK: - Layout and drawing

    /// The columns this view needs across, or nil when it takes whatever it is given: what a
    /// horizontal `StackView` gives it, as UIKit's intrinsic content width. The default is nil.
    open var intrinsicContentWidth: Int? { nil }

    /// A fixed width, as a width constraint would fix it in Auto Layout; nil leaves the width to
    /// `intrinsicContentWidth` and the stack.
    public var widthConstraint: Int? {
        didSet { if widthConstraint != oldValue { superview?.setNeedsLayout() } }
    }

    /// The lines this view needs when it is `width` columns wide.
    ///
    /// UIKit: `sizeThatFits(_ size: CGSize) -> CGSize`; a view of text is as wide as it is
    /// given, and only its height depends on that width, so the toolkit asks for the height.
    open func heightThatFits(width: Int) -> Int {
        frame.height
    }

    /// Places the subviews inside `frame`. The default leaves them where they are.
    open func layoutSubviews() {}

    /// Marks `layoutSubviews()` to run in the next pass.
    public func setNeedsLayout() {
        needsLayout = true
        markPathForLayout()
    }

    private func markPathForLayout() {
        var view: View? = self
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Marks this view and every view above it for layout: its size may have changed, so the
    /// views that place it must place it again (what Auto Layout does after
    /// `invalidateIntrinsicContentSize()`).
    public func invalidateIntrinsicContentSize() {
        var view: View? = self
        while let current = view {
            current.needsLayout = true
            current.subtreeNeedsLayout = true
            current.fittingHeight = nil
            view = current.superview
        }
    }

    /// Forgets the fitted heights remembered by this view and every view above it: a size
    /// below may have changed.
    func forgetFittingHeights() {
        var view: View? = self
        while let current = view {
            current.fittingHeight = nil
            view = current.superview
        }
    }

    /// Runs the pass on this subtree now: pending `updateProperties()`, then pending layout.
    public func layoutIfNeeded() {
        updatePropertiesInSubtree()
        prepareSubtreeForLayout()
        layOutSubtree()
    }

    /// The first half of the pass: `updateProperties()` where marked, view controllers first,
    /// top down through the visible subtree, skipping subtrees with nothing marked.
    func updatePropertiesInSubtree() {
        guard subtreeNeedsUpdateProperties, !isHidden else { return }
        owningViewController?.updatePropertiesIfNeeded()
        updateOwnPropertiesIfNeeded()
        var visited = subviews
        for subview in visited { subview.updatePropertiesInSubtree() }
        // A view added while the pass ran (a screen pushed from an `updateProperties()`) is
        // visited in this pass too.
        while subviews.count != visited.count || zip(subviews, visited).contains(where: !==),
            let added = subviews.first(where: { view in !visited.contains { $0 === view } })
        {
            visited.append(added)
            added.updatePropertiesInSubtree()
        }
        let pending = subviews.contains { $0.subtreeNeedsUpdateProperties }
        // What was marked while the pass ran, or lies in a hidden subtree, waits for a later one.
        subtreeNeedsUpdateProperties =
            pending || ownPropertiesNeedUpdate
            || owningViewController?.needsUpdateProperties == true
    }

    /// The view's own part of the first half of the pass; a cell adds its configuration update.
    func updateOwnPropertiesIfNeeded() {
        updatePropertiesIfNeeded()
    }

    /// Whether the view's own part of the first half of the pass is still to run.
    var ownPropertiesNeedUpdate: Bool { needsUpdateProperties }

    /// Work a view does before the layout pass and outside observation tracking: a table takes
    /// the rows its window gives it (`tableRows`) and asks its data source here. The default
    /// does nothing.
    func prepareForLayout(tableRows: Int?) {}

    /// Between the halves of the pass: `prepareForLayout(tableRows:)` wherever layout is marked,
    /// top down through the visible subtree, outside any tracking.
    func prepareSubtreeForLayout(tableRows: Int? = nil) {
        guard subtreeNeedsLayout, !isHidden else { return }
        if needsLayout { prepareForLayout(tableRows: tableRows) }
        for subview in subviews { subview.prepareSubtreeForLayout(tableRows: tableRows) }
    }

    /// The second half of the pass: `layoutSubviews()` where marked, inside observation tracking
    /// whose change marks the view for layout again, top down through the visible subtree,
    /// skipping subtrees with nothing marked. Marks made while a view lays itself out are part
    /// of that layout.
    func layOutSubtree() {
        guard subtreeNeedsLayout, !isHidden else { return }
        if needsLayout {
            // Cleared first, as UIKit does: `layoutIfNeeded()` called from `layoutSubviews()`
            // lays out the subviews only, and a view marked again while it lays itself out is
            // laid out again in a later pass.
            needsLayout = false
            layoutTracking.run(layoutSubviews, for: self) { $0.setNeedsLayout() }
        }
        var pending = false
        for subview in subviews {
            subview.layOutSubtree()
            pending = pending || subview.subtreeNeedsLayout
        }
        subtreeNeedsLayout = pending
    }

    /// Draws this view's own content; `frame` is in window coordinates.
    open func draw(in canvas: inout Canvas, frame: Rect) {}

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

    /// Adds a recognizer of taps on this view.
    ///
    /// UIKit: takes any `UIGestureRecognizer`; a frame of text has taps only, so the toolkit has
    /// only the tap recognizer.
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

    /// A recognizer that calls `handler` on each tap.
    ///
    /// UIKit: `init(target:action:)`, with an Objective-C selector; Swift on Linux has no
    /// selectors, so the toolkit takes a closure.
    public init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    func recognize() { handler() }
}

extension View: PropertyUpdating {}

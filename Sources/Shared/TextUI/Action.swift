/// A handler a control runs when it sends an event, as `UIAction` is.
///
/// UIKit: `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, with
/// defaults for all but the handler. The toolkit has the title and the handler: it has no menus
/// and draws no images in actions.
@MainActor
public final class Action {
    /// The action's title: a button made with this action as its primary action shows it.
    public let title: String
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: AnyObject?
    private let handler: @MainActor (Action) -> Void

    /// An action with a title and the handler it runs.
    ///
    /// UIKit: `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, all
    /// but the handler with defaults, so a call with a title and a handler reads the same; the
    /// toolkit has no menus, so no identifier, attributes or state.
    public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Runs the handler for `sender`.
    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

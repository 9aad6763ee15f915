/// The app the app card shows: its name and the name of its icon image.
public struct AppInfo: Hashable, Sendable {
    public var name: String
    public var imageName: String

    public init(name: String, imageName: String) {
        self.name = name
        self.imageName = imageName
    }
}

import Testing

@testable import TextUI

/// A scene delegate as UIKit's app template writes it: it makes its window for the scene, gives
/// it a root and makes it key.
@MainActor
final class TemplateSceneDelegate: WindowSceneDelegate {
    var window: Window?
    private(set) var connections = 0

    func scene(_ scene: WindowScene, willConnectTo options: WindowScene.ConnectionOptions) {
        connections += 1
        let window = Window(windowScene: scene)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

@MainActor
@Suite struct WindowSceneTests {
    @Test func connectingAsksTheDelegateForItsWindowOnce() throws {
        let scene = WindowScene(width: 32, visibleTableRows: 4)
        let delegate = TemplateSceneDelegate()
        scene.delegate = delegate

        scene.connect()

        #expect(delegate.connections == 1, "the delegate hears the connection once")
        let window = try #require(scene.keyWindow, "the delegate's window is the key window")
        #expect(window === delegate.window)
        #expect(window.windowScene === scene)
        #expect(
            window.width == 32 && window.visibleTableRows == 4,
            "a window made for a scene takes the scene's size")
    }

    @Test func theSceneKeepsItsDelegateAndTheDelegateItsWindow() {
        let scene = WindowScene()
        weak var delegate: TemplateSceneDelegate?
        weak var window: Window?
        do {
            let made = TemplateSceneDelegate()
            scene.delegate = made
            scene.connect()
            delegate = made
            window = made.window
        }
        #expect(delegate != nil && window != nil, "UIKit's scene keeps its delegate strongly")

        scene.delegate = nil

        #expect(delegate == nil && window == nil, "without its delegate the window is let go")
        #expect(scene.keyWindow == nil, "the scene does not keep its key window")
    }
}

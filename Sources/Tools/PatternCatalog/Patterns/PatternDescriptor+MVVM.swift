import MVVM

extension PatternDescriptor {
    /// MVVM bound with Observation: the view observes its view model's properties.
    public static let mvvm = PatternDescriptor(
        module: "MVVM", command: "mvvm", family: .mvvm, style: .observation, logicRole: .viewModel,
        rules: Rule.mvvm,
        sceneDelegate: MVVM.SceneDelegate.init)
}

import MVVMKVO

extension PatternDescriptor {
    /// MVVM bound as seeds 000 and 003 bind: key-value observing, added and removed by hand. Its
    /// rules are MVVM's: only the binding differs.
    public static let mvvmKVO = PatternDescriptor(
        module: "MVVMKVO", command: "mvvm-kvo", family: .mvvm, style: .keyValueObserving,
        logicRole: .viewModel, rules: Rule.mvvm, standsAlsoOn: ["KeyValueObserving"],
        sceneDelegate: MVVMKVO.SceneDelegate.init)
}

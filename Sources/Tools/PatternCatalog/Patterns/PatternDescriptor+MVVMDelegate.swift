import MVVMDelegate

extension PatternDescriptor {
    /// MVVM bound as seed 002 binds: the view model tells its delegate, the view, that an output
    /// changed. Its rules are MVVM's: only the binding differs.
    public static let mvvmDelegate = PatternDescriptor(
        module: "MVVMDelegate", command: "mvvm-delegate", family: .mvvm, style: .delegate,
        logicRole: .viewModel, rules: Rule.mvvm, sceneDelegate: MVVMDelegate.SceneDelegate.init)
}

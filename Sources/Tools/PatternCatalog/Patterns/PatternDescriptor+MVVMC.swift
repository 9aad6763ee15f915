import MVVMC

extension PatternDescriptor {
    /// MVVM-C: MVVM bound with Observation, as `mvvm` is, with a coordinator that decides where
    /// the user goes next (objc.io's *App Architecture*, its MVVM-C chapter; Soroush Khanlou,
    /// "The Coordinator", 2015). A family of its own, as a navigation variant of MVVM
    /// (Observation): the binding claims judge the three binding styles, not it again.
    public static let mvvmC = PatternDescriptor(
        module: "MVVMC", command: "mvvm-c", family: .mvvmC, style: .observation,
        logicRole: .viewModel, rules: Rule.mvvm + Rule.coordinated,
        sceneDelegate: MVVMC.SceneDelegate.init)
}

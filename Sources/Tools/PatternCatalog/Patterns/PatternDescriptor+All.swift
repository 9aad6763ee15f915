/// The patterns this package builds, each declared in a file of its own beside this one
/// (`PatternDescriptor+MVC.swift`): its rules, with the seed each comes from, and the function
/// that builds its screens. A stored result of one pattern is keyed by its own file, not by this
/// list, so adding a pattern here leaves the others' results fresh (`MutationKey`).
extension PatternDescriptor {
    /// Every pattern, in the order the workbench shows them.
    public static let all: [PatternDescriptor] = [
        mvc, mvcVariant, mvp, mvvm, mvvmKVO, mvvmDelegate, mvvmC, viper, tea,
    ]
}

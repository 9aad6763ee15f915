/// The articles the screens and the claims come from: five Chinese articles on iOS architecture,
/// numbered as the claims and docs/screens.md cite them ("seed 002").
package struct Seed: Sendable {
    /// `000` … `004`.
    package var number: String
    /// The article's own title, and what it means.
    package var title: String
    package var translation: String
    /// What it shows that the workbench builds or measures.
    package var shows: String
    /// Where the article says it comes from, when it says so.
    package var source: String?

    /// The five seeds, in order.
    package static let all = [
        Seed(
            number: "000", title: "iOS开发设计模式篇第二篇MVVM设计模式",
            translation: "iOS design patterns, part 2: MVVM",
            shows:
                "MVVM with two-way binding through KVO on a user form, and a table setting MVC "
                + "against MVVM on binding, view–model coupling, testing and learning cost",
            source: nil),
        Seed(
            number: "001", title: "浅谈iOS中MVVM的架构设计",
            translation: "On MVVM architecture in iOS",
            shows:
                "a translation of objc.io issue 13's MVVM article: presentation logic moves out of "
                + "the \"massive view controller\" into a `PersonViewModel`, tested by specs",
            source: "http://www.objccn.io/issue-13-1/"),
        Seed(
            number: "002", title: "Swift/iOS 中的 MVVM 模式示例",
            translation: "An MVVM pattern sample in Swift/iOS",
            shows:
                "a translation of a dev.to article by eleazar0425: a repository search as you "
                + "type, whose view model is tested with only a mock service",
            source: "https://dev.to/eleazar0425/mvvm-pattern-sample-in-swiftios--58aj"),
        Seed(
            number: "003", title: "具有Cocoa键值观察器的简单iOS MVVM",
            translation: "Simple iOS MVVM with Cocoa key-value observing",
            shows:
                "e-mail validation as you type, the view controller observing its view model "
                + "through KVO, observers added and removed by hand",
            source: nil),
        Seed(
            number: "004", title: "面试题引发的思考",
            translation: "Thoughts prompted by an interview question",
            shows:
                "MVC, an MVC variant whose view owns its model, MVP and MVVM on a shop list and an "
                + "app card, and a layered service design",
            source: nil),
    ]
}

import Foundation
import Harness

// `swift run mvvm`: the shop list and app card, built with this pattern.
exit(await Runner.main(pattern: .mvvm))

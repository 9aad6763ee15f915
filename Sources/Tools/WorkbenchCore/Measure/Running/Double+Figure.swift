import Foundation

extension Double {
    /// The figure as a document shows it: a whole number as is, otherwise one decimal.
    package var figureText: String {
        self == rounded() ? String(Int(self)) : String(format: "%.1f", self)
    }
}

extension Int {
    /// The count with its noun, singular for one: `1 type`, `3 types`.
    package func counted(_ noun: String) -> String {
        "\(self) \(self == 1 ? noun : noun + "s")"
    }
}

import Foundation

extension Double {
    /// The figure as a document shows it: a whole number as is, otherwise one decimal.
    public var figureText: String {
        self == rounded() ? String(Int(self)) : String(format: "%.1f", self)
    }
}

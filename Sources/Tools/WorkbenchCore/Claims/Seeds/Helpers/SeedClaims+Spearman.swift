import Foundation
import PatternCatalog

/// A rank correlation, for "The benefit grows with the screen's complexity".
extension SeedClaims {
    /// Spearman's rank correlation of two equally long lists (ties share their mean rank); 0
    /// when either does not vary.
    static func spearman(_ a: [Double], _ b: [Double]) -> Double {
        func ranks(_ values: [Double]) -> [Double] {
            values.map { value in
                let below = values.filter { $0 < value }.count
                let equal = values.filter { $0 == value }.count
                return Double(below) + Double(equal + 1) / 2
            }
        }
        let (x, y) = (ranks(a), ranks(b))
        let n = Double(x.count)
        guard n > 1 else { return 0 }
        let (mx, my) = (x.reduce(0, +) / n, y.reduce(0, +) / n)
        let covariance = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let spread =
            (x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) } * y.reduce(0) { $0 + ($1 - my) * ($1 - my) })
            .squareRoot()
        return spread == 0 ? 0 : covariance / spread
    }
}

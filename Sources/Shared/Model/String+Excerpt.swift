extension StringProtocol {
    /// How an error message quotes what the user typed or wrote: the first `limit` characters,
    /// then `…` when there are more. So a line of 100,000 digits makes an error line of a few
    /// dozen characters, not of 100 KB.
    public func excerpt(_ limit: Int = 40) -> String {
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex
        else { return String(self) }
        return String(self[..<end]) + "…"
    }
}

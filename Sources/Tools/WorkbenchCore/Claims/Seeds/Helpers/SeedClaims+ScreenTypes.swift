import PatternCatalog

/// Each screen's own types, for the claims that count classes.
extension SeedClaims {
    /// The screen's own types, per screen.
    static func screenTypes(_ inputs: ClaimInputs) -> Figures {
        let screens = inputs.perScreen { Double($1.types) }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

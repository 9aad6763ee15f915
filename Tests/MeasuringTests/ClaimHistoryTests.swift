import Foundation
import Testing

@testable import WorkbenchCore

/// A claim's history follows its identity: in a document whose sections name their claim's id,
/// a retitled claim is found by the id; in one written before the ids, by a title it ran under.
@Suite struct ClaimHistoryTests {
    static var claim: ClaimDefinition {
        var claim = SeedClaims.controllerBloats
        claim.claim = "The controller grows"
        claim.formerTitles = ["The controller bloats"]
        return claim
    }

    static func document(_ heading: String, marker: Bool, verdict: String) -> String {
        """
        ### 1. \(heading)
        \(marker ? ClaimHistory.marker(of: "controller-bloats") : "")

        *About MVC; seed 004.* **Verdict: \(verdict)**.
        """
    }

    @Test func aRetitledClaimIsFoundByTheIdItsSectionNames() {
        let named = Self.document("A title it never had", marker: true, verdict: "supported")
        #expect(ClaimHistory.showsFigures(named, Self.claim))
        let waiting = Self.document(
            "A title it never had", marker: true, verdict: "not yet measured")
        #expect(!ClaimHistory.showsFigures(waiting, Self.claim))
    }

    @Test func aDocumentBeforeTheIdsIsReadByTheTitlesTheClaimRanUnder() {
        let old = Self.document("The controller bloats", marker: false, verdict: "supported")
        #expect(ClaimHistory.showsFigures(old, Self.claim))
        let other = Self.document("Another claim", marker: false, verdict: "supported")
        #expect(!ClaimHistory.showsFigures(other, Self.claim))
        #expect(ClaimHistory.showsFigures("a list that names The controller bloats", Self.claim))
    }

    /// Every claim's section in today's document names its claim, under its heading.
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func everySectionNamesItsClaim() throws {
        let document = try String(contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        for (offset, definition) in ClaimDefinition.all.enumerated() {
            let heading = try #require(
                lines.firstIndex(of: "### \(offset + 1). \(definition.claim)"), "\(definition.id)")
            #expect(
                lines[heading + 2] == ClaimHistory.marker(of: definition.id), "\(definition.id)")
        }
    }
}

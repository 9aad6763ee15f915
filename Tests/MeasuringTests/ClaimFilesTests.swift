import Foundation
import Testing

@testable import WorkbenchCore

/// Each claim is a file of its own under Claims/Seeds, as a rule is in swift-format: its class,
/// figure, rule and judging in one place, and adding a claim is one file and one line of
/// `SeedClaims.all`. What several claims share is under Claims/Seeds/Helpers. A claim registered
/// since is likewise a file of its own under Claims/Registered (RegistrationTests).
@Suite struct ClaimFilesTests {
    @Test func everyClaimIsAFileOfItsOwn() throws {
        let claims = packageRoot + "/" + LayerDirection.core.root + "/Claims/"
        let files = try ["Seeds", "Registered"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: claims + folder)
                .filter {
                    $0.hasSuffix(".swift") && $0 != "SeedClaims.swift"
                        && $0 != "RegisteredClaims.swift"
                }.map { folder + "/" + $0 }
        }
        var declared: [String: String] = [:]
        for file in files {
            let text = try String(contentsOfFile: claims + file, encoding: .utf8)
            let ids = text.matches(of: /= ClaimDefinition\(\s*id: "([^"]+)"/).map { String($0.1) }
            #expect(ids.count == 1, "\(file) declares \(ids.count) claims")
            for id in ids { declared[id] = file }
        }
        for claim in ClaimDefinition.all {
            #expect(declared[claim.id] != nil, "\(claim.id) has no file of its own")
        }
        #expect(declared.count == ClaimDefinition.all.count)
    }
}

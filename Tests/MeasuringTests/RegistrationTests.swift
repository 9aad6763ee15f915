import Foundation
import Testing

@testable import WorkbenchCore

/// A claim registered from now on (the coordinator's, VIPER's, TEA's) was registered before the
/// code it judges existed: the commit Claims/margins.json names for its class and margin changed
/// its file under Claims/Registered and nothing but the claims, and every folder it judges was
/// first touched by a later commit. A claim may be registered again after a review, so long as
/// none of its code exists yet; the history keeps both registrations. It reads the package's git
/// history, so it runs in a full clone only. Never squash the commits that carry the order.
@Suite(.enabled(if: packageHasHistory(), "needs the package's git history (a full clone)"))
struct RegistrationTests {
    static let folder = LayerDirection.core.root + "/Claims/Registered"

    static func git(_ arguments: [String]) -> [String] {
        (MarginProvenanceTests.git(arguments) ?? "").split(separator: "\n").map(String.init)
    }

    /// The file under Claims/Registered that declares `id`.
    static func file(declaring id: String) throws -> String? {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot + "/" + folder)
        return names.map { folder + "/" + $0 }.first { path in
            let text = (try? String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8))
            return text?.contains("id: \"\(id)\"") == true
        }
    }

    /// The registration is the commit Claims/margins.json names for the claim's class: a commit
    /// that changed the claim's file and nothing but the claims, at or after the one that added
    /// the file (a claim registered again, before any of its code, after a review), and before
    /// any commit that touched the code it judges.
    @Test func everyRegisteredClaimPrecedesTheCodeItJudges() throws {
        let book = try MarginBook.load(root: packageRoot)
        for definition in RegisteredClaims.all {
            let id = definition.id
            let registration = try #require(definition.registration, "\(id): no registration")
            #expect(!registration.sources.isEmpty && !registration.judges.isEmpty, "\(id)")
            let file = try #require(try Self.file(declaring: id), "\(id): no file of its own")
            let added = try #require(
                Self.git(["log", "--diff-filter=A", "--format=%H", "--", file]).last,
                "\(id): \(file) is not committed")
            let entry = try #require(book.entries[id], "\(id): no margin in the book")
            let named = try #require(entry.classification?.set.commit, "\(id): no class set")
            let registered = try #require(
                Self.git(["rev-parse", named]).first, "\(id): \(named) is not a commit here")
            #expect(
                MarginProvenanceTests.isAncestor(added, of: registered),
                "\(id): the registration \(named) comes before \(file) was added")
            let changed = Self.git(["show", "--name-only", "--format=", registered])
            #expect(changed.contains(file), "\(id): \(named) did not change \(file)")
            #expect(
                changed.allSatisfy { $0.hasPrefix(LayerDirection.core.root + "/Claims/") },
                "\(id): the registration \(named) also changed \(changed)")
            for path in registration.judges {
                guard let first = Self.git(["log", "--reverse", "--format=%H", "--", path]).first
                else { continue }  // not written yet
                #expect(
                    first != registered && MarginProvenanceTests.isAncestor(registered, of: first),
                    "\(id): \(path) was touched in \(first.prefix(7)), not after the registration")
            }
            #expect(registered.hasPrefix(entry.set.commit), "\(id): the margin was set elsewhere")
            #expect(entry.firstFigures == nil || !entry.setAfterFigures, "\(id)")
        }
    }
}

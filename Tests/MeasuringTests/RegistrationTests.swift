import Foundation
import Testing

@testable import WorkbenchCore

/// A claim registered from now on (the coordinator's, VIPER's, TEA's) was registered before the
/// code it judges existed: the commit that added its file under Claims/Registered touched
/// nothing but the claims, every folder it judges was first touched by a later commit, and
/// Claims/margins.json names that commit for its class. It reads the package's git history, so
/// it runs in a full clone only. Never squash the commits that carry the order.
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
            let changed = Self.git(["show", "--name-only", "--format=", added])
            #expect(!changed.isEmpty, "\(id): git could not show \(added.prefix(7))")
            #expect(
                changed.allSatisfy { $0.hasPrefix(LayerDirection.core.root + "/Claims/") },
                "\(id): the registration \(added.prefix(7)) also changed \(changed)")
            for path in registration.judges {
                guard let first = Self.git(["log", "--reverse", "--format=%H", "--", path]).first
                else { continue }  // not written yet
                #expect(
                    first != added && MarginProvenanceTests.isAncestor(added, of: first),
                    "\(id): \(path) was touched in \(first.prefix(7)), not after the registration")
            }
            let entry = try #require(book.entries[id], "\(id): no margin in the book")
            #expect(
                entry.classification.map { added.hasPrefix($0.set.commit) } == true,
                "\(id): the book's class commit is not the registration \(added.prefix(7))")
            #expect(added.hasPrefix(entry.set.commit), "\(id): the margin was set elsewhere")
            #expect(entry.firstFigures == nil || !entry.setAfterFigures, "\(id)")
        }
    }
}

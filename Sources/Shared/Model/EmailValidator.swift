/// Whether an e-mail address is valid, and if not, why: the one validator every pattern uses
/// (seed 003 puts e-mail validity in the model).
///
/// **The rule.** A deliberately plain subset of RFC 5321/5322, the addresses people type:
/// - at most 254 characters, no spaces;
/// - exactly one `@`, with something on both sides;
/// - before it (the local part): at most 64 characters of letters, digits and
///   ``!#$%&'*+/=?^_`{|}~.-``, not starting or ending with a dot, no two dots in a row;
/// - after it (the domain): two or more labels separated by dots; each label 1–63 letters,
///   digits or hyphens, not starting or ending with a hyphen; the last label (the top-level
///   domain) at least two letters.
///
/// Letters and digits are ASCII: internationalised addresses are out of scope. Quoted local
/// parts and IP-address domains (`"a b"@x.org`, `a@[192.0.2.1]`) are valid in the RFCs but
/// refused here, as most sign-up forms refuse them.
public enum EmailValidator {
    /// Why `address` is not valid, or nil when it is.
    public static func problem(in address: String) -> EmailProblem? {
        if address.isEmpty { return .empty }
        if address.contains(where: \.isWhitespace) { return .containsSpace }
        if address.count > 254 { return .tooLong }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count < 2 { return .missingAt }
        if parts.count > 2 { return .moreThanOneAt }
        let local = parts[0]
        let domain = parts[1]
        if local.isEmpty { return .nothingBeforeAt }
        if domain.isEmpty { return .nothingAfterAt }
        if local.count > 64 { return .tooLong }
        if let bad = local.first(where: { !isLocalCharacter($0) }) {
            return .invalidCharacter(bad)
        }
        if local.hasPrefix(".") || local.hasSuffix(".") || local.contains("..") {
            return .misplacedDot
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count < 2 { return .domainWithoutDot }
        for label in labels {
            if let bad = label.first(where: { !isDomainCharacter($0) }) {
                return .invalidCharacter(bad)
            }
            if label.isEmpty { return .misplacedDot }
            if label.count > 63 || label.hasPrefix("-") || label.hasSuffix("-") {
                return .invalidDomain
            }
        }
        if let last = labels.last, last.count < 2 || !last.allSatisfy(isASCIILetter) {
            return .invalidTopLevelDomain
        }
        return nil
    }

    /// Whether `address` is valid.
    public static func isValid(_ address: String) -> Bool {
        problem(in: address) == nil
    }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDomainCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-")
    }

    private static func isLocalCharacter(_ character: Character) -> Bool {
        character.isASCII
            && (character.isLetter || character.isNumber
                || "!#$%&'*+/=?^_`{|}~.-".contains(character))
    }
}

/// Why an e-mail address is not valid: a reason, which each role that shows it puts into words
/// (seed 003's model says only whether an address is valid; the controller words it).
public enum EmailProblem: Hashable, Sendable {
    case empty
    case containsSpace
    case tooLong
    case missingAt
    case moreThanOneAt
    case nothingBeforeAt
    case nothingAfterAt
    case invalidCharacter(Character)
    case misplacedDot
    case domainWithoutDot
    case invalidDomain
    case invalidTopLevelDomain
}

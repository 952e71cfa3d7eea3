import Foundation

/// The rules a new password must meet: at least 8 characters, an upper-case letter, a
/// lower-case letter, a digit and a symbol, and not one of the common passwords shipped in
/// `common-passwords.txt`. Every rule not met is named, in words that read well aloud.
public struct PasswordRules: Sendable {
    public static let minimumLength = 8
    let common: Set<String>

    /// The rules with the common-password list shipped with Earshot.
    public init() {
        self.init(common: Self.shippedList())
    }

    public init(common: Set<String>) { self.common = common }

    /// The common passwords shipped with Earshot, lower case.
    public static func shippedList() -> Set<String> {
        guard let url = Bundle.module.url(forResource: "common-passwords", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return Set(
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// A rule a password does not meet. The app says it in the player's language; the
    /// English phrases of ``problems(_:)`` and ``explanation(_:)`` are built from the same values.
    public enum Rule: Sendable, Equatable {
        /// Fewer than `minimum` characters: the password has `actual`.
        case length(minimum: Int, actual: Int)
        case upperCase, lowerCase, digit, symbol
        /// On the common-password list (or close to an entry on it).
        case common
    }

    /// The rules `password` breaks, in the order they are named; empty when it is acceptable.
    public func unmet(_ password: String) -> [Rule] {
        var out: [Rule] = []
        if password.count < Self.minimumLength { out.append(.length(minimum: Self.minimumLength, actual: password.count)) }
        if !password.contains(where: \.isUppercase) { out.append(.upperCase) }
        if !password.contains(where: \.isLowercase) { out.append(.lowerCase) }
        if !password.contains(where: \.isNumber) { out.append(.digit) }
        if !password.contains(where: { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }) { out.append(.symbol) }
        if isCommon(password) { out.append(.common) }
        return out
    }

    /// The rules `password` breaks, each as an English phrase ("a digit"); empty when it is
    /// acceptable.
    public func problems(_ password: String) -> [String] {
        unmet(password).map { rule in
            switch rule {
            case .length(let minimum, let actual): return "at least \(minimum) characters (this one has \(actual))"
            case .upperCase: return "an upper-case letter"
            case .lowerCase: return "a lower-case letter"
            case .digit: return "a digit"
            case .symbol: return "a symbol, such as ! or #"
            case .common: return "not be a common password that others guess first"
            }
        }
    }

    /// One English sentence naming every rule not met, or `nil` when the password is
    /// acceptable. (The app says it through its message catalogue, from ``unmet(_:)``.)
    public func explanation(_ password: String) -> String? {
        let p = problems(password)
        guard !p.isEmpty else { return nil }
        let needs = p.filter { !$0.hasPrefix("not ") }
        var sentence = "That password is not accepted."
        if !needs.isEmpty { sentence += " It needs " + Self.list(needs) + "." }
        if p.count > needs.count {
            sentence +=
                needs.isEmpty
                ? " It must not be a common password that others guess first."
                : " And it must not be a common password that others guess first."
        }
        return sentence
    }

    /// Whether the password, or its core once common letter swaps are undone and digits and
    /// symbols are stripped from both ends, is on the list.
    public func isCommon(_ password: String) -> Bool {
        let lower = password.lowercased()
        let letters = CharacterSet.letters.inverted
        func trim(_ s: String) -> String { s.trimmingCharacters(in: letters) }
        let candidates = [lower, Self.unswapped(lower), trim(lower), Self.unswapped(trim(lower)), trim(Self.unswapped(lower))]
        return candidates.contains { $0.count >= 3 && common.contains($0) }
    }

    /// The text with common letter swaps undone: @ and 4 for a, 0 for o, 1 and ! for i,
    /// 3 for e, $ and 5 for s, 7 for t.
    static func unswapped(_ text: String) -> String {
        String(
            text.map { c -> Character in
                switch c {
                case "@", "4": return "a"
                case "0": return "o"
                case "1", "!": return "i"
                case "3": return "e"
                case "$", "5": return "s"
                case "7": return "t"
                default: return c
                }
            })
    }

    /// "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}

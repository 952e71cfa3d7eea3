/// The rules for a player's name: 2 to 32 printable characters, not a command word.
/// Uniqueness without regard to case is the store's to check.
public enum NameRules {
    public static let lengths = 2...32

    /// Why a name cannot be a player's name. The app says it in the player's language;
    /// ``problem(_:commandWords:)`` gives the English sentence.
    public enum Problem: Sendable, Equatable {
        /// No name was typed.
        case empty
        /// Too short or too long: `name` (made printable) has `count` characters.
        case length(name: String, count: Int)
        /// A control, format or unassigned character.
        case unprintable
        /// A space at the start or the end.
        case edgeSpace
        /// The name is a word the REPL understands.
        case commandWord(String)
    }

    /// Why `name` cannot be a player's name, or `nil` when it can. `commandWords` are every
    /// word the REPL understands.
    public static func check(_ name: String, commandWords: Set<String>) -> Problem? {
        if name.isEmpty { return .empty }
        if !lengths.contains(name.count) { return .length(name: printable(name), count: name.count) }
        let unprintable = name.unicodeScalars.contains { s in
            s.properties.generalCategory == .control || s.properties.generalCategory == .format
                || s.properties.generalCategory == .lineSeparator || s.properties.generalCategory == .paragraphSeparator
                || s.properties.generalCategory == .unassigned || s.properties.generalCategory == .privateUse
                || s.properties.generalCategory == .surrogate
        }
        if unprintable { return .unprintable }
        if name.first!.isWhitespace || name.last!.isWhitespace { return .edgeSpace }
        if commandWords.contains(name.lowercased()) { return .commandWord(name) }
        return nil
    }

    /// Why `name` cannot be a player's name, in plain English words, or `nil` when it can.
    public static func problem(_ name: String, commandWords: Set<String>) -> String? {
        switch check(name, commandWords: commandWords) {
        case nil: return nil
        case .empty: return "A player needs a name. Type the name after the command, for example register Sam."
        case .length(let shown, let count):
            return "A name must have \(lengths.lowerBound) to \(lengths.upperBound) characters; \"\(shown)\" has \(count)."
        case .unprintable: return "A name may hold only printable characters: letters, digits, spaces and signs."
        case .edgeSpace: return "A name cannot start or end with a space."
        case .commandWord(let word): return "\"\(word)\" is a command word in Earshot, so it cannot be a name. Choose another."
        }
    }

    /// The name with control and format characters dropped, safe to show and say.
    public static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
                }))
    }
}

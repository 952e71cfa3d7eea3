/// The rules for a player's name: 2 to 32 printable characters, not a command word.
/// Uniqueness without regard to case is the store's to check.
public enum NameRules {
    public static let lengths = 2...32

    /// Why `name` cannot be a player's name, in plain words, or `nil` when it can.
    /// `commandWords` are every word the REPL understands.
    public static func problem(_ name: String, commandWords: Set<String>) -> String? {
        if name.isEmpty { return "A player needs a name. Type the name after the command, for example register Sam." }
        if !lengths.contains(name.count) {
            return "A name must have 2 to 32 characters; \"\(printable(name))\" has \(name.count)."
        }
        let unprintable = name.unicodeScalars.contains { s in
            s.properties.generalCategory == .control || s.properties.generalCategory == .format
                || s.properties.generalCategory == .lineSeparator || s.properties.generalCategory == .paragraphSeparator
                || s.properties.generalCategory == .unassigned || s.properties.generalCategory == .privateUse
                || s.properties.generalCategory == .surrogate
        }
        if unprintable { return "A name may hold only printable characters: letters, digits, spaces and signs." }
        if name.first!.isWhitespace || name.last!.isWhitespace { return "A name cannot start or end with a space." }
        if commandWords.contains(name.lowercased()) {
            return "\"\(name)\" is a command word in Earshot, so it cannot be a name. Choose another."
        }
        return nil
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

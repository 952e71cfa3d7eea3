/// The one rule for text that comes from outside Earshot: imported files (questions, options,
/// explanations, category names), questions players submit and moderators add or edit, text
/// from plugins in other processes, and the lines a club client sends. Each entry point either
/// refuses text that breaks the rule with a spoken reason (``problem(_:limit:)``: where a
/// person is there to fix it) or keeps only its safe part (``clean(_:)``: imports and plugins,
/// whose skipped questions are reported one by one). Exports clean everything on the way out,
/// so an old database cannot put a control character into a file either.
///
/// ``SafeText`` still cleans every line at the terminal and before speech; this rule keeps such
/// text out of the store in the first place. Player names have their own, stricter rules
/// (`NameRules`), which use ``problem(_:limit:)`` and ``isInvisible(_:)`` from here.
///
/// The characters, by ``Kind``:
/// * **white space**: tab, line feed, vertical tab, form feed, carriage return, and the line
///   and paragraph separators (U+2028, U+2029). Allowed; ``clean(_:)`` makes each a space.
/// * **control**: every other C0 control (ESC, BEL, NUL …), DEL, every C1 control
///   (U+0080–U+009F, including the one-character CSI U+009B and NEL) and the interlinear
///   annotation marks (U+FFF9–U+FFFB). Refused; ``clean(_:)`` drops them.
/// * **direction**: the bidirectional marks, embeddings, overrides and isolates that reorder
///   text on screen (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Refused; dropped.
/// * **invisible**: every other format character (soft hyphen, zero-width space, word joiner,
///   byte-order mark, tags), except the zero-width joiner and non-joiner (U+200C, U+200D),
///   which emoji and several scripts need. Not refused, since no one can see or hear them to
///   fix them; ``clean(_:)`` drops them.
/// * **damaged**: U+FFFD (the replacement character, left where an earlier program could not
///   read a character) and the noncharacters (U+FDD0–U+FDEF, and the last two code points of
///   every plane). Refused; ``clean(_:)`` keeps them, since they are harmless on a terminal.
public enum ExternalText {
    /// What a character is under the rule.
    public enum Kind: Sendable, Equatable {
        case ordinary, whiteSpace, control, direction, invisible, damaged
    }

    /// Why a text breaks the rule.
    public enum Problem: Sendable, Equatable {
        /// It holds a control character (escape, bell, a C1 control).
        case controlCharacter
        /// It holds a mark that reorders text on screen (such as U+202E).
        case directionControl
        /// It holds U+FFFD or a noncharacter: it was damaged before it arrived.
        case damaged
        /// It is longer than `limit` characters.
        case tooLong(limit: Int)

        /// The message catalogue key that says this problem.
        public var messageKey: String {
            switch self {
            case .controlCharacter: return "text.problem.control"
            case .directionControl: return "text.problem.direction"
            case .damaged: return "text.problem.damaged"
            case .tooLong: return "text.problem.tooLong"
            }
        }

        /// The problem in words, in `messages`' language: "it holds a control character …".
        public func describe(_ messages: Messages) -> String {
            if case .tooLong(let limit) = self { return messages(messageKey, ["limit": String(limit)]) }
            return messages(messageKey)
        }
    }

    /// The longest each field may be, in characters (see `docs/import.md`).
    public enum Limit {
        /// A question's text.
        public static let question = 1_000
        /// One option or accepted answer.
        public static let option = 500
        /// An explanation (general feedback).
        public static let explanation = 1_000
        /// A category's name.
        public static let categoryName = 100
        /// A category's description.
        public static let categoryDescription = 500
        /// A moderator's reason for rejecting a question or sending it back.
        public static let reason = 500
    }

    /// What `scalar` is under the rule.
    public static func kind(of scalar: Unicode.Scalar) -> Kind {
        let v = scalar.value
        if v < 0x20 { return (0x09...0x0D).contains(v) ? .whiteSpace : .control }
        if v < 0x7F { return .ordinary }
        if v <= 0x9F { return .control }
        switch v {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return .direction
        case 0x2028, 0x2029: return .whiteSpace
        case 0xFFF9...0xFFFB: return .control
        case 0x200C, 0x200D: return .ordinary
        case 0xFFFD, 0xFDD0...0xFDEF: return .damaged
        default:
            if v & 0xFFFE == 0xFFFE { return .damaged }
            if v < 0xAD { return .ordinary }
            return scalar.properties.generalCategory == .format ? .invisible : .ordinary
        }
    }

    /// Whether `scalar` is a format character no one can see (``Kind/invisible``).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool { kind(of: scalar) == .invisible }

    /// Why `text` breaks the rule, or `nil` when it may be kept as it is. Without `limit`,
    /// any length is allowed. Control characters are named first, then direction marks, then
    /// damage, then the length.
    public static func problem(_ text: String, limit: Int? = nil) -> Problem? {
        var found: Problem?
        if !isPlainASCII(text) {
            for scalar in text.unicodeScalars {
                switch kind(of: scalar) {
                case .control: return .controlCharacter
                case .direction: found = .directionControl
                case .damaged where found == nil: found = .damaged
                default: break
                }
            }
        } else if bytes(of: text, contain: { $0 < 0x20 && !(0x09...0x0D).contains($0) || $0 == 0x7F }) {
            return .controlCharacter
        }
        if let found { return found }
        if let limit, isLonger(text, than: limit) { return .tooLong(limit: limit) }
        return nil
    }

    /// Whether `text` is longer than `limit` characters, without counting past it.
    public static func isLonger(_ text: String, than limit: Int) -> Bool {
        if text.utf8.count <= limit { return false }
        var count = 0
        for _ in text {
            count += 1
            if count > limit { return true }
        }
        return false
    }

    /// `text` with every terminal escape sequence removed whole (``TerminalSequences``), every
    /// other control, direction and invisible character dropped and every white space control
    /// made a plain space. Returns `text` itself when nothing needs dropping.
    /// Damaged characters stay (see ``Kind/damaged``).
    public static func clean(_ text: String) -> String {
        if !bytes(of: text, contain: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        // Escape sequences go whole, not just their escape (``TerminalSequences``).
        let stripped = TerminalSequences.removing(from: text)
        var changed = stripped.unicodeScalars.count != text.unicodeScalars.count
        let text = stripped
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch kind(of: scalar) {
            case .ordinary, .damaged: out.append(scalar)
            case .whiteSpace:
                out.append(" ")
                changed = true
            case .control, .direction, .invisible: changed = true
            }
        }
        return changed ? String(out) : text
    }

    /// ``clean(_:)``, then cut to at most `limit` characters (ending with "…" when cut).
    public static func clean(_ text: String, limit: Int) -> String {
        let cleaned = clean(text)
        guard isLonger(cleaned, than: limit) else { return cleaned }
        return String(cleaned.prefix(max(limit - 1, 0))) + "…"
    }

    /// Whether `text` passes the rule as it is (no limit).
    public static func isClean(_ text: String) -> Bool { problem(text) == nil }

    /// Whether every character of `text` is ASCII.
    public static func isPlainASCII(_ text: String) -> Bool { !bytes(of: text, contain: { $0 >= 0x80 }) }

    /// Whether a UTF-8 byte of `text` matches `test`, walking its bytes in place (much faster
    /// than its UTF-8 view, for the many texts every import and every wire message checks).
    @inline(__always) static func bytes(of text: String, contain test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(where: test) }
    }
}

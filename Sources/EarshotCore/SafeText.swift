/// Makes text from data (imported questions, category and player names, typed input) safe to
/// print on a terminal or hand to a speech engine. Stored data is never changed; only what is
/// shown or said.
///
/// Replaced: every C0 control (U+0000–U+001F, including ESC, BEL and the line breaks), DEL
/// (U+007F), every C1 control (U+0080–U+009F, including the one-character CSI U+009B), the
/// bidirectional marks, embeddings, overrides and isolates that reorder text on screen
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the line and paragraph separators
/// (U+2028, U+2029) and the interlinear annotation marks (U+FFF9–U+FFFB). Lone surrogates
/// cannot occur in a Swift `String`.
///
/// The placeholder is U+FFFD (the replacement character, shown as a question mark in a
/// diamond): it is one column wide, so nothing shifts on screen, it cannot be mistaken for
/// text a question really contains (a marker such as `[ESC]` could be), and screen readers name
/// it. White-space controls (tab, line feed, carriage return, vertical tab, form feed, the line
/// and paragraph separators) become a plain space instead, so a question that contained a line break still reads as words.
public enum SafeText {
    /// What replaces an unsafe character on the terminal.
    public static let placeholder = "\u{FFFD}"

    /// Whether `scalar` must not reach a terminal or speech engine as it is: the white space,
    /// control and direction characters of ``ExternalText``'s rule (one classification for both).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20, scalar.value < 0x7F { return false }
        switch ExternalText.kind(of: scalar) {
        case .whiteSpace, .control, .direction: return true
        case .ordinary, .invisible, .damaged: return false
        }
    }

    /// Whether `text` contains nothing unsafe.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isUnsafe)
    }

    /// `text` with each unsafe character replaced: white space by a space, everything else by
    /// `placeholder`. Returns `text` itself when it is already clean.
    public static func clean(_ text: String, placeholder: String = SafeText.placeholder) -> String {
        guard !isClean(text) else { return text }
        // A whole escape sequence is one placeholder, not an escape and the rest left behind.
        let text = TerminalSequences.removing(from: text, replacement: placeholder)
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) {
                out.append(scalar)
            } else if isWhiteSpaceControl(scalar) {
                out.append(" ")
            } else {
                out.append(contentsOf: placeholder.unicodeScalars)
            }
        }
        return String(out)
    }

    /// For speech: each unsafe character becomes a space, so nothing odd is read aloud.
    public static func forSpeech(_ text: String) -> String { clean(text, placeholder: " ") }

    /// Like ``clean(_:placeholder:)``, but keeps colour and weight sequences (`ESC [ 1 m`,
    /// `ESC [ 0 ; 31 m`: only digits and semicolons before the `m`). Only for lines whose
    /// escapes come from Earshot's own renderer, never for data.
    public static func cleanKeepingStyles(_ text: String) -> String {
        guard !isClean(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\u{1B}", let end = styleEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if TerminalSequences.isIntroducer(scalars[i]) {
                out.append(contentsOf: placeholder.unicodeScalars)
                i = TerminalSequences.end(of: scalars, at: i)
                continue
            }
            let s = scalars[i]
            if !isUnsafe(s) {
                out.append(s)
            } else if isWhiteSpaceControl(s) {
                out.append(" ")
            } else {
                out.append(contentsOf: placeholder.unicodeScalars)
            }
            i += 1
        }
        return String(out)
    }

    /// The index of the `m` ending a style sequence that starts with ESC at `start`.
    static func styleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var j = start + 2
        while j < scalars.count, j - start < 16 {
            let c = scalars[j]
            if c == "m" { return j }
            guard ("0"..."9").contains(c) || c == ";" else { return nil }
            j += 1
        }
        return nil
    }

    static func isWhiteSpaceControl(_ s: Unicode.Scalar) -> Bool { ExternalText.kind(of: s) == .whiteSpace }
}

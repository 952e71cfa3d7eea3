/// Terminal control sequences (ECMA-48) found whole in text from outside Earshot, so that a
/// cleaned text loses the whole sequence and not only its escape: "Rules ␛]0;pwned␇ of the
/// game ␛[31mend" becomes "Rules  of the game end", never "Rules ]0;pwned of the game 31mend".
///
/// The one rule for every source of text (imports, plugins, names, lines from a club client,
/// the screen and speech): ``ExternalText/clean(_:)``, ``SafeText`` and `String.printable` all
/// remove sequences through ``removing(from:replacement:)`` first.
///
/// A sequence is:
/// * **CSI**: `ESC [` or U+009B, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F) and
///   one final byte (0x40–0x7E). It ends early at any other character, which is kept.
/// * **A control string**: OSC (`ESC ]`, U+009D), DCS (`ESC P`, U+0090), SOS (`ESC X`, U+0098),
///   PM (`ESC ^`, U+009E) or APC (`ESC _`, U+009F), up to and with its terminator: ST (`ESC \`
///   or U+009C), or BEL for OSC. An unterminated string runs to the end of the text, as a
///   terminal would swallow it.
/// * **Any other escape**: `ESC`, intermediate bytes (0x20–0x2F), and one final byte
///   (0x30–0x7E), such as `ESC ( B` or `ESC c`; a lone `ESC` alone.
public enum TerminalSequences {
    /// Whether `text` may hold a sequence: an ESC or a C1 control that opens one.
    public static func mayContain(_ text: String) -> Bool {
        text.unicodeScalars.contains { isIntroducer($0) }
    }

    /// `text` with each sequence replaced by `replacement` (nothing by default). Returns
    /// `text` itself when it holds none.
    public static func removing(from text: String, replacement: String = "") -> String {
        guard mayContain(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if isIntroducer(scalars[i]) {
                i = end(of: scalars, at: i)
                out.append(contentsOf: replacement.unicodeScalars)
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// Whether `scalar` opens a sequence: ESC, the one-character CSI, or a C1 string opener.
    static func isIntroducer(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F: return true
        default: return false
        }
    }

    /// The index just past the sequence that starts at `start`.
    static func end(of s: [Unicode.Scalar], at start: Int) -> Int {
        let first = s[start].value
        var i = start + 1
        var kind: UInt32
        if first == 0x1B {
            guard i < s.count else { return i }
            switch s[i].value {
            case 0x5B: kind = 0x9B  // [
            case 0x5D: kind = 0x9D  // ]
            case 0x50: kind = 0x90  // P
            case 0x58: kind = 0x98  // X
            case 0x5E: kind = 0x9E  // ^
            case 0x5F: kind = 0x9F  // _
            default:
                // nF and Fp/Fe/Fs escapes: intermediates, then one final byte if there is one.
                while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
                if i < s.count, (0x30...0x7E).contains(s[i].value) { i += 1 }
                return i
            }
            i += 1
        } else {
            kind = first
        }
        if kind == 0x9B {
            while i < s.count, (0x30...0x3F).contains(s[i].value) { i += 1 }
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            if i < s.count, (0x40...0x7E).contains(s[i].value) { i += 1 }
            return i
        }
        // A control string, up to its terminator.
        while i < s.count {
            let v = s[i].value
            if v == 0x9C { return i + 1 }
            if v == 0x07, kind == 0x9D { return i + 1 }
            if v == 0x1B {
                if i + 1 < s.count, s[i + 1] == "\\" { return i + 2 }
                return i  // a new sequence begins: this string ends here
            }
            i += 1
        }
        return i
    }
}

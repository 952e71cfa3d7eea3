/// Text placed inside markup (HTML, XML, SSML): the five characters that markup gives a meaning
/// written as references.
public enum MarkupEscape {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as `&amp;`, `&lt;`, `&gt;`, `&quot;` and
    /// `&#039;` (the numeric form, which HTML and XML alike read); every other character stays
    /// as it is.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#039;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

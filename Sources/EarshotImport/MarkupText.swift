import Foundation

/// Turns marked-up text (HTML, Markdown) into the plain text Earshot speaks.
enum MarkupText {
    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants, checked by the tests.
        try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators, .caseInsensitive])
    }

    private static let comments = regex("<!--.*?-->")
    private static let hidden = regex("<(script|style)\\b[^>]*>.*?</\\1\\s*>")
    private static let breaks = regex("</?(br|p|div|li|ul|ol|tr|td|th|h[1-6]|pre|blockquote)\\b[^>]*>")
    private static let tags = regex("</?[a-z][a-z0-9]*\\b[^>]*>")
    private static let strong = regex("(\\*\\*|__)(?=[^\\s_*])(.+?)(?<=[^\\s_*])\\1")
    private static let emphasis = regex("(?<![\\w*_])([*_])(?=[^\\s*_])(.+?)(?<=[^\\s*_])\\1(?![\\w*_])")

    private static func replace(_ re: NSRegularExpression, in text: String, with template: String) -> String {
        re.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    /// The text of an HTML fragment: comments, scripts and tags removed (block tags leave a
    /// space), then character references decoded once.
    static func plain(html: String) -> String {
        var s = replace(comments, in: html, with: " ")
        s = replace(hidden, in: s, with: " ")
        s = replace(breaks, in: s, with: " ")
        s = replace(tags, in: s, with: "")
        return HTMLEntities.decode(s)
    }

    /// The text of a Markdown fragment: `**strong**`, `__strong__`, `*emphasis*` and
    /// `_emphasis_` markers removed, everything else kept (a blank `_____` stays a blank).
    static func plain(markdown: String) -> String {
        let s = replace(strong, in: markdown, with: "$2")
        return replace(emphasis, in: s, with: "$2")
    }
}

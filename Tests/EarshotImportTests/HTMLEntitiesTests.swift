import EarshotCore
import Testing

@testable import EarshotImport

@Suite struct HTMLEntitiesTests {
    /// Named, decimal and hexadecimal references and what they stand for, including every kind
    /// the Open Trivia Database dump uses.
    static let table: [(String, String)] = [
        ("&quot;", "\""), ("&#039;", "'"), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"),
        ("&eacute;", "é"), ("&Eacute;", "É"), ("&rsquo;", "\u{2019}"), ("&lsquo;", "\u{2018}"),
        ("&ldquo;", "\u{201C}"), ("&rdquo;", "\u{201D}"), ("&aacute;", "á"), ("&iacute;", "í"),
        ("&oacute;", "ó"), ("&uacute;", "ú"), ("&uuml;", "ü"), ("&Uuml;", "Ü"), ("&ouml;", "ö"),
        ("&auml;", "ä"), ("&aring;", "å"), ("&ntilde;", "ñ"), ("&ccedil;", "ç"), ("&deg;", "°"),
        ("&pi;", "π"), ("&Delta;", "Δ"), ("&Sigma;", "Σ"), ("&Omicron;", "Ο"), ("&ndash;", "\u{2013}"),
        ("&mdash;", "\u{2014}"), ("&hellip;", "\u{2026}"), ("&reg;", "®"), ("&trade;", "™"),
        ("&prime;", "\u{2032}"), ("&Prime;", "\u{2033}"), ("&sup2;", "²"), ("&micro;", "µ"),
        ("&divide;", "÷"), ("&minus;", "\u{2212}"), ("&iquest;", "¿"), ("&aelig;", "æ"), ("&scaron;", "š"),
        ("&eth;", "ð"), ("&oslash;", "ø"), ("&shy;", "\u{AD}"), ("&lrm;", "\u{200E}"), ("&nbsp;", "\u{A0}"),
        ("&euro;", "€"), ("&hearts;", "♥"), ("&NotEqualTilde;", "\u{2242}\u{338}"), ("&fjlig;", "fj"),
        ("&#65;", "A"), ("&#x41;", "A"), ("&#X263A;", "☺"), ("&#128512;", "😀"), ("&#x1F600;", "😀"),
    ]

    @Test func decodesATableOfEntities() {
        #expect(Self.table.count >= 30)
        for (encoded, decoded) in Self.table {
            #expect(HTMLEntities.decode(encoded) == decoded, "\(encoded)")
            #expect(HTMLEntities.decode("x\(encoded)y") == "x\(decoded)y", "\(encoded) inside text")
        }
    }

    @Test func theWholeHTML5TableIsThere() {
        #expect(HTMLEntities.names.count == 2231)
        #expect(HTMLEntities.names["zwnj;"] == "\u{200C}")
        #expect(HTMLEntities.names["AElig"] == "Æ")
    }

    @Test func decodesExactlyOnce() {
        #expect(HTMLEntities.decode("&amp;quot;") == "&quot;")
        #expect(HTMLEntities.decode("&amp;amp;") == "&amp;")
        #expect(HTMLEntities.decode(HTMLEntities.decode("&amp;quot;")) == "\"")
    }

    @Test func leavesTextThatIsNotAReference() {
        #expect(HTMLEntities.decode("Science & Nature") == "Science & Nature")
        #expect(HTMLEntities.decode("AT&T") == "AT&T")
        #expect(HTMLEntities.decode("&unknown; &") == "&unknown; &")
        #expect(HTMLEntities.decode("&#;") == "&#;")
        #expect(HTMLEntities.decode("&#x;") == "&#x;")
    }

    @Test func followsTheHTMLRulesForOddReferences() {
        #expect(HTMLEntities.decode("&amp") == "&", "legacy names work without the semicolon")
        #expect(HTMLEntities.decode("&notit;") == "¬it;", "the longest known prefix wins")
        #expect(HTMLEntities.decode("&#150;") == "\u{2013}", "0x80-0x9F mean their Windows-1252 characters")
        #expect(HTMLEntities.decode("&#0;") == "\u{FFFD}")
        #expect(HTMLEntities.decode("&#xD800;") == "\u{FFFD}")
        #expect(HTMLEntities.decode("&#1114112;") == "\u{FFFD}")
        #expect(HTMLEntities.decode("&#39") == "'", "a numeric reference may lack its semicolon")
    }

    /// The byte-wise decoder against the scalar-wise one it replaced (kept here as the
    /// reference), on thousands of strings made of reference fragments, accents and emoji.
    @Test func decodesAsTheScalarWiseDecoderDid() {
        let pieces = [
            "&", "&", "#", "x", "X", ";", "amp", "quot", "notit", "not", "AElig", "eacute", "lt", "0", "39", "150",
            "1114112", "D800", "1F600", "a", "F", "g", " ", "\n", "<", "é", "😀", "\u{200E}", "zwnj", "NotEqualTilde",
        ]
        var random = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) { text += pieces.randomElement(using: &random)! }
            #expect(HTMLEntities.decode(text) == Self.scalarDecode(text), "\(text.debugDescription)")
        }
    }

    /// The decoder as it was written over Unicode scalars.
    static func scalarDecode(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "&", i + 1 < s.count else {
                out.append(s[i])
                i += 1
                continue
            }
            var j = i + 1
            var decoded: String?
            if s[j] == "#" {
                j += 1
                var radix = 10
                if j < s.count, s[j] == "x" || s[j] == "X" {
                    radix = 16
                    j += 1
                }
                let digitsStart = j
                while j < s.count, s[j].properties.isASCIIHexDigit, radix == 16 || ("0"..."9").contains(s[j]) { j += 1 }
                if j > digitsStart {
                    let digits = String(String.UnicodeScalarView(s[digitsStart..<j]))
                    if j < s.count, s[j] == ";" { j += 1 }
                    decoded = HTMLEntities.numeric(UInt32(digits, radix: radix) ?? UInt32.max)
                }
            } else {
                let stops: Set<Unicode.Scalar> = ["\t", "\n", "\u{0C}", " ", "<", "&", "#", ";"]
                var end = j
                while end < s.count, end - j < HTMLEntities.longestName, !stops.contains(s[end]) { end += 1 }
                if end < s.count, s[end] == ";" { end += 1 }
                var length = end - j
                while length >= 2, decoded == nil {
                    if let value = HTMLEntities.names[String(String.UnicodeScalarView(s[j..<(j + length)]))] {
                        decoded = value
                        j += length
                    }
                    length -= 1
                }
            }
            if let decoded {
                out.append(contentsOf: decoded.unicodeScalars)
                i = j
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(out)
    }

    @Test func encodesTheWayTheOpenTriviaDatabaseDoes() {
        let text = "Tom & Jerry's \"<show>\" – café"
        #expect(HTMLEntities.encode(text) == "Tom &amp; Jerry&#039;s &quot;&lt;show&gt;&quot; – café")
        #expect(HTMLEntities.decode(HTMLEntities.encode(text)) == text)
    }
}

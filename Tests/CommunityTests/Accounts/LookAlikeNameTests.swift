import EarshotAccounts
import Foundation
import Testing

/// Names a reader could take for one another share a key (``NameKey/of(_:)``, or the shape
/// key for a capital I written for a small l), whatever script, width, case, composition or
/// invisible character tells them apart in the bytes.
@Suite("Look-alike names")
struct LookAlikeNameTests {
    /// Pairs that must be one name: (the first, a look-alike, what makes them differ).
    static let pairs: [(String, String, String)] = [
        ("Alice", "\u{410}lice", "Cyrillic capital A"),
        ("Bob", "B\u{3BF}b", "Greek small omicron"),
        ("Bob", "\u{FF22}\u{FF4F}\u{FF42}", "full-width letters"),
        ("Alice", "AIice", "capital I for small l"),
        ("Zo\u{EB}", "Zoe\u{308}", "composed and decomposed diaeresis"),
        ("\u{C9}mile", "\u{E9}mile", "case beyond ASCII"),
        ("Bob", "B0b", "zero for o"),
        ("Alice", "A1ice", "one for l"),
        ("Sam", "Sarn", "r n for m"),
        ("Ella", "EIIa", "two capital Is for two small ls"),
        ("Bob", "BOB", "upper case"),
        ("Bob", "bob", "lower case"),
        ("Ann", "\u{391}nn", "Greek capital Alpha"),
        ("Eve", "\u{395}ve", "Greek capital Epsilon"),
        ("Kim", "\u{39A}im", "Greek capital Kappa"),
        ("Pat", "\u{420}at", "Cyrillic capital Er"),
        ("Cy", "\u{421}y", "Cyrillic capital Es"),
        ("Joe", "\u{408}oe", "Cyrillic capital Je"),
        ("Tom", "\u{422}om", "Cyrillic capital Te"),
        ("Max", "M\u{430}\u{445}", "Cyrillic small a and ha"),
        ("Sara", "\u{405}ara", "Cyrillic capital Dze"),
        ("Hugo", "\u{397}ugo", "Greek capital Eta"),
        ("Iris", "\u{399}ris", "Greek capital Iota"),
        ("Nina", "\u{39D}ina", "Greek capital Nu"),
        ("Otto", "\u{39F}tto", "Greek capital Omicron"),
        ("Yuri", "\u{3A5}uri", "Greek capital Upsilon"),
        ("Zack", "\u{396}ack", "Greek capital Zeta"),
        ("Bob", "\u{1D401}\u{1D428}\u{1D41B}", "mathematical bold letters"),
        ("Leo", "\u{2112}eo", "script capital L"),
        ("Lily", "L\u{456}ly", "Cyrillic small i"),
        ("Ada", "\u{410}da", "Cyrillic capital A again"),
        ("Jos\u{E9}", "Jose\u{301}", "composed and decomposed acute"),
        ("\u{D1}o\u{F1}o", "N\u{303}on\u{303}o", "composed and decomposed tilde"),
        ("Stra\u{DF}e", "STRASSE", "sharp s folded"),
        ("S\u{F8}ren", "S\u{D8}REN", "case of o with stroke"),
        ("Chloe Smith", "Chloe  Smith", "two spaces for one"),
        ("Ali", "Al\u{131}", "dotless i"),
        ("Guy", "G\u{57D}y", "Armenian small seh"),
        ("Dan", "\u{13A0}an", "Cherokee letter A for D"),
        ("Olga", "0lga", "zero for capital O"),
        ("Ivy", "lvy", "small l for capital I"),
        ("Ed", "\u{212F}d", "script small e"),
        ("Ron", "R\u{3BF}n", "Greek omicron again"),
        ("Mia", "M\u{456}a", "Cyrillic small i again"),
    ]

    @Test func everyLookAlikePairSharesAKey() {
        #expect(Self.pairs.count >= 40)
        for (name, other, why) in Self.pairs {
            let caught = NameKey.of(name) == NameKey.of(other) || NameKey.shape(of: name) == NameKey.shape(of: other)
            #expect(caught, "\(name) and \(other): \(why)")
        }
        // Case alone never makes two names: the unique key folds it.
        for (name, other) in [("\u{C9}mile", "\u{C9}MILE"), ("Alice", "ALICE"), ("Olga", "OLGA"), ("Ivy", "IVY")] {
            #expect(NameKey.of(name) == NameKey.of(other), "\(name) and \(other)")
        }
    }

    @Test func differentNamesKeepDifferentKeys() {
        let names = [
            "Ann", "Anna", "Bob", "Rob", "Li", "Lu", "Mia", "Mila", "\u{738B}\u{4F1F}", "\u{674E}\u{5A1C}",
            "\u{B85}\u{BB0}\u{BC1}\u{BA3}\u{BCD}", "\u{B85}\u{BB0}\u{BC1}\u{BB3}\u{BCD}", "Sam", "Pam", "Eve", "Ava",
            "\u{414}\u{43C}\u{438}\u{442}\u{440}\u{438}\u{439}", "\u{3A3}\u{3BF}\u{3C6}\u{3AF}\u{3B1}",
        ]
        #expect(Set(names.map(NameKey.of)).count == names.count)
        #expect(Set(names.map(NameKey.shape)).count == names.count)
    }

    /// Characters that show nothing, or a space that is not the plain one, are refused.
    @Test func invisibleCharactersAreRefused() {
        for name in [
            "Bo\u{34F}b", "Bob\u{3164}", "Bob\u{2800}", "Bob\u{115F}", "Bob\u{FFA0}", "Bob\u{FE0F}", "Bob\u{A0}Smith",
            "Bob\u{3000}Smith", "Bob\u{2060}", "Bob\u{180E}",
        ] {
            let problem = NameRules.check(name, commandWords: [])
            #expect(problem == .invisible || problem == .unprintable, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for name in ["Bo\u{200B}b", "Bob\u{202E}", "Bob\u{AD}"] {
            #expect(NameRules.check(name, commandWords: []) != nil)
        }
    }

    /// Latin with Cyrillic or Greek letters is refused; one script, or Latin with a script
    /// that cannot pass for it, is fine.
    @Test func scriptsThatPassForEachOtherDoNotMix() {
        for name in ["\u{410}lice", "B\u{3BF}b", "M\u{430}x", "Pa\u{443}pal", "\u{410}\u{3B1}"] {
            #expect(NameRules.check(name, commandWords: []) == .mixedScripts, "\(name)")
        }
        for name in [
            "Alice", "Zo\u{EB}", "\u{C9}mile", "S\u{F8}ren", "\u{414}\u{43C}\u{438}\u{442}\u{440}\u{438}\u{439}",
            "\u{3A3}\u{3BF}\u{3C6}\u{3AF}\u{3B1}", "\u{738B}\u{4F1F}", "Sam \u{B85}\u{BB0}\u{BC1}\u{BA3}\u{BCD}",
            "\u{738B} Bob", "\u{3072}\u{308D}\u{5B50}", "Bob 2", "Ann-Marie",
        ] {
            #expect(NameRules.check(name, commandWords: []) == nil, "\(name)")
        }
    }

    @Test func namesAreKeptComposedWithOneSpaceBetweenWords() {
        #expect(NameRules.normalized("  Zoe\u{308}   Smith ") == "Zo\u{EB} Smith")
        #expect(
            NameRules.check("\u{FF50}\u{FF4C}\u{FF41}\u{FF59}", commandWords: ["play"]) == .commandWord("\u{FF50}\u{FF4C}\u{FF41}\u{FF59}"))
    }

    /// Stored names that clash are all kept; the later one's key is set apart and reported.
    @Test func theMigrationKeepsClashingNamesAndReportsThem() {
        let keyed = NameMigration.keys(for: [
            (1, "Bob"), (2, "B\u{3BF}b"), (3, "Zoe\u{308}"), (4, "Zo\u{EB}"), (5, "Ann"), (6, "Alice"), (7, "AIice"),
        ])
        let zoe = NameKey.of("Zo\u{EB}")
        #expect(keyed.rows.map(\.key) == ["bob", "bob#2", zoe, zoe + "#4", "ann", NameKey.of("Alice"), NameKey.of("AIice")])
        #expect(keyed.rows[2].name == "Zo\u{EB}", "names are composed")
        #expect(keyed.clashes.map(\.detail) == ["B\u{3BF}b|Bob", "Zo\u{EB}|Zo\u{EB}", "AIice|Alice"])
    }
}

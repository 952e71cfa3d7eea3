// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A whole session in Chinese, Malay and Tamil, menus and help included (issue 24 §2): no
/// Latin-script word in a Chinese or Tamil line but the words a player types (commands, mode
/// ids, settings) and names; no sentence of the English catalogue in a Malay line.
@Suite struct LanguageSessionTests {
    static let script = [
        "help", "help games", "help play", "help options", "modes", "levels", "stats", "play", "1", "cancel", "play classic 2",
        "geography", "1", "skip", "verbosity", "quit",
    ]

    /// What a session in `language` printed, from the language's confirmation on.
    static func session(_ language: Language) async throws -> (lines: [String], app: TestApp) {
        let t = try await TestApp(
            lines: ["language \(language.rawValue)"] + script, registry: try BuiltinPlugins.registry(), store: try alphaBank())
        _ = await t.app.runREPL(version: "test")
        let chosen = Messages(language)("language.chosen", ["name": language.nativeName])
        let start = try #require(t.output.lines.firstIndex(of: chosen), "\(t.output.text)")
        // Indented lines are menu items and options: data (category names, answers), kept as
        // they came; the bank here is English.
        let lines = t.output.lines[start...].filter { !$0.hasPrefix("  ") && !$0.trimmingWhitespace.isEmpty }
        return (Array(lines), t)
    }

    /// The words a player may see in Latin letters in any language: what they type.
    static func allowed(_ t: TestApp) -> Set<String> {
        var words = Set(t.app.environment.commandWords.flatMap { $0.lowercased().split(separator: " ").map(String.init) })
        for mode in t.app.environment.registry.modes {
            words.insert(mode.descriptor.id.lowercased())
            words.formUnion(mode.descriptor.id.lowercased().split(separator: "-").map(String.init))
            for s in mode.descriptor.settings {
                words.insert(s.name.lowercased())
                words.formUnion(s.choices.map { $0.lowercased() })
            }
        }
        // Names, the bank's English data, and the values a setting takes.
        words.formUnion([
            "earshot", "tester", "geography", "geo", "alpha", "beta", "gamma", "delta", "on", "off", "brief", "normal", "full",
            "yes", "no", "zh", "ms", "ta", "en", "wpm", "ok", "id",
        ])
        return words
    }

    @Test(arguments: [Language.zh, .ta])
    func noEnglishWordInAChineseOrTamilSession(_ language: Language) async throws {
        let (lines, t) = try await Self.session(language)
        #expect(lines.count >= 30, "\(lines)")
        let allowed = Self.allowed(t)
        var found: [String: String] = [:]
        for line in lines where !line.contains("Geography question") {
            for match in line.matches(of: #/[A-Za-z][A-Za-z']+/#) {
                let word = String(match.output).lowercased()
                if !allowed.contains(word), found[word] == nil { found[word] = line }
            }
        }
        #expect(found.isEmpty, "English words in a \(language.rawValue) session: \(found.sorted { $0.key < $1.key })")
    }

    /// The English catalogue's sentences, as the fixed stretches between their slots (20
    /// characters or more, with a space, so that a lone word or a name does not count).
    static func englishSentences() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/EarshotMessages/Catalog/en.lproj")
        var out: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".strings") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/^"[^"]+" = "(.*)";$/#.anchorsMatchLineEndings()) {
                let value = String(match.output.1).replacingOccurrences(of: "\\\"", with: "\"")
                for piece in value.split(separator: #/\{[a-z0-9]+\}/#) {
                    let fixed = String(piece).trimmingCharacters(in: .whitespaces)
                    if fixed.count >= 20, fixed.contains(" ") { out.append(fixed) }
                }
            }
        }
        return out
    }

    @Test func noEnglishSentenceInAMalaySession() async throws {
        let (lines, _) = try await Self.session(.ms)
        #expect(lines.count >= 30, "\(lines)")
        let english = try Self.englishSentences()
        #expect(english.count > 300)
        var found: [String] = []
        for line in lines where !line.contains("Geography question") {
            if let sentence = english.first(where: { line.contains($0) }) { found.append("\(sentence) — in: \(line)") }
        }
        #expect(found.isEmpty, "English in a Malay session: \(found)")
    }
}

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// `help`, the command list and the other REPL lists in Chinese, Malay and Tamil: Earshot's own
/// commands are said from the catalogue, a plugin's in its own words, and English stays as it was.
@Suite("Commands, help and lists in the player's language")
struct CommandLanguageTests {
    /// A store with one category in each language.
    func multilingualBank() async throws -> Store {
        let store = try await alphaBank()
        let categories: [(String, String, Language)] = [("zh-sci", "科学", .zh), ("ms-sains", "Sains", .ms), ("ta-ariviyal", "அறிவியல்", .ta)]
        for (id, name, language) in categories {
            let questions = (1...2).map {
                Question(categoryID: id, kind: .choice, difficulty: .medium, text: "\(name) \($0)?", answers: ["1"], wrong: ["2", "3"])
            }
            try await store.install(
                Pack(
                    id: id, name: name, categories: [Category(id: id, name: name, language: language)], questions: questions,
                    contentHash: id))
        }
        return store
    }

    func run(_ lines: [String]) async throws -> TestApp {
        var registry = try BuiltinPlugins.registry()
        try registry.register(EnginePlugin.self)
        let t = try await TestApp(lines: lines, registry: registry, store: try multilingualBank())
        _ = await t.app.runREPL(version: "test")
        return t
    }

    func appEvents(_ t: TestApp) -> [AppEvent] {
        t.events.events.compactMap { if case .app(let e) = $0 { return e } else { return nil } }
    }

    /// Whether `text` is written in `language`: Han or Tamil letters, or the Malay word given.
    func isIn(_ language: Language, _ text: String, malay: String) -> Bool {
        switch language {
        case .zh: return text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        case .ta: return text.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) }
        default: return text.contains(malay)
        }
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func helpIsInTheLanguage(_ language: Language) async throws {
        let m = Messages(language)
        let groups = HelpGroup.allCases.map { "help \($0.name(m))" }
        let t = try await run(["language \(language.rawValue)", "help"] + groups + ["help play", "help fact", "quit"])
        let events = appEvents(t)
        let lists = events.compactMap { if case .help(let title, let entries, let footer) = $0 { (title, entries, footer) } else { nil } }
        let (title, groupEntries, footer) = try #require(lists.first)
        #expect(title == m("help.groups.title") && title != Messages.english("help.groups.title"))
        #expect(footer == m("help.groups.footer") && isIn(language, footer, malay: "Taip help"))
        #expect(groupEntries.allSatisfy { language == .ms || isIn(language, $0.name, malay: "") }, "\(groupEntries)")
        #expect(!groupEntries.contains { ["games", "results", "sound"].contains($0.name) }, "\(groupEntries)")
        // Each group's own list, in the language.
        let entries: [HelpEntry] = lists.dropFirst().flatMap { $0.1 }
        for (title, _, footer) in lists.dropFirst() {
            #expect(isIn(language, title + footer, malay: "Taip help"), "\(title) \(footer)")
        }
        let ours = Set(SessionCommands.all.filter { $0.text != nil }.map { $0.descriptor.name })
        let builtins = entries.filter { ours.contains($0.name) }
        #expect(builtins.count >= 40)
        for entry in builtins {
            #expect(isIn(language, entry.summary, malay: " "), "\(entry.name): \(entry.summary)")
            #expect(entry.summary != CommandTable().entry(named: entry.name)?.descriptor.summary, "\(entry.name) is in English")
        }
        // A plugin's command keeps the words its plugin gave.
        #expect(entries.contains(HelpEntry(name: "fact", summary: "Hear a fact.")))
        let topics = events.compactMap { if case .helpTopic(let name, let text) = $0 { (name, text) } else { nil } }
        let play = try #require(topics.first { $0.0 == "play" })
        // The example names a category in the player's own language.
        let example = [Language.zh: "科学", .ms: "sains", .ta: "அறிவியல்"][language] ?? "science"
        #expect(play.1 == m("command.play.help") && play.1.contains("play classic \(example) 5"))
        #expect(isIn(language, play.1, malay: "memulakan permainan"))
        #expect(topics.contains { $0 == ("fact", "fact tells you a fact.") })
        #expect(!t.output.text.contains("Commands:") && !t.output.text.contains("Type help and a command's name"))
        #expect(Messages.missingKeys.filter { $0.hasPrefix("\(language.rawValue):") }.isEmpty, "\(Messages.missingKeys)")
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func categoriesListTheLanguageFirstAndMarkTheOthers(_ language: Language) async throws {
        let t = try await run(["language \(language.rawValue)", "categories", "quit"])
        let lists = appEvents(t).compactMap { if case .list(let title, let items) = $0 { (title, items) } else { nil } }
        let (title, items) = try #require(lists.last)
        #expect(title == Messages(language)("lists.categories.title", ["count": "\(items.count)", "total": "9"]))
        #expect(!title.contains("categories,") && isIn(language, title, malay: "kategori"))
        let own = ["zh": "科学", "ms": "Sains", "ta": "அறிவியல்"][language.rawValue]!
        let first = try #require(items.first)
        let named = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CategoryDirectory.languageName($0, Messages(language))) })
        #expect(first.hasPrefix(own) && !first.contains(named[language]!), "own language first, unmarked: \(first)")
        // Every other stored category is marked with its language's name in the player's language
        // (英语, not English, for a Chinese player).
        for other in Language.allCases where other != language {
            #expect(items.dropFirst().contains { $0.contains(named[other]!) }, "\(other) is not marked: \(items)")
            #expect(!items.contains { $0.contains(other.nativeName) }, "\(other) named in its own script: \(items)")
        }
        #expect(!items.contains { $0.contains(" questions, ") || $0.contains("made up fresh") }, "\(items)")
        #expect(Messages.missingKeys.filter { $0.hasPrefix("\(language.rawValue):") }.isEmpty, "\(Messages.missingKeys)")
    }

    @Test func englishStaysAsItWas() async throws {
        let t = try await run(["help", "categories", "quit"])
        let text = t.output.text
        #expect(text.contains("Commands come in groups:\n  games") && text.contains("Type help and a group, such as help games"))
        #expect(text.contains("  Geography (geo): 3 questions, 3 easy, 0 medium, 0 hard."))
        #expect(text.contains("  科学 (Chinese, zh-sci): 2 questions, 0 easy, 2 medium, 0 hard."))
        let lines = text.split(separator: "\n").map(String.init)
        let geography = try #require(lines.firstIndex { $0.contains("Geography (geo)") })
        let chinese = try #require(lines.firstIndex { $0.contains("科学 (Chinese") })
        #expect(geography < chinese, "English categories first for an English player")
    }

    /// The most used commands also answer to their words in Malay, Chinese and Tamil.
    @Test func translatedWordsNameTheMostUsedCommands() async throws {
        let t = try await run(["language ms", "bantuan", "帮助 play", "உதவி skip", "ulang", "keluar", "help"])
        let events = appEvents(t)
        let lists = events.filter { if case .help = $0 { true } else { false } }
        #expect(lists.count == 1, "bantuan lists the commands; help after keluar is never read")
        let topics = events.compactMap { if case .helpTopic(let name, _) = $0 { name } else { nil } }
        #expect(topics == ["play", "skip", "skip"], "ulang says the help on skip again")
        let table = CommandTable()
        for (word, name) in [("main", "play"), ("开始", "play"), ("跳过", "skip"), ("重复", "repeat"), ("退出", "quit"), ("மீண்டும்", "repeat")] {
            #expect(table.parser.command(named: word)?.name == name, "\(word)")
        }
    }

    /// A built-in command's descriptor (which plugins and the wire see) is its English catalogue text.
    @Test func builtInDescriptorsAreTheEnglishCatalogueText() {
        for command in SessionCommands.all {
            guard let text = command.text else {
                #expect(command.descriptor.name == "hot seat", "\(command.descriptor.name) has no catalogue text")
                continue
            }
            #expect(!command.descriptor.summary.isEmpty && !command.descriptor.help.isEmpty)
            #expect(command.descriptor.summary == Messages.english(text.summaryKey))
            #expect(command.descriptor.help == Messages.english(text.helpKey))
            for language in [Language.zh, .ms, .ta] {
                #expect(Messages(language).has(text.summaryKey) && Messages(language).has(text.helpKey))
            }
        }
    }
}

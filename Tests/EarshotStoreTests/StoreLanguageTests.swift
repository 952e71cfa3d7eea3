import EarshotCore
import EarshotPacks
import EarshotStore
import Foundation
import Testing

/// Categories keep their pack's language, and games in all categories draw the player's
/// language first.
@Suite struct StoreLanguageTests {
    func store() async throws -> Store {
        let store = try Store()
        for file in BuiltinPacks.files() {
            let (pack, problems) = try PackLoader.load(try Data(contentsOf: file), file: file.lastPathComponent)
            #expect(problems.isEmpty, "\(problems)")
            _ = try await store.install(pack)
        }
        return store
    }

    @Test func categoriesKeepTheirPacksLanguage() async throws {
        let categories = try await store().categories().map(\.category)
        for language in [Language.zh, .ms, .ta] {
            let own = categories.filter { $0.language == language }
            #expect(own.count >= 4, "\(language)")
            #expect(own.allSatisfy { $0.id.hasPrefix(language.rawValue + "-") })
        }
        #expect(categories.first { $0.id == "geography" }?.language == .en)
    }

    @Test(arguments: [Language.en, .zh, .ms, .ta])
    func allCategoriesDrawThePlayersLanguage(_ language: Language) async throws {
        let store = try await store()
        let byID = Dictionary(uniqueKeysWithValues: try await store.categories().map { ($0.category.id, $0.category.language) })
        for seed in UInt64(1)...5 {
            let drawn = try await store.draw(QuestionRequest(categoryID: nil, count: 10, seed: seed, language: language))
            #expect(drawn.count == 10)
            #expect(drawn.allSatisfy { byID[$0.categoryID] == language }, "\(drawn.map(\.categoryID))")
        }
    }

    @Test func tooFewInTheLanguageDrawsFromAll() async throws {
        let store = try await store()
        let drawn = try await store.draw(QuestionRequest(categoryID: nil, count: 400, seed: 3, language: .ta))
        #expect(drawn.count == 400)
        #expect(Set(drawn.map(\.categoryID)).contains("geography"))
    }

    @Test func aChosenCategoryIsPlayedAsItIs() async throws {
        let drawn = try await store().draw(QuestionRequest(categoryID: "geography", count: 5, seed: 1, language: .zh))
        #expect(drawn.count == 5 && drawn.allSatisfy { $0.categoryID == "geography" })
    }

    @Test func anUnknownPackLanguageIsRefused() throws {
        let json = #"{"format":1,"id":"x","name":"X","language":"fr","categories":[{"id":"x","name":"X"}],"questions":[]}"#
        #expect(throws: PackError.self) { try PackLoader.load(Data(json.utf8), file: "x.json") }
        let ok = #"{"format":1,"id":"x","name":"X","language":"ms","categories":[{"id":"x","name":"X"}],"questions":[]}"#
        #expect(try PackLoader.load(Data(ok.utf8), file: "x.json").pack.categories.first?.language == .ms)
    }
}

import EarshotCore
import Foundation
import Testing

@testable import EarshotStore

/// The bulk import's fast paths give exactly what the plain code gives: the content hash, the
/// JSON lists, and SHA-256 itself (against the published test vectors and Python's hashlib).
@Suite struct BulkImportBatchTests {
    @Test func sha256MatchesKnownDigests() {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ]
        for (text, digest) in cases { #expect(SHA256.hex(of: Array(text.utf8)) == digest, "\(text)") }
        // Lengths around the block and padding edges.
        let lengths: [Int: String] = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
            119: "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb",
            120: "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c",
            1000: "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3",
            1_000_000: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
        ]
        for (n, digest) in lengths {
            #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: n)) == digest, "\(n) bytes")
        }
        let bytes = SHA256.digest(Array("abc".utf8))
        #expect(bytes.count == 32)
        #expect(bytes.first == 0xBA && bytes.last == 0xAD)
    }

    /// Random questions with white space, accents, wide and invisible characters at the ends.
    static func randomQuestions(_ n: Int) -> [Question] {
        var rng = SystemRandomNumberGenerator()
        let pieces = [
            "a", "Z", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "é", "e\u{301}", "\u{301}", "\u{600}", "ß", "日本",
            "\"", "\\", "\u{1}", "\u{1F}", "zz", "Abc", "abc", "\u{FEFF}", "\u{85}",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
        }
        return (0..<n).map { _ in
            Question(
                categoryID: text(), kind: QuestionKind.allCases.randomElement(using: &rng)!,
                difficulty: Difficulty.allCases.randomElement(using: &rng)!, text: text(),
                answers: (0..<Int.random(in: 0...3, using: &rng)).map { _ in text() },
                wrong: (0..<Int.random(in: 0...5, using: &rng)).map { _ in text() },
                explanation: Bool.random(using: &rng) ? text() : nil,
                tolerance: Bool.random(using: &rng) ? Double.random(in: 0...1, using: &rng) : nil)
        }
    }

    @Test func theContentHashIsQuestionsOwn() {
        var canonical: [UInt8] = []
        for q in Self.randomQuestions(3000) {
            ContentHash.canonical(of: q, into: &canonical)
            #expect(SHA256.hex(of: canonical) == q.contentHash, "\(q)")
        }
    }

    @Test func jsonListsAreTheSameBytes() {
        for q in Self.randomQuestions(2000) {
            var bytes: [UInt8] = []
            JSONList.append(q.wrong, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONList.encode(q.wrong))
            #expect(JSONList.decode(JSONList.encode(q.wrong)) == q.wrong)
        }
    }

    @Test func aBatchStoresWhatTheQuestionsSay() async throws {
        let store = try Store(path: try BulkImportTests.databasePath())
        let bulk = try BulkImport(store: store, packID: "import:batch")
        let category = Category(id: "batch", name: "Batch")
        var questions = Self.randomQuestions(400).map { q -> Question in
            var q = q
            q.categoryID = "batch"
            return q
        }
        questions.append(questions[0])
        for q in questions { try bulk.stage(q, category: category) }
        let result = try bulk.commit()
        let unique = Set(questions.map(\.contentHash))
        #expect(result.added == unique.count)
        #expect(result.duplicates == questions.count - unique.count)
        let stored = try await store.questions(in: "batch")
        let byHash = Dictionary(questions.map { ($0.contentHash, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(stored.count == unique.count)
        for s in stored {
            let q = try #require(byHash[s.contentHash], "stored as it was staged")
            #expect(s.text == q.text)
            #expect(s.answers == q.answers)
            #expect(s.wrong == q.wrong)
            #expect(s.explanation == q.explanation)
            #expect(s.tolerance == q.tolerance)
        }
    }
}

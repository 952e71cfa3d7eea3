import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// Names a listener cannot tell apart, by espeak-ng's own phonemes: the second is refused.
@Suite struct SpokenNameTests {
    static let pronouncer = EspeakNamePronouncer(dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"))

    @Test func namesThatSoundTheSameShareASpokenKey() async throws {
        _ = try SpeechFixtures.synthesizer()
        for (a, b) in [("Ann", "Anne"), ("Kris", "Chris"), ("Sean", "Shawn"), ("Jon", "John"), ("Bryan", "Brian")] {
            let (ka, kb) = (await Self.pronouncer.spokenKey(a), await Self.pronouncer.spokenKey(b))
            #expect(ka != nil && ka == kb, "\(a) \(ka ?? "-") and \(b) \(kb ?? "-")")
        }
        for (a, b) in [("Ann", "Bob"), ("Ann", "Anna"), ("\u{738B}\u{4F1F}", "\u{674E}\u{5A1C}"), ("Sam", "Pam")] {
            let (ka, kb) = (await Self.pronouncer.spokenKey(a), await Self.pronouncer.spokenKey(b))
            #expect(ka != nil && kb != nil && ka != kb, "\(a) and \(b)")
        }
    }

    /// `register Anne` on a store where Ann plays is refused in words; a new name goes
    /// through, with how it sounds kept for later checks.
    @Test func aNameThatSoundsLikeAnAccountIsRefused() async throws {
        _ = try SpeechFixtures.synthesizer()
        let store = try Store()
        let ann = try await store.register(name: "Ann", passwordHash: nil)
        let check = NameCheck(store: store, pronouncer: Self.pronouncer, commandWords: [])
        #expect(await check.fillSpokenKeys().isEmpty)
        #expect(try await store.namesWithoutSpokenKey(limit: 5).isEmpty)
        let refused = await check.check("Anne", .english)
        #expect(
            refused
                == .refused(
                    "Anne sounds the same as Ann, who already plays here, when it is read aloud. Choose a name that sounds different."))
        #expect(await check.check("Anne", for: ann.id, .english) != refused, "renaming oneself to one's own sound is fine")
        guard case .accepted(let name, let key) = await check.check("Bea", .english) else {
            Issue.record("Bea is refused")
            return
        }
        #expect(name == "Bea" && key?.hasPrefix("en:") == true)
    }
}

import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// Real espeak-ng, rendering to WAV (no sound device needed).
@Suite struct EspeakTests {
    static let question = "Question 1 of 3. Science. What is the chemical symbol for gold?"

    @Test func speechIsNotSilent() async throws {
        let audio = try await SpeechFixtures.render([
            Utterance(text: Self.question, role: .question, voice: SpeechFixtures.voice())
        ])
        #expect(audio.sampleRate == 22050)
        #expect(audio.channels == 1 && audio.bitsPerSample == 16)
        #expect(audio.seconds > 2)
        #expect(audio.rms > 1000)
    }

    @Test func doubledRateGivesClearlyShorterAudio() async throws {
        let slow = try await SpeechFixtures.render([
            Utterance(text: Self.question, role: .question, voice: SpeechFixtures.voice(rate: 150))
        ])
        let fast = try await SpeechFixtures.render([
            Utterance(text: Self.question, role: .question, voice: SpeechFixtures.voice(rate: 300))
        ])
        #expect(fast.seconds < slow.seconds * 0.7)
        #expect(fast.rms > 1000)
    }

    @Test func eachShippedProfileLoadsWithItsOwnVariants() async throws {
        let synth = try SpeechFixtures.synthesizer()
        let profiles = try VoiceProfile.load()
        #expect(Set(profiles.keys).isSuperset(of: ["clear", "quick", "duet"]))
        #expect(abs((profiles["quick"]?.rate ?? 0) - 300) <= 25)
        for profile in profiles.values {
            for voice in profile.voices {
                #expect(await synth.canUse(voice: voice), "\(profile.name) uses \(voice)")
            }
            for role in SpeechRole.allCases {
                let audio = try await SpeechFixtures.render([
                    Utterance(text: "Option 2, gold.", role: role, voice: profile.parameters(for: role, settings: SpeechSettings()))
                ])
                #expect(audio.rms > 500, "\(profile.name), \(role)")
            }
        }
    }

    @Test func aCustomVariantReallyChangesTheVoice() async throws {
        let plain = try await SpeechFixtures.render([
            Utterance(text: Self.question, role: .question, voice: SpeechFixtures.voice("en-us"))
        ])
        let bright = try await SpeechFixtures.render([
            Utterance(text: Self.question, role: .question, voice: SpeechFixtures.voice("en-us+earshot-bright"))
        ])
        // earshot-bright is a high voice (its variant file sets the pitch to 160–230 Hz), so it
        // is only heard if espeak-ng really loaded it from the overlay.
        #expect(plain.medianPitch > 60)
        #expect(bright.medianPitch > plain.medianPitch * 1.3, "plain \(plain.medianPitch) Hz, bright \(bright.medianPitch) Hz")
    }

    @Test func unknownVoicesAreRefusedAndTheCurrentOneKept() async throws {
        let synth = try SpeechFixtures.synthesizer()
        #expect(await synth.canUse(voice: "nosuch") == false)
        #expect(await synth.canUse(voice: "en-us+nosuchvariant") == false)
        #expect(await synth.canUse(voice: "en-gb"))
        let url = try SpeechFixtures.folder("voice").appendingPathComponent("x.wav")
        let engine = EspeakSpeechEngine(synthesizer: synth, output: try WAVFileOutput(url: url, sampleRate: synth.sampleRate))
        let sink = SpeechSink(engine: engine, profiles: try VoiceProfile.load())
        var settings = SpeechSettings()
        settings.voice = "quick"
        let reply = await sink.perform("voice", argument: "elvish", settings: &settings)
        #expect(reply == .error("There is no voice called \"elvish\". Keeping quick. Type voices to hear the list."))
        #expect(settings.voice == "quick")
        let chosen = await sink.perform("voice", argument: "fr", settings: &settings)
        #expect(chosen == .info("Voice fr."))
        #expect(settings.voice == "fr")
        await engine.finish()
    }

    @Test func voicesListsTheProfilesAndTheInstalledVoices() async throws {
        let synth = try SpeechFixtures.synthesizer()
        let installed = await synth.installedVoices()
        #expect(installed.count > 50)
        #expect(installed.contains { $0.name == "en-us" })
        let sink = SpeechSink(
            engine: EspeakSpeechEngine(
                synthesizer: synth,
                output: try WAVFileOutput(
                    url: try SpeechFixtures.folder("list").appendingPathComponent("x.wav"), sampleRate: synth.sampleRate)),
            profiles: try VoiceProfile.load())
        var settings = SpeechSettings()
        guard case .list(_, let items)? = await sink.perform("voices", argument: "", settings: &settings) else {
            Issue.record("voices did not give a list")
            return
        }
        #expect(items.first?.hasPrefix("clear: ") == true)
        #expect(items.contains { $0.hasPrefix("duet: ") } && items.contains { $0.hasPrefix("quick: ") })
        #expect(items.last?.contains("en-us") == true)
    }

    @Test func theOverlayIsBuiltOnceAndReused() throws {
        let folder = try SpeechFixtures.folder("overlay")
        let system = URL(fileURLWithPath: try SpeechFixtures.synthesizer().dataPath).resolvingSymlinksInPath()
        let systemData =
            system.lastPathComponent == "espeak-ng-data" && !system.path.contains("earshot-speech-tests")
            ? system : URL(fileURLWithPath: "/usr/lib/x86_64-linux-gnu/espeak-ng-data")
        let first = try EspeakDataOverlay.prepare(in: folder, systemData: systemData)
        let variant = first.appendingPathComponent("voices/!v/earshot-bright")
        #expect(FileManager.default.fileExists(atPath: variant.path))
        #expect(FileManager.default.fileExists(atPath: first.appendingPathComponent("voices/!v/f2").path))
        let stamp = first.appendingPathComponent(".earshot-stamp")
        let before = try FileManager.default.attributesOfItem(atPath: stamp.path)[.modificationDate] as? Date
        let again = try EspeakDataOverlay.prepare(in: folder, systemData: systemData)
        let after = try FileManager.default.attributesOfItem(atPath: stamp.path)[.modificationDate] as? Date
        #expect(again.path == first.path)
        #expect(before == after)
    }
}

extension EspeakTests {
    @Test func aVoiceThatCannotBeSetFallsBackInsteadOfFallingSilent() async throws {
        let audio = try await SpeechFixtures.render([
            Utterance(text: "Still heard.", role: .system, voice: SpeechFixtures.voice("no-such-voice"))
        ])
        #expect(audio.rms > 500)
    }
}

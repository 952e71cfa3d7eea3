import EarshotCore
import Foundation
import Testing

@testable import EarshotSpeech

/// `earshot doctor`'s espeak-ng data and sound device checks, on made-up folders.
@Suite("earshot doctor looks at espeak-ng's data and the sound devices")
struct SpeechCheckTests {
    /// A scratch folder, removed by ``remove()``.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-speechcheck-\(UUID().uuidString)").path

        func file(_ path: String, _ text: String = "", mode: Int = 0o644) throws {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: full)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func completeDataIsFound() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        for name in SpeechCheck.dataFiles + ["fr_dict", "ta_dict"] { try scratch.file("espeak-ng-data/\(name)") }
        let findings = SpeechCheck.espeakData(at: scratch.root + "/espeak-ng-data", version: "1.51", environment: [:])
        #expect(findings == [.fact("espeak-ng 1.51 finds its data in \(scratch.root)/espeak-ng-data, with 3 languages.")])
    }

    @Test func missingDataSaysWhichPackageToInstall() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try scratch.file("espeak-ng-data/phontab")
        let partial = SpeechCheck.espeakData(at: scratch.root + "/espeak-ng-data", version: "1.51", environment: [:])
        #expect(partial.count == 1 && partial[0].level == .warning)
        #expect(partial[0].text.contains("lacks phonindex, phondata, intonations, en_dict"))
        #expect(partial[0].text.contains("Install the Debian package espeak-ng-data"))
        let none = SpeechCheck.espeakData(at: scratch.root + "/nothing", version: "1.51", environment: [:])
        #expect(none.count == 1 && none[0].level == .warning && none[0].text.contains("espeak-ng-data"), "\(none)")
        #expect(none[0].text.contains("the game still runs, by text"))
    }

    @Test func anIgnoredDataPathIsMentioned() {
        let findings = SpeechCheck.espeakData(
            at: "/nowhere/espeak-ng-data", version: "1.51", environment: ["ESPEAK_DATA_PATH": "/opt/voices"])
        #expect(
            findings.first
                == .fact(
                    "ESPEAK_DATA_PATH is /opt/voices, which holds no espeak-ng-data folder, so espeak-ng looks in /nowhere/espeak-ng-data instead."
                ))
        #expect(
            SpeechCheck.espeakData(at: "/opt/voices/espeak-ng-data", version: "1.51", environment: ["ESPEAK_DATA_PATH": "/opt/voices"])
                .allSatisfy { !$0.text.contains("ESPEAK_DATA_PATH") })
    }

    @Test func noSoundDeviceIsAWarningThatSaysWhatStillWorks() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try scratch.file("proc/asound/cards", "--- no soundcards ---\n")
        let finding = SpeechCheck.soundDevices(environment: ["XDG_RUNTIME_DIR": scratch.root + "/run"], root: scratch.root)
        #expect(finding.level == .warning)
        #expect(finding.text.hasPrefix("No sound device was found: no ALSA playback device in \(scratch.root)/dev/snd"))
        #expect(finding.text.contains("and no PulseAudio or PipeWire socket in \(scratch.root)/run"))
        #expect(finding.text.contains("--speak-to FILE.wav") && finding.text.contains("--speech screen-reader"))
        let noRuntime = SpeechCheck.soundDevices(environment: [:], root: scratch.root)
        #expect(noRuntime.text.contains("XDG_RUNTIME_DIR, where a sound server's socket would be, is not set"))
    }

    @Test func anALSACardOrASoundServerIsFound() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try scratch.file(
            "proc/asound/cards", " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf7f10000\n")
        try scratch.file("dev/snd/pcmC0D0p")
        try scratch.file("dev/snd/pcmC0D0c")
        try scratch.file("dev/snd/controlC0")
        let alsa = SpeechCheck.soundDevices(environment: [:], root: scratch.root)
        #expect(alsa == .fact("Sound can be played: ALSA playback device pcmC0D0p, card 0 (PCH)."))
        try scratch.file("run/pulse/native")
        try scratch.file("run/pipewire-0")
        let servers = SpeechCheck.soundDevices(environment: ["XDG_RUNTIME_DIR": scratch.root + "/run"], root: scratch.root)
        #expect(servers.level == .fact)
        #expect(servers.text.contains("a PulseAudio socket at \(scratch.root)/run/pulse/native"))
        #expect(servers.text.contains("a PipeWire socket at \(scratch.root)/run/pipewire-0"))
        let named = SpeechCheck.soundDevices(environment: ["PULSE_SERVER": "tcp:10.0.0.2"], root: scratch.root + "/none")
        #expect(named == .fact("Sound can be played: the PulseAudio server PULSE_SERVER names, tcp:10.0.0.2."))
    }

    @Test(.enabled(if: geteuid() != 0, "root may write to any device"))
    func aDeviceThatMayNotBeWrittenSaysToJoinTheAudioGroup() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try scratch.file("dev/snd/pcmC0D0p", mode: 0o440)
        let finding = SpeechCheck.soundDevices(environment: [:], root: scratch.root)
        #expect(finding.level == .warning && finding.text.contains("audio group"), "\(finding)")
    }
}

import CEspeakNG
import EarshotCore
import Foundation

/// `earshot doctor`'s look at speech: espeak-ng's data, a sound device to play it on, and
/// whether speech-dispatcher answers (``SpeechdProbe``). Each finding says what still works
/// when something is missing: a machine without sound still plays by text, by
/// `--speak-to FILE.wav` or by the player's screen reader.
public enum SpeechCheck {
    /// The files espeak-ng cannot start without (`en_dict` for the English voice, which Earshot
    /// falls back to).
    public static let dataFiles = ["phontab", "phonindex", "phondata", "intonations", "en_dict"]

    /// Every speech finding, in order: espeak-ng's data, the sound device, speech-dispatcher.
    /// Starts espeak-ng (without Earshot's voice overlay, so nothing is written), which only a
    /// process that does not speak may do.
    public static func run(environment env: [String: String] = ProcessInfo.processInfo.environment) async -> [DoctorFinding] {
        let (path, version) = espeakLocation()
        var findings = espeakData(at: path, version: version, environment: env)
        if findings.worst == .fact {
            do {
                _ = try EspeakSynthesizer.shared(dataFolder: nil, overlay: false)
            } catch {
                findings.append(.warning("\(error.description) Reinstall the Debian package espeak-ng-data."))
            }
        }
        findings.append(soundDevices(environment: env))
        findings.append(await SpeechdProbe.check(environment: env))
        return findings
    }

    /// The data folder espeak-ng reads and its version, found as the library finds it:
    /// `ESPEAK_DATA_PATH` (the folder or its `espeak-ng-data`), `~/espeak-ng-data`, else the
    /// folder it was built for (`/usr/lib/x86_64-linux-gnu/espeak-ng-data` on Debian). Sets
    /// the library's data path: call it only where nothing is being spoken.
    public static func espeakLocation() -> (path: String, version: String) {
        espeak_ng_InitializePath(nil)
        var path: UnsafePointer<CChar>?
        let version = espeak_Info(&path).map { String(cString: $0) } ?? "unknown"
        return (path.map { String(cString: $0) } ?? "", version)
    }

    /// Whether the espeak-ng data folder at `path` holds what espeak-ng needs.
    public static func espeakData(
        at path: String, version: String, environment env: [String: String] = ProcessInfo.processInfo.environment
    ) -> [DoctorFinding] {
        let install = "Install the Debian package espeak-ng-data (sudo apt install espeak-ng-data)."
        var findings: [DoctorFinding] = []
        if let given = env["ESPEAK_DATA_PATH"], !given.isEmpty, path != given, path != given + "/espeak-ng-data" {
            findings.append(
                .fact("ESPEAK_DATA_PATH is \(given), which holds no espeak-ng-data folder, so espeak-ng looks in \(path) instead."))
        }
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard !path.isEmpty, fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            findings.append(
                .warning(
                    "espeak-ng's data folder \(path.isEmpty ? "was not found" : "\(path) does not exist"), so Earshot cannot speak with its own voice (the game still runs, by text). \(install)"
                ))
            return findings
        }
        let missing = dataFiles.filter { !fm.fileExists(atPath: path + "/" + $0) }
        guard missing.isEmpty else {
            findings.append(
                .warning(
                    "espeak-ng's data folder \(path) lacks \(missing.joined(separator: ", ")), so Earshot cannot speak with its own voice (the game still runs, by text). \(install)"
                ))
            return findings
        }
        let languages = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix("_dict") }.count
        findings.append(.fact("espeak-ng \(version) finds its data in \(path), with \(languages) languages."))
        return findings
    }

    /// Whether sound can be played here: an ALSA playback device (`/dev/snd/pcmC*D*p`, with
    /// the cards named in `/proc/asound/cards`), a PulseAudio socket (`PULSE_SERVER`, else
    /// `$XDG_RUNTIME_DIR/pulse/native`) or PipeWire's (`$XDG_RUNTIME_DIR/pipewire-0`). `root`
    /// is put before `/proc` and `/dev`, for tests.
    public static func soundDevices(
        environment env: [String: String] = ProcessInfo.processInfo.environment, root: String = ""
    ) -> DoctorFinding {
        let fm = FileManager.default
        var found: [String] = []
        let cards = ((try? String(contentsOfFile: root + "/proc/asound/cards", encoding: .utf8)) ?? "")
            .split(separator: "\n").compactMap { line -> String? in
                // " 0 [PCH            ]: HDA-Intel - HDA Intel PCH": the number and the short name.
                let parts = line.split(separator: "[", maxSplits: 1)
                guard parts.count == 2, Int(parts[0].trimmingCharacters(in: .whitespaces)) != nil else { return nil }
                let name = parts[1].split(separator: "]").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                return "card \(parts[0].trimmingCharacters(in: .whitespaces)) (\(name))"
            }
        let snd = root + "/dev/snd"
        let playback = ((try? fm.contentsOfDirectory(atPath: snd)) ?? []).filter { name in
            name.hasPrefix("pcmC") && name.hasSuffix("p") && name.contains("D")
        }.sorted()
        let usable = playback.filter { access(snd + "/" + $0, W_OK) == 0 }
        if !playback.isEmpty {
            let named = cards.isEmpty ? "" : ", " + cards.joined(separator: ", ")
            found.append("ALSA playback device\(playback.count == 1 ? "" : "s") \(playback.joined(separator: ", "))\(named)")
        }
        let runtime = env["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        var servers: [String] = []
        if let server = env["PULSE_SERVER"], !server.isEmpty {
            servers.append("the PulseAudio server PULSE_SERVER names, \(server)")
        } else if let runtime, fm.fileExists(atPath: runtime + "/pulse/native") {
            servers.append("a PulseAudio socket at \(runtime)/pulse/native")
        }
        if let runtime, fm.fileExists(atPath: runtime + "/pipewire-0") {
            servers.append("a PipeWire socket at \(runtime)/pipewire-0")
        }
        found += servers
        if found.isEmpty {
            let sockets =
                runtime.map { "and no PulseAudio or PipeWire socket in \($0)" }
                ?? "and XDG_RUNTIME_DIR, where a sound server's socket would be, is not set"
            return .warning(
                "No sound device was found: no ALSA playback device in \(snd), \(sockets). Sound cannot be played here, but everything else works: --speak-to FILE.wav records the speech to a file, and --speech screen-reader leaves the speaking to your screen reader."
            )
        }
        if servers.isEmpty && usable.isEmpty {
            return .warning(
                "Sound devices were found (\(found.joined(separator: "; "))), but you may not write to them, so sound cannot be played. Add yourself to the audio group (sudo adduser $USER audio) and log in again; meanwhile --speak-to FILE.wav and --speech screen-reader still work."
            )
        }
        return .fact("Sound can be played: \(found.joined(separator: "; ")).")
    }
}

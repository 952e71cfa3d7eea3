import Foundation
import Synchronization
import Testing

@testable import EarshotSpeech

/// A speech-dispatcher daemon of the test's own: its configuration, socket, log and audio all
/// in a temporary folder, its espeak-ng module playing into ALSA's file plugin (no sound card
/// needed; see ../shared/notes/audio-testing.md). Stopped by its pid; it runs in the foreground as the test's child.
final class PrivateSpeechd: Sendable {
    static let daemon = "/usr/bin/speech-dispatcher"
    static let module = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"
    static let moduleConfig = "/etc/speech-dispatcher/modules/espeak-ng.conf"

    /// Whether speech-dispatcher and its espeak-ng module are installed.
    static var available: Bool {
        let fm = FileManager.default
        return fm.isExecutableFile(atPath: daemon) && fm.isExecutableFile(atPath: module) && fm.fileExists(atPath: moduleConfig)
    }

    static let skipReason: Comment =
        "speech-dispatcher is not installed (needs the speech-dispatcher and speech-dispatcher-espeak-ng packages; make setup installs them)"

    let folder: URL
    private let process = Mutex<Process?>(nil)
    var address: String { "unix_socket:\(folder.path)/sock" }
    var played: URL { folder.appendingPathComponent("played.raw") }

    /// Bytes of 16-bit audio the daemon has played so far.
    var playedBytes: Int { (try? FileManager.default.attributesOfItem(atPath: played.path)[.size] as? Int) ?? 0 }

    /// Time limits for tests that measure what the daemon plays: generous, so that a busy
    /// machine is not taken for a daemon that cannot play.
    static let patient = SpeechdLimits(call: .seconds(10), begin: .seconds(60), finish: .seconds(30))

    /// Starts the daemon and waits for its socket. The folder's path is kept short: a Unix
    /// socket's path must fit in 108 bytes. With `noAudio`, it plays through PulseAudio, which
    /// is not there: it takes messages, begins them, and never ends them.
    init(noAudio: Bool = false) throws {
        var template = Array("/tmp/earshot-spd-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        folder = URL(fileURLWithPath: String(cString: made))
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("modules"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder.appendingPathComponent("log"), withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.moduleConfig, toPath: folder.appendingPathComponent("modules/espeak-ng.conf").path)
        let dir = folder.path
        try """
        CommunicationMethod "unix_socket"
        SocketPath "\(dir)/sock"
        LogDir "\(dir)/log"
        AudioOutputMethod "\(noAudio ? "pulse" : "alsa")"
        AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
        DefaultModule espeak-ng
        Timeout 60
        """.write(to: folder.appendingPathComponent("speechd.conf"), atomically: true, encoding: .utf8)
        try """
        pcm.!default {
          type file
          slave { pcm { type null } }
          file "\(dir)/played.raw"
          format "raw"
        }
        """.write(to: folder.appendingPathComponent("asound.conf"), atomically: true, encoding: .utf8)
        try start()
    }

    /// Starts the daemon (again) on the same folder and waits for its socket.
    func start() throws {
        let fm = FileManager.default
        let dir = folder.path
        try? fm.removeItem(atPath: "\(dir)/sock")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.daemon)
        // In the foreground (no -d), as this process's own child, so it is stopped by its pid.
        process.arguments = ["-C", dir, "-s", "-t", "60", "-P", "\(dir)/pid", "-L", "\(dir)/log"]
        var env = ProcessInfo.processInfo.environment
        env["ALSA_CONFIG_PATH"] = "\(dir)/asound.conf"
        env["PULSE_SERVER"] = "unix:\(dir)/no-pulse"
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process.withLock { $0 = process }
        let deadline = Date().addingTimeInterval(10)
        while !fm.fileExists(atPath: "\(dir)/sock") && Date() < deadline { usleep(20_000) }
        guard fm.fileExists(atPath: "\(dir)/sock") else { throw CocoaError(.fileNoSuchFile) }
    }

    /// A connection to this daemon, tried again for a while: the socket file appears a moment
    /// before the daemon listens on it.
    func engine() async throws -> SpeechdSpeechEngine {
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try await SpeechdSpeechEngine.connect(address: address, limits: Self.patient, earcons: nil)
            } catch {
                if Date() > deadline { throw error }
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    /// Waits until `test` holds, up to `seconds`.
    static func waitFor(_ seconds: Double = 20, _ test: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !test() {
            if Date() > deadline || Task.isCancelled { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Kills the daemon at once (by its pid), as a crash would, leaving its folder.
    func kill() {
        guard let process = process.withLock({ $0 }), process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Stops the daemon (by its pid, as a child of this process) and removes the folder.
    func stop() {
        if let process = process.withLock({ $0 }), process.isRunning {
            let pid = process.processIdentifier
            Foundation.kill(pid, SIGTERM)
            // It can take a minute to leave on its own; after a second it is killed.
            let deadline = Date().addingTimeInterval(1)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { Foundation.kill(pid, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

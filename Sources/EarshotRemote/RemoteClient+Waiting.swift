import EarshotConsole
import EarshotCore
import Foundation

/// Waiting for a server's welcome without going silent or deaf. A welcome that comes at once
/// (the usual case) is not remarked on. After ``RemoteClient/Options/quietWait`` the player
/// hears that Earshot is connecting and how to stop, and, when a person types the input (a
/// terminal), a line is read meanwhile: `quit`, Ctrl-D and Ctrl-C stop waiting; any other
/// line is dropped, with words saying so. Piped or scripted input is left for the server's
/// prompts. The link itself gives up after its welcome limit, and says why.
extension RemoteClient {
    private enum Waiting: Sendable {
        /// The welcome came (`true`), or the link ended without one.
        case welcome(Bool)
        /// The player typed this while waiting.
        case typed(LineInput)
        /// The quiet wait is over.
        case quiet
        /// Time to end the line being read again (the last try came before the read began).
        case retry
    }

    /// Words that stop waiting.
    static let stopWords: Set<String> = ["quit", "q", "exit", "leave", "stop", "cancel"]

    /// Waits until `link` is welcomed or ends; `false` when the player chose to stop waiting.
    func waitForWelcome(_ link: RemoteLink, url: String) async -> Bool {
        let (events, sink) = AsyncStream.makeStream(of: Waiting.self)
        let welcome = Task { sink.yield(.welcome(await link.welcomed())) }
        let wait = options.quietWait
        let quiet = Task {
            try? await Task.sleep(for: wait)
            if !Task.isCancelled { sink.yield(.quiet) }
        }
        defer {
            welcome.cancel()
            quiet.cancel()
        }
        var reading = false
        for await event in events {
            let m = Messages(language)
            switch event {
            case .quiet:
                await presenter.say(.info(m("remote.connecting", ["url": url])))
                guard input.isInteractive else { continue }
                reading = true
                readWhileWaiting(into: sink)
            case .typed(let line):
                reading = false
                if Self.stops(line) { return false }
                await presenter.say(.info(m("remote.stillConnecting", ["url": url])))
                reading = true
                readWhileWaiting(into: sink)
            case .welcome:
                guard reading else { return true }
                // The line being read is no answer to anything the server asked: end it. The
                // read may not have begun yet (its task runs when it runs): try again every
                // tenth of a second until it has ended.
                await input.interruptRead()
                let retry = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(100))
                        sink.yield(.retry)
                    }
                }
                defer { retry.cancel() }
                for await event in events {
                    switch event {
                    case .typed(let line): return line == .interrupt || !Self.stops(line)
                    case .retry: await input.interruptRead()
                    case .welcome, .quiet: continue
                    }
                }
                return true
            case .retry: continue
            }
        }
        return true
    }

    /// Reads one line at the terminal.
    private func readWhileWaiting(into sink: AsyncStream<Waiting>.Continuation) {
        let input = self.input
        let prompt = Messages(language)("remote.connecting.prompt")
        Task { sink.yield(.typed(await input.next(prompt: prompt))) }
    }

    /// Whether a line typed while waiting means stop: end of input, Ctrl-C, or a stop word.
    static func stops(_ line: LineInput) -> Bool {
        switch line {
        case .eof, .interrupt: true
        case .line(let text): stopWords.contains(text.trimmingCharacters(in: .whitespaces).lowercased())
        }
    }
}

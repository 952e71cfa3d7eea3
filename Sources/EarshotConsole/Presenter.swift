import EarshotCore
import Foundation
import Synchronization

/// The one way anything reaches the player: each event goes to every sink (text, speech) in
/// order. Nothing is printed that is not also handed to speech.
public final class Presenter: Sendable {
    public let sinks: [any EventSink]
    /// The sinks that can hold a batch (``together(_:)``), found once: a room asks for a batch
    /// for each of its players at every question.
    private let batching: [any BatchingSink]

    public init(sinks: [any EventSink]) {
        self.sinks = sinks
        batching = sinks.compactMap { $0 as? any BatchingSink }
    }

    public func present(_ event: Event) async {
        for sink in sinks { await sink.present(event) }
    }

    public func present(_ events: [Event]) async {
        for e in events { await present(e) }
    }

    public func say(_ event: AppEvent) async { await present(.app(event)) }

    /// Runs `body`, holding what it presents in each ``BatchingSink`` until it ends, so that
    /// it all leaves together (a room's question and its spoken prompt in one write). Sinks
    /// that do not batch get each event as it comes.
    public func together(_ body: () async -> Void) async {
        for sink in batching { sink.beginBatch() }
        await body()
        for sink in batching { await sink.endBatch() }
    }

    public func show(_ event: GameEvent) async { await present(.game(event)) }
}

/// Prints events as text through a ``TextRenderer``.
public final class TextSink: EventSink, Sendable {
    private let current: Mutex<TextRenderer>
    public let output: any TextOutput

    public init(renderer: TextRenderer, output: any TextOutput) {
        self.current = Mutex(renderer)
        self.output = output
    }

    /// The renderer in use (its language follows ``AppEvent/language(_:)``).
    public var renderer: TextRenderer {
        current.withLock { $0 }
    }

    /// Writes the event's lines. With colour on, the lines keep the renderer's colour
    /// sequences only when the event's text itself holds no control character (so every escape
    /// in them is the renderer's); otherwise they are written plain, and the output replaces
    /// whatever the data held (``SafeText``).
    public func present(_ event: Event) async {
        if case .app(.language(let language)) = event {
            current.withLock { $0.messages = Messages(language) }
        }
        let renderer = self.renderer
        guard renderer.color else {
            for line in renderer.lines(for: event) { output.writeLine(line) }
            return
        }
        let plain = TextRenderer(color: false, messages: renderer.messages).lines(for: event)
        guard plain.allSatisfy(SafeText.isClean) else {
            for line in plain { output.writeLine(line) }
            return
        }
        for line in renderer.lines(for: event) { output.writeStyledLine(line) }
    }
}

extension Presenter {
    /// Waits for every sink to finish (for example, speech still playing at exit).
    public func flush() async {
        for case let sink as any FlushableSink in sinks { await sink.flush() }
    }
}

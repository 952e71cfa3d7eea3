import EarshotCore

/// What speech itself tells the player: that speech-dispatcher could not be reached, failed or
/// is back. Said once each time, in the player's language, and printed too when the app gave
/// a place for it (``onNotice(_:)``).
extension SpeechSink {
    public func onNotice(_ handler: @escaping @Sendable (String) async -> Void) async {
        noticeHandler = handler
    }

    /// Tells the player about each change of `engine`, in order.
    public nonisolated func follow(_ engine: ResilientSpeechEngine) {
        let (changes, tell) = AsyncStream.makeStream(of: ResilientSpeechEngine.Change.self)
        engine.onChange { tell.yield($0) }
        Task { [weak self] in
            // Whether nothing was said since the last notice (no sound device for espeak-ng):
            // then the player is told, when speech is back, how to hear what they missed.
            var silenced = false
            for await change in changes {
                await self?.announce(change, afterSilence: silenced)
                silenced = Self.silenced(after: change, before: silenced)
            }
        }
    }

    /// Whether speech is silent after `change`, when it was `before`.
    static func silenced(after change: ResilientSpeechEngine.Change, before: Bool) -> Bool {
        switch change {
        case .silenced: true
        case .back: false
        case .lost: before
        }
    }

    /// Tells the player about `change`: through the app, which prints and says it, or, when
    /// there is no app, by saying it.
    public func announce(_ change: ResilientSpeechEngine.Change, afterSilence: Bool = false) async {
        let text = Self.notice(change, messages: messages, afterSilence: afterSilence)
        if let noticeHandler {
            await noticeHandler(text)
        } else {
            await present(.app(.info(text)))
        }
    }

    /// The words for `change`; `afterSilence` when nothing was said since the last notice,
    /// so that speech coming back also says how to hear what was missed.
    public static func notice(_ change: ResilientSpeechEngine.Change, messages: Messages, afterSilence: Bool = false) -> String {
        switch change {
        case .lost(.noAnswer): return messages("speech.speechd.noAnswer")
        case .lost(.gone): return messages("speech.speechd.gone")
        case .lost(.cannotPlay): return messages("speech.speechd.cannotPlay")
        case .silenced: return messages("speech.speechd.silenced")
        case .back: return messages(afterSilence ? "speech.speechd.backAfterSilence" : "speech.speechd.back")
        }
    }

    /// Said once at start when speech-dispatcher was asked for but could not be reached.
    public static func unreachableNotice(_ reason: String, messages: Messages) -> String {
        messages("speech.speechd.unreachable", ["reason": SpeechBackend.shortReason(reason)])
    }
}

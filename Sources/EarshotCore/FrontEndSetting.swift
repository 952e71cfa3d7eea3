/// Every setting a front-end applies: how the player hears and reads Earshot. One list, so
/// that no such setting can be stored on a club server and forgotten by the player's own
/// computer: each is either run where the front-end is (``appliedWhereThePlayerIs``) or sent
/// to it as an event.
public enum FrontEndSetting: String, CaseIterable, Sendable {
    case verbosity, voice, rate, pitch, volume, earcons, language, speech

    /// Whether the setting's command runs on the player's own computer when they play on a
    /// club server (speech happens there). The language runs on the server, which speaks in
    /// it, and reaches the front-end as the `language` event.
    public var appliedWhereThePlayerIs: Bool { self != .language }
}

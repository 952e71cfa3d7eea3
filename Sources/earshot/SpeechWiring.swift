import EarshotApp

/// Picks the speech backend. Only `main` chooses one; the rest of Earshot accepts whatever it
/// is given.
enum SpeechWiring {
    static let factory: Launcher.SpeechFactory = { _, _ in (nil, nil, nil) }
}

import Foundation

/// A player as the domain knows them: an id that always exists once stored, a name, when they
/// were first seen, and their settings. Stores hand these out; their own rows stay inside them.
public struct Player: Sendable, Equatable, Codable {
    public var id: Int64
    public var name: String
    public var createdAt: Date
    public var settings: PlayerSettings

    public init(id: Int64, name: String, createdAt: Date, settings: PlayerSettings) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.settings = settings
    }

    /// Settings read from their stored JSON (defaults when unreadable).
    public static func settings(json: String) -> PlayerSettings {
        (try? JSONDecoder().decode(PlayerSettings.self, from: Data(json.utf8))) ?? PlayerSettings()
    }

    /// Settings as stored JSON.
    public static func json(_ settings: PlayerSettings) -> String {
        String(decoding: (try? JSONEncoder().encode(settings)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

import EarshotCore
import Foundation

/// What Earshot remembers about the Open Trivia Database between imports: its session token
/// (so later imports do not repeat questions) and when it last asked (for the rate limit).
public struct OpenTDBSession: Codable, Sendable, Equatable {
    public var token: String?
    public var lastRequest: Date?

    public init(token: String? = nil, lastRequest: Date? = nil) {
        self.token = token
        self.lastRequest = lastRequest
    }
}

/// Keeps the ``OpenTDBSession`` in a small JSON file beside the database.
public struct OpenTDBSessionFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The file used for the database at `databasePath`.
    public init(databasePath: String) {
        path = databasePath + ".opentdb-session.json"
    }

    public func load() -> OpenTDBSession {
        guard let data = FileManager.default.contents(atPath: path) else { return OpenTDBSession() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(OpenTDBSession.self, from: data)) ?? OpenTDBSession()
    }

    /// Saves the session; a failure only means the next import asks for a new token.
    public func save(_ session: OpenTDBSession) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(session) else { return }
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

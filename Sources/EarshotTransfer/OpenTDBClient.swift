import EarshotCore
import EarshotImport
import Foundation

/// Asks the Open Trivia Database API for questions: gets and keeps a session token, waits out
/// the one-request-per-5-seconds limit (saying so, through events), and turns the response
/// codes 1 to 5 into plain words, retrying where that helps (a lost token, the rate limit).
public struct OpenTDBClient {
    let network: ImportNetwork
    let limits: ImportLimits
    let say: Announce
    /// What the player hears, in their language. The response codes are explained in English
    /// for now (``OpenTDBAPI/explain(responseCode:)``, shared with the importer).
    let messages: Messages

    /// A client that downloads through `network` within `limits` and says what it does
    /// through `say`, in the language of `messages`.
    public init(network: ImportNetwork, limits: ImportLimits = .standard, say: @escaping Announce, messages: Messages = .english) {
        self.network = network
        self.limits = limits
        self.say = say
        self.messages = messages
    }

    /// The body of a successful reply to `url` (response code 0, or a reply without a code,
    /// which the importer then judges).
    public func questions(from url: URL) async throws -> Data {
        var session = network.sessionFile.load()
        let ownToken = OpenTDBAPI.queryValue("token", in: url) != nil
        if !ownToken, session.token == nil || isExpired(session) {
            session.token = try await newToken(&session, beside: url)
        }
        for _ in 0..<3 {
            let asked = ownToken ? url : session.token.map { OpenTDBAPI.url(url, withToken: $0) } ?? url
            let data = try await request(asked, &session)
            guard let code = OpenTDBAPI.responseCode(of: data) else { return data }
            switch code {
            case 0:
                return data
            case 3 where !ownToken:
                await say(.info(messages("import.opentdb.newToken", ["explanation": OpenTDBAPI.explain(responseCode: 3)])))
                session.token = try await newToken(&session, beside: url)
            case 4 where !ownToken:
                if let token = session.token {
                    _ = try? await request(OpenTDBAPI.tokenResetURL(for: url, token: token), &session)
                }
                throw ImportError(messages("import.opentdb.tokenReset", ["explanation": OpenTDBAPI.explain(responseCode: 4)]))
            case 5:
                await say(.info(messages("import.opentdb.waitAndRetry", ["explanation": OpenTDBAPI.explain(responseCode: 5)])))
            default:
                throw ImportError(OpenTDBAPI.explain(responseCode: code))
            }
        }
        throw ImportError(messages("import.opentdb.noQuestions"))
    }

    private func isExpired(_ session: OpenTDBSession) -> Bool {
        guard let last = session.lastRequest else { return true }
        return network.now().timeIntervalSince(last) > OpenTDBAPI.tokenLifetime
    }

    /// A new session token, or `nil` (the import then goes on without one). Throws at once when
    /// the server cannot be reached at all: the questions could not be fetched either.
    private func newToken(_ session: inout OpenTDBSession, beside url: URL) async throws -> String? {
        await say(.info(messages("import.opentdb.askToken")))
        var data: Data?
        do {
            data = try await request(OpenTDBAPI.tokenRequestURL(for: url), &session)
        } catch let error as FetchError {
            if case .connection = error { throw error }
            if case .limit = error { throw error }
        }
        guard let data, let reply = OpenTDBAPI.parseTokenReply(data), reply.code == 0, let token = reply.token
        else {
            await say(.info(messages("import.opentdb.noToken")))
            return nil
        }
        session.token = token
        network.sessionFile.save(session)
        return token
    }

    /// One request, after waiting for the rate limit; remembers when it was made.
    private func request(_ url: URL, _ session: inout OpenTDBSession) async throws -> Data {
        if let last = session.lastRequest {
            let remaining = OpenTDBAPI.minimumInterval.seconds - network.now().timeIntervalSince(last)
            if remaining > 0 {
                let whole = Int(remaining.rounded(.up))
                await say(.info(messages.plural("import.opentdb.wait", count: whole)))
                try? await network.clock.sleep(until: network.clock.time() + .milliseconds(Int((remaining * 1000).rounded(.up))))
            }
        }
        do {
            let data = try await network.fetcher.fetch(url, limits: limits)
            session.lastRequest = network.now()
            network.sessionFile.save(session)
            return data
        } catch let error as FetchError {
            // Only a request the server answered counts toward its rate limit.
            if case .http = error {
                session.lastRequest = network.now()
                network.sessionFile.save(session)
            }
            throw error
        }
    }
}

/// What Earshot remembers about the Open Trivia Database between imports: its session token
/// (so later imports do not repeat questions) and when it last asked (for the rate limit).
public struct OpenTDBSession: Codable, Sendable, Equatable {
    /// The session token, if one was given.
    public var token: String?
    /// When the API was last asked (for the rate limit).
    public var lastRequest: Date?

    /// A session with `token`, last asked at `lastRequest`.
    public init(token: String? = nil, lastRequest: Date? = nil) {
        self.token = token
        self.lastRequest = lastRequest
    }
}

/// Keeps the ``OpenTDBSession`` in a small JSON file beside the database.
public struct OpenTDBSessionFile: Sendable {
    /// The JSON file.
    public let path: String

    /// The session kept at `path`.
    public init(path: String) { self.path = path }

    /// The file used for the database at `databasePath`.
    public init(databasePath: String) {
        path = databasePath + ".opentdb-session.json"
    }

    /// The session kept, or a new one when there is none (or it cannot be read).
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

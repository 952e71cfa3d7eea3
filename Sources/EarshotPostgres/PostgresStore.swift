import EarshotCore
import Foundation
import Logging
import PostgresNIO

/// Earshot's store on PostgreSQL, for a club server: the same ``GameStore`` as the SQLite
/// store, with migrations of its own that give the same tables. Its SQL stays within what
/// CockroachDB and YugabyteDB also run (see `docs/server.md`): no triggers, no stored
/// procedures, no extensions, no advisory locks, no collations; identity columns, plain
/// indexes, `ON CONFLICT`, `IS NOT DISTINCT FROM`, window functions and one row lock
/// (`SELECT … FOR UPDATE` on `question_draw_mark`) that takes turns at changing the question
/// bank. Transactions that meet a serialization failure are retried.
public final class PostgresStore: EngineStore, StoreCallTiming {
    let client: PostgresClient
    package let logger: Logger
    private let running: Task<Void, Never>
    /// Where the store is, for messages (never with a password).
    public let location: String
    /// Where the store's dates come from: the system's clock, or a test's.
    public let clock: any GameClock

    /// The date now, by ``clock``.
    package var now: Date { clock.date() }
    /// Times each query and transaction for the server's metrics, if anyone listens.
    private let calls = StoreCallClock()

    /// Has `observer` told how long each query and transaction takes, from now on.
    public func observeCalls(_ observer: @escaping @Sendable (Duration) -> Void) {
        calls.observe(observer)
    }

    /// Connects (a pool of connections, run in the background) and brings the schema up to date.
    public init(
        configuration: PostgresClient.Configuration, location: String, logger: Logger? = nil, clock: any GameClock = systemClock
    ) async throws {
        self.clock = clock
        var log = logger ?? Logger(label: "earshot.postgres")
        if logger == nil { log.logLevel = .error }
        self.logger = log
        self.location = location
        let client = PostgresClient(configuration: configuration, backgroundLogger: log)
        self.client = client
        running = Task { await client.run() }
        do {
            try await migrate()
        } catch {
            running.cancel()
            throw error
        }
    }

    /// Connects to a `postgres://USER:PASSWORD@HOST:PORT/DATABASE` URL. A Unix socket is
    /// given as `postgres://USER@/DATABASE?host=/path/to/folder` (the folder holding
    /// `.s.PGSQL.PORT`, with `port=` when not 5432).
    public convenience init(url: String, logger: Logger? = nil, clock: any GameClock = systemClock) async throws {
        let (configuration, location) = try Self.configuration(fromURL: url)
        try await self.init(configuration: configuration, location: location, logger: logger, clock: clock)
    }

    /// Stops the connection pool.
    public func close() {
        running.cancel()
    }

    deinit { running.cancel() }

    /// A `postgres://` URL taken apart: who connects to which database, over a Unix socket
    /// (`socket`) or TCP, and `location`, the address for messages (never with a password).
    struct Address {
        enum Security { case disable, prefer, require }
        var user: String
        var password: String?
        var database: String?
        var socket: String?
        var host: String
        var port: Int
        var security: Security
        var location: String
    }

    static func address(fromURL text: String) throws -> Address {
        guard let url = URLComponents(string: text), url.scheme == "postgres" || url.scheme == "postgresql" else {
            throw StoreError("\(text) is not a PostgreSQL address. Give it as postgres://USER:PASSWORD@HOST:PORT/DATABASE.")
        }
        let user = url.user ?? "postgres"
        let database = url.path.isEmpty ? nil : String(url.path.dropFirst())
        let query = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let port = url.port ?? query["port"].flatMap(Int.init) ?? 5432
        if let folder = query["host"], folder.hasPrefix("/") {
            let socket = "\(folder)/.s.PGSQL.\(port)"
            return Address(
                user: user, password: url.password, database: database, socket: socket, host: folder, port: port, security: .disable,
                location: "postgres://\(user)@\(socket)/\(database ?? "")")
        }
        let host = url.host ?? "localhost"
        let security: Address.Security
        switch query["sslmode"] ?? "prefer" {
        case "disable": security = .disable
        case "require", "verify-full", "verify-ca": security = .require
        default: security = .prefer
        }
        return Address(
            user: user, password: url.password, database: database, socket: nil, host: host, port: port, security: security,
            location: "postgres://\(user)@\(host):\(port)/\(database ?? "")")
    }

    static func configuration(fromURL text: String) throws -> (PostgresClient.Configuration, String) {
        let a = try address(fromURL: text)
        if let socket = a.socket {
            let configuration = PostgresClient.Configuration(
                unixSocketPath: socket, username: a.user, password: a.password, database: a.database)
            return (configuration, a.location)
        }
        let tls: PostgresClient.Configuration.TLS
        switch a.security {
        case .disable: tls = .disable
        case .require: tls = .require(.makeClientConfiguration())
        case .prefer: tls = .prefer(.makeClientConfiguration())
        }
        let configuration = PostgresClient.Configuration(
            host: a.host, port: a.port, username: a.user, password: a.password, database: a.database, tls: tls)
        return (configuration, a.location)
    }

    // MARK: Running SQL

    /// Runs `body` in a transaction, again (up to five times) when the database reports a
    /// serialization failure, as CockroachDB does under contention.
    /// It is given up after `limit` (``operationLimit`` unless said otherwise; `nil` for none).
    package func transaction<T: Sendable>(
        limit: Duration? = PostgresStore.operationLimit, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        var attempt = 0
        let client = self.client
        let logger = self.logger
        let call = calls.begin()
        defer { call?.end() }
        while true {
            attempt += 1
            do {
                return try await Self.within(limit, "a transaction") {
                    try await client.withTransaction(logger: logger) { connection in try await body(connection) }
                }
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "40001" && attempt < 5 {
                try await Task.sleep(for: .milliseconds(10 * attempt))
            } catch {
                throw explain(error)
            }
        }
    }

    /// Runs a query outside any transaction, given up after `limit` (``operationLimit`` unless
    /// said otherwise; `nil` for none).
    package func query(_ query: PostgresQuery, limit: Duration? = PostgresStore.operationLimit) async throws
        -> PostgresRowSequence
    {
        let client = self.client
        let logger = self.logger
        let call = calls.begin()
        defer { call?.end() }
        do {
            return try await Self.within(limit, "a query") { try await client.query(query, logger: logger) }
        } catch {
            throw explain(error)
        }
    }

    /// A database error in plain words, without the query's values.
    func explain(_ error: any Error) -> any Error {
        if error is StoreError { return error }
        if let psql = error as? PSQLError {
            if let message = psql.serverInfo?[.message] {
                return StoreError("The PostgreSQL store at \(location) failed: \(message)")
            }
            return StoreError(
                "The PostgreSQL store at \(location) cannot be reached (\(psql.code)). Check that it is running and that the address is right."
            )
        }
        return StoreError("The PostgreSQL store at \(location) failed: \(error)")
    }

    /// The names of the migrations applied so far.
    public func appliedMigrations() async throws -> [String] {
        var names: [String] = []
        for try await name in try await query("SELECT name FROM earshot_migration ORDER BY name").decode(String.self) {
            names.append(name)
        }
        return names
    }
}

import EarshotCore
import Foundation
import Logging
import PostgresNIO

extension PostgresStore {
    /// Checks the PostgreSQL store at `url` for `earshot doctor`, without changing it: one
    /// connection (no pool, no migrations), made within `timeLimit`, whose transactions are
    /// read-only. Says whether the server was reached (and, if not, why and what to do), which
    /// of Earshot's migrations the schema has against the ones this build knows, and how many
    /// players, questions and games it holds. The queries get another `timeLimit` in all.
    public static func examine(url: String, timeLimit: Duration = .seconds(5)) async -> [DoctorFinding] {
        let address: Address
        do {
            address = try Self.address(fromURL: url)
        } catch {
            return [.problem("\(error)")]
        }
        let location = address.location
        let seconds = Self.spoken(timeLimit)
        let connection: PostgresConnection
        do {
            guard let made = try await withTimeLimit(timeLimit, { try await connect(address, timeLimit: timeLimit) }) else {
                return [
                    .problem(
                        "The PostgreSQL store at \(location) did not answer within \(seconds). Check that the server is running and that the address is right."
                    )
                ]
            }
            connection = made
        } catch {
            return [.problem(unreachable(error, location: location))]
        }
        let findings: [DoctorFinding]
        do {
            findings =
                try await withTimeLimit(timeLimit, { try await examine(connection, location: location) }) ?? [
                    .fact("The PostgreSQL store at \(location) was reached."),
                    .problem("It did not answer the doctor's questions within \(seconds): it may be overloaded or locked."),
                ]
        } catch {
            findings = [.problem("The PostgreSQL store at \(location) was reached, but could not be read: \(reason(error)).")]
        }
        _ = try? await withTimeLimit(timeLimit, { try await connection.close() })
        return findings
    }

    /// The checks on an open connection.
    private static func examine(_ connection: PostgresConnection, location: String) async throws -> [DoctorFinding] {
        let logger = Logger(label: "earshot.doctor")
        func one<T: PostgresDecodable & Sendable>(_ query: PostgresQuery, as: T.Type) async throws -> T? {
            for try await value in try await connection.query(query, logger: logger).decode(T.self) { return value }
            return nil
        }
        _ = try await connection.query("SET default_transaction_read_only = on", logger: logger)
        let version = try await one("SHOW server_version", as: String.self) ?? "of an unknown version"
        var findings: [DoctorFinding] = [.fact("The PostgreSQL store at \(location) was reached: PostgreSQL \(version).")]
        guard try await one("SELECT to_regclass('earshot_migration') IS NOT NULL", as: Bool.self) == true else {
            findings.append(
                .fact("The database holds no Earshot tables yet: earshot serve --db with this address sets them up at its first start."))
            return findings
        }
        var applied: [String] = []
        for try await name in try await connection.query("SELECT name FROM earshot_migration", logger: logger).decode(String.self) {
            applied.append(name)
        }
        let known = migrations.map(\.name)
        let missing = known.filter { !applied.contains($0) }
        let unknown = applied.filter { !known.contains($0) }.sorted()
        findings.append(.fact("The schema has \(applied.count - unknown.count) of the \(known.count) migrations this Earshot knows."))
        if !missing.isEmpty {
            findings.append(
                .fact(
                    "It is from an older Earshot (missing \(missing.joined(separator: ", "))): the next earshot serve updates it."))
        }
        if !unknown.isEmpty {
            findings.append(
                .problem(
                    "It was changed by a newer Earshot (\(unknown.joined(separator: ", ")), which this version does not know). Update Earshot before serving from it."
                ))
        }
        if applied.contains("v1-initial") {
            let counts = try await connection.query(
                """
                SELECT (SELECT count(*) FROM player), (SELECT count(*) FROM question WHERE NOT retired),
                  (SELECT count(*) FROM game)
                """, logger: logger
            ).decode((Int, Int, Int).self)
            for try await (players, questions, games) in counts {
                findings.append(.fact("\(players) players, \(questions) questions to draw from, \(games) games played."))
            }
        }
        return findings
    }

    /// One connection to `address`, within `timeLimit`.
    private static func connect(_ address: Address, timeLimit: Duration) async throws -> PostgresConnection {
        var configuration: PostgresConnection.Configuration
        if let socket = address.socket {
            configuration = .init(unixSocketPath: socket, username: address.user, password: address.password, database: address.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            switch address.security {
            case .disable: tls = .disable
            case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
            configuration = .init(
                host: address.host, port: address.port, username: address.user, password: address.password,
                database: address.database, tls: tls)
        }
        // A second past the doctor's own limit, which then says it in its words; this one ends
        // the attempt behind it.
        let (whole, part) = timeLimit.components
        configuration.options.connectTimeout = .milliseconds(whole * 1000 + part / 1_000_000_000_000_000 + 1000)
        return try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Logger(label: "earshot.doctor"))
    }

    /// Why the server was not reached, and what to do.
    static func unreachable(_ error: any Error, location: String) -> String {
        let start = "The PostgreSQL store at \(location) cannot be reached (\(reason(error)))."
        guard let psql = error as? PSQLError else { return start + " Check that the server is running and that the address is right." }
        switch psql.serverInfo?[.sqlState] {
        case "28P01", "28000":
            return start + " Check the user and password in the address, and the server's pg_hba.conf."
        case "3D000":
            return start + " Create the database (createdb NAME) or correct its name in the address."
        default:
            if psql.code == .sslUnsupported { return start + " The server offers no TLS: add ?sslmode=disable to the address." }
            return start + " Check that the server is running and that the address is right."
        }
    }

    /// An error from PostgresNIO or NIO in a few words: the server's own message, or the
    /// system's reason for a failed connection ("No such file or directory", "Connection refused").
    static func reason(_ error: any Error) -> String {
        guard let psql = error as? PSQLError else { return "\(error)" }
        if let message = psql.serverInfo?[.message] { return message }
        guard let underlying = psql.underlying else { return "\(psql.code)" }
        return systemReason(underlying)
    }

    /// A failed connection's reason from NIO, in the system's words.
    private static func systemReason(_ error: any Error) -> String {
        switch error {
        case let io as IOError: return String(cString: strerror(io.errnoCode))
        case let many as NIOConnectionError:
            if let first = many.connectionErrors.first { return systemReason(first.error) }
            return many.dnsAAAAError.map { "\($0)" } ?? many.dnsAError.map { "\($0)" } ?? "no address found for the host"
        case let channel as ChannelError:
            if case .connectTimeout = channel { return "no answer in time" }
            return "\(channel)"
        default: return "\(error)"
        }
    }

    private static func spoken(_ d: Duration) -> String {
        d.components.seconds == 1 ? "1 second" : "\(d.components.seconds) seconds"
    }
}

import PostgresNIO

extension PostgresStore {
    /// Sends `payload` to every session listening on `channel`, on every server of the club
    /// (`NOTIFY`: PostgreSQL delivers it when the sending transaction commits, at most 8,000
    /// bytes).
    package func notify(_ channel: String, _ payload: String) async throws {
        _ = try await query("SELECT pg_notify(\(channel), \(payload))")
    }

    /// Hands every notification on `channel` to `handle`, on a connection of its own, until
    /// the task is cancelled or the connection fails (then it throws).
    package func listen(_ channel: String, _ handle: @escaping @Sendable (String) async -> Void) async throws {
        try await client.withConnection { connection in
            try await connection.listen(on: channel) { notifications in
                for try await notification in notifications { await handle(notification.payload) }
            }
        }
    }
}

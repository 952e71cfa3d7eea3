import EarshotCore
import Foundation

extension PostgresStore {
    /// How long one query or transaction may take before the store gives up on it, unless
    /// the operation says otherwise (a pack's install has none: a million questions take
    /// their time).
    public static let operationLimit: Duration = .seconds(60)
    /// How long one step of bringing the schema up to date may take (a big bank's take long).
    public static let migrationLimit: Duration = .seconds(600)

    /// Runs `body`, but returns (throwing a ``StoreError`` that names `what`) once `limit` has
    /// passed, whether or not `body` has ended: a lost connection, a pool that never hands one
    /// out or a server that stopped answering never holds the caller for ever. The operation
    /// left behind is cancelled. Unlike a task group, this does not wait for it to end.
    static func within<T: Sendable>(
        _ limit: Duration?, _ what: @autoclosure () -> String, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard let limit else { return try await body() }
        let description = what()
        guard let value = try await withTimeLimit(limit, body) else {
            throw StoreError(
                "The database did not finish \(description) within \(limit.components.seconds) seconds, so Earshot stopped waiting.")
        }
        return value
    }
}

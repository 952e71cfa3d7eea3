import EarshotCore
import Foundation

/// The JSON-RPC error Earshot answers one of a plugin's own requests with (docs/plugin-protocol.md,
/// "Storage"). The message is English: it is for the plugin's author.
public struct PluginRequestError: Error, Sendable, Equatable {
    public var code: Int
    public var message: String
    /// More about a refused write: which limit (`{"limit": "valueBytes"}`).
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The request is not a request: its `method` is not a string (JSON-RPC's own code).
    public static let invalidRequest = -32600
    /// Earshot serves no such method (JSON-RPC's own code).
    public static let methodNotFound = -32601
    /// A param is missing or of the wrong type, or `space` is neither `player` nor `shared`
    /// (JSON-RPC's own code).
    public static let invalidParams = -32602
    /// A key or a value breaks a limit of ``PluginStorageLimits``, or the space is full.
    public static let limitExceeded = -32001
    /// Earshot gives the plugin no storage during this call (`initialize`, `shutdown`, or a
    /// call that is not about a player).
    public static let storageUnavailable = -32002
    /// Earshot's store failed, or did not answer within its time limit.
    public static let storeFailed = -32003

    /// The `error` member of the response.
    var json: JSONValue {
        var o: [String: JSONValue] = ["code": .integer(Int64(code)), "message": .string(message)]
        if let data { o["data"] = data }
        return .object(o)
    }
}

/// Serves the `storage.*` requests a plugin sends while Earshot waits for its answer to one
/// request, from the spaces Earshot gives it for that request: the plugin's own (its name and
/// the session's player are fixed in ``PluginData``; a request cannot name another plugin or
/// another player). Every store call has a time limit; a store that misses it is not asked
/// again during the same request, so a plugin cannot keep Earshot waiting on a broken store.
struct PluginStorageService {
    /// The methods served.
    static let methods = ["storage.get", "storage.set", "storage.remove", "storage.list"]

    /// The plugin's spaces for this call; `nil` when it has none (`initialize`, `shutdown`).
    let data: PluginData?
    /// How long one store call may take.
    let timeLimit: Duration
    /// The request of Earshot's being answered, for messages.
    let call: String
    /// Why the store is not asked again in this call, once it has missed its time limit.
    private(set) var storeDown: String?

    init(data: PluginData?, timeLimit: Duration, call: String) {
        self.data = data
        self.timeLimit = timeLimit
        self.call = call
    }

    /// The response to the plugin's request `id`: its result or its error.
    static func response(id: JSONValue, _ outcome: Result<JSONValue, PluginRequestError>) -> JSONValue {
        var reply: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": id]
        switch outcome {
        case .success(let result): reply["result"] = result
        case .failure(let error): reply["error"] = error.json
        }
        return .object(reply)
    }

    /// The result of one request, or the error to answer it with.
    mutating func answer(method: JSONValue?, params: JSONValue?) async -> Result<JSONValue, PluginRequestError> {
        do {
            return .success(try await serve(method: method, params: params))
        } catch {
            return .failure(error)
        }
    }

    private mutating func serve(method: JSONValue?, params: JSONValue?) async throws(PluginRequestError) -> JSONValue {
        guard case .string(let name)? = method else {
            throw PluginRequestError(code: PluginRequestError.invalidRequest, message: "the method must be a string")
        }
        guard Self.methods.contains(name) else {
            throw PluginRequestError(
                code: PluginRequestError.methodNotFound,
                message:
                    "Earshot has no method \"\(name.plain(limit: 60))\"; a plugin may send storage.get, storage.set, storage.remove and storage.list"
            )
        }
        guard let data else {
            throw PluginRequestError(
                code: PluginRequestError.storageUnavailable,
                message:
                    "there is no storage while answering \(call); ask during mode.start, mode.handle, mode.tick, category.generate or command.run"
            )
        }
        let fields: [String: JSONValue]
        switch params {
        case nil, .null?: fields = [:]
        case .object(let o)?: fields = o
        default: throw Self.invalid("params must be an object")
        }
        let space = try Self.space(fields, data)
        switch name {
        case "storage.get":
            let key = try Self.string("key", fields)
            let value = try await store { try await space.value(for: key) }
            return .object(["value": value.map(JSONValue.string) ?? .null])
        case "storage.set":
            let key = try Self.string("key", fields)
            let value = try Self.string("value", fields)
            try await store { try await space.set(value, for: key) }
            return .object([:])
        case "storage.remove":
            let key = try Self.string("key", fields)
            let removed = try await store { try await space.remove(key) }
            return .object(["removed": .bool(removed)])
        default:
            let prefix = try Self.optionalString("prefix", fields) ?? ""
            let after = try Self.optionalString("after", fields)
            let limit: Int
            switch fields["limit"] {
            case nil, .null?: limit = PluginStorageLimits.page
            case .integer(let n)?:
                guard n >= 1 else { throw Self.invalid("the param \"limit\" should be 1 or more") }
                limit = Int(min(n, Int64(PluginStorageLimits.page)))
            default: throw Self.invalid("the param \"limit\" should be a whole number")
            }
            let entries = try await store { try await space.entries(prefix: prefix, after: after, limit: limit) }
            return .object([
                "entries": .array(entries.map { .object(["key": .string($0.key), "value": .string($0.value)]) })
            ])
        }
    }

    /// Runs one store call within the time limit, its errors made JSON-RPC errors.
    private mutating func store<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws(PluginRequestError) -> T {
        if let storeDown { throw PluginRequestError(code: PluginRequestError.storeFailed, message: storeDown) }
        let outcome: T?
        do {
            outcome = try await withTimeLimit(timeLimit, body)
        } catch let refused as PluginStorageError {
            throw PluginRequestError(code: PluginRequestError.limitExceeded, message: refused.description, data: Self.limit(refused))
        } catch {
            throw PluginRequestError(
                code: PluginRequestError.storeFailed, message: "Earshot's store failed: \(String(describing: error).plain(limit: 200))")
        }
        guard let outcome else {
            let seconds = timeLimit.spoken
            storeDown =
                "Earshot's store did not answer within \(seconds) earlier in this call, so it is not asked again until Earshot's next request"
            throw PluginRequestError(
                code: PluginRequestError.storeFailed,
                message: "Earshot's store did not answer within \(seconds); a write may or may not have been kept")
        }
        return outcome
    }

    /// Which limit a refused write broke, for the error's `data`.
    private static func limit(_ error: PluginStorageError) -> JSONValue {
        switch error {
        case .badKey: .object(["limit": .string("key")])
        case .valueTooLarge, .nulInValue: .object(["limit": .string("value")])
        case .full: .object(["limit": .string("keysPerSpace")])
        }
    }

    private static func invalid(_ message: String) -> PluginRequestError {
        PluginRequestError(code: PluginRequestError.invalidParams, message: message)
    }

    /// The space named by the param `space`.
    private static func space(_ fields: [String: JSONValue], _ data: PluginData) throws(PluginRequestError) -> any PluginStorage {
        switch fields["space"] {
        case .string("player")?: return data.player
        case .string("shared")?: return data.shared
        case .string(let other)?:
            throw invalid("there is no space \"\(other.plain(limit: 40))\"; the space is \"player\" or \"shared\"")
        case nil, .null?: throw invalid("the param \"space\" is missing; it is \"player\" or \"shared\"")
        default: throw invalid("the param \"space\" should be a string, \"player\" or \"shared\"")
        }
    }

    /// The string param `name`, which must be there.
    private static func string(_ name: String, _ fields: [String: JSONValue]) throws(PluginRequestError) -> String {
        guard let s = try optionalString(name, fields) else { throw invalid("the param \"\(name)\" is missing") }
        return s
    }

    /// The string param `name`, or `nil` when it is absent or null.
    private static func optionalString(_ name: String, _ fields: [String: JSONValue]) throws(PluginRequestError) -> String? {
        switch fields[name] {
        case .string(let s)?: return s
        case nil, .null?: return nil
        default: throw invalid("the param \"\(name)\" should be a string")
        }
    }
}

import Foundation

/// Where a plugin keeps its own data: keys and values in one space that belongs to the plugin
/// alone. The host gives a plugin two (``PluginData``): one per player, and one shared by every
/// player (imported boards, say). Both stores keep them in the `plugin_data` table. A
/// compiled-in plugin finds them in its contexts (`context.data`); a plugin in another process
/// reaches the same spaces with the `storage.*` requests of the plugin protocol, which the
/// plugin host serves while it waits for the plugin's answer (docs/plugin-protocol.md,
/// section 13).
///
/// Values are text (JSON, usually: see ``decoded(_:for:)`` and ``encode(_:for:)``). The limits
/// are in ``PluginStorageLimits``, the same over JSON-RPC; a write beyond them throws
/// ``PluginStorageError`` and keeps nothing.
public protocol PluginStorage: Sendable {
    /// The value kept under `key`, or `nil`.
    func value(for key: String) async throws -> String?
    /// Keeps `value` under `key`, replacing what was there.
    func set(_ value: String, for key: String) async throws
    /// Removes the value under `key`; `false` when there was none.
    @discardableResult
    func remove(_ key: String) async throws -> Bool
    /// The entries whose keys start with `prefix`, in key order (by bytes), from the first key
    /// after `after` (all when `nil`), at most `limit` (at most ``PluginStorageLimits/page``).
    func entries(prefix: String, after: String?, limit: Int) async throws -> [PluginDataEntry]
}

/// One key and its value.
public struct PluginDataEntry: Codable, Sendable, Equatable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// A plugin's two spaces: the current player's, and the one every player shares.
public struct PluginData: Sendable {
    /// The current player's space: nobody else's game sees it.
    public let player: any PluginStorage
    /// The space every player shares (things a player imports for everyone).
    public let shared: any PluginStorage

    public init(player: any PluginStorage, shared: any PluginStorage) {
        self.player = player
        self.shared = shared
    }
}

extension PluginStorage {
    /// Every entry whose key starts with `prefix`, in key order, page by page.
    public func allEntries(prefix: String = "") async throws -> [PluginDataEntry] {
        var out: [PluginDataEntry] = []
        var after: String?
        while true {
            let page = try await entries(prefix: prefix, after: after, limit: PluginStorageLimits.page)
            out += page
            guard page.count == PluginStorageLimits.page, let last = page.last else { return out }
            after = last.key
        }
    }

    /// The value under `key` read as JSON of type `T`; `nil` when there is none.
    public func decoded<T: Decodable>(_ type: T.Type, for key: String) async throws -> T? {
        guard let text = try await value(for: key) else { return nil }
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Keeps `value` under `key` as JSON (keys sorted, so the same value is the same text).
    public func encode<T: Encodable>(_ value: T, for key: String) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try await set(String(decoding: try encoder.encode(value), as: UTF8.self), for: key)
    }
}

/// The limits of a plugin's storage, the same in every store and over JSON-RPC
/// (docs/plugins.md, "Storage").
public enum PluginStorageLimits {
    /// The largest value, in UTF-8 bytes: 64 KiB.
    public static let valueBytes = 65_536
    /// The most keys in one space (one player's, or the shared one) of one plugin.
    public static let keysPerSpace = 10_000
    /// The longest key, in UTF-8 bytes.
    public static let keyBytes = 200
    /// The most entries one ``PluginStorage/entries(prefix:after:limit:)`` call returns.
    public static let page = 500

    /// Checks a key: 1 to ``keyBytes`` bytes, no control characters.
    public static func check(key: String) throws(PluginStorageError) {
        let bytes = key.utf8.count
        guard bytes > 0, bytes <= keyBytes else { throw .badKey(key: String(key.prefix(40)), bytes: bytes) }
        guard !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .badKey(key: String(key.prefix(40)), bytes: bytes)
        }
    }

    /// Checks a value: at most ``valueBytes`` bytes, and no NUL character, which PostgreSQL
    /// cannot keep in text (JSON writes it as `\u0000`), so that a value is kept by every store
    /// or by none.
    public static func check(value: String) throws(PluginStorageError) {
        let bytes = value.utf8.count
        guard bytes <= valueBytes else { throw .valueTooLarge(bytes: bytes) }
        guard !value.utf8.contains(0) else { throw .nulInValue }
    }
}

/// Why a plugin's write was refused. Said in English: it is a plugin's mistake, for its
/// author (a game that meets one says it in the player's language around it).
public enum PluginStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key that is empty, too long, or holds a control character.
    case badKey(key: String, bytes: Int)
    /// A value over ``PluginStorageLimits/valueBytes``.
    case valueTooLarge(bytes: Int)
    /// A new key in a space that already has ``PluginStorageLimits/keysPerSpace`` keys.
    case full
    /// A value holding the NUL character (U+0000).
    case nulInValue

    public var description: String {
        switch self {
        case .badKey(let key, let bytes):
            "the storage key \"\(key)\" (\(bytes) bytes) is not allowed: a key is 1 to \(PluginStorageLimits.keyBytes) bytes with no control characters"
        case .valueTooLarge(let bytes):
            "a value of \(bytes) bytes is over the limit of \(PluginStorageLimits.valueBytes) bytes"
        case .full:
            "the plugin's storage already holds \(PluginStorageLimits.keysPerSpace) keys in this space, the most it may"
        case .nulInValue:
            "a value may not hold the NUL character (U+0000)"
        }
    }
}

import Foundation

/// The one pass that brings stored names under ``NameKey``, for both stores: each name is
/// composed (``NameRules/normalized(_:)``) and keyed. When two existing names share a key,
/// the earlier account keeps the key and the later one's key gets `#id` (it still logs in by
/// its exact name); each such pair is reported so an admin hears of it.
public enum NameMigration {
    /// A player's name and key after the pass.
    public struct Keyed: Sendable, Equatable {
        public var id: Int64
        public var name: String
        public var key: String
        /// ``NameKey/shape(of:)``, which need not be unique.
        public var shape: String
    }

    /// Two names that a reader or listener could not tell apart.
    public struct Clash: Sendable, Equatable {
        /// The later account, whose key was set apart.
        public var id: Int64
        public var name: String
        /// The earlier account's name.
        public var other: String
        /// What the audit row keeps: "NAME|OTHER".
        public var detail: String { "\(name)|\(other)" }
    }

    /// Keys for `players` (in id order), and the clashes found.
    public static func keys(for players: [(id: Int64, name: String)]) -> (rows: [Keyed], clashes: [Clash]) {
        var owner: [String: String] = [:]
        var shaped: [String: String] = [:]
        var rows: [Keyed] = []
        var clashes: [Clash] = []
        for player in players.sorted(by: { $0.id < $1.id }) {
            let name = NameRules.normalized(player.name).isEmpty ? player.name : NameRules.normalized(player.name)
            let key = NameKey.of(name)
            let shape = NameKey.shape(of: name)
            if let other = owner[key] {
                rows.append(Keyed(id: player.id, name: name, key: "\(key)#\(player.id)", shape: shape))
                clashes.append(Clash(id: player.id, name: name, other: other))
            } else {
                if let other = shaped[shape] { clashes.append(Clash(id: player.id, name: name, other: other)) }
                owner[key] = name
                rows.append(Keyed(id: player.id, name: name, key: key, shape: shape))
            }
            shaped[shape] = shaped[shape] ?? name
        }
        return (rows, clashes)
    }
}

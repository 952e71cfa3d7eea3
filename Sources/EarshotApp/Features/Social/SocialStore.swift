import EarshotCore
import Foundation

/// Who follows whom: the social feature's whole store.
public protocol SocialStore: Sendable {
    /// `follower` follows `followed`. Returns `false` when they already did.
    @discardableResult
    func follow(_ follower: Int64, _ followed: Int64) async throws -> Bool
    /// Stops following. Returns `false` when they did not follow.
    @discardableResult
    func unfollow(_ follower: Int64, _ followed: Int64) async throws -> Bool
    /// The names of the players who follow `id`, by name without regard to case.
    func followers(of id: Int64) async throws -> [String]
    /// The names of the players `id` follows, by name without regard to case.
    func following(of id: Int64) async throws -> [String]
    /// The ids `id` follows (the friends board).
    func followingIDs(of id: Int64) async throws -> [Int64]
}

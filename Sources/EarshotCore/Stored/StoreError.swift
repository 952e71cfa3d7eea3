import Foundation

/// Why the store could not do something, in words a player understands.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

import EarshotCore
import Foundation

/// The SQLite store meets ``EngineStore`` with the methods it already has.
extension Store: EngineStore {}

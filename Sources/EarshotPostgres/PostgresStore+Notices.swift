import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
}

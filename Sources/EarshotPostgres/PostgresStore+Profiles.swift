import EarshotAccounts
import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
}

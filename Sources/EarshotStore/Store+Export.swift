import EarshotCore
import Foundation
import GRDB

extension Store {
}

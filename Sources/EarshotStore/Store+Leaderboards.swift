import EarshotCore
import GRDB

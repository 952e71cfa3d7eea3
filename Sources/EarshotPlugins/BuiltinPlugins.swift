import Arithmetic
import Classic
import Daily
import EarshotCore
import GuessWho
import List
import Review
import Survival
import Timed
import Weekly

/// The built-in plugins, in registration order. Swift cannot discover plugins at run time, so
/// every in-tree plugin is listed here, once.
public enum BuiltinPlugins {
    public static let all: [any EarshotPlugin.Type] = [
        ClassicPlugin.self,
        TimedPlugin.self,
        DailyPlugin.self,
        ArithmeticPlugin.self,
        ListPlugin.self,
        SurvivalPlugin.self,
        ReviewPlugin.self,
        GuessWhoPlugin.self,
        WeeklyPlugin.self,
    ]

    /// A registry holding every built-in plugin.
    public static func registry() throws -> PluginRegistry {
        try PluginRegistry(plugins: all)
    }
}

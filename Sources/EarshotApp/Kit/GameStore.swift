import EarshotCore
import EarshotStore

/// Everything a session's features ask of a store: the engine's own protocol (players, the
/// question bank, games and standings) and each feature's narrow one, in its room under
/// `Features/`. ``Store`` (SQLite) and `PostgresStore` meet each one in that room, side by
/// side; a session holds `any GameStore`, chosen once where the program starts.
public typealias GameStore =
    EngineStore & AccountStore & YourDataStore & SocialStore & BoardStore & RoleStore & AuditStore & ModerationStore
    & BankStore & PluginDataStore & RoomStore & ReportStore & ThrottleStore

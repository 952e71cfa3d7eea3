import EarshotCore
import EarshotStore

extension Session {
    /// Whether the player may do `what`, said plainly when not (``AccountDirectory/allows``).
    func allowed(_ needed: Role, to what: String) async -> Bool {
        await AccountDirectory(environment).allows(needed, self, to: what)
    }

    /// The account named by `name`, or says there is none (``AccountDirectory/named``).
    func namedAccount(_ name: String) async -> Account? { await AccountDirectory(environment).named(name, self) }
}

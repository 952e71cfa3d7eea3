/// The SQLite store meets ``GameStore`` with the methods it already has.
extension Store: GameStore {}

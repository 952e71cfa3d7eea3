import EarshotCore
import EarshotStore
import Foundation

/// Players telling the moderators what is wrong: `report` (the question they heard last) and
/// `feedback` (Earshot itself); the moderators' `reports`, `fix`, `dismiss` and `resolve`; and
/// what the reporter hears of it. The service its commands share.
public struct Reports: Feature {
    let store: any ReportStore
    let directory: AccountDirectory
    /// The question bank, whose `edit question` walk `fix` uses.
    let bank: QuestionBank
    /// When a report was sent, and how long until the next may go.
    let clock: any GameClock

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        clock = environment.clock
        directory = AccountDirectory(environment)
        bank = QuestionBank(environment)
    }

    /// The reports desk of the player `io` talks with.
    func desk(_ io: any SessionIO) -> ReportDesk {
        ReportDesk(io: io, store: store, directory: directory, bank: bank, clock: clock)
    }

    /// At start and login: tells the player what became of their reports and feedback since
    /// they last heard, once each.
    public func tellOutcomes(_ io: any SessionIO) async {
        await desk(io).tellOutcomes()
    }
}

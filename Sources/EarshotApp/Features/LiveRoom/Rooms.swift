import EarshotCore
import Foundation

/// Live rooms: `room open` (a host puts the same questions to everyone at once), `join PIN`,
/// the host's desk and each player's seat. The service their commands share.
public struct Rooms: Feature {
    let store: any GameStore
    let registry: PluginRegistry
    let rooms: LiveRooms
    let clock: any GameClock
    let speech: (any SpeechControl)?
    let directory: AccountDirectory
    let categories: CategoryDirectory
    let environment: SessionEnvironment

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        registry = environment.registry
        rooms = environment.rooms
        clock = environment.clock
        speech = environment.speech
        directory = AccountDirectory(environment)
        categories = CategoryDirectory(environment)
        self.environment = environment
    }

    /// The modes a room can play (``ModeDescriptor/room``), in the registry's order.
    var roomModes: [PluginRegistry.ModeEntry] { registry.modes.filter { $0.descriptor.room != nil } }

    /// Opens a room from the words of `room open`: says why not, or returns it (already
    /// listed under its PIN and kept in the store).
    func open(_ argument: String, _ io: any SessionIO) async -> LiveRoom? {
        let m = io.messages
        guard await directory.allows(.host, io, to: m("room.action.open")) else { return nil }
        if let mine = await hostedRoom(io) {
            await io.say(.error(m("room.open.already", ["pin": Self.spokenPIN(mine.pin, m)])))
            return nil
        }
        let typed: RoomPlan.Typed
        switch RoomPlan.read(argument) {
        case .success(let t): typed = t
        case .failure(let error):
            await io.say(.error(error.words(m)))
            return nil
        }
        var words = typed.words
        var entry = roomModes.first
        if let first = words.first, let found = registry.findMode(first) {
            guard found.descriptor.room != nil else {
                let fits = m.and(roomModes.map { $0.descriptor.displayName(m) })
                await io.say(.error(m("room.open.modeUnfit", ["mode": found.descriptor.displayName(m), "modes": fits])))
                return nil
            }
            entry = found
            words.removeFirst()
        }
        guard let entry, let fit = entry.descriptor.room else {
            await io.say(.error(m("room.open.noModes")))
            return nil
        }
        let all = await categories.all(m.language)
        let rest = words.joined(separator: " ")
        var categoryID: String?
        if !rest.isEmpty {
            categoryID = CategoryDirectory.find(rest, in: all)
            if categoryID == nil, !CategoryDirectory.allWords.contains(TextNormalizer.normalize(rest)) {
                await io.say(.error(m("room.open.noCategory", ["name": rest])))
                return nil
            }
        }
        let seconds: Int? = typed.seconds ?? fit.seconds
        let scoring = typed.scoring ?? .accuracy
        if scoring == .speed, seconds == nil {
            await io.say(.error(m("room.open.speedUntimed")))
            return nil
        }
        let plan = RoomPlan(
            modeID: entry.descriptor.id, categoryID: categoryID, count: typed.count ?? min(entry.descriptor.defaultCount, 10),
            scoring: scoring, seconds: seconds)
        return await open(plan, entry: entry, io)
    }

    /// Draws the plan's questions and opens the room.
    func open(_ plan: RoomPlan, entry: PluginRegistry.ModeEntry, _ io: any SessionIO) async -> LiveRoom? {
        let m = io.messages
        let seed = UInt64.random(in: 0...UInt64.max)
        var request = QuestionRequest(categoryID: plan.categoryID, count: plan.count, seed: seed)
        request.language = plan.categoryID == nil ? m.language : nil
        let drawn: [Question]
        do {
            if let id = plan.categoryID, let generator = registry.generator(for: id) {
                drawn = try await generator.generate(request)
            } else {
                drawn = try await store.draw(request)
            }
        } catch {
            await io.say(.error(m("game.questionsUnreadable", ["error": "\(error)"])))
            return nil
        }
        guard !drawn.isEmpty else {
            let name = await plan.categoryID.asyncMap { await categories.name(id: $0, m) } ?? m("game.allCategories")
            await io.say(.error(m("game.noQuestions", ["category": name])))
            return nil
        }
        // A PIN no open room has here, nor in the store (a room another server runs).
        var pin = await rooms.freePIN()
        let since = clock.date().addingTimeInterval(-Self.forgottenAfter)
        while (try? await store.openRoom(pin: pin, aliveSince: since)) ?? nil != nil { pin = await rooms.freePIN() }
        let stored = StoredRoom(hostID: io.player.id, pin: pin, plan: plan, seed: seed, questions: drawn, owner: rooms.owner)
        let id: Int64
        do {
            id = try await store.openRoom(stored)
        } catch {
            await io.say(.error(m("room.open.notSaved", ["error": "\(error)"])))
            return nil
        }
        let room = LiveRoom(id: id, pin: pin, host: io.player, plan: plan, questions: drawn, seed: seed, store: store)
        return await rooms.add(room)
    }

    /// A PIN as it is said: digit by digit ("4 8 2 1").
    static func spokenPIN(_ pin: String, _ m: Messages) -> String {
        pin.map(String.init).joined(separator: " ")
    }
}

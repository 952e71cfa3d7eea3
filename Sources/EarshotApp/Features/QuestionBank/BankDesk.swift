import EarshotCore
import EarshotStore
import Foundation

/// The question bank for one moderator: `questions`, `show question`, `edit question`,
/// `add question` and `remove question`.
struct BankDesk {
    let io: any SessionIO
    let store: any BankStore
    let directory: AccountDirectory
    let categories: CategoryDirectory
    let walk: QuestionWalk
}

extension BankDesk {
    /// `questions [CATEGORY] [WORDS]`: the bank, filtered, ten at a time.
    func listQuestions(_ argument: String, offset: Int = 0) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("bank.action.list")) else { return }
        var words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        var category: String?
        let all = await categories.all(io.messages.language)
        // The longest run of first words that names a category.
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ").lowercased()
            if let c = all.first(where: { $0.category.id.lowercased() == candidate || $0.category.name.lowercased() == candidate }) {
                category = c.category.id
                words.removeFirst(n)
                break
            }
        }
        guard let (items, total) = try? await store.searchQuestions(category: category, words: words, offset: offset, limit: Paging.size)
        else { return }
        guard total > 0 else {
            io.state[Paging.self] = nil
            await io.say(.info(m("bank.none")))
            return
        }
        let names = await categories.names(io.messages)
        let lines = items.map {
            m(
                "bank.item",
                [
                    "number": String($0.id), "category": names[$0.question.categoryID] ?? $0.question.categoryID,
                    "difficulty": $0.question.difficulty.rawValue, "text": $0.question.text,
                ])
        }
        let values = ["category": category.map { names[$0] ?? $0 } ?? "", "words": words.joined(separator: " ")]
        let title: String
        switch (category != nil, !words.isEmpty) {
        case (false, false): title = m.plural("bank.found", count: total)
        case (true, false): title = m.plural("bank.foundIn", count: total, values)
        case (false, true): title = m.plural("bank.foundWith", count: total, values)
        case (true, true): title = m.plural("bank.foundInWith", count: total, values)
        }
        await Paging.show(io, title: title, items: lines, shownTo: offset + items.count, total: total) {
            await self.listQuestions(argument, offset: offset + Paging.size)
        }
    }

    /// The bank question numbered at the start of `argument`, or says how to name one.
    func bankQuestion(_ argument: String, verb: String) async -> BankQuestion? {
        guard let (n, _) = ModerationDesk.number(argument) else {
            await io.say(.info(io.messages("bank.usage", ["verb": verb])))
            return nil
        }
        guard let q = (try? await store.bankQuestion(n)) ?? nil else {
            await io.say(.error(io.messages("bank.unknown", ["number": String(n)])))
            return nil
        }
        return q
    }

    /// `show question N`.
    func showQuestion(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("bank.action.read")) else { return }
        guard let q = await bankQuestion(argument, verb: "show question") else { return }
        var items = QuestionDraft(q.question).readBack(categoryName: await categories.name(id: q.question.categoryID, io.messages), m)
        items.append(q.retired ? m("bank.fromRemoved", ["pack": q.packID]) : m("bank.from", ["pack": q.packID]))
        await io.say(.list(title: m("bank.title", ["number": String(q.id)]), items: items))
    }

    /// `edit question N`: each field in turn; Enter keeps it. Returns whether the question was
    /// saved (`fix N` then closes the reports on it).
    @discardableResult
    func editQuestion(_ argument: String) async -> Bool {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("bank.action.edit")) else { return false }
        guard let q = await bankQuestion(argument, verb: "edit question") else { return false }
        await io.say(.info(m("bank.editing", ["number": String(q.id)])))
        guard let d = await walk.walkQuestion(QuestionDraft(q.question), keep: true, confirmWord: "save") else { return false }
        do {
            try await store.updateQuestion(q.id, d.question)
            await io.say(.info(m("bank.saved", ["number": String(q.id)])))
            return true
        } catch {
            await io.say(.error("\(error)"))
            return false
        }
    }

    /// `add question`: the submit walk, straight into the bank.
    func addQuestion() async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("bank.action.add")) else { return }
        guard let d = await walk.walkQuestion(nil, keep: false, confirmWord: "add") else { return }
        do {
            let id = try await store.addQuestion(d.question, packID: "community")
            await io.say(.info(m("bank.added", ["number": String(id), "category": await categories.name(id: d.categoryID, io.messages)])))
        } catch { await io.say(.error("\(error)")) }
    }

    /// `remove question N`: retired, never drawn again; old games keep their records.
    func removeQuestion(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("bank.action.remove")) else { return }
        guard let q = await bankQuestion(argument, verb: "remove question") else { return }
        do {
            if try await store.retireQuestion(q.id) {
                await io.say(.info(m("bank.removed", ["number": String(q.id)])))
            } else {
                await io.say(.info(m("bank.removedAlready", ["number": String(q.id)])))
            }
        } catch { await io.say(.error("\(error)")) }
    }
}

import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// `questions [CATEGORY] [WORDS]`: the bank, filtered, ten at a time.
    func listQuestions(_ argument: String, offset: Int = 0) async {
        let m = messages
        guard await allowed(.moderator, to: m("bank.action.list")) else { return }
        var words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        var category: String?
        let all = await allCategories()
        // The longest run of first words that names a category.
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ").lowercased()
            if let c = all.first(where: { $0.category.id.lowercased() == candidate || $0.category.name.lowercased() == candidate }) {
                category = c.category.id
                words.removeFirst(n)
                break
            }
        }
        guard let (items, total) = try? await store.searchQuestions(category: category, words: words, offset: offset, limit: Self.pageSize)
        else { return }
        guard total > 0 else {
            community.more = nil
            await say(.info(m("bank.none")))
            return
        }
        let names = await categoryNames()
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
        await page(title: title, items: lines, shownTo: offset + items.count, total: total) { [unowned self] in
            await self.listQuestions(argument, offset: offset + Self.pageSize)
        }
    }

    /// The bank question numbered at the start of `argument`, or says how to name one.
    func bankQuestion(_ argument: String, verb: String) async -> BankQuestion? {
        guard let (n, _) = Self.number(argument) else {
            await say(.info(messages("bank.usage", ["verb": verb])))
            return nil
        }
        guard let q = (try? await store.bankQuestion(n)) ?? nil else {
            await say(.error(messages("bank.unknown", ["number": String(n)])))
            return nil
        }
        return q
    }

    /// `show question N`.
    func showQuestion(_ argument: String) async {
        let m = messages
        guard await allowed(.moderator, to: m("bank.action.read")) else { return }
        guard let q = await bankQuestion(argument, verb: "show question") else { return }
        var items = QuestionDraft(q.question).readBack(categoryName: await categoryName(q.question.categoryID), m)
        items.append(q.retired ? m("bank.fromRemoved", ["pack": q.packID]) : m("bank.from", ["pack": q.packID]))
        await say(.list(title: m("bank.title", ["number": String(q.id)]), items: items))
    }

    /// `edit question N`: each field in turn; Enter keeps it.
    func editQuestion(_ argument: String) async {
        let m = messages
        guard await allowed(.moderator, to: m("bank.action.edit")) else { return }
        guard let q = await bankQuestion(argument, verb: "edit question") else { return }
        await say(.info(m("bank.editing", ["number": String(q.id)])))
        guard let d = await walkQuestion(QuestionDraft(q.question), keep: true, confirmWord: "save") else { return }
        do {
            try await store.updateQuestion(q.id, d.question)
            await say(.info(m("bank.saved", ["number": String(q.id)])))
        } catch { await say(.error("\(error)")) }
    }

    /// `add question`: the submit walk, straight into the bank.
    func addQuestion() async {
        let m = messages
        guard await allowed(.moderator, to: m("bank.action.add")) else { return }
        guard let d = await walkQuestion(nil, keep: false, confirmWord: "add") else { return }
        do {
            let id = try await store.addQuestion(d.question, packID: "community")
            await say(.info(m("bank.added", ["number": String(id), "category": categoryName(d.categoryID)])))
        } catch { await say(.error("\(error)")) }
    }

    /// `remove question N`: retired, never drawn again; old games keep their records.
    func removeQuestion(_ argument: String) async {
        let m = messages
        guard await allowed(.moderator, to: m("bank.action.remove")) else { return }
        guard let q = await bankQuestion(argument, verb: "remove question") else { return }
        do {
            if try await store.retireQuestion(q.id) {
                await say(.info(m("bank.removed", ["number": String(q.id)])))
            } else {
                await say(.info(m("bank.removedAlready", ["number": String(q.id)])))
            }
        } catch { await say(.error("\(error)")) }
    }
}

import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// `questions [CATEGORY] [WORDS]`: the bank, filtered, ten at a time.
    func listQuestions(_ argument: String, offset: Int = 0) async {
        guard await allowed(.moderator, to: "list the question bank") else { return }
        var words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        var category: String?
        let all = allCategories()
        // The longest run of first words that names a category.
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ").lowercased()
            if let c = all.first(where: { $0.category.id.lowercased() == candidate || $0.category.name.lowercased() == candidate }) {
                category = c.category.id
                words.removeFirst(n)
                break
            }
        }
        guard let (items, total) = try? store.searchQuestions(category: category, words: words, offset: offset, limit: Self.pageSize)
        else { return }
        guard total > 0 else {
            community.more = nil
            await say(.info("No questions match."))
            return
        }
        let lines = items.map {
            "Number \($0.id), \(categoryName($0.question.categoryID)), \($0.question.difficulty.rawValue): \($0.question.text)"
        }
        let scope = category.map { " in \(categoryName($0))" } ?? ""
        await page(
            title: "\(total) question\(total == 1 ? "" : "s")\(scope)\(words.isEmpty ? "" : " with \(words.joined(separator: " "))"):",
            items: lines, shownTo: offset + items.count, total: total
        ) { [unowned self] in await self.listQuestions(argument, offset: offset + Self.pageSize) }
    }

    /// The bank question numbered at the start of `argument`, or says how to name one.
    func bankQuestion(_ argument: String, verb: String) async -> BankQuestion? {
        guard let (n, _) = Self.number(argument) else {
            await say(.info("Type \(verb) and the question's number, for example \(verb) 12. Type questions to find numbers."))
            return nil
        }
        guard let q = (try? store.bankQuestion(n)) ?? nil else {
            await say(.error("There is no question number \(n)."))
            return nil
        }
        return q
    }

    /// `show question N`.
    func showQuestion(_ argument: String) async {
        guard await allowed(.moderator, to: "read questions of the bank") else { return }
        guard let q = await bankQuestion(argument, verb: "show question") else { return }
        var items = QuestionDraft(q.question).readBack(categoryName: categoryName(q.question.categoryID))
        items.append("From \(q.packID)\(q.retired ? "; removed, never drawn" : "").")
        await say(.list(title: "Question \(q.id):", items: items))
    }

    /// `edit question N`: each field in turn; Enter keeps it.
    func editQuestion(_ argument: String) async {
        guard await allowed(.moderator, to: "edit questions") else { return }
        guard let q = await bankQuestion(argument, verb: "edit question") else { return }
        await say(.info("Editing question \(q.id). Each field follows; Enter keeps it."))
        guard let d = await walkQuestion(QuestionDraft(q.question), keep: true, confirmWord: "save") else { return }
        do {
            try store.updateQuestion(q.id, d.question)
            await say(.info("Question \(q.id) is saved."))
        } catch { await say(.error("\(error)")) }
    }

    /// `add question`: the submit walk, straight into the bank.
    func addQuestion() async {
        guard await allowed(.moderator, to: "add questions to the bank") else { return }
        guard let d = await walkQuestion(nil, keep: false, confirmWord: "add") else { return }
        do {
            let id = try store.addQuestion(d.question)
            await say(.info("Added question \(id) to \(categoryName(d.categoryID)). Games will draw it."))
        } catch { await say(.error("\(error)")) }
    }

    /// `remove question N`: retired, never drawn again; old games keep their records.
    func removeQuestion(_ argument: String) async {
        guard await allowed(.moderator, to: "remove questions") else { return }
        guard let q = await bankQuestion(argument, verb: "remove question") else { return }
        do {
            if try store.retireQuestion(q.id) {
                await say(.info("Question \(q.id) is removed: games will not draw it again, and past games keep their answers."))
            } else {
                await say(.info("Question \(q.id) was removed already."))
            }
        } catch { await say(.error("\(error)")) }
    }
}

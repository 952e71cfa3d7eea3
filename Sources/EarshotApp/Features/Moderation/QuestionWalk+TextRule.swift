import EarshotCore

/// ``ExternalText``'s rule where a person types text that is kept: questions submitted, added
/// and edited, and a moderator's reasons. The person is there to fix it, so text that breaks
/// the rule is refused with the reason, spoken, and asked for again; what is kept has its
/// invisible characters dropped.
extension QuestionWalk {
    /// `text` as it will be kept (``ExternalText/clean(_:)``), or `nil` after saying why it
    /// cannot be: a control or direction character, damage, or more than `limit` characters.
    func acceptedText(_ text: String, limit: Int) async -> String? {
        if let problem = ExternalText.problem(text, limit: limit) {
            await io.say(.info(io.messages("text.retype", ["problem": problem.describe(io.messages)])), remember: false)
            return nil
        }
        return ExternalText.clean(text).trimmingWhitespace
    }

    /// Every option or accepted answer as it will be kept, or `nil` after saying why one
    /// cannot be.
    func acceptedOptions(_ options: [String]) async -> [String]? {
        var kept: [String] = []
        for option in options {
            guard let accepted = await acceptedText(option, limit: ExternalText.Limit.option) else { return nil }
            if !accepted.isEmpty { kept.append(accepted) }
        }
        return kept
    }
}

extension QuestionDraft {
    /// The first field that breaks ``ExternalText``'s rule, as the step that changes it, and
    /// why; `nil` when the draft may be kept (an old question may hold such text).
    var textProblem: (step: Step, problem: ExternalText.Problem)? {
        if let p = ExternalText.problem(text, limit: ExternalText.Limit.question) { return (.text, p) }
        for option in options {
            if let p = ExternalText.problem(option, limit: ExternalText.Limit.option) { return (.options, p) }
        }
        if let e = explanation, let p = ExternalText.problem(e, limit: ExternalText.Limit.explanation) { return (.explanation, p) }
        return nil
    }

    /// The message that says a kept field of `step` breaks the rule and how to change it.
    static func checkKey(_ step: Step) -> String {
        switch step {
        case .text: return "submit.check.text"
        case .explanation: return "submit.check.explanation"
        default: return "submit.check.options"
        }
    }
}

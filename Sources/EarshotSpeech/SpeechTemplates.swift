import Foundation

/// The utterance template for each kind of event: plain words with `{name}` slots. Plugins add
/// templates for their own custom events (and may override these) through
/// `PluginRegistry.speechHooks`, where `{text}` stands for the event's text. An empty template
/// says nothing.
public struct SpeechTemplates: Sendable {
    /// The templates by kind.
    public private(set) var table: [String: String]

    /// The built-in templates, overridden and extended by `hooks`.
    public init(hooks: [String: String] = [:]) {
        table = Self.standard.merging(hooks) { _, hook in hook }
    }

    /// The built-in templates.
    public static let standard: [String: String] = [
        // The game.
        "started": "{mode} game: {questions}, {category}.",
        "question": "Question {number} of {total}. {category}. {text}",
        "question.brief": "{text}",
        "options.brief": "{options}",
        "question.typed": "Type your answer.",
        "option": "Option {number}, {option}",
        "options.none": "Type your answer; there are no options for this question.",
        "correct": "{feedback} {points} points.{note}",
        "wrong": "{feedback}",
        "correct.brief": "Correct{taken}, {points} points.",
        "wrong.brief": "Wrong{taken}, {points} points. {answer}.",
        "score.after": "Score: {score} points.",
        "explanation": "{text}",
        "clarify": "\"{input}\" fits more than one option: {candidates}. Which one did you mean? Type {letters}.",
        "notUnderstood": "\"{input}\" is not one of the options. {hint}",
        "notUnderstood.hint": "Type a number from 1 to {count}, the option's words, or its letter: {letters}.",
        "notUnderstood.trueFalseHint": "Type true or false, yes or no also work, or 1 or 2.",
        "notUnderstood.typed": "Please type an answer, or skip.",
        "skipped": "Skipped. The answer was {answer}.",
        "timeUp": "Time is up. The answer was {answer}.",
        "timeLeft": "{seconds} left.",
        "timeLeft.brief": "{seconds}.",
        "score": "Score: {score} points. {correct} correct out of {answered} answered, {remaining} to go.",
        "custom": "{text}",
        // Everything else.
        "welcome": "Earshot {version}, the quiz you can play by ear. Hello, {player}. Type play to start a game, or help for the commands.",
        "prompt": "{text}",
        "info": "{text}",
        "error": "Error: {text}",
        "menu": "{title}",
        "menu.item": "{number}, {item}",
        "list": "{title}",
        "list.item": "{item}",
        "help": "{title}",
        "help.entry": "{name}: {summary}",
        "help.footer": "{footer}",
        "helpTopic": "{name}: {text}",
        "summary.line": "{text}",
        "unknownCommand": "Unknown command \"{input}\". Type help to hear the commands.",
        "unknownCommand.suggestion": "Unknown command \"{input}\". Did you mean {suggestion}?",
        "goodbye": "Goodbye.",
    ]

    /// The template for `kind` with its slots filled, as a finished sentence; `nil` when the
    /// template is missing or empty (nothing to say).
    public func fill(_ kind: String, _ values: [String: String] = [:]) -> String? {
        guard let template = table[kind] else { return nil }
        var text = template
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return Self.sentence(text)
    }

    /// Trims `text` and makes it end like a sentence (a full stop unless it already ends in
    /// punctuation); `nil` when nothing is left.
    static func sentence(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last else { return nil }
        return ".?!:;".contains(last) ? trimmed : trimmed + "."
    }
}

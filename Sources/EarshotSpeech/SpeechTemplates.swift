import EarshotCore
import Foundation

/// The utterance template for each kind of event: plain words with `{name}` slots. The
/// built-in templates are the catalogue's `say.*` messages, in the player's language; plugins
/// add templates for their own custom events (and may override the built-in ones) through
/// `PluginRegistry.speechHooks`, where `{text}` stands for the event's text (a built-in
/// plugin gives the key of its own words, `plugin.<id>.…`, instead). A hook's template wins
/// over the catalogue's. An empty template says nothing.
public struct SpeechTemplates: Sendable {
    /// The plugins' templates by kind.
    public private(set) var hooks: [String: String]

    /// The built-in templates, overridden and extended by `hooks`.
    public init(hooks: [String: String] = [:]) {
        self.hooks = hooks
    }

    /// The catalogue key of a built-in kind; `nil` for a kind only a plugin may define.
    static func catalogueKey(_ kind: String) -> String? {
        switch kind {
        // The game.
        case "started": return "say.started"
        case "question": return "say.question"
        case "question.brief": return "say.question.brief"
        case "question.sameCategory": return "say.question.sameCategory"
        case "options.brief": return "say.options.brief"
        case "question.typed": return "say.question.typed"
        case "option": return "say.option"
        case "options.none": return "say.options.none"
        case "correct": return "say.correct"
        case "wrong": return "say.wrong"
        case "correct.brief": return "say.correct.brief"
        case "wrong.brief": return "say.wrong.brief"
        case "score.after": return "say.score.after"
        case "explanation": return "say.explanation"
        case "clarify": return "say.clarify"
        case "notUnderstood": return "say.notUnderstood"
        case "notUnderstood.hint": return "say.notUnderstood.hint"
        case "notUnderstood.trueFalseHint": return "say.notUnderstood.trueFalseHint"
        case "notUnderstood.typed": return "say.notUnderstood.typed"
        case "notUnderstood.short": return "say.notUnderstood.short"
        case "skipped": return "say.skipped"
        case "timeUp": return "say.timeUp"
        case "timeLeft": return "say.timeLeft"
        case "timeLeft.brief": return "say.timeLeft.brief"
        case "score": return "say.score"
        case "custom": return "say.custom"
        // Everything else.
        case "welcome": return "say.welcome"
        case "prompt": return "say.prompt"
        case "info": return "say.info"
        case "error": return "say.error"
        case "menu": return "say.menu"
        case "menu.item": return "say.menu.item"
        case "list": return "say.list"
        case "list.item": return "say.list.item"
        case "help": return "say.help"
        case "help.entry": return "say.help.entry"
        case "help.footer": return "say.help.footer"
        case "helpTopic": return "say.helpTopic"
        case "summary.line": return "say.summary.line"
        case "unknownCommand": return "say.unknownCommand"
        case "unknownCommand.suggestion": return "say.unknownCommand.suggestion"
        case "goodbye": return "say.goodbye"
        default: return nil
        }
    }

    /// Whether there is a template for `kind` (built in, or from a plugin).
    public func has(_ kind: String) -> Bool { hooks[kind] != nil || Self.catalogueKey(kind) != nil }

    /// The raw template for `kind`: the plugin's, else the catalogue's in the language of
    /// `messages`; `nil` when there is none.
    public func template(_ kind: String, _ messages: Messages = .english) -> String? {
        if let hook = hooks[kind] {
            // A built-in plugin's hook is a key of its own tables: said in the player's language.
            if hook.hasPrefix("plugin."), messages.has(hook) { return messages.template(hook) }
            return hook
        }
        return Self.catalogueKey(kind).map { messages.template($0) }
    }

    /// The template for `kind` with its slots filled, as a finished sentence; `nil` when the
    /// template is missing or empty (nothing to say).
    public func fill(_ kind: String, _ values: [String: String] = [:], messages: Messages = .english) -> String? {
        guard let template = template(kind, messages) else { return nil }
        return Self.sentence(Messages.fill(template, values), stop: messages("sentence.stop"))
    }

    /// Trims `text` and makes it end like a sentence: with `stop`, the language's full stop
    /// ("." or "。"), unless it already ends in punctuation, Chinese full-width punctuation
    /// included; `nil` when nothing is left.
    static func sentence(_ text: String, stop: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last else { return nil }
        return ".?!:;。？！：；”）".contains(last) ? trimmed : trimmed + stop
    }
}

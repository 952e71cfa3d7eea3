import EarshotCore

/// Where a built-in command's summary and help live in the message catalogue: its room's
/// table, `Catalog/<language>.lproj/<Room>.strings`.
/// The English catalogue text is the command's ``CommandDescriptor`` text, which plugins and the
/// wire protocol see; `help` and the command list say the player's language.
public struct CommandText: Sendable, Equatable {
    /// The key of the one line for the command list, such as `command.play.summary`.
    public let summaryKey: String
    /// The key of the longer text for `help NAME`, such as `command.play.help`.
    public let helpKey: String

    public init(summary: String, help: String) {
        summaryKey = summary
        helpKey = help
    }

    /// The summary in the language of `messages`.
    public func summary(_ messages: Messages) -> String { messages(summaryKey) }

    /// The help text in the language of `messages`.
    public func help(_ messages: Messages) -> String { messages(helpKey) }
}

extension CommandDescriptor {
    /// A built-in command's descriptor, with its summary and help taken from the English catalogue.
    init(_ name: String, _ synonyms: [String] = [], scope: CommandScope, text: CommandText?) {
        self.init(name, synonyms, scope: scope, summary: text?.summary(.english) ?? "", help: text?.help(.english) ?? "")
    }
}

extension CommandDefinition {
    /// Commands without catalogue text (none of Earshot's own) show their descriptor's text.
    public static var text: CommandText? { nil }
}

extension CommandTable.Entry {
    /// The summary for the command list, in the language of `messages` where the catalogue has it.
    public func summary(_ messages: Messages) -> String {
        if let modeText { return modeText.displaySummary(messages) }
        if case .builtin(let type) = handler, let text = type.text { return text.summary(messages) }
        return descriptor.displaySummary(messages)
    }

    /// The text for `help NAME`, in the language of `messages` where the catalogue has it.
    public func help(_ messages: Messages) -> String {
        if let modeText { return modeText.displayHelp(messages) }
        if case .builtin(let type) = handler, let text = type.text { return text.help(messages) }
        return descriptor.displayHelp(messages)
    }
}

/// One thing `earshot doctor` found, as a plain sentence that says what was found and, when
/// something is wrong, what to do about it. The sentence alone carries the meaning: it is
/// printed and spoken, so nothing rests on a colour or a symbol.
public struct DoctorFinding: Sendable, Equatable, CustomStringConvertible {
    /// How much the finding matters.
    public enum Level: Int, Sendable, Comparable, Codable {
        /// What was checked and found in order, for the reader's information.
        case fact
        /// Something that does not work here, though Earshot still runs (no sound device,
        /// a plugin that does not answer): the sentence says what still works and what to do.
        case warning
        /// Something broken that needs mending (a damaged or unreachable store).
        case problem

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// How much it matters.
    public var level: Level
    /// The sentence, ending with a full stop.
    public var text: String

    /// A finding of `level` that says `text`.
    public init(_ level: Level, _ text: String) {
        self.level = level
        self.text = text
    }

    /// What was found in order.
    public static func fact(_ text: String) -> DoctorFinding { DoctorFinding(.fact, text) }
    /// Something that does not work here, though Earshot runs.
    public static func warning(_ text: String) -> DoctorFinding { DoctorFinding(.warning, text) }
    /// Something broken.
    public static func problem(_ text: String) -> DoctorFinding { DoctorFinding(.problem, text) }

    /// The sentence with its level in words: "Warning: …", "Problem: …", or the sentence alone.
    public var description: String {
        switch level {
        case .fact: return text
        case .warning: return "Warning: \(text)"
        case .problem: return "Problem: \(text)"
        }
    }
}

extension Array where Element == DoctorFinding {
    /// The findings at `level`.
    public func at(_ level: DoctorFinding.Level) -> [DoctorFinding] { filter { $0.level == level } }

    /// The most serious level among them, `fact` when there are none.
    public var worst: DoctorFinding.Level { map(\.level).max() ?? .fact }
}

import EarshotCore

/// Reads a mode's typed settings from the words of `play` (`play survival --lives 3`), checks
/// them against the mode's ``ModeDescriptor/settings`` and fills in the defaults.
enum ModeOptionsParser {
    /// The words that are not settings, and the settings by name; or a plain reason.
    struct Parsed: Equatable {
        var rest: [String]
        var options: [String: String]
        /// Options for the engine itself (`--players Ann,Bob`), unless the mode has a setting
        /// of the same name, which then wins.
        var engine: [String: String] = [:]
    }

    /// Options the engine itself reads for any mode, not the mode's settings.
    static let engineOptions: Set<String> = ["players"]

    static func parse(_ words: [String], for mode: ModeDescriptor, _ m: Messages = .english) -> Result<Parsed, ModeSettingError> {
        var rest: [String] = []
        var given: [String: String] = [:]
        var engine: [String: String] = [:]
        var i = 0
        while i < words.count {
            let word = words[i]
            guard word.hasPrefix("--"), word.count > 2 else {
                rest.append(word)
                i += 1
                continue
            }
            var name = String(word.dropFirst(2)).lowercased()
            var value: String?
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            let own = mode.settings.first { $0.name.lowercased() == name }
            let next = value ?? (i + 1 < words.count ? words[i + 1] : "")
            // Names for the engine's option where the mode's own setting of that name would
            // refuse them: `play guess who --players Ann,Bob` is a hot seat, `--players 2` the
            // mode's two-player game.
            let names = own.map { if case .failure = $0.validate(next) { true } else { false } } ?? true
            if engineOptions.contains(name), names, next.contains(where: \.isLetter) || own == nil {
                let v = next
                engine[name] = v
                i += value == nil ? 2 : 1
                continue
            }
            guard let setting = mode.settings.first(where: { $0.name.lowercased() == name }) else {
                let known = mode.settings.map { "--\($0.name)" }
                let modeName = mode.displayName(m)
                let list =
                    known.isEmpty
                    ? m("options.none", ["mode": modeName])
                    : m("options.known", ["settings": known.joined(separator: m("list.separator"))])
                return .failure(ModeSettingError(m("options.unknown", ["mode": modeName, "name": name, "list": list])))
            }
            if value == nil {
                let next = i + 1 < words.count ? words[i + 1] : nil
                if setting.kind == .boolean, next.map({ $0.hasPrefix("--") || !isBooleanWord($0) }) ?? true {
                    value = "yes"
                    i += 1
                } else if let next {
                    value = next
                    i += 2
                } else {
                    return .failure(
                        ModeSettingError(m("options.needsValue", ["name": setting.name, "summary": setting.displaySummary(m)])))
                }
            } else {
                i += 1
            }
            switch setting.validate(value ?? "") {
            case .success(let v): given[setting.name] = v
            case .failure(let e): return .failure(e)
            }
        }
        for s in mode.settings where given[s.name] == nil {
            if let d = s.defaultValue { given[s.name] = d }
        }
        return .success(Parsed(rest: rest, options: given, engine: engine))
    }

    static func isBooleanWord(_ word: String) -> Bool {
        ["yes", "no", "on", "off", "true", "false", "0", "1"].contains(word.lowercased())
    }
}

// libFuzzer harness: the command parser (Sources/EarshotConsole/Command.swift) over any line.
// Built by Fuzz/run.sh with the EarshotCore sources in one module.
import Foundation

let fuzzCommands: [Command] = [
    Command("play", ["start", "new"], scope: .main, summary: "s", help: "h"),
    Command("help", ["?", "commands"], scope: .both, summary: "s", help: "h"),
    Command("repeat", ["again"], scope: .game, summary: "s", help: "h"),
    Command("repeat question", [], scope: .game, summary: "s", help: "h"),
    Command("more time", ["wait"], scope: .game, summary: "s", help: "h"),
    Command("quit", ["exit", "bye"], scope: .both, summary: "s", help: "h"),
    Command("skip", ["pass"], scope: .game, summary: "s", help: "h"),
    Command("rate", [], scope: .both, summary: "s", help: "h"),
    Command("spell", [], scope: .both, summary: "s", help: "h"),
    Command("timing", [], scope: .main, summary: "s", help: "h"),
]
let fuzzParser = CommandParser(commands: fuzzCommands)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for scope in [Command.Scope.main, .game, .both] {
        switch fuzzParser.parse(line, scope: scope, allowPrefix: size % 2 == 0) {
        case .command(let parsed):
            precondition(fuzzCommands.contains(parsed.command), "a parsed command is one of the commands")
        case .unknown(let word, let suggestion):
            precondition(!word.isEmpty, "an unknown word is not empty")
            if let suggestion { precondition(fuzzParser.command(named: suggestion) != nil) }
        case .empty:
            precondition(line.trimmingWhitespace.isEmpty || line.trimmingWhitespace.split(separator: " ").isEmpty)
        }
    }
    _ = fuzzParser.suggestion(for: line)
    _ = SafeText.clean(line)
    precondition(SafeText.isClean(SafeText.clean(line)), "cleaned text is clean")
    precondition(SafeText.isClean(SafeText.forSpeech(line)))
    // The rule for text from outside: what clean keeps passes it and cleaning twice changes
    // nothing; a limit is never passed.
    let kept = ExternalText.clean(line)
    precondition(ExternalText.clean(kept) == kept, "cleaning twice changes nothing")
    precondition(ExternalText.problem(kept) == nil || ExternalText.problem(kept) == .damaged, "what clean keeps passes")
    precondition(SafeText.isClean(kept), "what clean keeps is safe on a terminal")
    precondition(ExternalText.clean(line, limit: 40).count <= 40, "a cut text is within its limit")
    if ExternalText.problem(line) == nil {
        precondition(SafeText.isClean(line) || line.unicodeScalars.contains { ExternalText.kind(of: $0) == .whiteSpace })
    }
    return 0
}

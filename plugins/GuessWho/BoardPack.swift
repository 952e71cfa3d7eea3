import EarshotCore
import Foundation

/// A guess-who board as a file to import (docs/boards.md, "Board packs"): the board JSON,
/// marked with `"kind": "guess-who-board"` (files with top-level `attributes` and
/// `characters` lists are recognised too). Reading one checks it as plain text within size
/// limits, then with the board rules (``Board/validate()``), and gives its canonical JSON to
/// keep: the same board always gives the same text, whatever its spacing or key order.
public enum BoardPack {
    /// The value of the top-level `kind` field that marks a board pack.
    public static let kind = "guess-who-board"
    /// The largest board pack, in bytes (a board of 24 characters is a few kilobytes).
    public static let maxBytes = 1 << 20
    /// The longest text (a name, a word, an answer) a board may hold, in characters.
    public static let maxText = 500
    /// The longest character name.
    public static let maxName = 80
    /// The most attributes a board may have.
    public static let maxAttributes = 40

    /// A board read from a pack, and its canonical JSON (sorted keys, no spacing).
    public struct Read: Sendable, Equatable {
        public var board: Board
        public var canonical: String
    }

    /// Whether `head` (the first bytes of a file, as text) looks like a board pack: a JSON
    /// object that names the kind, or that has `attributes` and `characters` but no
    /// `questions` (a question pack). Cheap: only the text is looked at, nothing is parsed.
    public static func looksLikeBoard(_ head: String) -> Bool {
        guard head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" else { return false }
        let squeezed = head.filter { !$0.isWhitespace }
        if squeezed.contains("\"kind\":\"\(kind)\"") { return true }
        return squeezed.contains("\"characters\":[") && squeezed.contains("\"attributes\":[")
            && !squeezed.contains("\"questions\":")
    }

    /// Reads and checks a board pack. Throws ``Board/Problem`` naming the first problem.
    public static func read(_ text: String) throws -> Read {
        let bytes = text.utf8.count
        guard bytes <= maxBytes else {
            throw Board.Problem(
                "The board file is \(bytes / 1024) kilobytes; a board pack may be at most \(maxBytes >> 20) megabyte.")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw Board.Problem("The board file is not valid JSON\(Self.line(of: error, in: text)).")
        }
        guard let top = object as? [String: Any] else {
            throw Board.Problem(
                "A board pack is one JSON object, in braces, with format, id, name, attributes and characters.")
        }
        if let k = top["kind"], (k as? String) != kind {
            throw Board.Problem("The board file's kind is \(Self.shown(k)), not \(kind).")
        }
        try checkText(object, at: [])
        guard let id = top["id"] as? String, isValidID(id) else {
            throw Board.Problem(
                "The board's id must be a short word of lower-case letters, digits and dashes, such as my-animals, not \(Self.shown(top["id"] ?? "nothing"))."
            )
        }
        if let attributes = top["attributes"] as? [Any], attributes.count > maxAttributes {
            throw Board.Problem("The board \(id) has \(attributes.count) attributes; a board may have at most \(maxAttributes).")
        }
        if let characters = top["characters"] as? [[String: Any]] {
            for c in characters {
                if let name = c["name"] as? String, name.count > maxName {
                    throw Board.Problem("A character name of the board \(id) is \(name.count) characters long; at most \(maxName).")
                }
            }
        }
        var clean = top
        clean["kind"] = kind
        let board = try Board.load(json: text)
        let data = try JSONSerialization.data(withJSONObject: clean, options: [.sortedKeys])
        return Read(board: board, canonical: String(decoding: data, as: UTF8.self))
    }

    /// The canonical JSON laid out for people to read and edit (for export).
    public static func pretty(_ canonical: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(canonical.utf8)),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        else { return canonical }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A board id: 1 to 40 lower-case letters, digits and dashes, starting with a letter or digit.
    public static func isValidID(_ id: String) -> Bool {
        guard (1...40).contains(id.count), let first = id.unicodeScalars.first, first != "-" else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Refuses control and invisible format characters anywhere (keys too), and overlong text.
    static func checkText(_ value: Any, at path: [String]) throws {
        switch value {
        case let s as String:
            if s.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            }) {
                throw Board.Problem(
                    "\(place(path)) holds a control or invisible character; a board is plain text only.")
            }
            if s.count > maxText {
                throw Board.Problem("\(place(path)) is \(s.count) characters long; text in a board may be at most \(maxText).")
            }
        case let list as [Any]:
            for (i, item) in list.enumerated() { try checkText(item, at: path + ["\(i + 1)"]) }
        case let object as [String: Any]:
            for (key, item) in object.sorted(by: { $0.key < $1.key }) {
                try checkText(key, at: path + ["a field name"])
                try checkText(item, at: path + [key])
            }
        default:
            return
        }
    }

    /// "characters 3, name" for a path into the file.
    static func place(_ path: [String]) -> String {
        guard !path.isEmpty else { return "The board file" }
        var words: [String] = []
        for p in path {
            if Int(p) != nil, let last = words.popLast() {
                words.append("\(last.hasSuffix("s") ? String(last.dropLast()) : last) \(p)")
            } else {
                words.append(p)
            }
        }
        return "In the board file, " + words.joined(separator: ", ")
    }

    /// " near line 3" when the JSON error says where.
    static func line(of error: any Error, in text: String) -> String {
        let said = "\(error) \((error as NSError).userInfo)"
        if let range = said.range(of: #"line \d+"#, options: .regularExpression) { return " near \(said[range])" }
        if let range = said.range(of: #"character \d+"#, options: .regularExpression),
            let offset = Int(said[range].dropFirst("character ".count))
        {
            let lines = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            return " near line \(lines)"
        }
        return ""
    }

    /// A value from the file, quoted briefly and safely for speech.
    static func shown(_ value: Any) -> String {
        let text = (value as? String).map { "\"\($0.printable)\"" } ?? "\(value)".printable
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

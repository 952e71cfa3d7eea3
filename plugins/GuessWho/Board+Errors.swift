import Foundation

extension Board {
    /// A decoding error in plain words: what is missing or of the wrong kind, and where
    /// ("characters 4, legs should be a whole number").
    static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not valid JSON" }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(where_(context.codingPath, or: "the board")) has no \(key.stringValue)"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(where_(context.codingPath, or: "the board")) should be \(kind(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not valid JSON" }
            if context.codingPath.last?.stringValue == "kind" {
                return "\(where_(context.codingPath, or: "the board")) should be yes-no, number or choice"
            }
            return "\(where_(context.codingPath, or: "the board")) has a value Earshot does not know"
        @unknown default:
            return "it is not valid JSON"
        }
    }

    /// "characters 4, legs" for a coding path (positions counted from 1).
    static func where_(_ path: [any CodingKey], or whole: String) -> String {
        var words: [String] = []
        for key in path {
            if let i = key.intValue, let last = words.popLast() {
                words.append("\(last.hasSuffix("s") ? String(last.dropLast()) : last) \(i + 1)")
            } else {
                words.append(key.stringValue)
            }
        }
        return words.isEmpty ? whole : words.joined(separator: ", ")
    }

    static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is String.Type: "text in quotes"
        case is [Any].Type, is [String].Type: "a list in square brackets"
        case is Value.Type: "true or false, a whole number, or text in quotes"
        default: "of another kind"
        }
    }
}

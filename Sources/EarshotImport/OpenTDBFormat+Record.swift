extension OpenTDBFormat {
    /// One entry of an Open Trivia Database `results` list, as read: the values of the fields
    /// a question uses, each as written (any JSON value, checked later), or the whole entry
    /// when it is not an object. Other fields are skipped as they are read, so a record keeps
    /// no dictionary: a million records cost no hashing of their keys.
    struct Record {
        /// The fields kept, by name.
        static let keys = ["type", "difficulty", "category", "question", "correct_answer", "incorrect_answers", "explanation"]

        /// The kept fields' values, in the order of ``keys`` (`nil`: not in the entry).
        private(set) var values: [JSONValue?] = Array(repeating: nil, count: Record.keys.count)
        /// The entry, when it is not an object.
        private(set) var notAnObject: JSONValue?

        var isObject: Bool { notAnObject == nil }

        /// The value of the field `key` (one of ``keys``), if the entry has it.
        subscript(key: String) -> JSONValue? {
            guard let slot = Self.slot(of: key) else { return nil }
            return values[slot]
        }

        static func slot(of key: String) -> Int? { keys.firstIndex(of: key) }

        init() {}

        /// The record of a value already read whole.
        init(_ value: JSONValue) {
            guard case .object(let fields) = value else {
                notAnObject = value
                return
            }
            for (key, value) in fields {
                if let slot = Self.slot(of: key) { values[slot] = value }
            }
        }

        /// Reads the next value of `stream` as a record. A field written twice keeps its last
        /// value, as a JSON object does.
        static func read(from stream: inout JSONStream) throws -> Record {
            var record = Record()
            guard try stream.skipSpace() == UInt8(ascii: "{") else {
                record.notAnObject = try stream.readValue()
                return record
            }
            try stream.forEachField { stream, key in
                if let slot = slot(of: key) {
                    record.values[slot] = try stream.readValue(depth: 1)
                } else {
                    try stream.skipValue(depth: 1)
                }
            }
            return record
        }
    }
}

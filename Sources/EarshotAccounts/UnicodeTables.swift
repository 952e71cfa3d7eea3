import Foundation

/// Unicode's confusable mappings (UTS #39) and each code point's scripts, read once from the
/// generated resources `confusables.txt` and `scripts.txt` (`scripts/generate_name_tables.py`).
final class UnicodeTables: Sendable {
    static let shared = UnicodeTables()

    /// Each confusable scalar and the prototype it stands for.
    private let prototypes: [UInt32: [Unicode.Scalar]]
    /// Ranges of code points, sorted, with their Script_Extensions; Common and Inherited
    /// characters are in no range.
    private let starts: [UInt32]
    private let ranges: [(end: UInt32, scripts: Set<String>)]

    private init() {
        var prototypes: [UInt32: [Unicode.Scalar]] = [:]
        for line in Self.lines("confusables") {
            let fields = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            guard fields.count >= 2 else { continue }
            prototypes[fields[0]] = fields.dropFirst().compactMap(Unicode.Scalar.init)
        }
        self.prototypes = prototypes
        var starts: [UInt32] = []
        var ranges: [(end: UInt32, scripts: Set<String>)] = []
        for line in Self.lines("scripts") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let start = UInt32(fields[0], radix: 16), let end = UInt32(fields[1], radix: 16) else {
                continue
            }
            starts.append(start)
            ranges.append((end, Set(fields.dropFirst(2).map(String.init))))
        }
        self.starts = starts
        self.ranges = ranges
    }

    /// Whether the tables could be read (they ship with the package).
    var isLoaded: Bool { !prototypes.isEmpty && !starts.isEmpty }

    /// The skeleton of UTS #39: canonical decomposition, each scalar replaced by its
    /// prototype, and decomposition again.
    func skeleton(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let prototype = prototypes[scalar.value] {
                out.append(contentsOf: prototype)
            } else {
                out.append(scalar)
            }
        }
        return String(out).decomposedStringWithCanonicalMapping
    }

    /// The scripts a scalar belongs to (its Script_Extensions); `nil` for Common and
    /// Inherited characters (digits, punctuation, combining marks), which go with any script.
    func scripts(of scalar: Unicode.Scalar) -> Set<String>? {
        let value = scalar.value
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= value { low = mid + 1 } else { high = mid }
        }
        guard low > 0, value <= ranges[low - 1].end else { return nil }
        return ranges[low - 1].scripts
    }

    private static func lines(_ resource: String) -> [Substring] {
        guard let url = Bundle.module.url(forResource: resource, withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
    }
}

import EarshotPluginHost
import Foundation

/// A small JSON Schema validator for the subset the protocol's schemas use: `type`,
/// `properties`, `required`, `items`, `additionalProperties` (as a schema), `enum`, `const`,
/// `oneOf`, `minimum`, `pattern` and `$ref` (to `#/$defs/…` and to `FILE#/$defs/…` in the same folder).
struct SchemaValidator {
    let folder: URL
    private var files: [String: JSONValue] = [:]

    init(folder: URL) throws {
        self.folder = folder
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            files[name] = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }

    var names: [String] { files.keys.sorted() }

    /// The problems of `value` against the schema file `name`; empty when it validates.
    func problems(_ value: JSONValue, against name: String) -> [String] {
        guard let schema = files[name] else { return ["no schema \(name)"] }
        var out: [String] = []
        check(value, schema, file: name, path: "$", into: &out)
        return out
    }

    private func resolve(_ ref: String, file: String) -> (JSONValue, String)? {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? file : parts[0]
        guard var node = files[target] else { return nil }
        if parts.count > 1 {
            for key in parts[1].split(separator: "/") {
                guard let next = node[String(key)] else { return nil }
                node = next
            }
        }
        return (node, target)
    }

    private func typeMatches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer), ("number", .number),
            ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let d)): return d == d.rounded()
        default: return false
        }
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, file: String, path: String, into out: inout [String]) {
        guard case .object(let s) = schema else { return }
        if case .string(let ref)? = s["$ref"] {
            guard let (target, targetFile) = resolve(ref, file: file) else { return out.append("\(path): unresolved \(ref)") }
            check(value, target, file: targetFile, path: path, into: &out)
        }
        if let type = s["type"] {
            let types: [String]
            switch type {
            case .string(let t): types = [t]
            case .array(let a): types = a.compactMap { if case .string(let t) = $0 { t } else { nil } }
            default: types = []
            }
            if !types.contains(where: { typeMatches(value, $0) }) { out.append("\(path): not of type \(types)") }
        }
        if let c = s["const"], c != value { out.append("\(path): should be \(c)") }
        if case .array(let choices)? = s["enum"], !choices.contains(value) { out.append("\(path): \(value) is not one of \(choices)") }
        if let min = s["minimum"] {
            let limit: Double? = if case .integer(let i) = min { Double(i) } else if case .number(let d) = min { d } else { nil }
            let v: Double? = if case .integer(let i) = value { Double(i) } else if case .number(let d) = value { d } else { nil }
            if let limit, let v, v < limit { out.append("\(path): below \(limit)") }
        }
        if case .string(let pattern)? = s["pattern"], case .string(let text) = value,
            text.range(of: pattern, options: .regularExpression) == nil
        {
            out.append("\(path): \"\(text)\" does not match \(pattern)")
        }
        if case .object(let o) = value {
            if case .array(let required)? = s["required"] {
                for case .string(let key) in required where o[key] == nil { out.append("\(path): \(key) is missing") }
            }
            let properties: [String: JSONValue] = if case .object(let p)? = s["properties"] { p } else { [:] }
            for (key, v) in o {
                if let p = properties[key] {
                    check(v, p, file: file, path: "\(path).\(key)", into: &out)
                } else if let extra = s["additionalProperties"] {
                    check(v, extra, file: file, path: "\(path).\(key)", into: &out)
                }
            }
        }
        if case .array(let items) = value, let itemSchema = s["items"] {
            for (i, item) in items.enumerated() { check(item, itemSchema, file: file, path: "\(path)[\(i)]", into: &out) }
        }
        if case .array(let options)? = s["oneOf"] {
            var passing = 0
            var firstProblems: [String] = []
            for option in options {
                var p: [String] = []
                check(value, option, file: file, path: path, into: &p)
                if p.isEmpty { passing += 1 } else if firstProblems.isEmpty || p.count < firstProblems.count { firstProblems = p }
            }
            if passing != 1 { out.append("\(path): fits \(passing) of the oneOf choices, not one (\(firstProblems.prefix(2)))") }
        }
    }
}

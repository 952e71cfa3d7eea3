import EarshotImport
import Foundation
import Testing

@Test func devDump() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpora").standardized
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        .filter { !$0.hasDirectoryPath && $0.lastPathComponent != "README.md" }.sorted { $0.path < $1.path }
    var out = ""
    for f in files {
        let data = try Data(contentsOf: f)
        let rel = f.path.replacingOccurrences(of: root.path + "/", with: "")
        do {
            let r = try QuestionImporter.read(data, fileName: f.lastPathComponent)
            let unsup = r.problems.filter { $0.kind == .unsupported }.count
            out += "\(rel)\t\(r.format.rawValue)\tq=\(r.questions.count)\tinvalid=\(r.errors.count)\tunsupported=\(unsup)\tcats=\(r.categories.count)\n"
            if ProcessInfo.processInfo.environment["DUMP"] == "1" || r.questions.count + r.problems.count < 60 {
                for p in r.problems { out += "    ! \(p) [\(p.kind)]\n" }
            }
        } catch {
            out += "\(rel)\tERROR \(error)\n"
        }
    }
    try out.write(toFile: "/tmp/import-dump.txt", atomically: true, encoding: .utf8)
}

@Test func devShow() throws {
    guard let path = ProcessInfo.processInfo.environment["SHOW"] else { return }
    let r = try QuestionImporter.read(try Data(contentsOf: URL(fileURLWithPath: path)), fileName: (path as NSString).lastPathComponent)
    var out = "categories: \(r.categories)\n"
    for q in r.questions.prefix(Int(ProcessInfo.processInfo.environment["N"] ?? "100")!) {
        out += "[\(q.kind.rawValue)/\(q.difficulty.rawValue)/\(q.categoryID)] \(q.text)\n   answers=\(q.answers) wrong=\(q.wrong) tol=\(String(describing: q.tolerance)) expl=\(q.explanation ?? "-")\n"
    }
    try out.write(toFile: "/tmp/import-show.txt", atomically: true, encoding: .utf8)
}

@Test func devJSON() throws {
    guard let path = ProcessInfo.processInfo.environment["JSONOUT"] else { return }
    let r = try QuestionImporter.read(try Data(contentsOf: URL(fileURLWithPath: path)), fileName: (path as NSString).lastPathComponent)
    let names = Dictionary(uniqueKeysWithValues: r.categories.map { ($0.id, $0.name) })
    let rows = r.questions.map { q in [q.text, names[q.categoryID]!] + q.answers + q.wrong }
    try JSONSerialization.data(withJSONObject: rows).write(to: URL(fileURLWithPath: "/tmp/import-q.json"))
}

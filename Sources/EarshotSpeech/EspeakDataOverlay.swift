import EarshotCore
import EarshotVoices
import Foundation

/// An espeak-ng data folder that is the system's plus Earshot's own variants: symbolic links to
/// every entry of the system's `espeak-ng-data`, except `voices/!v`, which holds links to the
/// system's variants and copies of the files in `voices/variants`. espeak-ng is pointed at it,
/// so `en-us+earshot-bright` loads `voices/!v/earshot-bright` like any built-in variant.
/// (`espeak_ng_SetVoiceByFile` lower-cases its path and stops at 60 bytes, so it cannot load
/// files from an arbitrary folder reliably.)
///
/// The folder is built once in the player's data folder and rebuilt only when the system data
/// folder or a variant file changes (a stamp file records both).
public enum EspeakDataOverlay {
    /// Returns the overlay folder (`<folder>/espeak-ng-data`), building it if needed.
    public static func prepare(
        in folder: URL, systemData: URL, variants: URL? = VoiceFiles.variantsFolder
    ) throws -> URL {
        let fm = FileManager.default
        let target = folder.appendingPathComponent("espeak-ng-data")
        let variantFiles = try variants.map { try variantContents(in: $0) } ?? [:]
        let stamp = stampText(systemData: systemData, variants: variantFiles)
        let stampURL = target.appendingPathComponent(".earshot-stamp")
        if let existing = try? String(contentsOf: stampURL, encoding: .utf8), existing == stamp {
            return target
        }
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        // Build beside the target, then swap it in, so a half-built folder is never used.
        let building = folder.appendingPathComponent("espeak-ng-data.building-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: building)
        try fm.createDirectory(at: building, withIntermediateDirectories: true)
        try linkEntries(of: systemData, into: building, except: ["voices"])
        let voices = building.appendingPathComponent("voices")
        try fm.createDirectory(at: voices, withIntermediateDirectories: true)
        let systemVoices = systemData.appendingPathComponent("voices")
        try linkEntries(of: systemVoices, into: voices, except: ["!v"])
        let variantFolder = voices.appendingPathComponent("!v")
        try fm.createDirectory(at: variantFolder, withIntermediateDirectories: true)
        try linkEntries(of: systemVoices.appendingPathComponent("!v"), into: variantFolder, except: Set(variantFiles.keys))
        for (name, data) in variantFiles {
            try data.write(to: variantFolder.appendingPathComponent(name))
        }
        try stamp.write(to: building.appendingPathComponent(".earshot-stamp"), atomically: true, encoding: .utf8)
        try? fm.removeItem(at: target)
        try fm.moveItem(at: building, to: target)
        return target
    }

    /// The variant files by name (file names without a dot).
    static func variantContents(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    static func stampText(systemData: URL, variants: [String: Data]) -> String {
        var lines = ["system \(systemData.path)"]
        for name in variants.keys.sorted() {
            lines.append("variant \(name) \(SHA256.hex(of: Array(variants[name]!)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func linkEntries(of source: URL, into folder: URL, except: Set<String>) throws {
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: source.path) where !except.contains(name) {
            try fm.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: source.appendingPathComponent(name))
        }
    }
}

import Foundation

/// Earshot's own voices (the top-level `voices/` folder): the voice profiles a player chooses
/// with `voice NAME`, and the espeak-ng variant files they use.
public enum VoiceFiles {
    /// The folder of profile files (`NAME.json`).
    public static var profilesFolder: URL? {
        Bundle.module.url(forResource: "profiles", withExtension: nil)
    }

    /// The folder of espeak-ng variant files (loaded through the overlay data folder).
    public static var variantsFolder: URL? {
        Bundle.module.url(forResource: "variants", withExtension: nil)
    }
}

/// A deterministic random number generator (SplitMix64): the same seed gives the same sequence
/// on every platform, so a `--seed` reproduces a game exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Codable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Seeds from a string, for example `daily:2026-11-22`.
    public init(seedText: String) {
        let d = SHA256.digest(Array(seedText.utf8))
        state = d.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

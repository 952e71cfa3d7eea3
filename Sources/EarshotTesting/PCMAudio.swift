import Foundation

/// Reads 16-bit PCM audio back for tests: WAV files (`--speak-to`) and raw sample files (what
/// ALSA's file plugin recorded).
public struct PCMAudio: Sendable {
    public var sampleRate: Int
    public var channels: Int
    public var bitsPerSample: Int
    public var samples: [Int16]

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses a WAV file: the RIFF header, the `fmt ` chunk and the `data` chunk.
    public init(wav data: Data) throws {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw Invalid(description: "not a RIFF WAVE file") }
        guard u32(4) == bytes.count - 8 else { throw Invalid(description: "the RIFF size \(u32(4)) does not match the file") }
        var at = 12
        var format: (rate: Int, channels: Int, bits: Int)?
        var samples: [Int16]?
        while at + 8 <= bytes.count {
            let size = u32(at + 4)
            let body = at + 8
            guard body + size <= bytes.count else { throw Invalid(description: "chunk \(tag(at)) runs past the end") }
            switch tag(at) {
            case "fmt ":
                guard u16(body) == 1 else { throw Invalid(description: "not PCM") }
                format = (u32(body + 4), u16(body + 2), u16(body + 14))
            case "data":
                samples = Self.samples(bytes[body..<body + size])
            default: break
            }
            at = body + size + (size & 1)
        }
        guard let format, let samples else { throw Invalid(description: "missing fmt or data chunk") }
        sampleRate = format.rate
        channels = format.channels
        bitsPerSample = format.bits
        self.samples = samples
    }

    /// Raw little-endian 16-bit mono samples.
    public init(raw data: Data, sampleRate: Int) {
        self.sampleRate = sampleRate
        channels = 1
        bitsPerSample = 16
        samples = Self.samples([UInt8](data)[...])
    }

    static func samples(_ bytes: ArraySlice<UInt8>) -> [Int16] {
        var out: [Int16] = []
        out.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i + 1 < bytes.endIndex {
            out.append(Int16(bitPattern: UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8))
            i += 2
        }
        return out
    }

    /// Length in seconds.
    public var seconds: Double { Double(samples.count) / Double(sampleRate) }

    /// Root mean square of the samples, on the 16-bit scale (0 to 32,767).
    public var rms: Double { Self.rms(samples[...]) }

    public static func rms(_ samples: ArraySlice<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// The median fundamental frequency of the voiced parts, in hertz, by autocorrelation over
    /// frames of about 46 ms: higher for a higher voice saying the same text.
    public var medianPitch: Double {
        let frame = 1024
        let lags = (sampleRate / 400)...(sampleRate / 60)
        let loud = max(300, rms * 0.5)
        var pitches: [Double] = []
        var start = 0
        while start + frame + lags.upperBound <= samples.count {
            defer { start += frame }
            let window = samples[start..<start + frame + lags.upperBound].map(Double.init)
            guard Self.rms(samples[start..<start + frame]) > loud else { continue }
            let energy = window[0..<frame].reduce(0) { $0 + $1 * $1 }
            var best = (lag: 0, score: 0.0)
            for lag in lags {
                var sum = 0.0
                for i in 0..<frame { sum += window[i] * window[i + lag] }
                if sum / energy > best.score { best = (lag, sum / energy) }
            }
            if best.score > 0.5 { pitches.append(Double(sampleRate) / Double(best.lag)) }
        }
        guard !pitches.isEmpty else { return 0 }
        return pitches.sorted()[pitches.count / 2]
    }
}

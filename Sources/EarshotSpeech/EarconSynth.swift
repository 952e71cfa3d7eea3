import EarshotCore
import Foundation

/// Makes the earcons as PCM: short tone patterns that differ in direction and rhythm, not only
/// in pitch, so they can be told apart by anyone.
///
/// - correct: two notes rising a fifth (E5, B5), bright and quick;
/// - wrong: two notes falling, low and longer (G3, D3);
/// - time up: three short, even beeps (A5);
/// - game start: a rising major arpeggio (C5, E5, G5, C6).
public enum EarconSynth {
    /// A note: frequency in hertz (0 for a rest) and length in milliseconds.
    struct Note {
        var hertz: Double
        var milliseconds: Int
    }

    static func notes(for earcon: Earcon) -> [Note] {
        switch earcon {
        case .correct: return [Note(hertz: 659.3, milliseconds: 90), Note(hertz: 987.8, milliseconds: 160)]
        case .wrong: return [Note(hertz: 196.0, milliseconds: 160), Note(hertz: 146.8, milliseconds: 260)]
        case .timeUp:
            return [
                Note(hertz: 880, milliseconds: 80), Note(hertz: 0, milliseconds: 60),
                Note(hertz: 880, milliseconds: 80), Note(hertz: 0, milliseconds: 60),
                Note(hertz: 880, milliseconds: 80),
            ]
        case .gameStart:
            return [
                Note(hertz: 523.3, milliseconds: 80), Note(hertz: 659.3, milliseconds: 80),
                Note(hertz: 784.0, milliseconds: 80), Note(hertz: 1046.5, milliseconds: 180),
            ]
        }
    }

    /// The earcon's samples at this rate and volume (0–200, 100 is normal).
    public static func samples(for earcon: Earcon, sampleRate: Int, volume: Int = 100) -> [Int16] {
        let gain = 0.35 * Double(min(max(volume, 0), 200)) / 100
        var out: [Int16] = []
        for note in notes(for: earcon) {
            let count = sampleRate * note.milliseconds / 1000
            let fade = max(1, min(count / 4, sampleRate / 200))  // 5 ms ramps: no clicks
            for i in 0..<count {
                guard note.hertz > 0 else {
                    out.append(0)
                    continue
                }
                let t = Double(i) / Double(sampleRate)
                // A sine with a little of its octave, for a rounder tone.
                let wave = 0.8 * sin(2 * .pi * note.hertz * t) + 0.2 * sin(4 * .pi * note.hertz * t)
                let envelope = min(1, Double(min(i, count - 1 - i)) / Double(fade))
                out.append(Int16(max(-32767, min(32767, wave * envelope * gain * 32767))))
            }
        }
        return out
    }
}

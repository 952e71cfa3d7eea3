import Foundation

/// How a review went, as FSRS rates it. Earshot rates a wrong, skipped or timed-out answer
/// `again` and a right one `good`.
public enum FSRSRating: Int, Codable, Sendable, CaseIterable {
    case again = 1, hard, good, easy
}

/// What FSRS knows about one card: its memory stability (days until recall falls to 90
/// percent), its difficulty (1 to 10), the day it was last reviewed and the day it is due.
/// Days are day numbers (``DayNumber``).
public struct FSRSCard: Codable, Sendable, Equatable {
    public var stability: Double
    public var difficulty: Double
    public var lastReview: Int
    public var due: Int
    /// Reviews so far, and how many were rated `again`.
    public var reviews: Int
    public var lapses: Int

    public init(stability: Double, difficulty: Double, lastReview: Int, due: Int, reviews: Int = 1, lapses: Int = 0) {
        self.stability = stability
        self.difficulty = difficulty
        self.lastReview = lastReview
        self.due = due
        self.reviews = reviews
        self.lapses = lapses
    }

    /// The interval last scheduled, in days.
    public var interval: Int { due - lastReview }
}

/// The Free Spaced Repetition Scheduler, version 6 (FSRS-6), as py-fsrs 6.x computes it with
/// no learning or relearning steps and no interval fuzz: every review, the first included,
/// schedules the card in whole days. Cross-checked against py-fsrs 6.3.2 by
/// `Tests/PluginTests/Review/FSRSReferenceTests.swift` over the committed table
/// `Tests/Fixtures/fsrs-reference.json` (made by `scripts/fsrs_reference.py`).
public struct FSRS: Sendable, Equatable {
    /// The 21 default parameters of FSRS-6.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
        0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    public static let minimumStability = 0.001

    public let w: [Double]
    public let desiredRetention: Double
    public let maximumInterval: Int
    let decay: Double
    let factor: Double

    public init(parameters: [Double] = FSRS.defaultParameters, desiredRetention: Double = 0.9, maximumInterval: Int = 36500) {
        precondition(parameters.count == 21, "FSRS-6 takes 21 parameters")
        w = parameters
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
        decay = -parameters[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// Reviews `card` (`nil` for a card never reviewed) with `rating` on `day`.
    public func review(_ card: FSRSCard?, rating: FSRSRating, on day: Int) -> FSRSCard {
        guard var card else {
            let s = initialStability(rating)
            return FSRSCard(
                stability: s, difficulty: clampDifficulty(initialDifficulty(rating)), lastReview: day,
                due: day + interval(stability: s), reviews: 1, lapses: rating == .again ? 1 : 0)
        }
        let elapsed = max(0, day - card.lastReview)
        if elapsed < 1 {
            card.stability = shortTermStability(card.stability, rating)
        } else {
            let r = retrievability(stability: card.stability, elapsedDays: elapsed)
            card.stability = nextStability(difficulty: card.difficulty, stability: card.stability, retrievability: r, rating)
        }
        card.difficulty = nextDifficulty(card.difficulty, rating)
        card.lastReview = day
        card.due = day + interval(stability: card.stability)
        card.reviews += 1
        if rating == .again { card.lapses += 1 }
        return card
    }

    /// The probability of recall after `elapsedDays` at `stability`.
    public func retrievability(stability: Double, elapsedDays: Int) -> Double {
        pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// The interval in whole days for `stability`: rounded half to even as Python's `round`,
    /// at least 1, at most ``maximumInterval``.
    public func interval(stability: Double) -> Int {
        let raw = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
        return min(max(Int(raw.rounded(.toNearestOrEven)), 1), maximumInterval)
    }

    func initialStability(_ rating: FSRSRating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: FSRSRating) -> Double {
        w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
    }

    func clampDifficulty(_ d: Double) -> Double { min(max(d, 1), 10) }

    func nextDifficulty(_ d: Double, _ rating: FSRSRating) -> Double {
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = d + (10 - d) * delta / 9
        return clampDifficulty(w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped)
    }

    func shortTermStability(_ s: Double, _ rating: FSRSRating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(s, -w[19])
        if rating != .again { increase = max(increase, 1) }
        return max(s * increase, Self.minimumStability)
    }

    func nextStability(difficulty d: Double, stability s: Double, retrievability r: Double, _ rating: FSRSRating) -> Double {
        let next: Double
        if rating == .again {
            let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - r) * w[14])
            let shortTerm = s / exp(w[17] * w[18])
            next = min(longTerm, shortTerm)
        } else {
            let hard = rating == .hard ? w[15] : 1
            let easy = rating == .easy ? w[16] : 1
            next = s * (1 + exp(w[8]) * (11 - d) * pow(s, -w[9]) * (exp((1 - r) * w[10]) - 1) * hard * easy)
        }
        return max(next, Self.minimumStability)
    }
}

extension FSRSRating {
    /// How Earshot rates an answer: right is good, anything else again.
    public static func rating(correct: Bool) -> FSRSRating { correct ? .good : .again }
}

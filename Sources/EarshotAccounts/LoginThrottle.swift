/// How long a login waits after failed attempts: a wait that doubles with each failure in a
/// row (1, 2, 4, 8 … seconds), at most 60 seconds. The count is
/// kept in the store, so leaving and starting again does not reset it; a right password does.
public enum LoginThrottle {
    public static let maximumSeconds = 60

    /// Seconds to wait before answering an attempt after `failures` failed ones in a row.
    public static func delaySeconds(afterFailures failures: Int) -> Int {
        guard failures >= 1 else { return 0 }
        let exponent = min(failures - 1, 6)
        return min(1 << exponent, maximumSeconds)
    }

    /// How long a try must still wait after `failures` failures in a row, the last of them
    /// `ago`; `unit` is the length of one of its seconds (shorter in tests). Zero once waited.
    public static func remaining(afterFailures failures: Int, ago: Duration, unit: Duration = .seconds(1)) -> Duration {
        max(.zero, unit * delaySeconds(afterFailures: failures) - ago)
    }
}

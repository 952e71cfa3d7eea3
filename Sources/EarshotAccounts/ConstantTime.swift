/// Comparison whose running time does not depend on where two byte strings differ, so a
/// password check leaks nothing through its timing.
public enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes. Every byte of the longer input is read and
    /// combined with OR, with no early exit; only the lengths (which are public: both are
    /// hashes of a fixed size) decide anything before the loop.
    public static func equal<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool
    where A.Element == UInt8, B.Element == UInt8 {
        var difference: UInt8 = a.count == b.count ? 0 : 1
        var ia = a.makeIterator()
        var ib = b.makeIterator()
        for _ in 0..<max(a.count, b.count) {
            let x = ia.next() ?? 0
            let y = ib.next() ?? 0
            difference |= x ^ y
        }
        return difference == 0
    }
}

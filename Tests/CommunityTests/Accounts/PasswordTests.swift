import EarshotAccounts
import Foundation
import Testing

/// A byte collection that counts how many elements are read.
final class CountingBytes: Collection {
    let bytes: [UInt8]
    var reads = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> UInt8 {
        reads += 1
        return bytes[i]
    }
}

@Suite("Passwords")
struct PasswordTests {
    @Test func theHashIsAnArgon2idPHCStringWithOWASPParameters() throws {
        let hasher = PasswordHasher()
        let phc = try hasher.hash(goodPassword)
        #expect(phc.hasPrefix("$argon2id$v=19$m=19456,t=2,p=1$"))
        let parts = try #require(PasswordHasher.parse(phc))
        #expect(parts.memoryKiB >= 19 * 1024 && parts.iterations >= 2 && parts.parallelism == 1)
        #expect(parts.salt.count == 16 && parts.hash.count == 32)
        #expect(!phc.contains(goodPassword))
        #expect(PasswordHasher.verify(goodPassword, against: phc))
        #expect(!PasswordHasher.verify(otherPassword, against: phc))
        #expect(!PasswordHasher.verify(goodPassword, against: "$argon2id$v=19$m=19456,t=2,p=1$bad"))
        #expect(try hasher.hash(goodPassword) != phc, "each hash has its own salt")
    }

    @Test func theComparisonReadsEveryByteWhereverTheInputsDiffer() {
        let base = [UInt8](repeating: 7, count: 32)
        var firstDiffers = base
        firstDiffers[0] = 8
        var lastDiffers = base
        lastDiffers[31] = 8
        var reads: [Int] = []
        for (other, expected) in [(base, true), (firstDiffers, false), (lastDiffers, false)] {
            let a = CountingBytes(base), b = CountingBytes(other)
            #expect(ConstantTime.equal(a, b) == expected)
            reads.append(a.reads + b.reads)
        }
        #expect(Set(reads).count == 1, "the same work for every input: \(reads)")
        #expect(!ConstantTime.equal([1, 2], [1, 2, 3]))
    }

    @Test func everyRuleNotMetIsNamed() {
        let rules = PasswordRules()
        #expect(rules.problems(goodPassword).isEmpty)
        #expect(rules.explanation(goodPassword) == nil)
        let short = rules.explanation("ab")!
        for phrase in ["at least 8 characters", "upper-case letter", "a digit", "a symbol"] { #expect(short.contains(phrase), "\(short)") }
        #expect(!short.contains("lower-case"))
        #expect(rules.problems("ALLUPPER1!") == ["a lower-case letter"])
        #expect(rules.problems("alllower1!") == ["an upper-case letter"])
        #expect(rules.problems("NoDigits!!") == ["a digit"])
        #expect(rules.problems("NoSymbol12") == ["a symbol, such as ! or #"])
    }

    @Test func commonPasswordsAreRefusedEvenDressedUp() {
        let rules = PasswordRules()
        #expect(!PasswordRules.shippedList().isEmpty, "the list ships as a resource")
        for common in ["Password1!", "P@ssw0rd1!", "Qwerty123!", "Welcome1!", "#Letmein2024"] {
            #expect(rules.isCommon(common), "\(common)")
            #expect(rules.explanation(common)?.contains("common password") == true)
        }
        #expect(!rules.isCommon(goodPassword))
    }

    @Test func theWaitGrowsWithEachFailure() {
        let waits = (0...8).map { LoginThrottle.delaySeconds(afterFailures: $0) }
        #expect(waits[0] == 0)
        #expect(zip(waits.dropFirst(), waits.dropFirst(2)).allSatisfy { $0 < $1 || $1 == LoginThrottle.maximumSeconds })
        #expect(LoginThrottle.delaySeconds(afterFailures: 100) == LoginThrottle.maximumSeconds)
    }

    @Test func namesFollowTheRules() {
        let words: Set<String> = ["play", "help"]
        #expect(NameRules.problem("Sam", commandWords: words) == nil)
        #expect(NameRules.problem("S", commandWords: words) != nil)
        #expect(NameRules.problem(String(repeating: "a", count: 33), commandWords: words) != nil)
        #expect(NameRules.problem("Play", commandWords: words)?.contains("command word") == true)
        #expect(NameRules.problem("Bad\u{1B}[31m", commandWords: words)?.contains("printable") == true)
        #expect(NameRules.problem("Zoë Ng", commandWords: words) == nil)
    }
}

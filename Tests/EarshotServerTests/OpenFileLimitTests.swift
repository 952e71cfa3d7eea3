import EarshotServer
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct OpenFileLimitTests {
    /// After raising, the soft limit equals the hard limit (each player holds a socket).
    @Test func theSoftLimitIsRaisedToTheHardLimit() throws {
        #if canImport(Glibc)
            var before = rlimit()
            #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &before) == 0)
            // One below the hard limit (never low enough to hurt the tests running beside it).
            if before.rlim_max < UInt(Int.max), before.rlim_max > 4096 {
                var lowered = before
                lowered.rlim_cur = before.rlim_max - 1
                #expect(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered) == 0)
            }
            let now = try #require(OpenFileLimit.raise())
            var after = rlimit()
            #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &after) == 0)
            #expect(after.rlim_cur == after.rlim_max)
            #expect(now == (after.rlim_cur >= UInt(Int.max) ? Int.max : Int(after.rlim_cur)))
        #endif
    }
}

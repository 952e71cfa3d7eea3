#if canImport(Glibc)
    import Glibc
#endif

/// Each connected player holds a socket, and the common default of 1,024 open files would
/// turn players away long before the machine is busy. A server raises its own soft limit to
/// the hard limit the system allows (systemd: `LimitNOFILE=`), once, at start.
public enum OpenFileLimit {
    /// Raises the soft limit to the hard one; returns the limit now in force (`nil` when it
    /// cannot be read).
    @discardableResult
    public static func raise() -> Int? {
        #if canImport(Glibc)
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
            if limit.rlim_cur < limit.rlim_max {
                var raised = limit
                raised.rlim_cur = limit.rlim_max
                if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
            }
            return limit.rlim_cur >= UInt(Int.max) ? Int.max : Int(limit.rlim_cur)
        #else
            return nil
        #endif
    }
}

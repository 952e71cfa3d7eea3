import Foundation

/// A private PostgreSQL server for tests, from Debian's `postgresql` package: a new cluster
/// (`initdb`) in a temporary folder, started with `pg_ctl`, reachable only through a Unix
/// socket in that folder (no TCP port, so it never clashes with another server), stopped and
/// removed when the test process ends. PostgreSQL refuses to run as root, so when the tests
/// run as root the cluster belongs to the `postgres` user (`runuser -u postgres`).
public final class TemporaryPostgres: @unchecked Sendable {
    /// The folder holding `initdb` and `pg_ctl` (the newest under /usr/lib/postgresql), or `nil`
    /// when PostgreSQL is not installed.
    public static let binaries: URL? = {
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { root.appendingPathComponent("\($0)/bin") }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("pg_ctl").path) }
    }()

    /// Why the PostgreSQL tests are skipped, when they are.
    public static let missing =
        "PostgreSQL is not installed (Debian's postgresql package, listed in the Makefile's APT_PACKAGES), so the PostgreSQL store's checks are skipped."

    /// One server for the whole test run, started on first use.
    public static let shared: Result<TemporaryPostgres, any Error> = {
        let result = Result { try TemporaryPostgres() }
        if case .success = result { atexit { if case .success(let pg) = TemporaryPostgres.shared { pg.stop() } } }
        return result
    }()

    public let folder: URL
    public let port = 5432
    private let bin: URL
    private let asPostgres: Bool
    private var databases = 0
    private let lock = NSLock()
    private var stopped = false

    public init() throws {
        guard let bin = Self.binaries else { throw Failure(Self.missing) }
        self.bin = bin
        asPostgres = geteuid() == 0
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("earshot-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if asPostgres { try Self.run("/bin/chown", ["postgres:postgres", folder.path]) }
        let data = folder.appendingPathComponent("data").path
        try runTool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-locale", "--encoding=UTF8", "--no-sync"])
        try start()
    }

    /// Starts the server (again, after ``halt()``).
    public func start() throws {
        try runTool(
            "pg_ctl",
            [
                "-D", folder.appendingPathComponent("data").path, "-l", folder.appendingPathComponent("log").path, "-w", "-t",
                "60", "-o",
                "-p \(port) -k \(folder.path) -c listen_addresses='' -c fsync=off -c full_page_writes=off -c max_connections=300", "start",
            ])
    }

    /// Stops the server and keeps its data, until ``start()``: a database that is down for a while.
    public func halt(mode: String = "fast") throws {
        try runTool("pg_ctl", ["-D", folder.appendingPathComponent("data").path, "-m", mode, "-w", "stop"])
    }

    /// A new, empty database; returns its URL for `PostgresStore(url:)`.
    public func makeDatabase() throws -> String {
        let name = lock.withLock {
            databases += 1
            return "earshot_test_\(databases)"
        }
        try runTool("createdb", ["-h", folder.path, "-p", "\(port)", "-U", "postgres", name])
        return url(database: name)
    }

    /// The URL of a database of this server.
    public func url(database: String) -> String {
        "postgres://postgres@/\(database)?host=\(folder.path)&port=\(port)"
    }

    /// Restarts the server (`pg_ctl restart`) with the options it was started with: `fast`
    /// closes the open connections cleanly, `immediate` kills the server as a crash would. Use a
    /// server of your own for this, not ``shared``, which other tests use at the same time.
    public func restart(mode: String = "fast") throws {
        try runTool(
            "pg_ctl",
            [
                "-D", folder.appendingPathComponent("data").path, "-l", folder.appendingPathComponent("log").path, "-m", mode, "-w", "-t",
                "60", "restart",
            ])
    }

    /// Stops the server at once and removes its folder.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        try? runTool("pg_ctl", ["-D", folder.appendingPathComponent("data").path, "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(at: folder)
    }

    private func runTool(_ tool: String, _ arguments: [String]) throws {
        let path = bin.appendingPathComponent(tool).path
        if asPostgres {
            try Self.run("/usr/sbin/runuser", ["-u", "postgres", "--", path] + arguments, in: folder)
        } else {
            try Self.run(path, arguments, in: folder)
        }
    }

    /// Runs a program to its end and returns its output. It uses `posix_spawn` and `waitpid`
    /// rather than `Process`: `pg_ctl start` leaves a server running that was started from the
    /// child, and `Process` was seen to miss the child's exit then. Output goes to a file, not
    /// a pipe, which the server would hold open.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> String {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-pg-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // `env -C` starts the program in `folder` (the postgres user may not enter ours).
        let command = folder.map { ["/usr/bin/env", "-C", $0.path, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure("\(executable) could not start: error \(spawned).") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited, code == 0 else {
            throw Failure("\(URL(fileURLWithPath: executable).lastPathComponent) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

extension TemporaryPostgres {
    /// ``shared``, started on first use on a thread of its own (see ``blocking(_:)``).
    public static func sharedServer() async throws -> TemporaryPostgres {
        try await blocking { try shared.get() }
    }

    /// A new server of its own (``init()``), started off the task pool.
    public static func started() async throws -> TemporaryPostgres {
        try await blocking { try TemporaryPostgres() }
    }

    /// ``makeDatabase()`` off the task pool.
    public func newDatabase() async throws -> String {
        try await blocking { try self.makeDatabase() }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running plugin process: JSON-RPC 2.0 requests out on its standard input, one JSON
/// object per line; replies read back from its standard output on a thread of their own;
/// its standard error copied to a log file. Every call has a time limit. When the plugin
/// does something wrong (exits, prints a line that is not JSON or is too long, answers a
/// request it was not sent, takes too long) it is killed, and every call waiting on it, and
/// every later call, fails with the same ``PluginFailure``.
public final class PluginConnection: @unchecked Sendable {
    public let name: String
    public let path: String
    public let limits: PluginLimits
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let log: PluginLog?
    private let writer = DispatchQueue(label: "earshot.plugin.writer")
    private let lock = NSLock()
    private var pending: [Int: (method: String, continuation: CheckedContinuation<JSONValue, any Error>)] = [:]
    private var nextID = 1
    private var failure: PluginFailure?

    public init(path: String, name: String, limits: PluginLimits, logFile: URL?) {
        self.path = path
        self.name = name
        self.limits = limits
        log = logFile.map { PluginLog(file: $0, limit: limits.maxLogBytes) }
    }

    /// Why the plugin was stopped, if it was.
    public var stopped: PluginFailure? { lock.withLock { failure } }

    /// Starts the process and the threads that read from it.
    public func launch() throws(PluginFailure) {
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: path)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            let failure = PluginFailure(
                plugin: name, kind: .couldNotStart, reason: .phrase("plugin.failure.couldNotStart", ["reason": Self.reason(error)]))
            lock.withLock { self.failure = failure }
            throw failure
        }
        let out = Thread { [self] in readReplies() }
        out.name = "earshot-plugin-\(name)-out"
        out.start()
        let err = Thread { [self] in copyErrors() }
        err.name = "earshot-plugin-\(name)-err"
        err.start()
    }

    /// Calls `method` and waits for its result, at most `timeout` (the call limit by default).
    public func call(_ method: String, _ params: JSONValue, timeout: Duration? = nil) async throws -> JSONValue {
        let limit = timeout ?? limits.call
        let id: Int
        do {
            id = try lock.withLock { () throws(PluginFailure) -> Int in
                if let failure { throw failure }
                defer { nextID += 1 }
                return nextID
            }
        }
        let request = JSONValue.object([
            "jsonrpc": .string("2.0"), "id": .integer(Int64(id)), "method": .string(method), "params": params,
        ])
        var bytes = try request.line()
        bytes.append(10)
        let line = bytes
        let timer = Task { [self] in
            try await Task.sleep(for: limit)
            stop(
                PluginFailure(plugin: name, kind: .timedOut, reason: .timedOut(method: method, milliseconds: limit.milliseconds)),
                waitingFor: id)
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            let gone: PluginFailure? = lock.withLock {
                if let failure { return failure }
                pending[id] = (method, continuation)
                return nil
            }
            if let gone {
                continuation.resume(throwing: gone)
                return
            }
            let handle = input.fileHandleForWriting
            writer.async { [self] in
                do { try handle.write(contentsOf: line) } catch {
                    stop(
                        PluginFailure(
                            plugin: name, kind: .exited,
                            reason: .phrase("plugin.failure.stoppedReading", ["reason": Self.reason(error)])))
                }
            }
        }
    }

    /// Calls `method` with `params` encoded and decodes the result as `R`; a result of another
    /// shape is a broken protocol, and the plugin is stopped.
    public func call<P: Encodable, R: Decodable>(
        _ method: String, _ params: P, as type: R.Type, timeout: Duration? = nil
    ) async throws -> R {
        let raw = try await call(method, try JSONValue.from(params), timeout: timeout)
        do {
            return try raw.decode(R.self)
        } catch {
            let failure = PluginFailure(
                plugin: name, kind: .brokeProtocol,
                reason: .phrase("plugin.failure.wrongShape", ["method": method, "reason": Self.reason(error)]))
            stop(failure)
            throw failure
        }
    }

    /// Says goodbye: sends `shutdown`, waits briefly, closes its input and kills what is left.
    public func shutdown() async {
        if stopped == nil {
            _ = try? await call("shutdown", .object([:]), timeout: .milliseconds(500))
        }
        stop(PluginFailure(plugin: name, kind: .stopped, reason: .phrase("plugin.failure.shutDown")))
    }

    /// Stops the plugin for `failure` (the first reason stands), failing every waiting call.
    /// With `waitingFor`, only if that request is still unanswered.
    public func stop(_ failure: PluginFailure, waitingFor id: Int? = nil) {
        let waiting: [CheckedContinuation<JSONValue, any Error>]? = lock.withLock {
            if let id, pending[id] == nil { return nil }
            if self.failure == nil { self.failure = failure }
            let all = pending.values.map(\.continuation)
            pending = [:]
            return all
        }
        guard let waiting else { return }
        let reason = stopped ?? failure
        if failure.kind != .stopped { log?.note("Earshot stopped the plugin: it \(reason.what).") }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.fileHandleForWriting.close()
        for c in waiting { c.resume(throwing: reason) }
    }

    // MARK: - Reading

    private func readReplies() {
        let fd = output.fileHandleForReading.fileDescriptor
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while stopped == nil {
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            buffer.append(contentsOf: chunk[0..<n])
            while let newline = buffer.firstIndex(of: 10) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                guard line.count <= limits.maxLineBytes else { return tooLong() }
                handle(line)
            }
            if buffer.count > limits.maxLineBytes { return tooLong() }
        }
        guard stopped == nil else { return }
        exited()
    }

    private func tooLong() {
        stop(
            PluginFailure(
                plugin: name, kind: .lineTooLong, reason: .phrase("plugin.failure.lineTooLong", ["bytes": String(limits.maxLineBytes)])))
    }

    private func exited() {
        var waited = 0
        while process.isRunning && waited < 50 {
            usleep(10_000)
            waited += 1
        }
        let method = lock.withLock { pending.values.first?.method }
        var values = ["signal": String(process.terminationStatus), "status": String(process.terminationStatus)]
        values["method"] = method
        let key: String
        if process.isRunning {
            key = method == nil ? "plugin.failure.closedOutput" : "plugin.failure.closedOutputBefore"
        } else if process.terminationReason == .uncaughtSignal {
            key = method == nil ? "plugin.failure.killed" : "plugin.failure.killedBefore"
        } else {
            key = method == nil ? "plugin.failure.exited" : "plugin.failure.exitedBefore"
        }
        stop(PluginFailure(plugin: name, kind: .exited, reason: .phrase(key, values)))
    }

    private func handle(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.trimmingWhitespaceAndNewlines.isEmpty { return }
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)), message.isObject else {
            let sample = text.plain(limit: 60)
            stop(PluginFailure(plugin: name, kind: .notJSON, reason: .phrase("plugin.failure.notJSON", ["sample": sample])))
            return
        }
        // A notification from the plugin (a method and no id) is allowed and ignored.
        if message["method"] != nil && message["id"] == nil { return }
        guard case .integer(let raw)? = message["id"] else {
            stop(PluginFailure(plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.noID")))
            return
        }
        let id = Int(raw)
        let entry = lock.withLock { pending.removeValue(forKey: id) }
        guard let (method, continuation) = entry else {
            stop(
                PluginFailure(
                    plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.unexpectedID", ["id": String(id)])))
            return
        }
        if let error = message["error"] {
            var reason = PluginFailure.Reason.phrase("plugin.failure.errorReplyEmpty", ["method": method])
            if case .string(let m)? = error["message"] {
                reason = .phrase("plugin.failure.errorReply", ["method": method, "message": m.plain(limit: 200)])
            }
            continuation.resume(throwing: PluginFailure(plugin: name, kind: .errorReply, reason: reason))
        } else if let result = message["result"] {
            continuation.resume(returning: result)
        } else {
            let failure = PluginFailure(
                plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.neither", ["method": method]))
            continuation.resume(throwing: failure)
            stop(failure)
        }
    }

    private func copyErrors() {
        let fd = errors.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            log?.append(chunk[0..<n])
        }

    }

    static func reason(_ error: any Error) -> String {
        if let decoding = error as? DecodingError { return decoding.plainReason }
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))).lowercased() }
        return ns.localizedDescription.plain(limit: 200)
    }
}

extension String {
    var trimmingWhitespaceAndNewlines: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension DecodingError {
    /// "the field events is missing", "the field wakeAt should be a number".
    var plainReason: String {
        func path(_ context: Context, _ key: CodingKey? = nil) -> String {
            let keys =
                context.codingPath.map { $0.intValue.map { "item \($0 + 1)" } ?? $0.stringValue }
                + (key.map { [$0.stringValue] } ?? [])
            return keys.isEmpty ? "the result" : "the field " + keys.joined(separator: ".")
        }
        switch self {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .valueNotFound(let type, let context): return "\(path(context)) is null where a \(Self.word(type)) is needed"
        case .typeMismatch(let type, let context): return "\(path(context)) should be a \(Self.word(type))"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription.plain(limit: 200))"
        @unknown default: return "it could not be read"
        }
    }

    private static func word(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Int") || name.hasPrefix("UInt") { return "whole number" }
        if name == "Double" { return "number" }
        if name == "Bool" { return "true or false" }
        if name == "String" { return "string" }
        if name.hasPrefix("Array") { return "list" }
        return "object"
    }
}

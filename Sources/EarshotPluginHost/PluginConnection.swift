import EarshotCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running plugin process: JSON-RPC 2.0 requests out on its standard input, one JSON
/// object per line; replies read back from its standard output on a thread of their own;
/// its standard error copied to a log file. Every call has a time limit. While a call waits,
/// the plugin may send requests of its own (`storage.*`), which the call serves from the
/// spaces it was given and answers on the plugin's input before the plugin answers the call;
/// the plugin's clock stands still meanwhile. When the plugin does something wrong (exits,
/// prints a line that is not JSON or is too long, answers a request it was not sent, takes
/// too long, sends too many requests of its own) it is killed, and every call waiting on it,
/// and every later call, fails with the same ``PluginFailure``.
public final class PluginConnection: Sendable {
    public let name: String
    public let path: String
    public let limits: PluginLimits
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let log: PluginLog?
    private let writer = DispatchQueue(label: "earshot.plugin.writer")
    /// The calls waiting for their answer (by id), the next id, and why the plugin stopped.
    private let state = Mutex(State())

    private struct State {
        var pending: [Int: PluginCallWaiter] = [:]
        var nextID = 1
        var failure: PluginFailure?
    }

    public init(path: String, name: String, limits: PluginLimits, logFile: URL?) {
        self.path = path
        self.name = name
        self.limits = limits
        log = logFile.map { PluginLog(file: $0, limit: limits.maxLogBytes) }
    }

    /// Why the plugin was stopped, if it was.
    public var stopped: PluginFailure? { state.withLock { $0.failure } }

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
            state.withLock { $0.failure = failure }
            throw failure
        }
        let out = Thread { [self] in readReplies() }
        out.name = "earshot-plugin-\(name)-out"
        out.start()
        let err = Thread { [self] in copyErrors() }
        err.name = "earshot-plugin-\(name)-err"
        err.start()
    }

    /// Calls `method` and waits for its result, at most `timeout` (the call limit by default)
    /// of the plugin's own time. The plugin's `storage.*` requests meanwhile are served from
    /// `storage` (with none, each is answered with an error); the time Earshot spends on them
    /// does not count, but more than ``PluginLimits/storageRequestsPerCall`` stop the plugin.
    public func call(_ method: String, _ params: JSONValue, timeout: Duration? = nil, storage: PluginData? = nil) async throws
        -> JSONValue
    {
        var left = timeout ?? limits.call
        let id: Int
        do {
            id = try state.withLock { (state) throws(PluginFailure) -> Int in
                if let failure = state.failure { throw failure }
                defer { state.nextID += 1 }
                return state.nextID
            }
        }
        let request = JSONValue.object([
            "jsonrpc": .string("2.0"), "id": .integer(Int64(id)), "method": .string(method), "params": params,
        ])
        var bytes = try request.line()
        bytes.append(10)
        let waiter = PluginCallWaiter(method: method)
        let gone: PluginFailure? = state.withLock { state in
            if let failure = state.failure { return failure }
            state.pending[id] = waiter
            return nil
        }
        if let gone { throw gone }
        send(bytes)
        var service = PluginStorageService(data: storage, timeLimit: limits.storage, call: method)
        var requests = 0
        while true {
            let began = ContinuousClock.now
            let incoming = try await waiter.next(within: left)
            left -= ContinuousClock.now - began
            switch incoming {
            case nil:
                // Unless its answer came in the meantime, the next wait throws this failure.
                stop(
                    PluginFailure(
                        plugin: name, kind: .timedOut,
                        reason: .timedOut(method: method, milliseconds: (timeout ?? limits.call).milliseconds)),
                    waitingFor: id)
            case .result(let value)?:
                return value
            case .failed(let failure)?:
                throw failure
            case .request(let requestID, let requested, let requestParams)?:
                requests += 1
                guard requests <= limits.storageRequestsPerCall else {
                    let failure = PluginFailure(
                        plugin: name, kind: .brokeProtocol,
                        reason: .phrase(
                            "plugin.failure.tooManyRequests", ["count": String(limits.storageRequestsPerCall), "method": method]))
                    stop(failure)
                    throw stopped ?? failure
                }
                let outcome = await service.answer(method: requested, params: requestParams)
                if case .failure(let error) = outcome, error.code == PluginRequestError.storeFailed, case .string(let m)? = requested {
                    log?.note("\(m.plain(limit: 40)) failed while the plugin answered \(method): \(error.message)")
                }
                var answer = try PluginStorageService.response(id: requestID, outcome).line()
                answer.append(10)
                send(answer)
            }
        }
    }

    /// Writes `line` to the plugin's input, in order; a plugin that stopped reading is stopped.
    private func send(_ line: Data) {
        let handle = input.fileHandleForWriting
        writer.async { [self] in
            guard stopped == nil else { return }
            do { try handle.write(contentsOf: line) } catch {
                stop(
                    PluginFailure(
                        plugin: name, kind: .exited, reason: .phrase("plugin.failure.stoppedReading", ["reason": Self.reason(error)])))
            }
        }
    }

    /// Calls `method` with `params` encoded and decodes the result as `R`; a result of another
    /// shape is a broken protocol, and the plugin is stopped.
    public func call<P: Encodable, R: Decodable>(
        _ method: String, _ params: P, as type: R.Type, timeout: Duration? = nil, storage: PluginData? = nil
    ) async throws -> R {
        let raw = try await call(method, try JSONValue.from(params), timeout: timeout, storage: storage)
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
        let (waiting, first): ([PluginCallWaiter]?, Bool) = state.withLock { state in
            if let id, state.pending[id] == nil { return (nil, false) }
            let first = state.failure == nil
            if first { state.failure = failure }
            let all = Array(state.pending.values)
            state.pending = [:]
            return (all, first)
        }
        guard let waiting else { return }
        let reason = stopped ?? failure
        // One stop, one line in the log: a later call (the process then seen to exit, say)
        // only fails what still waits.
        if first, failure.kind != .stopped { log?.note("Earshot stopped the plugin: it \(reason.what).") }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.fileHandleForWriting.close()
        for w in waiting { w.fail(reason) }
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
        // A plugin that died is reaped within moments, even on a busy machine; one that only
        // closed its output is still running after these two seconds.
        var waited = 0
        while process.isRunning && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        let method = state.withLock { $0.pending.min { $0.key < $1.key }?.value.method }
        // Foundation traps when a running process is asked for its status: read it only once it has ended.
        let running = process.isRunning
        let status = running ? "" : String(process.terminationStatus)
        var values = ["signal": status, "status": status]
        values["method"] = method
        let key: String
        if running {
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
        if message["method"] != nil {
            request(message)
            return
        }
        guard case .integer(let raw)? = message["id"] else {
            stop(PluginFailure(plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.noID")))
            return
        }
        let id = Int(raw)
        // Taken from the waiting calls and handed over under the lock, so that a call that
        // times out meanwhile finds its answer instead of stopping the plugin.
        var failure: PluginFailure?
        let method: String? = state.withLock { state in
            guard let waiter = state.pending.removeValue(forKey: id) else { return nil }
            if let error = message["error"] {
                var reason = PluginFailure.Reason.phrase("plugin.failure.errorReplyEmpty", ["method": waiter.method])
                if case .string(let m)? = error["message"] {
                    reason = .phrase("plugin.failure.errorReply", ["method": waiter.method, "message": m.plain(limit: 200)])
                }
                waiter.deliver(.failed(PluginFailure(plugin: name, kind: .errorReply, reason: reason)))
            } else if let result = message["result"] {
                waiter.deliver(.result(result))
            } else {
                let neither = PluginFailure(
                    plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.neither", ["method": waiter.method]))
                waiter.deliver(.failed(neither))
                failure = neither
            }
            return waiter.method
        }
        guard method != nil else {
            stop(
                PluginFailure(
                    plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.unexpectedID", ["id": String(id)])))
            return
        }
        if let failure { stop(failure) }
    }

    /// A line with a `method`: a notification (no `id`), allowed and ignored; or a request of
    /// the plugin's own, handed to the call it is answering (the oldest one waiting), which
    /// serves it. A request while no call waits, or with an id that is neither a number nor a
    /// string, breaks the protocol.
    private func request(_ message: JSONValue) {
        guard let id = message["id"] else { return }
        let method: String
        if case .string(let m)? = message["method"] { method = m.plain(limit: 40) } else { method = "?" }
        switch id {
        case .integer, .number, .string: break
        default:
            stop(PluginFailure(plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.requestID", ["method": method])))
            return
        }
        let taken: Bool = state.withLock { state in
            guard let waiter = state.pending.min(by: { $0.key < $1.key })?.value else { return false }
            waiter.deliver(.request(id: id, method: message["method"], params: message["params"]))
            return true
        }
        if !taken {
            stop(
                PluginFailure(
                    plugin: name, kind: .brokeProtocol, reason: .phrase("plugin.failure.requestOutsideCall", ["method": method])))
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

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fake out-of-process plugins for tests: small Python scripts, written into a folder, that
/// speak the plugin protocol well or break it in one chosen way.
public enum FakePlugin {
    /// How a fake misbehaves.
    public enum Fault: String, Sendable, CaseIterable {
        /// Plays correctly.
        case none
        /// Exits with status 3 before reading anything.
        case exitAtStart = "exit-at-start"
        /// Answers initialize with a line that is not JSON.
        case notJSONAtStart = "not-json-at-start"
        /// Answers initialize with a line of 5000 bytes (run with `EARSHOT_PLUGIN_MAX_LINE` below that).
        case oversizedAtStart = "oversized-at-start"
        /// Answers initialize with the wrong id.
        case wrongIDAtStart = "wrong-id-at-start"
        /// Answers initialize with neither result nor error.
        case missingResultAtStart = "missing-result-at-start"
        /// Answers initialize with a mode that has no id.
        case badShapeAtStart = "bad-shape-at-start"
        /// Never answers initialize.
        case silentAtStart = "silent-at-start"
        /// Speaks protocol version 2.
        case versionMismatch = "version-mismatch"
        /// Adds unknown fields to every reply and event, and plays correctly.
        case unknownFields = "unknown-fields"
        /// Declares a command called `help`, which Earshot already has.
        case clashingCommand = "clashing-command"
        /// Puts terminal escape codes and a bell into its rules text, and escapes, a C1 control,
        /// a direction mark and a zero-width space into its mode's summary.
        case controlCharacters = "control-characters"
        /// The faults below strike at the second mode.handle of a game.
        case crashMidGame = "crash-mid-game"
        case silentMidGame = "silent-mid-game"
        case notJSONMidGame = "not-json-mid-game"
        case oversizedMidGame = "oversized-mid-game"
        case wrongIDMidGame = "wrong-id-mid-game"
        case badShapeMidGame = "bad-shape-mid-game"
        case errorMidGame = "error-mid-game"
        /// Closes its output at the second mode.handle and keeps running (for 5 seconds).
        case closedOutputMidGame = "closed-output-mid-game"
        /// Not a fault: asks for its first answer as a secret (`secretInput`), and reports a
        /// running score of 1000 more than the judged one (`score`) with every step.
        case secretAndScore = "secret-and-score"
        /// `mode.start` answers with a JSON-RPC error: the game never begins.
        case errorAtModeStart = "error-at-mode-start"
    }

    /// Writes `earshot-plugin-NAME` into `folder`: a mode `NAME` (or `modeID`; named "Fake NAME") that asks
    /// each question in turn, judges with Earshot's reading and records every answer, and a
    /// command `NAME-say` that answers "Fake NAME says hello." Returns its path.
    @discardableResult
    public static func write(_ name: String, fault: Fault = .none, modeID: String? = nil, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("earshot-plugin-\(name)")
        let text = script.replacingOccurrences(of: "@NAME@", with: name).replacingOccurrences(of: "@FAULT@", with: fault.rawValue)
            .replacingOccurrences(of: "@MODE@", with: modeID ?? name)
        try writeExecutable(Data(text.utf8), to: url)
        return url
    }

    /// Writes `data` to `url` as an executable (mode 755) through a descriptor that is closed
    /// on exec. Foundation's `Data.write` and `FileManager.copyItem` open theirs without
    /// `O_CLOEXEC`, and `Process` does not close stray descriptors in its child: a program
    /// another test starts in the same moment (a plugin, the binary, a PostgreSQL server) would
    /// keep the file open for writing as long as it runs, and starting the file would then
    /// fail with "text file busy".
    public static func writeExecutable(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(fd) }
        try FileHandle(fileDescriptor: fd, closeOnDealloc: false).write(contentsOf: data)
        guard fchmod(fd, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
    }

    static let script = #"""
        #!/usr/bin/env python3
        import json, os, signal, sys, time
        NAME, FAULT, MODE = "@NAME@", "@FAULT@", "@MODE@"
        if FAULT == "exit-at-start":
            sys.exit(3)
        EXTRA = {"futureField": {"nested": [1, 2]}} if FAULT == "unknown-fields" else {}

        def ev(d):
            d.update(EXTRA)
            return d

        def asked(ctx, i):
            q = ctx["questions"][i]
            opts = {"choice": [q["answers"][0]] + q.get("wrong", []), "truefalse": ["True", "False"]}.get(q["kind"], [])
            return ev({"type": "asked", "question": {"number": i + 1, "total": len(ctx["questions"]), "kind": q["kind"],
                       "categoryName": ctx["categoryNames"].get(q["categoryID"], ""), "text": q["text"], "options": opts}})

        def status(ctx, s):
            return {"score": s["score"], "correct": s["right"], "answered": s["i"], "total": len(ctx["questions"])}

        def step(p):
            ctx, s = p["context"], p["state"] or {"i": 0, "score": 0, "right": 0, "handled": 0}
            if "action" not in p:
                return {"events": [ev({"type": "custom", "kind": "fake.rules", "text": "\x1b[31mFake\x07 rules\x1b]0;pwned\x07.\x1b[0m" if FAULT == "control-characters" else "Fake rules."}), asked(ctx, 0)], "state": s}
            s["handled"] += 1
            a, r = p["action"], p.get("reading")
            if a["type"] == "quit":
                return {"events": [ev({"type": "finished", "outcome": "abandoned", "status": status(ctx, s)})], "finished": True}
            if a["type"] == "command":
                return {"events": [ev({"type": "custom", "kind": "fake.verb", "text": "Verb " + a["name"] + "."})], "state": s}
            if a["type"] != "answer" or r is None:
                return {"events": [asked(ctx, s["i"])], "state": s}
            # Every answer is judged (an unclear one as wrong), so tests know what is recorded.
            ok = r["verdict"] == "correct"
            given = r.get("given") or a["text"]
            s["score"] += 10 if ok else 0
            s["right"] += 1 if ok else 0
            q = ctx["questions"][s["i"]]
            out = [ev({"type": "judged", "judgement": ev({"correct": ok, "points": 10 if ok else 0, "score": s["score"], "correctAnswer": q["answers"][0]})}),
                   ev({"type": "recorded", "record": ev({"position": s["i"] + 1, "questionStoreID": q.get("storeID"), "given": given,
                       "correct": ok, "points": 10 if ok else 0, "status": "answered", "seconds": 1.5})})]
            s["i"] += 1
            if s["i"] == len(ctx["questions"]):
                return {"events": out + [ev({"type": "finished", "outcome": "completed", "status": status(ctx, s)})], "finished": True, "state": s}
            return {"events": out + [asked(ctx, s["i"])], "state": s}

        def initialize(p):
            return {"name": NAME, "version": "0.0.1", "protocolVersion": 2 if FAULT == "version-mismatch" else 1,
                    "modes": [ev({"id": MODE, "name": "Fake " + NAME, "summary": "A fake\x1b[2J mode\u202e for\u200b\x9d0;pwned\x9c tests.\x9b" if FAULT == "control-characters" else "A fake mode for tests.",
                                  "commands": [{"name": NAME + "-verb", "summary": "A verb."}]})],
                    "commands": [ev({"name": "help" if FAULT == "clashing-command" else NAME + "-say", "summary": "Say hello from the fake."})]}

        def command(p):
            return {"events": [ev({"type": "custom", "kind": "fake.hello", "text": "Fake " + NAME + " says hello."})]}

        METHODS = {"initialize": initialize, "mode.start": step, "mode.handle": step,
                   "mode.tick": lambda p: {"events": []}, "command.run": command, "shutdown": lambda p: {}}
        handled = 0
        for line in sys.stdin:
            m = json.loads(line)
            method, ident = m["method"], m["id"]
            if method == "initialize":
                if FAULT == "silent-at-start":
                    time.sleep(60)
                if FAULT == "not-json-at-start":
                    print("Hello! I am a plugin.", flush=True)
                    continue
                if FAULT == "oversized-at-start":
                    print("[" + "1," * 2500 + "1]", flush=True)
                    continue
                if FAULT == "wrong-id-at-start":
                    ident = ident + 98
                if FAULT == "missing-result-at-start":
                    print(json.dumps({"jsonrpc": "2.0", "id": ident}), flush=True)
                    continue
                if FAULT == "bad-shape-at-start":
                    print(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {"name": NAME, "version": "1", "protocolVersion": 1,
                          "modes": [{"name": "No id", "summary": "x"}]}}), flush=True)
                    continue
            if method == "mode.start" and FAULT == "error-at-mode-start":
                print(json.dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": -32000, "message": "no questions today"}}), flush=True)
                continue
            if method == "mode.handle":
                handled += 1
                if handled == 2:
                    sys.stderr.write("about to misbehave: " + FAULT + "\n")
                    sys.stderr.flush()
                    if FAULT == "crash-mid-game":
                        os.kill(os.getpid(), signal.SIGKILL)
                    if FAULT == "silent-mid-game":
                        time.sleep(60)
                    if FAULT == "closed-output-mid-game":
                        sys.stdout.close()
                        os.close(1)
                        time.sleep(5)
                        sys.exit(0)
                    if FAULT == "not-json-mid-game":
                        print("Traceback (most recent call last): oops", flush=True)
                        continue
                    if FAULT == "oversized-mid-game":
                        print(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {"events": [], "pad": "x" * 6000}}), flush=True)
                        continue
                    if FAULT == "wrong-id-mid-game":
                        ident = ident + 1000
                    if FAULT == "bad-shape-mid-game":
                        print(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {"events": [{"type": "explode"}]}}), flush=True)
                        continue
                    if FAULT == "error-mid-game":
                        print(json.dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": -32000, "message": "division by zero"}}), flush=True)
                        continue
            reply = {"jsonrpc": "2.0", "id": ident, "result": METHODS[method](m["params"])}
            if FAULT == "secret-and-score" and method.startswith("mode."):
                reply["result"]["secretInput"] = method == "mode.start"
                state = reply["result"].get("state") or {"score": 0}
                reply["result"]["score"] = 1000 + state.get("score", 0)
            reply.update(EXTRA)
            print(json.dumps(reply), flush=True)
            if method == "shutdown":
                break
        """#

    /// Writes `earshot-plugin-NAME` into `folder`: a plugin that keeps things in its storage
    /// through `storage.*` requests, and keeps nothing in memory (so a restart loses nothing).
    ///
    /// - The mode `NAME`: `mode.start` reads the player's best score and counts the game in
    ///   the shared space ("Best so far: none. Games by everyone: 1."); each answer is kept as
    ///   the player's `last`; the end keeps a better score as `best` and lists the player's
    ///   keys ("Your keys: best, last.").
    /// - The category `NAME-cat`: typed questions that say the player's best ("Keeper question
    ///   1, your best 20: type one."); it counts the batches it made as `batches` in the shared
    ///   space.
    /// - The command `NAME-forget` removes the player's best ("Forgot your best." or "No best
    ///   to forget."); `NAME-quit` exits without answering.
    /// - The command `NAME-do JSON` sends the requests of a JSON list, each
    ///   `[method, params]` (a value `{"$repeat": [text, times]}` is the text repeated) or
    ///   `["raw", message]` (a whole message, sent as it is), and answers with one custom event
    ///   whose text is the JSON list of what came back for each (a value longer than 100
    ///   characters reported by its length, `{"length": N}`). `["flood", N]` sends N
    ///   `storage.get`s; `["stray", params]` sends a `storage.get` just after its answer, when
    ///   Earshot waits for nothing; `["caps"]` gives what `initialize` said in
    ///   `capabilities.storage`. Without a list it sends nothing.
    @discardableResult
    public static func writeKeeper(_ name: String = "keeper", in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("earshot-plugin-\(name)")
        try writeExecutable(Data(keeperScript.replacingOccurrences(of: "@NAME@", with: name).utf8), to: url)
        return url
    }

    static let keeperScript = #"""
        #!/usr/bin/env python3
        import json, os, sys
        NAME = "@NAME@"
        CAPS = [None]
        SENT = [0]
        LATER = []

        def send(message):
            print(json.dumps(message), flush=True)

        def ask(method, params):
            SENT[0] += 1
            rid = "k%d" % SENT[0]
            send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
            reply = json.loads(sys.stdin.readline())
            if reply.get("id") != rid:
                sys.stderr.write("answer to %r came with id %r\n" % (rid, reply.get("id")))
                sys.exit(5)
            return reply

        def value(space, key):
            return ask("storage.get", {"space": space, "key": key})["result"]["value"]

        def put(space, key, text):
            r = ask("storage.set", {"space": space, "key": key, "value": text})
            if "error" in r:
                raise Exception(r["error"]["message"])

        def expand(v):
            if isinstance(v, dict) and "$repeat" in v:
                return v["$repeat"][0] * v["$repeat"][1]
            if isinstance(v, dict):
                return {k: expand(x) for k, x in v.items()}
            if isinstance(v, list):
                return [expand(x) for x in v]
            return v

        def shorten(v):
            if isinstance(v, str) and len(v) > 100:
                return {"length": len(v)}
            if isinstance(v, dict):
                return {k: shorten(x) for k, x in v.items()}
            if isinstance(v, list):
                return [shorten(x) for x in v]
            return v

        def custom(text):
            return {"type": "custom", "kind": "keeper.said", "text": text}

        def asked(ctx, i):
            q = ctx["questions"][i]
            opts = {"choice": [q["answers"][0]] + q.get("wrong", []), "truefalse": ["True", "False"]}.get(q["kind"], [])
            return {"type": "asked", "question": {"number": i + 1, "total": len(ctx["questions"]), "kind": q["kind"],
                    "categoryName": ctx["categoryNames"].get(q["categoryID"], ""), "text": q["text"], "options": opts}}

        def step(p):
            ctx, s = p["context"], p["state"] or {"i": 0, "score": 0}
            total = len(ctx["questions"])
            status = {"score": s["score"], "correct": s["score"] // 10, "answered": s["i"], "total": total}
            if "action" not in p:
                best = value("player", "best")
                games = int(value("shared", "games") or "0") + 1
                put("shared", "games", str(games))
                text = "Best so far: %s. Games by everyone: %d." % (best or "none", games)
                return {"events": [custom(text), asked(ctx, 0)], "state": s}
            a, r = p["action"], p.get("reading")
            if a["type"] == "quit":
                return {"events": [{"type": "finished", "outcome": "abandoned", "status": status}], "finished": True}
            if a["type"] != "answer" or r is None:
                return {"events": [asked(ctx, s["i"])], "state": s}
            ok = r["verdict"] == "correct"
            given = r.get("given") or a["text"]
            put("player", "last", given)
            s["score"] += 10 if ok else 0
            q = ctx["questions"][s["i"]]
            out = [{"type": "judged", "judgement": {"correct": ok, "points": 10 if ok else 0, "score": s["score"], "correctAnswer": q["answers"][0]}},
                   {"type": "recorded", "record": {"position": s["i"] + 1, "questionStoreID": q.get("storeID"), "given": given,
                    "correct": ok, "points": 10 if ok else 0, "status": "answered"}}]
            s["i"] += 1
            if s["i"] < total:
                return {"events": out + [asked(ctx, s["i"])], "state": s}
            best = value("player", "best")
            if best is None or s["score"] > int(best):
                put("player", "best", str(s["score"]))
            keys = [e["key"] for e in ask("storage.list", {"space": "player"})["result"]["entries"]]
            status = {"score": s["score"], "correct": s["score"] // 10, "answered": s["i"], "total": total}
            return {"events": out + [custom("Your keys: %s." % ", ".join(keys)), {"type": "finished", "outcome": "completed", "status": status}],
                    "finished": True, "state": s}

        def generate(p):
            # The same seed gives the same questions while the player's best stays the same.
            best = value("player", "best")
            put("shared", "batches", str(int(value("shared", "batches") or "0") + 1))
            return {"questions": [{"kind": "typed", "text": "Keeper question %d, your best %s: type one." % (n + 1, best or "none"), "answers": ["one"]}
                                  for n in range(p["count"])]}

        def run(p):
            if p["name"] == NAME + "-forget":
                removed = ask("storage.remove", {"space": "player", "key": "best"})["result"]["removed"]
                return {"events": [custom("Forgot your best." if removed else "No best to forget.")]}
            out = []
            for item in json.loads(p["argument"] or "[]"):
                if item[0] == "caps":
                    out.append(CAPS[0])
                elif item[0] == "flood":
                    for n in range(item[1]):
                        SENT[0] += 1
                        send({"jsonrpc": "2.0", "id": SENT[0], "method": "storage.get", "params": {"space": "shared", "key": "x"}})
                        sys.stdin.readline()
                    out.append(item[1])
                elif item[0] == "stray":
                    LATER.append(item[1])
                elif item[0] == "raw":
                    send(item[1])
                    reply = json.loads(sys.stdin.readline())
                    out.append(shorten({k: v for k, v in reply.items() if k != "jsonrpc"}))
                else:
                    reply = ask(item[0], expand(item[1]))
                    out.append(shorten(reply.get("result", reply.get("error"))))
            return {"events": [custom(json.dumps(out))]}

        def initialize(p):
            CAPS[0] = p["capabilities"].get("storage")
            return {"name": NAME, "version": "1.0.0", "protocolVersion": 1,
                    "modes": [{"id": NAME, "name": "Keeper", "summary": "Keeps your best score."}],
                    "categories": [{"id": NAME + "-cat", "name": "Kept count"}],
                    "commands": [{"name": NAME + "-do", "summary": "Sends storage requests."},
                                 {"name": NAME + "-forget", "summary": "Forgets your best."},
                                 {"name": NAME + "-quit", "summary": "Exits."}]}

        METHODS = {"initialize": initialize, "mode.start": step, "mode.handle": step, "mode.tick": lambda p: {"events": []},
                   "category.generate": generate, "command.run": run, "shutdown": lambda p: {}}
        for line in sys.stdin:
            m = json.loads(line)
            if m["method"] == "command.run" and m["params"]["name"] == NAME + "-quit" and m["params"]["argument"] == "now":
                os._exit(0)
            send({"jsonrpc": "2.0", "id": m["id"], "result": METHODS[m["method"]](m["params"])})
            while LATER:
                send({"jsonrpc": "2.0", "id": "late", "method": "storage.get", "params": LATER.pop()})
            if m["method"] == "shutdown":
                break
        """#
}

import EarshotConsole
import EarshotCore
import Foundation
import Testing

/// The terminal output and the plain line reader, on pipes: what bytes are written, what
/// happens when writing fails, and how long lines are read.
@Suite(.serialized) struct StandardOutputTests {
    /// A pipe's two ends as file descriptors.
    final class PipeEnds: Sendable {
        let read: Int32
        let write: Int32
        init() throws {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw POSIXError(.EIO) }
            read = fds[0]
            write = fds[1]
        }
        func closeRead() { close(read) }
        func closeWrite() { close(write) }
        /// Everything left to read, after the write end is closed.
        func drain() -> [UInt8] {
            var out: [UInt8] = []
            var buf = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = buf.withUnsafeMutableBytes { Foundation.read(read, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                out += buf[..<n]
            }
            return out
        }
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }

    static let hostileName = "Mallory\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[6n\u{202E}\u{07}\u{9B}2J"

    static func checkSafe(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!bytes.contains(0x1B), "no ESC")
        #expect(!bytes.contains(0x07), "no BEL")
        #expect(!text.unicodeScalars.contains("\u{9B}"), "no C1 CSI")
        #expect(!text.unicodeScalars.contains("\u{202E}"), "no right-to-left override")
        #expect(text.contains("\u{FFFD}"))
    }

    @Test func linesPromptsAndEchoAreWrittenSafely() async throws {
        let pipe = try PipeEnds()
        let output = StandardOutput(fileDescriptor: pipe.write)
        let sink = TextSink(renderer: TextRenderer(color: false), output: output)
        await sink.present(.app(.welcome(player: Self.hostileName, version: "1")))
        output.write("Name \(Self.hostileName): ")
        output.beginPrompt("Answer \(Self.hostileName)> ")
        output.writeLine("timed warning")
        output.restorePrompt(typed: "typed\u{1B}[6n")
        output.endPrompt()
        pipe.closeWrite()
        let bytes = pipe.drain()
        Self.checkSafe(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("Hello, Mallory\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}."), "each whole sequence is one mark")
        #expect(text.contains("typed\u{FFFD}"))
        #expect(!text.contains("52;c") && !text.contains("[6n") && !text.contains("2J"), "no piece of a sequence is left")
        pipe.closeRead()
    }

    @Test func colourIsKeptOnlyWhenTheDataHoldsNoControls() async throws {
        let pipe = try PipeEnds()
        let output = StandardOutput(fileDescriptor: pipe.write)
        let sink = TextSink(renderer: TextRenderer(color: true), output: output)
        await sink.present(.app(.error("plain words")))
        await sink.present(.app(.error("data \u{1B}[6n here")))
        pipe.closeWrite()
        let lines = String(decoding: pipe.drain(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines == ["\u{1B}[31mError:\u{1B}[0m plain words", "Error: data \u{FFFD} here"])
        pipe.closeRead()
    }

    @Test func aClosedPipeFailsTheOutputAndEndsInput() throws {
        let pipe = try PipeEnds()
        let input = try PipeEnds()
        pipe.closeRead()
        let output = StandardOutput(fileDescriptor: pipe.write)
        #expect(!output.failed)
        output.writeLine("nobody reads this")  // EPIPE, not a SIGPIPE or a trap
        #expect(output.failed)
        let reader = PlainLineReader(output: output, echo: true, fileDescriptor: input.read)
        _ = "more\n".withCString { Foundation.write(input.write, $0, 5) }
        #expect(reader.readLine(prompt: "> ") == .eof, "a failed output ends the input")
        pipe.closeWrite()
        input.closeRead()
        input.closeWrite()
    }

    @Test func aSixteenMegabyteLineIsReadQuicklyAndCut() async throws {
        let input = try PipeEnds()
        let sinkPipe = try PipeEnds()
        let output = StandardOutput(fileDescriptor: sinkPipe.write)
        sinkPipe.closeRead()  // nothing is echoed in this test
        let reader = PlainLineReader(output: output, echo: false, fileDescriptor: input.read)
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 16 << 20) + Array("\nnext\r\n".utf8)
        let writer = Thread {
            Self.writeAll(long, to: input.write)
            close(input.write)
        }
        let start = ContinuousClock.now
        writer.start()
        guard case .line(let first) = reader.readLine(prompt: "") else {
            Issue.record("no line read")
            return
        }
        let elapsed = ContinuousClock.now - start
        #expect(first.utf8.count == PlainLineReader.maximumLineBytes)
        #expect(elapsed < .seconds(1), "16 MB took \(elapsed)")
        let notice = reader.takeNotice()
        #expect(notice?.contains("the rest was ignored") == true)
        #expect(reader.takeNotice() == nil, "the notice is given once")
        #expect(reader.readLine(prompt: "") == .line("next"))
        #expect(reader.readLine(prompt: "") == .eof)
        input.closeRead()
        sinkPipe.closeWrite()
    }

    @Test func manyShortLinesInOneChunkAreReadInOrder() throws {
        let input = try PipeEnds()
        let sinkPipe = try PipeEnds()
        sinkPipe.closeRead()
        let reader = PlainLineReader(output: StandardOutput(fileDescriptor: sinkPipe.write), echo: false, fileDescriptor: input.read)
        let lines = (0..<5000).map { "line \($0)" }
        let text = lines.joined(separator: "\n")  // no newline at the end
        let writer = Thread {
            Self.writeAll(Array(text.utf8), to: input.write)
            close(input.write)
        }
        writer.start()
        var read: [String] = []
        while case .line(let l) = reader.readLine(prompt: "") { read.append(l) }
        #expect(read == lines)
        input.closeRead()
        sinkPipe.closeWrite()
    }

    @Test func theInputChannelHandsNoticesToItsHandler() async throws {
        let input = try PipeEnds()
        let sinkPipe = try PipeEnds()
        sinkPipe.closeRead()
        let reader = PlainLineReader(output: StandardOutput(fileDescriptor: sinkPipe.write), echo: false, fileDescriptor: input.read)
        let channel = InputChannel(reader: reader)
        let notices = NoticeBox()
        await channel.onNotice { await notices.add($0) }
        let text = String(repeating: "y", count: 100_000) + "\n"
        Thread {  // more than a pipe holds: write while the channel reads
            Self.writeAll(Array(text.utf8), to: input.write)
            close(input.write)
        }.start()
        let got = await channel.next(prompt: "")
        #expect(got == .line(String(repeating: "y", count: PlainLineReader.maximumLineBytes)))
        #expect(await notices.all.count == 1)
        input.closeRead()
        sinkPipe.closeWrite()
    }

    actor NoticeBox {
        var all: [String] = []
        func add(_ s: String) { all.append(s) }
    }
}

/// Numbers from a damaged record never stop the process when shown.
@Suite struct DamagedNumberTests {
    @Test func durationsThatAreNotFiniteOrHugeAreShownWithoutTrapping() {
        #expect(TextRenderer.duration(.nan) == "0 seconds")
        #expect(TextRenderer.duration(.infinity) == "0 seconds")
        #expect(TextRenderer.duration(-5) == "0 seconds")
        #expect(TextRenderer.duration(1e300).hasSuffix("seconds"))
        #expect(TextRenderer.duration(65) == "1 minute 5 seconds")
    }
}

"""A small client of the wire protocol (docs/server.md) over a raw socket, for the tests that
need no browser: through nginx to several servers."""

import base64
import json
import os
import socket
import struct

from conftest import PASSWORD


class WireClient:
    """One WebSocket to /play: hello, log in (joining a new name), lines, messages."""

    def __init__(self, port: int, name: str, timeout: float = 30):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(
            (f"GET /play HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            more = self.socket.recv(1)
            if not more:
                raise EOFError("closed during the upgrade")
            head += more
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.decode(errors="replace"))
        self.received = []
        self.pending = []
        self.send({"type": "hello", "hello": {"protocolVersion": 3, "clientVersion": "test", "language": "en",
                                              "player": name, "wantsText": True}})

    def send(self, message: dict):
        data = json.dumps(message).encode()
        mask = os.urandom(4)
        n = len(data)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n))
        self.socket.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _exactly(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            more = self.socket.recv(n - len(data))
            if not more:
                raise EOFError("the connection closed")
            data += more
        return data

    def next(self) -> dict:
        """The next message (a close frame is {"type": "close"}); pings are answered. A text
        frame may carry several messages, one a line (protocol 3)."""
        if self.pending:
            message = self.pending.pop(0)
            self.received.append(message)
            return message
        while True:
            head = self._exactly(2)
            n = head[1] & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exactly(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exactly(8))[0]
            data = self._exactly(n)
            opcode = head[0] & 0x0F
            if opcode != 9:
                break
            mask = os.urandom(4)
            self.socket.sendall(bytes([0x8A, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        if opcode == 1:
            messages = [json.loads(line) for line in data.split(b"\n") if line]
        else:
            messages = [{"type": "close" if opcode == 8 else f"opcode{opcode}"}]
        message, self.pending = messages[0], messages[1:]
        self.received.append(message)
        return message

    def until_prompt(self) -> list:
        """Messages up to the next line prompt, answering password prompts on the way."""
        got = []
        while True:
            message = self.next()
            got.append(message)
            if message["type"] == "secretPrompt":
                self.send({"type": "secret", "text": PASSWORD})
            elif message["type"] == "prompt":
                return got
            elif message["type"] in ("close", "error", "goodbye"):
                raise EOFError(f"ended: {message}")

    def line(self, text: str) -> list:
        self.send({"type": "line", "text": text})
        return self.until_prompt()

    def close(self):
        try:
            self.socket.close()
        except OSError:
            pass


def shown(messages: list, kind: str) -> list:
    return [m for m in messages if m.get("type") == "shown" and m.get("kind") == kind]

import EarshotCore

/// `connect ADDRESS`: play on a club server instead of this computer.
public enum ConnectCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "connect", ["server"], scope: .main,
        summary: "Play on a club server: connect and its address.",
        help:
            "connect and a server's address, such as connect club.example.org:8080, plays on that server with the same commands. Your speech settings stay on this computer. Quit on the server brings you back here."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.connect(to: argument)
    }
}

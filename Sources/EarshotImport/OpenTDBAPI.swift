import Foundation

/// The Open Trivia Database API (https://opentdb.com/api_config.php): recognising its URLs,
/// its session-token URLs, and its response codes in words. The requests themselves are made
/// by the app.
public enum OpenTDBAPI {
    /// The API allows one request every 5 seconds from each address.
    public static let minimumInterval: Duration = .seconds(5)
    /// A session token is forgotten after 6 hours without use.
    public static let tokenLifetime: TimeInterval = 6 * 3600

    /// Whether `url` asks the API for questions (`…/api.php?amount=…`).
    public static func isQuestionsURL(_ url: URL) -> Bool {
        url.lastPathComponent == "api.php" && queryValue("amount", in: url) != nil
    }

    /// The value of query parameter `name` in `url`.
    public static func queryValue(_ name: String, in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    /// The encoding the URL asks for (`encode=`), HTML by default.
    public static func encoding(of url: URL) -> OpenTDBEncoding {
        switch queryValue("encode", in: url) {
        case "url3986": return .url3986
        case "urlLegacy": return .urlLegacy
        case "base64": return .base64
        default: return .html
        }
    }

    /// `url` with `token=` set to `token`.
    public static func url(_ url: URL, withToken token: String) -> URL {
        guard var c = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        var items = (c.queryItems ?? []).filter { $0.name != "token" }
        items.append(URLQueryItem(name: "token", value: token))
        c.queryItems = items
        return c.url ?? url
    }

    /// The URL that asks for a new session token, beside the questions URL.
    public static func tokenRequestURL(for url: URL) -> URL {
        tokenURL(for: url, items: [URLQueryItem(name: "command", value: "request")])
    }

    /// The URL that resets a session token, so its questions can come again.
    public static func tokenResetURL(for url: URL, token: String) -> URL {
        tokenURL(for: url, items: [URLQueryItem(name: "command", value: "reset"), URLQueryItem(name: "token", value: token)])
    }

    private static func tokenURL(for url: URL, items: [URLQueryItem]) -> URL {
        let base = url.deletingLastPathComponent().appendingPathComponent("api_token.php")
        guard var c = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return base }
        c.queryItems = items
        return c.url ?? base
    }

    /// The parts of a token reply: its response code and the token.
    public static func parseTokenReply(_ data: Data) -> (code: Int, token: String?)? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let code = object["response_code"] as? Int
        else { return nil }
        return (code, object["token"] as? String)
    }

    /// The response code of an API reply, if it has one.
    public static func responseCode(of data: Data) -> Int? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["response_code"] as? Int
    }

    /// What a response code means, in plain words.
    public static func explain(responseCode code: Int) -> String {
        switch code {
        case 0: return "The Open Trivia Database answered with questions."
        case 1:
            return
                "The Open Trivia Database answered with code 1, no results: it does not have that many questions for this choice of category, difficulty and type. Ask for fewer (a smaller amount) or a wider choice."
        case 2:
            return
                "The Open Trivia Database answered with code 2, invalid parameter: one of amount, category, difficulty, type or encode is not valid. amount must be 1 to 50; difficulty easy, medium or hard; type multiple or boolean."
        case 3:
            return
                "The Open Trivia Database answered with code 3, token not found: the session token is unknown or has expired (they last 6 hours)."
        case 4:
            return
                "The Open Trivia Database answered with code 4, token empty: this session has already had every question there is for this choice, so there is nothing new to import."
        case 5:
            return
                "The Open Trivia Database answered with code 5, rate limit: it allows one request every 5 seconds from each address."
        default:
            return "The Open Trivia Database answered with code \(code), which Earshot does not know."
        }
    }
}

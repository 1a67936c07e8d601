import Testing

@testable import Studio

/// Who gets in: the token, the Host header and, for a WebSocket, the Origin.
@Suite("RequestGate")
struct RequestGateTests {
    static let token = AccessToken(text: "00112233445566778899aabbccddeeff")
    static let gate = RequestGate(token: token, port: 8731)
    static let host = "127.0.0.1:8731"
    static let origin = "http://127.0.0.1:8731"

    static func page(_ target: String, host: String? = host) -> RequestGate.Verdict {
        gate.verdict(method: "GET", target: target, host: host, origin: nil, upgrade: false)
    }

    static func socket(_ target: String = "/session?token=\(token.text)", origin: String?) -> RequestGate.Verdict {
        gate.verdict(method: "GET", target: target, host: host, origin: origin, upgrade: true)
    }

    static func status(_ verdict: RequestGate.Verdict) -> Int {
        if case .refuse(let status, _) = verdict { return status }
        return 200
    }

    @Test("the page needs the token")
    func page() {
        #expect(Self.page("/?token=\(Self.token.text)") == .allow(.page))
        #expect(Self.page("/?lang=en&token=\(Self.token.text)") == .allow(.page))
        #expect(
            Self.page("/localhost:8731/?token=\(Self.token.text)", host: "localhost:8731")
                == .refuse(
                    status: 404, reason: "the studio serves one page, /"))
        for target in [
            "/", "/?token=", "/?token=00112233445566778899aabbccddeefe", "/?token=\(Self.token.text)0",
            "/?token=\(Self.token.text.prefix(31))", "/?tok=\(Self.token.text)", "/session", "/favicon.ico",
        ] {
            #expect(Self.status(Self.page(target)) == 403, "\(target)")
        }
        #expect(
            Self.status(
                Self.gate.verdict(
                    method: "POST", target: "/?token=\(Self.token.text)", host: Self.host, origin: nil, upgrade: false))
                == 405)
    }

    @Test("the Host header must name the loopback address and the port (DNS rebinding)")
    func host() {
        let target = "/?token=\(Self.token.text)"
        #expect(Self.page(target, host: "localhost:8731") == .allow(.page))
        #expect(Self.page(target, host: "LOCALHOST:8731") == .allow(.page))
        for host in [
            nil, "", "evil.example", "evil.example:8731", "127.0.0.1", "127.0.0.1:80", "127.0.0.1:8731.evil.example",
        ] {
            #expect(Self.status(Self.page(target, host: host)) == 403, "\(host ?? "no Host")")
        }
    }

    @Test("a WebSocket needs the token and the studio's own Origin")
    func socket() {
        #expect(Self.socket(origin: Self.origin) == .allow(.session))
        #expect(Self.socket(origin: "http://localhost:8731") == .allow(.session))
        for origin in [
            nil, "null", "http://evil.example", "http://127.0.0.1:8732", "https://127.0.0.1:8731", "file://",
        ] {
            #expect(Self.status(Self.socket(origin: origin)) == 403, "\(origin ?? "no Origin")")
        }
        #expect(Self.status(Self.socket("/session", origin: Self.origin)) == 403)
        #expect(
            Self.status(
                Self.gate.verdict(
                    method: "GET", target: "/session?token=\(Self.token.text)", host: Self.host,
                    origin: Self.origin, upgrade: false)) == 400)
    }

    @Test("tokens: 128 random bits in hex, new each time, compared whole")
    func tokens() throws {
        let first = try AccessToken.random(), second = try AccessToken.random()
        #expect(first.text.count == 32)
        #expect(first.text.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(first != second)
        #expect(first.matches(Substring(first.text)))
        #expect(!first.matches(Substring(second.text)))
        #expect(!first.matches(""))
        #expect(!first.matches(Substring(first.text + "0")))
        #expect(!first.matches(first.text.dropLast()))
    }
}

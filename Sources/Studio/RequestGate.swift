/// Who may use the studio. The server listens on 127.0.0.1 only, so other machines never
/// reach it; on this machine every request must carry the token from the printed URL, which
/// keeps out other users and web pages that guess the port; the Host header must name the
/// loopback address and the port, which defeats DNS rebinding (a foreign site's name pointed
/// at 127.0.0.1 still sends its own name); and a WebSocket must come from the studio's own
/// page (its Origin), which stops a foreign page that learned the token from driving a session.
///
///     let gate = RequestGate(token: token, port: 8731)
///     gate.verdict(method: "GET", target: "/?token=\(token.text)", host: "127.0.0.1:8731", origin: nil, upgrade: false)
///     // .allow(.page)
struct RequestGate: Sendable {
    enum Route: Equatable { case page, session }
    enum Verdict: Equatable {
        case allow(Route)
        case refuse(status: Int, reason: String)
    }

    let token: AccessToken
    let port: Int

    var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }
    var origins: [String] { hosts.map { "http://" + $0 } }

    func verdict(method: String, target: String, host: String?, origin: String?, upgrade: Bool) -> Verdict {
        guard let host, hosts.contains(host.lowercased()) else {
            return .refuse(
                status: 403, reason: "this server answers only to http://127.0.0.1:\(port)/ (the Host header)")
        }
        let (path, query) = split(target)
        guard let given = query.split(separator: "&").first(where: { $0.hasPrefix("token=") }),
            token.matches(given.dropFirst("token=".count))
        else {
            return .refuse(
                status: 403, reason: "the address needs the token applife studio printed: open the URL it printed")
        }
        switch path {
        case "/":
            guard method == "GET" else { return .refuse(status: 405, reason: "the page is read with GET") }
            return .allow(.page)
        case "/session":
            guard upgrade, method == "GET" else {
                return .refuse(status: 400, reason: "/session takes a WebSocket from the studio's page")
            }
            guard let origin, origins.contains(origin.lowercased()) else {
                return .refuse(status: 403, reason: "a WebSocket must come from the studio's own page (its Origin)")
            }
            return .allow(.session)
        default:
            return .refuse(status: 404, reason: "the studio serves one page, /")
        }
    }

    /// The path and the query of a request target.
    private func split(_ target: String) -> (Substring, Substring) {
        guard let mark = target.firstIndex(of: "?") else { return (target[...], "") }
        return (target[..<mark], target[target.index(after: mark)...])
    }
}

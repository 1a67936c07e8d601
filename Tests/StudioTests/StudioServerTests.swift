import AppLifeTestSupport
import Foundation
import Testing

@testable import Studio

/// The built `applife-studio`, from outside: who gets in, what a hostile page can send, and
/// that one page's runaway script stops only its own session.
@Suite("StudioServer", .serialized)
struct StudioServerTests {
    static func page(_ studio: StudioProcess, _ target: String, host: String? = nil) throws -> (
        Int, [String: String], String
    ) {
        let connection = try RawConnection(port: studio.port)
        connection.get(target, host: host ?? studio.host)
        let response = try #require(connection.response(), "no answer to \(target)")
        return (response.status, response.headers, response.body)
    }

    /// A page's WebSocket, upgraded, with its start's events read (to `done` for request 0).
    static func session(_ studio: StudioProcess) throws -> RawConnection {
        let connection = try RawConnection(port: studio.port)
        let status = connection.upgrade("/session?token=\(studio.token)", host: studio.host, origin: studio.origin)
        #expect(status == 101)
        let (events, _) = connection.events { $0["ev"] as? String == "done" }
        #expect(events.named("hello").count == 1, "\(events)")
        return connection
    }

    @Test("requests without the token, or for a foreign host, get 403; the page with its token a strict policy")
    func page() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua"])
        defer { studio.stop() }
        #expect(studio.url.hasPrefix("http://127.0.0.1:"))
        for target in ["/", "/?token=", "/?token=0123456789abcdef0123456789abcdef", "/session", "/favicon.ico"] {
            #expect(try Self.page(studio, target).0 == 403, "\(target)")
        }
        #expect(try Self.page(studio, "/?token=\(studio.token)", host: "evil.example:\(studio.port)").0 == 403)
        let (status, headers, body) = try Self.page(studio, "/?token=\(studio.token)")
        #expect(status == 200)
        let policy = try #require(headers["content-security-policy"])
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        let nonce = try #require(policy.split(separator: "'").first { $0.hasPrefix("nonce-") }?.dropFirst(6))
        #expect(body.contains("<script nonce=\"\(nonce)\">"))
        #expect(!body.contains("http://") && !body.contains("https://"), "the page fetches nothing from elsewhere")
        #expect(headers["x-frame-options"] == "DENY")
        #expect(try Self.page(studio, "/nothing?token=\(studio.token)").0 == 404)
    }

    @Test("a WebSocket without the token, from a foreign Origin or with none gets 403; the page's own gets a session")
    func origins() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua"])
        defer { studio.stop() }
        let refused: [(String, String?)] = [
            ("/session?token=\(studio.token)", "http://evil.example"),
            ("/session?token=\(studio.token)", "null"),
            ("/session?token=\(studio.token)", nil),
            ("/session?token=\(studio.token)", "http://127.0.0.1:\(studio.port + 1)"),
            ("/session", studio.origin),
            ("/session?token=ffffffffffffffffffffffffffffffff", studio.origin),
        ]
        for (target, origin) in refused {
            let connection = try RawConnection(port: studio.port)
            #expect(
                connection.upgrade(target, host: studio.host, origin: origin) == 403,
                "\(target) from \(origin ?? "no Origin")")
        }
        #expect(studio.sessions().isEmpty, "a refused page starts no session")
        let connection = try Self.session(studio)
        connection.text(#"{"id":1,"op":"control","control":"tap","app":"Todo"}"#)
        let (events, _) = connection.events { $0["ev"] as? String == "done" }
        #expect(events.named("records").count == 1)
    }

    @Test("fuzz: malformed messages are refused one by one, past the limit the socket closes, and the server goes on")
    func fuzz() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua"])
        defer { studio.stop() }
        var random = SplitMix(seed: 2029)
        let connection = try Self.session(studio)
        let malformed: [[UInt8]] =
            [
                [], Array("{".utf8), Array("null".utf8), Array(#"{"id":1}"#.utf8),
                Array(#"{"id":1,"op":"control","control":"tap"}"#.utf8),
                [0xC3, 0x28], Array(#"{"id":1,"op":"wait","seconds":1e999}"#.utf8),
            ] + (0..<20).map { _ in (0..<(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        for message in malformed { connection.frame(opcode: 1, message) }
        connection.frame(opcode: 2, [1, 2, 3])
        connection.text(#"{"id":99,"op":"control","control":"home"}"#)
        let (events, closed) = connection.events { $0["ev"] as? String == "done" }
        #expect(closed == nil)
        #expect(events.named("refused").count == malformed.count + 1, "\(events.named("refused").count) refusals")
        #expect(events.named("done").first?["id"] as? Int == 99, "a good message still works after bad ones")

        // Past the limit of malformed messages the server closes the socket (1008, policy violation).
        for _ in 0...StudioLimits.badMessages { connection.text("not json") }
        #expect(connection.events { _ in false }.closed == 1008)

        // Frames no browser sends: too large, reserved bits, an unknown opcode, too many fragments.
        let large = try Self.session(studio)
        large.frame(opcode: 1, [UInt8](repeating: 0x20, count: StudioLimits.messageBytes + 1))
        #expect(large.events { _ in false }.closed == 1009)
        for broken in [(opcode: UInt8(1), reserved: UInt8(4)), (opcode: 3, reserved: 0)] {
            let connection = try Self.session(studio)
            connection.frame(opcode: broken.opcode, Array("{}".utf8), reserved: broken.reserved)
            #expect(connection.isClosed(), "opcode \(broken.opcode), reserved \(broken.reserved)")
        }
        let fragments = try Self.session(studio)
        fragments.frame(opcode: 1, [0x7B], fin: false)
        for _ in 0..<(StudioLimits.framesPerMessage + 2) { fragments.frame(opcode: 0, [0x20], fin: false) }
        #expect(fragments.isClosed())
        let unmasked = try Self.session(studio)
        unmasked.frame(opcode: 1, Array(#"{"id":1,"op":"reset"}"#.utf8), masked: false)
        #expect(unmasked.isClosed())

        // And the server still serves.
        let after = try Self.session(studio)
        after.text(#"{"id":1,"op":"control","control":"tap","app":"Todo"}"#)
        #expect(after.events { $0["ev"] as? String == "done" }.events.named("done").count == 1)
    }

    @Test("a page whose script is stuck in C is stopped after its time limit; another page is served meanwhile")
    func stuckScript() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua", "--timeout", "3"])
        defer { studio.stop() }
        let stuck = try Self.session(studio)
        stuck.text(#"{"id":1,"op":"lua","text":"return (\"a\"):rep(22):find((\"a*\"):rep(22) .. \"b\")"}"#)
        let other = try Self.session(studio)
        other.text(#"{"id":1,"op":"control","control":"tap","app":"Todo"}"#)
        let (served, _) = other.events(timeout: 60) { $0["ev"] as? String == "done" }
        #expect(served.named("done").count == 1, "the other page was not served")
        // Served while the stuck page still waits: its session has not been ended yet.
        #expect(stuck.events(timeout: 0) { _ in false }.events.named("ended").isEmpty)
        let (events, closed) = stuck.events(timeout: 60) { _ in false }
        let reason = try #require(events.named("ended").first?["reason"] as? String, "\(events)")
        #expect(reason.contains("did not finish within 3 s"), "\(reason)")
        #expect(closed == 1000)
        let after = try Self.session(studio)
        after.text(#"{"id":1,"op":"control","control":"home"}"#)
        #expect(after.events { $0["ev"] as? String == "done" }.events.named("done").count == 1)
    }

    /// `kill` of the studio (or a closed terminal) once left a session stuck in a string
    /// pattern running as an orphan at full CPU; only Ctrl-C at a terminal reached it.
    @Test(
        "SIGTERM, SIGINT and SIGHUP of the studio end every session's process group",
        arguments: [SIGTERM, SIGINT, SIGHUP])
    func stopSignalsEndTheSessions(_ signal: Int32) throws {
        let studio = try StudioProcess(["examples/home-and-return.lua", "--timeout", "600"])
        defer { studio.stop() }
        let stuck = try Self.session(studio)
        stuck.text(#"{"id":1,"op":"lua","text":"return (\"a\"):rep(26):find((\"a*\"):rep(26) .. \"b\")"}"#)
        let idle = try Self.session(studio)
        idle.text(#"{"id":1,"op":"control","control":"home"}"#)
        #expect(idle.events { $0["ev"] as? String == "done" }.events.named("done").count == 1)
        let sessions = studio.sessions()
        #expect(sessions.count == 2, "\(sessions)")
        kill(studio.process.processIdentifier, signal)
        studio.process.waitUntilExit()
        // Killed at once; the loop only bounds a broken build's wait.
        let deadline = Date().addingTimeInterval(60)
        while sessions.contains(where: Self.alive), Date() < deadline { usleep(50_000) }
        #expect(!sessions.contains(where: Self.alive), "sessions outlived the studio: \(sessions)")
    }

    /// Whether `pid` runs (a zombie waiting to be reaped does not).
    static func alive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[close...].hasPrefix(") Z") && !stat[close...].hasPrefix(") X")
    }

    @Test("a file whose main chunk is stuck in C is stopped the same way: the start has a request's deadline")
    func stuckFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try "local found = (\"a\"):rep(22):find((\"a*\"):rep(22) .. \"b\")\n"
            .write(toFile: folder.file("stuck.lua"), atomically: false, encoding: .utf8)
        let studio = try StudioProcess([folder.file("stuck.lua"), "--timeout", "1"])
        defer { studio.stop() }
        let connection = try RawConnection(port: studio.port)
        #expect(connection.upgrade("/session?token=\(studio.token)", host: studio.host, origin: studio.origin) == 101)
        let (events, closed) = connection.events(timeout: 60) { _ in false }
        #expect(events.named("hello").count == 1)
        let reason = try #require(events.named("ended").first?["reason"] as? String, "\(events)")
        #expect(reason.contains("did not finish within 1 s"), "\(reason)")
        #expect(closed == 1000)
    }

    @Test("a loop ends its own session with the limit's message; a flood of requests is refused, not queued")
    func loopAndFlood() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua", "--timeout", "0.5"])
        defer { studio.stop() }
        let looping = try Self.session(studio)
        looping.text(#"{"id":1,"op":"lua","text":"while true do end"}"#)
        let (events, closed) = looping.events(timeout: 60) { _ in false }
        #expect(
            (events.named("error").first?["text"] as? String)?.hasPrefix("stdin:1: time limit of 0.5 s exceeded")
                == true)
        #expect((events.named("ended").first?["reason"] as? String)?.contains("time limit ended this session") == true)
        #expect(closed == 1000, "no close frame after the session ended; events: \(events)")

        let flooding = try Self.session(studio)
        for id in 1...200 { flooding.text(#"{"id":\#(id),"op":"wait","seconds":1}"#) }
        var answered = 0
        let (answers, _) = flooding.events(timeout: 120) { event in
            if ["done", "refused"].contains(event["ev"] as? String) { answered += 1 }
            return answered == 200
        }
        let done = answers.named("done").count, refused = answers.named("refused").count
        #expect(done + refused == 200)
        #expect(refused > 0 && done >= StudioLimits.waitingRequests, "done \(done), refused \(refused)")
    }

    @Test("save writes a new file in the save folder that applife run passes; the session ends with its page")
    func saveAndClose() throws {
        let studio = try StudioProcess(["examples/home-and-return.lua"])
        defer { studio.stop() }
        let connection = try Self.session(studio)
        connection.text(#"{"id":1,"op":"control","control":"tap","app":"Todo"}"#)
        connection.text(#"{"id":2,"op":"control","control":"home"}"#)
        connection.text(#"{"id":3,"op":"save"}"#)
        let (events, _) = connection.events { $0["ev"] as? String == "saved" }
        let path = try #require(events.named("saved").first?["path"] as? String)
        #expect(path == studio.saveFolder.path + "/home-and-return-studio-1.lua")
        let run = try ChildProcess.run(try BuiltExecutable.require(), ["run", path])
        #expect(run.status == 0, "\(run.output)")
        #expect(studio.sessions().count == 1)
        connection.frame(opcode: 8, [0x03, 0xE8])
        var left = studio.sessions()
        for _ in 0..<50 where !left.isEmpty {
            usleep(100_000)
            left = studio.sessions()
        }
        #expect(left.isEmpty, "the session process outlived its page")
    }
}

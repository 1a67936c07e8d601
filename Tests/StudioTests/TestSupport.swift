import AppLifeTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A running `applife-studio`, tested from outside: started on a free port, its address read
/// from the first line it prints, stopped (with its sessions) at the end.
///
///     let studio = try StudioProcess(["examples/home-and-return.lua"])
///     defer { studio.stop() }
///     let connection = try RawConnection(port: studio.port)
final class StudioProcess {
    let process = Process()
    let saveFolder: TemporaryDirectory
    private(set) var url = ""
    private(set) var port = 0
    private(set) var token = ""

    /// `applife-studio` built beside the test bundle (`APPLIFE_STUDIO` picks another).
    static func executable() throws -> String {
        if let path = ProcessInfo.processInfo.environment["APPLIFE_STUDIO"], !path.isEmpty { return path }
        guard let folder = BuiltExecutable.buildDirectory?.path,
            FileManager.default.isExecutableFile(atPath: folder + "/applife-studio")
        else {
            throw TestFailure("applife-studio is not built beside the tests: swift build --build-tests builds it")
        }
        return folder + "/applife-studio"
    }

    init(_ arguments: [String]) throws {
        saveFolder = try TemporaryDirectory(prefix: "al-studio")
        process.executableURL = URL(fileURLWithPath: try Self.executable())
        process.arguments = arguments + ["--port", "0", "--save-dir", saveFolder.path]
        process.currentDirectoryURL = Repository.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var line: [UInt8] = []
        let reader = output.fileHandleForReading
        while line.last != 10 {
            let byte = reader.readData(ofLength: 1)
            guard !byte.isEmpty else { throw TestFailure("applife-studio printed no address and ended") }
            line += byte
        }
        url = String(decoding: line.dropLast(), as: UTF8.self)
        guard let portStart = url.range(of: "127.0.0.1:")?.upperBound,
            let slash = url[portStart...].firstIndex(of: "/"),
            let port = Int(url[portStart..<slash]), let tokenStart = url.range(of: "token=")?.upperBound
        else { throw TestFailure("not the studio's address: \(url)") }
        self.port = port
        token = String(url[tokenStart...])
    }

    var host: String { "127.0.0.1:\(port)" }
    var origin: String { "http://127.0.0.1:\(port)" }

    /// Its session processes now (the children of the server).
    func sessions() -> [Int32] {
        let tasks =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task")) ?? []
        return tasks.flatMap { task in
            let text =
                (try? String(
                    contentsOfFile: "/proc/\(process.processIdentifier)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int32($0) }
        }
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        saveFolder.remove()
    }
}

/// One TCP connection to the studio that speaks just enough HTTP/1.1 and WebSocket (RFC 6455)
/// to send anything at all, well-formed or not, with a deadline on every read.
final class RawConnection {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw TestFailure("cannot connect to 127.0.0.1:\(port)") }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return }
            sent += count
        }
    }

    /// More bytes, or false at the end of the stream or the deadline.
    private func fill(until deadline: Date) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let wait = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, wait) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        return true
    }

    private func take(_ count: Int, by deadline: Date) -> [UInt8]? {
        while buffer.count < count { if !fill(until: deadline) { return nil } }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }

    /// A response's status line, headers and body (read to the end: the studio closes after one).
    func response(timeout: Double = 60) -> (status: Int, headers: [String: String], body: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        while fill(until: deadline) {}
        let text = String(decoding: buffer, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
        }
        return (status, headers, String(text[end.upperBound...]))
    }

    func get(_ target: String, host: String, extra: [String] = []) {
        send(Array((["GET \(target) HTTP/1.1", "Host: \(host)"] + extra + ["", ""]).joined(separator: "\r\n").utf8))
    }

    /// Asks for a WebSocket; returns the response's status (101 when upgraded).
    func upgrade(_ target: String, host: String, origin: String?) -> Int? {
        var headers = [
            "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version: 13",
        ]
        if let origin { headers.append("Origin: \(origin)") }
        get(target, host: host, extra: headers)
        let deadline = Date().addingTimeInterval(10)
        while !String(decoding: buffer, as: UTF8.self).contains("\r\n\r\n") { if !fill(until: deadline) { break } }
        let text = String(decoding: buffer, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<end.lowerBound]
        if let first = head.split(separator: "\r\n").first, first.contains(" 101 ") {
            buffer.removeFirst(text[..<end.upperBound].utf8.count)
            return 101
        }
        return head.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// A frame as a browser sends it (masked), or as a broken client might.
    func frame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, reserved: UInt8 = 0) {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | (reserved << 4) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            bytes.append(maskBit | UInt8(payload.count))
        } else if payload.count < 65536 {
            bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(maskBit | 127)
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        if masked { bytes += mask }
        bytes += masked ? payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } : payload
        send(bytes)
    }

    func text(_ string: String) { frame(opcode: 1, Array(string.utf8)) }

    /// The next frame from the server, or nil at the end or the deadline.
    func readFrame(timeout: Double = 60) -> (opcode: UInt8, payload: [UInt8])? {
        let deadline = Date().addingTimeInterval(timeout)
        guard let head = take(2, by: deadline) else { return nil }
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            guard let more = take(2, by: deadline) else { return nil }
            length = Int(more[0]) << 8 | Int(more[1])
        } else if length == 127 {
            guard let more = take(8, by: deadline) else { return nil }
            length = more.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = take(length, by: deadline) else { return nil }
        return (head[0] & 0x0F, payload)
    }

    /// Events until `stop` says so (included), the socket closes, or the deadline; with the close code, if any.
    func events(timeout: Double = 60, until stop: ([String: Any]) -> Bool) -> (events: [[String: Any]], closed: Int?) {
        let deadline = Date().addingTimeInterval(timeout)
        var events: [[String: Any]] = []
        while let frame = readFrame(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if frame.opcode == 8 {
                return (events, frame.payload.count >= 2 ? Int(frame.payload[0]) << 8 | Int(frame.payload[1]) : 1005)
            }
            guard frame.opcode == 1,
                let event = (try? JSONSerialization.jsonObject(with: Data(frame.payload))) as? [String: Any]
            else { continue }
            events.append(event)
            if stop(event) { break }
        }
        return (events, nil)
    }

    /// True when the server has closed the connection (an end of stream within the deadline).
    func isClosed(timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while fill(until: deadline) { buffer.removeAll() }
        return deadline.timeIntervalSinceNow > 0
    }
}

extension Array where Element == [String: Any] {
    func named(_ name: String) -> [[String: Any]] { filter { $0["ev"] as? String == name } }
}

import AppLifeCLI
import FoundationEssentials
import LuaHost
import MessageCatalog

#if canImport(Glibc)
import Glibc
#endif

/// A page's session in a process of its own (`applife-studio --session [FILE]`), started by
/// the server for each page: requests in on stdin, events out on stdout, one JSON object per
/// line. A process, not a thread, because the one thing a Lua budget cannot stop, a library
/// function stuck in C (a string pattern that backtracks for hours), can only be stopped by
/// ending the process: the server kills this one when a request outlives its limit, and
/// every other page goes on. The kernel bounds its CPU time and address space as well.
public enum SessionProcess {
    public struct Settings: Sendable {
        public var path: String?
        public var labs: String?
        public var ios: Int?
        public var seed: Int64 = 0
        public var timeout = StudioLimits.requestSeconds
        /// The language of the session's errors (the page's, when it connected).
        public var language: Language = .en
        public init() {}
    }

    /// Runs the session until stdin ends or a run limit ends it; returns the exit status.
    public static func run(_ settings: Settings) -> Int32 {
        closeInheritedDescriptors()
        limitResources()
        var source: [UInt8] = []
        if let path = settings.path {
            guard let data = FileManager.default.contents(atPath: path) else {
                TextSink.standardError.write("applife studio: cannot read '\(path)'\n")
                return ExitStatus.usage
            }
            source = Array(data)
        }
        let output = TextSink.standardOutput
        let write: (String) -> Void = { line in
            output.write(line + "\n")
            output.flush()
        }
        var limits = RunLimits()
        limits.timeout = settings.timeout
        limits.memoryMegabytes = StudioLimits.luaMegabytes
        do {
            return try LuaThread.run {
                let lab = StudioLab(root: settings.labs, limits: limits)
                let session = StudioSession(
                    path: settings.path ?? "studio.lua", source: source,
                    options: StudioSession.options(
                        ios: settings.ios, seed: settings.seed, timeout: settings.timeout, language: settings.language),
                    lab: lab, write: write)
                session.start()
                let reader = LineReader(descriptor: 0, limit: StudioLimits.messageBytes * 2)
                while let line = reader.next() {
                    guard let bytes = line else {
                        write(refusal("a request line is longer than \(StudioLimits.messageBytes * 2) bytes"))
                        continue
                    }
                    do {
                        if !session.handle(try StudioRequest.decode(bytes)) { return ExitStatus.success }
                    } catch {
                        write(refusal("\(error)"))
                    }
                }
                return ExitStatus.success
            }
        } catch {
            TextSink.standardError.write("applife studio: \(error)\n")
            return ExitStatus.scriptError
        }
    }

    static func refusal(_ reason: String) -> String {
        var object = JSONObject()
        object.add("ev", "refused")
        object.add("reason", reason)
        return object.text
    }

    /// The server's sockets and other sessions' pipes are no business of this process (and a
    /// copy held here would keep another session's stdin from ever ending).
    private static func closeInheritedDescriptors() {
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) }
        for descriptor in listed ?? Array(3..<1024) where descriptor > 2 { close(descriptor) }
    }

    /// The kernel's limits on this process: CPU seconds over its life, and address space.
    private static func limitResources() {
        var cpu = rlimit(
            rlim_cur: rlim_t(StudioLimits.sessionCPUSeconds), rlim_max: rlim_t(StudioLimits.sessionCPUSeconds + 5))
        setrlimit(resourceCPU, &cpu)
        var memory = rlimit(
            rlim_cur: rlim_t(StudioLimits.sessionAddressBytes), rlim_max: rlim_t(StudioLimits.sessionAddressBytes))
        setrlimit(resourceAS, &memory)
    }

    #if canImport(Glibc)
    private static let resourceCPU = __rlimit_resource_t(RLIMIT_CPU.rawValue)
    private static let resourceAS = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    private static let resourceCPU = RLIMIT_CPU
    private static let resourceAS = RLIMIT_AS
    #endif
}

/// Lines from a file descriptor, each at most `limit` bytes: a longer one is skipped to its
/// end and comes back as nil, so one bad line cannot grow memory without bound.
final class LineReader {
    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    private var skipping = false
    private var ended = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line without its newline; `.some(nil)` for one over the limit; nil at the end.
    func next() -> [UInt8]?? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if skipping {
                    skipping = false
                    return .some(nil)
                }
                return .some(line)
            }
            if buffer.count > limit {
                buffer.removeAll(keepingCapacity: true)
                skipping = true
            }
            if ended { return nil }
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                ended = true
                if buffer.isEmpty && !skipping { return nil }
                buffer.append(10)
                continue
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}

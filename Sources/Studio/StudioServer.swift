import AppLifeCLI
import FoundationEssentials
import MessageCatalog
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

#if canImport(Glibc)
import Glibc
#endif

/// `applife studio [FILE]`: serves the studio's page on 127.0.0.1 and a session process per
/// page. The first line on stdout is the page's address with its token; the server runs
/// until it is interrupted.
///
///     var settings = StudioSettings()
///     settings.path = "examples/home-and-return.lua"
///     exit(StudioServer.run(settings))    // http://127.0.0.1:41873/?token=9f2c...
public enum StudioServer {
    public static func run(_ settings: StudioSettings) -> Int32 {
        do {
            try serve(settings)
            return ExitStatus.success
        } catch {
            TextSink.standardError.write("applife studio: \(error)\n")
            return ExitStatus.usage
        }
    }

    private static func serve(_ settings: StudioSettings) throws {
        SessionGroups.endSessionsOnStop()
        if let path = settings.path, FileManager.default.contents(atPath: path) == nil {
            throw StudioError.unreadable(path)
        }
        let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let executable = settings.sessionExecutable ?? running ?? CommandLine.arguments[0]
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw StudioError.noSessionExecutable(executable)
        }
        let language = try StudioLanguage(flag: settings.language)
        let token = try AccessToken.random()
        let setup = SocketHandler.Setup(
            executable: executable, arguments: settings.sessionArguments, requestSeconds: settings.timeout,
            saved: SavedScenarios(directory: settings.saveDirectory, file: settings.path), sessions: SessionSlots())
        let gate = NIOLockedValueBox<RequestGate?>(nil)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    guard let gate = gate.withLockedValue({ $0 }) else { throw ChannelError.ioOnClosedChannel }
                    try configure(channel, gate: gate, setup: setup, language: language)
                }
            }
            .bind(host: "127.0.0.1", port: settings.port)
            .wait()
        guard let port = channel.localAddress?.port else { throw ChannelError.unknownLocalAddress }
        let access = RequestGate(token: token, port: port)
        gate.withLockedValue { $0 = access }
        let url = "http://127.0.0.1:\(port)/?token=\(token.text)"
        let output = TextSink.standardOutput
        output.write(url + "\n")
        output.flush()
        // The terminal speaks the server's language (--lang, APPLIFE_LANG or the locale).
        let speaks = language.locale
        TextSink.standardError.write(
            Phrase.studioServing.text(
                speaks, settings.path ?? Phrase.studioEmptyDevice.text(speaks), settings.saveDirectory) + "\n")
        if settings.open { openInBrowser(url) }
        try channel.closeFuture.wait()
    }

    /// HTTP for the page, and a WebSocket with a session for each page the gate lets in.
    private static func configure(
        _ channel: Channel, gate: RequestGate, setup: SocketHandler.Setup, language: StudioLanguage
    ) throws {
        let slot = NIOLockedValueBox(ConnectionSlot.none)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: StudioLimits.messageBytes, automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                let verdict = gate.verdict(
                    method: head.method.rawValue, target: head.uri, host: head.headers.first(name: "host"),
                    origin: head.headers.first(name: "origin"), upgrade: true)
                guard verdict == .allow(.session), let page = setup.sessions.reserve() else {
                    return channel.eventLoop.makeSucceededFuture(nil)
                }
                slot.withLockedValue {
                    $0 = .reserved(page, StudioLanguage.named(inQuery: head.uri) ?? language.locale)
                }
                return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    guard case .reserved(let page, let pageLanguage) = slot.withLockedValue({ $0 }) else {
                        throw ChannelError.ioOnClosedChannel
                    }
                    slot.withLockedValue { $0 = .handed }
                    try channel.pipeline.syncOperations.addHandlers([
                        ClientFrameCheck(),
                        NIOWebSocketFrameAggregator(
                            minNonFinalFragmentSize: 1, maxAccumulatedFrameCount: StudioLimits.framesPerMessage,
                            maxAccumulatedFrameSize: StudioLimits.messageBytes),
                        SocketHandler(setup: setup, page: page, language: pageLanguage),
                    ])
                }
            })
        // A slot reserved for an upgrade that never finished is given back when the connection closes.
        channel.closeFuture.whenComplete { _ in
            if case .reserved = slot.withLockedValue({ $0 }) { setup.sessions.release() }
        }
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withServerUpgrade: (
                upgraders: [upgrader],
                completionHandler: { context in
                    context.pipeline.removeHandler(name: "page", promise: nil)
                }
            ))
        try channel.pipeline.syncOperations.addHandler(PageHandler(gate: gate, language: language), name: "page")
    }

    private enum ConnectionSlot { case none, reserved(Int, Language), handed }

    /// `--open`: the desktop's browser (xdg-open), if there is one.
    private static func openInBrowser(_ url: String) {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url)]
        defer { for pointer in argv { free(pointer) } }
        let status = (argv + [nil]).withUnsafeBufferPointer { arguments in
            posix_spawnp(&pid, "xdg-open", nil, nil, arguments.baseAddress!, environ)
        }
        if status != 0 {
            TextSink.standardError.write(
                "applife studio: cannot start xdg-open (\(String(cString: strerror(status)))); "
                    + "open the address above yourself\n")
        }
    }
}

/// How `applife studio` runs: its command line.
public struct StudioSettings: Sendable {
    /// The scenario file whose apps the pages start with (read once per page; never written).
    public var path: String?
    /// 0: a free port the system picks.
    public var port = 0
    public var open = false
    public var labs: String?
    /// `--lang`: the language every page starts in (nil: the browser's, else the locale's).
    public var language: String?
    /// Where "save as scenario" creates files.
    public var saveDirectory = "."
    public var ios: Int?
    public var seed: Int64 = 0
    /// Wall-clock seconds one request's Lua may run (a lab check: each of its checks).
    public var timeout = StudioLimits.requestSeconds
    /// The program each page's session runs as (`applife-studio --session`); nil: this one.
    public var sessionExecutable: String?

    public init() {}

    var sessionArguments: [String] {
        var arguments = ["--session"]
        if let path { arguments.append(path) }
        if let labs { arguments += ["--labs", labs] }
        if let ios { arguments += ["--ios", String(ios)] }
        arguments += ["--seed", String(seed), "--timeout", String(timeout)]
        return arguments
    }
}

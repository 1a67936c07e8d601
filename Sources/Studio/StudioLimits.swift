/// Every bound the studio puts on what a page may send and on what a session may cost, in one
/// place (docs/guide.md, "The studio", lists them).
public enum StudioLimits {
    /// Bytes of one WebSocket message, whole (a frame, or frames joined): the largest source
    /// text escaped as JSON fits.
    public static let messageBytes = 1 << 20
    /// Frames one fragmented message may take.
    public static let framesPerMessage = 64
    /// Bytes of a Lua source the page loads, or of a lab answer.
    public static let sourceBytes = 256 << 10
    /// Bytes of one line of Lua typed at the page's prompt.
    public static let codeBytes = 64 << 10
    /// Bytes of an app or scene name, an exercise name, a language code.
    public static let nameBytes = 200
    /// Bytes of a URL to open.
    public static let urlBytes = 2048
    /// Characters of a notification's title or body the device snapshot carries.
    public static let notificationText = 200
    /// Virtual seconds one wait may let pass (a year).
    public static let waitSeconds = 366.0 * 86_400
    /// Seconds a call may ring, and last.
    public static let callSeconds = 86_400.0
    /// Requests a page may have waiting while its session works; more are refused.
    public static let waitingRequests = 16
    /// Malformed messages a page may send before the server closes its socket.
    public static let badMessages = 32
    /// Pages served at once (each is a session process).
    public static let sessions = 8
    /// Files "save as scenario" may create in one run of the server.
    public static let savedFiles = 200
    /// Bytes of one saved scenario.
    public static let savedBytes = 4 << 20
    /// Bytes of one line a session process writes (a timeline is the largest).
    public static let sessionLineBytes = 64 << 20
    /// Trace records one request may add; past it the session ends (the output limit).
    public static let recordsPerRequest = 20_000
    /// Trace records one request sends to the page; the rest are counted in a note.
    public static let recordsShown = 2_000
    /// Records the timeline draws; a longer session shows a note instead (reset it).
    public static let timelineRecords = 20_000
    /// Lua memory of a session, in megabytes.
    public static let luaMegabytes = 256
    /// Bytes `print` and the trace's text may write per request.
    public static let outputBytes = 1 << 20
    /// Wall-clock seconds a request's Lua may run, unless `--timeout` says otherwise; a lab
    /// check request may take twelve times as long in all (each check has this limit).
    public static let requestSeconds = 10.0
    /// Seconds past that before the server kills a session that does not answer.
    public static let graceSeconds = 3.0
    /// CPU seconds a session process may use in its life (the kernel's limit).
    public static let sessionCPUSeconds = 900
    /// Bytes of address space a session process may map.
    public static let sessionAddressBytes = 3 << 30
}

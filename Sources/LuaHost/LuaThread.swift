#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack: Lua states belong to
/// one thread, and deep Lua <-> Swift recursion needs more stack than the
/// default threads have.
///
///     let result = try LuaThread.run { try runScript() }
public enum LuaThread {
    /// 64 MiB: room for Lua's C-stack limit (200 nested C calls) through Swift frames.
    public static let defaultStackSize = 64 << 20

    /// Runs `body` on a new thread and waits for it.
    public static func run<T>(stackSize: Int = defaultStackSize, _ body: @escaping () throws -> T) throws -> T {
        let outcome = Outcome<T>()
        runAndJoin(stackSize: stackSize) { outcome.result = Result { try body() } }
        return try outcome.result!.get()
    }

    private final class Outcome<T> {
        var result: Result<T, Error>?
    }

    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `work` on a new thread (or here, if no thread can be created) and waits.
    private static func runAndJoin(stackSize: Int, _ work: @escaping () -> Void) {
        let pointer = Unmanaged.passRetained(Work(work)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, pointer)
        if created == 0 {
            pthread_join(thread, nil)
        } else {
            Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().run()
        }
    }
}

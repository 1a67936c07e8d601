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
        runAndJoin(count: 1, stackSize: stackSize) { _ in outcome.result = Result { try body() } }
        return try outcome.result!.get()
    }

    /// Runs `body(0)` ... `body(count - 1)` at once, each on a thread of its own, and waits
    /// for all of them: workers that each take jobs from a shared queue (`lab grade`'s, which
    /// mostly wait for a child process, and `applife explore`'s, which run Lua states).
    ///
    ///     LuaThread.runConcurrently(count: 2) { worker in while let job = queue.take() { ... } }
    public static func runConcurrently(
        count: Int, stackSize: Int = defaultStackSize, _ body: @escaping @Sendable (Int) -> Void
    ) {
        runAndJoin(count: count, stackSize: stackSize, body)
    }

    private final class Outcome<T> {
        var result: Result<T, Error>?
    }

    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `work` on `count` new threads (or here, for those that cannot be created, once
    /// the others have started) and waits for all.
    private static func runAndJoin(count: Int, stackSize: Int, _ work: @escaping (Int) -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var threads: [pthread_t] = []
        for index in 0..<count {
            let pointer = Unmanaged.passRetained(Work { work(index) }).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { raw in
                    Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().run()
                    return nil
                }, pointer)
            if created == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().run()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Runs `count` workers, each on a thread of its own, and returns when all have finished.
/// Workers are threads (not a Dispatch pool) so that `count` run at once whatever the
/// number of cores: grading workers mostly wait for their children.
///
///     WorkerThreads.run(count: 2) { worker in while let job = queue.take() { ... } }
enum WorkerThreads {
    /// `stackSize` nil: the system's default (the main thread's stack limit).
    static func run(count: Int, stackSize: Int? = nil, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        for worker in 0..<count {
            let work = Unmanaged.passRetained(Work { body(worker) }).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(&thread, &attributes, { raw in
                Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, work)
            if created == 0 {
                threads.append(thread)
            } else {
                // No thread to be had: this worker runs here, after the others have started.
                Unmanaged<Work>.fromOpaque(work).takeRetainedValue().run()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}

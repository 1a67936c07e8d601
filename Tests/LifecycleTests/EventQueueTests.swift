import Testing
@testable import Lifecycle

/// The event heap against a plain sorted list: earliest time first, FIFO (by sequence
/// number) among equal times, through random pushes, re-pushes, pops and removals.
@Suite struct EventQueueTests {
    /// A job that names itself, so the test can see which one came out.
    private func job(_ n: Int) -> Job { .completionDeadline(id: n) }
    private func id(_ event: Event) -> Int? {
        if case .completionDeadline(let n) = event.job { return n }
        return nil
    }

    @Test(arguments: [1, 2, 3, 42] as [UInt64])
    func popsInTimeThenSequenceOrder(seed: UInt64) {
        var random = TestRandom(state: seed)
        var queue = EventQueue()
        var model: [(time: Int64, seq: UInt64, id: Int)] = []
        var now: Int64 = 0
        for step in 0..<2000 {
            switch random.below(10) {
            case 0..<5:  // schedule, often at an instant already taken
                let time = now + Int64(random.below(8))
                queue.schedule(at: time, job(step))
                model.append((time, 0, step))
                model[model.count - 1].seq = queue.pending.first { id($0) == step }!.seq
            case 5..<8:  // pop what is due by a time
                let limit = now + Int64(random.below(4))
                let due = model.filter { $0.time <= limit }.min { ($0.time, $0.seq) < ($1.time, $1.seq) }
                let popped = queue.popIfDue(upTo: limit)
                #expect(popped.flatMap(id) == due?.id)
                if let popped {
                    model.removeAll { $0.id == id(popped) }
                    now = max(now, popped.time)
                    if random.below(3) == 0 {  // postponed: keeps its sequence number
                        var later = popped
                        later.time += Int64(random.below(5))
                        queue.push(later)
                        model.append((later.time, later.seq, id(later)!))
                    }
                }
            case 8:
                let victim = random.below(2000)
                queue.remove { id($0) == victim }
                model.removeAll { $0.id == victim }
            default:
                now += 1
            }
            #expect(queue.isOrdered)
            #expect(queue.count == model.count)
        }
        var drained: [Int] = []
        while let event = queue.popIfDue(upTo: .max) { drained.append(id(event)!) }
        #expect(drained == model.sorted { ($0.time, $0.seq) < ($1.time, $1.seq) }.map(\.id))
        #expect(queue.isEmpty)
    }
}

/// A seeded linear congruential generator (Knuth's MMIX constants): the same seed, the same
/// operations on every machine.
private struct TestRandom {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

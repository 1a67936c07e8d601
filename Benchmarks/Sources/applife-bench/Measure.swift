/// Times `body` (which performs `operations` operations) several times and
/// keeps the median, so one noisy run on a shared machine does not decide.
struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let bar: Double?

    var line: String {
        let figure = String(format: "%8.1f ns/op", nanosecondsPerOperation)
        guard let bar else { return "\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(figure)" }
        let verdict = nanosecondsPerOperation <= bar ? "ok" : "OVER"
        return
            "\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(figure)   bar <= \(Int(bar)) ns  \(verdict)"
    }
}

func measure(_ name: String, operations: Int, runs: Int = 7, bar: Double? = nil, _ body: () throws -> Void) rethrows
    -> Measurement
{
    try body()  // warm-up
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let elapsed = try clock.measure { try body() }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2], bar: bar)
}

import Foundation
import LuaHost

// Runs on a large-stack thread, like applife itself.
let measurements = try LuaThread.run { try HostBenchmarks.run() }
print("applife benchmarks (release build, median of 7 runs)")
for measurement in measurements { print(measurement.line) }

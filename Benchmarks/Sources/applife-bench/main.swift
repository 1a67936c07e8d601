import Foundation
import LuaHost

// Runs on a large-stack thread, like applife itself. The engine figures come
// first: the peak-RSS reading must not include the host benchmarks' memory.
let startupMegabytes = EngineBenchmarks.peakResidentMegabytes()
let engine = try LuaThread.run { try EngineBenchmarks.run() }
let measurements = try LuaThread.run { try HostBenchmarks.run() }
print("applife benchmarks (release build)")
for measurement in measurements { print(measurement.line) }
for line in engine { print(line) }
print(String(format: "(process peak RSS at start of main: %.1f MB)", startupMegabytes))

import Foundation
import LuaHost

// `applife-bench` runs every benchmark; `applife-bench pictures` only the pictures'.
// Runs on a large-stack thread, like applife itself. The engine figures come
// first: the peak-RSS reading must not include the host benchmarks' memory.
let onlyPictures = CommandLine.arguments.dropFirst().first == "pictures"
let startupMegabytes = EngineBenchmarks.peakResidentMegabytes()
let engine = onlyPictures ? [] : try LuaThread.run { try EngineBenchmarks.run() }
let measurements = onlyPictures ? [] : try LuaThread.run { try HostBenchmarks.run() }
let pictures = try LuaThread.run { try PictureBenchmarks.run() }
print("applife benchmarks (release build)")
for measurement in measurements { print(measurement.line) }
for line in engine { print(line) }
for line in pictures { print(line) }
print(String(format: "(process peak RSS at start of main: %.1f MB)", startupMegabytes))

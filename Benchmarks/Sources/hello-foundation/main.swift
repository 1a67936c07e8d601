// The start-up anchor of the quality bars: a Swift hello world that imports Foundation.
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")

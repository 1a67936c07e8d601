// The start-up anchor of issue 15: a Swift hello world that imports Foundation.
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")

import Foundation
import ScriptBindings
import Testing

@Suite struct APIDumpTmpTests {
    @Test func dump() throws {
        let text = APIDescription.lua.summaryEntries.map { "\($0.key)\t\($0.summary)" }.joined(separator: "\n")
        try text.write(toFile: "/tmp/apizh/entries.tsv", atomically: true, encoding: .utf8)
    }
}

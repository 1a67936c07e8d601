import CLineEdit
import LuaHost
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive reader: libedit's readline interface with history (a
/// file in the user's home, at most ``historyLimit`` lines) and tab
/// completion from the REPL core. Only used when stdin is a terminal.
final class LineEditReader: ReplLineReader {
    static let historyLimit: Int32 = 1000
    let historyPath: String?
    var echoes: Bool { false }

    /// Completion candidates for the text before the cursor (set by the loop).
    nonisolated(unsafe) static var complete: ((String) -> [String])?

    init(historyPath: String?) {
        self.historyPath = historyPath
        applife_rl_configure { text, start, end in
            applife_rl_completion_over()
            guard let complete = LineEditReader.complete, let buffer = applife_rl_line_buffer() else { return nil }
            let line = UnsafeBufferPointer(
                start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(end))
            let fragment = text.map { String(cString: $0) } ?? ""
            let typed = String(decoding: line, as: UTF8.self)
            let words = complete(typed).map { LineEditReader.replacement($0, typed: typed, fragment: fragment) }
            return LineEditReader.matches(words, fragment: fragment)
        }
        rl_initialize()
        applife_rl_bind_interrupt { _, _ in
            LineEditReader.interrupted = true
            applife_rl_done()
            return 0
        }
        using_history()
        stifle_history(Self.historyLimit)
        if let historyPath { _ = read_history(historyPath) }
    }

    func read(prompt: String) -> ReplRead {
        _ = LuaSIGINT.takeCount()
        LineEditReader.interrupted = false
        let raw = readline(prompt)
        defer { free(raw) }
        if LineEditReader.interrupted || LuaSIGINT.takeCount() > 0 {
            printLine()
            return .interrupted
        }
        guard let raw else { return .end }
        return .line(String(cString: raw))
    }

    /// One history entry per complete input, as lua.c keeps them: a `for` loop typed over
    /// three lines comes back whole with Up, not as its last line.
    func remember(_ input: String) {
        guard !input.trimmingCharacters(in: " \t\n").isEmpty else { return }
        add_history(input)
        if let historyPath {
            _ = write_history(historyPath)
            _ = history_truncate_file(historyPath, Self.historyLimit)
        }
    }

    /// Set by the Ctrl-C key binding while editing.
    nonisolated(unsafe) static var interrupted = false

    private func printLine() {
        var newline: UInt8 = 10
        _ = Glibc.write(1, &newline, 1)
    }

    /// What replaces readline's `fragment` (the text after the last word break) for a
    /// candidate that completes more of the line: `:he` is the fragment `he`, so `:help`
    /// becomes `help` (not `::help`).
    ///
    ///     LineEditReader.replacement(":help", typed: ":he", fragment: "he")   // "help"
    static func replacement(_ word: String, typed: String, fragment: String) -> String {
        guard !word.hasPrefix(fragment) || fragment.isEmpty else { return word }
        let line = Array(typed)
        for start in line.indices {
            let suffix = String(line[start...])
            if word.hasPrefix(suffix), suffix.count > fragment.count {
                return String(word.dropFirst(suffix.count - fragment.count))
            }
        }
        return word
    }

    /// readline's completion array: the common prefix, the matches, NULL.
    static func matches(_ words: [String], fragment: String) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        guard !words.isEmpty else { return nil }
        var common = words[0]
        for word in words.dropFirst() {
            while !word.hasPrefix(common) { common.removeLast() }
        }
        if common.count < fragment.count { common = fragment }
        let list = [common] + (words.count == 1 ? [] : words)
        // readline frees the array and strings with free(): allocate with malloc.
        let raw = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (list.count + 1))!
        let result = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: list.count + 1)
        for (index, word) in list.enumerated() { result[index] = strdup(word) }
        result[list.count] = nil
        return result
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}

import AppLifeCLI
import NIOConcurrencyHelpers

/// "Save as scenario", the one way a page can leave something on the host: the server, never
/// the page, chooses the file. A page's first save creates `<file>-studio-<n>.lua` in the save
/// folder (`--save-dir`, default the folder the studio was started in) with the lowest `n` not
/// taken, created exclusively (an existing file, or a link put in its place, is never written
/// through); the page's later saves replace that same file by ``OutputFile``'s rules, so a
/// link, a hard link or a pipe put there since is refused, and nothing waits for a pipe's
/// reader. The server calls it off its event loop. The page sends no name and no
/// text: the session process makes the text (what the REPL's `:save` writes) and the server
/// writes it, at most ``StudioLimits/savedBytes`` bytes and ``StudioLimits/savedFiles`` files
/// per run of the server.
///
///     let saved = SavedScenarios(directory: ".", file: "examples/home-and-return.lua")
///     try saved.save("scenario(...)", page: 1)   // "home-and-return-studio-1.lua"
final class SavedScenarios: Sendable {
    let directory: String
    let stem: String
    private struct State {
        var created = 0
        var pathsByPage: [Int: String] = [:]
    }
    private let state = NIOLockedValueBox(State())

    init(directory: String, file: String?) {
        self.directory = directory
        let name = file.map { String($0.split(separator: "/").last ?? "") } ?? ""
        let base = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
        let kept = base.unicodeScalars.filter { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
        let stem = String(String.UnicodeScalarView(kept.prefix(60)))
        self.stem = stem.isEmpty ? "studio" : stem
    }

    /// Writes `text` as page `page`'s scenario; returns the path as the user would type it.
    func save(_ text: String, page: Int) throws -> String {
        let count = text.utf8.count
        guard count <= StudioLimits.savedBytes else {
            throw SaveError(
                "the scenario has \(count) bytes, more than the \(StudioLimits.savedBytes) a save may write")
        }
        return try state.withLockedValue { state in
            if let path = state.pathsByPage[page] {
                try Self.writing { try OutputFile.write(text, to: path) }
                return path
            }
            guard state.created < StudioLimits.savedFiles else {
                throw SaveError(
                    "this studio has saved \(StudioLimits.savedFiles) files already; restart it to save more")
            }
            for number in 1...10_000 {
                let name = "\(stem)-studio-\(number).lua"
                let path = directory == "." ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
                guard try Self.writing({ try OutputFile.create(text, at: path) }) else { continue }
                state.created += 1
                state.pathsByPage[page] = path
                return path
            }
            throw SaveError("every name \(stem)-studio-1.lua ... -10000.lua is taken in \(directory)")
        }
    }

    /// `write`'s refusal as a save's.
    private static func writing<T>(_ write: () throws -> T) throws -> T {
        do {
            return try write()
        } catch let problem as OutputFile.Problem {
            throw SaveError(problem.description)
        }
    }

}

struct SaveError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

import NIOConcurrencyHelpers

#if canImport(Glibc)
import Glibc
#endif

/// "Save as scenario", the one way a page can leave something on the host: the server, never
/// the page, chooses the file. A page's first save creates `<file>-studio-<n>.lua` in the save
/// folder (`--save-dir`, default the folder the studio was started in) with the lowest `n` not
/// taken, created exclusively (an existing file, or a link put in its place, is never written
/// through); the page's later saves replace that same file. The page sends no name and no
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
        let bytes = Array(text.utf8)
        guard bytes.count <= StudioLimits.savedBytes else {
            throw SaveError(
                "the scenario has \(bytes.count) bytes, more than the \(StudioLimits.savedBytes) a save may write")
        }
        return try state.withLockedValue { state in
            if let path = state.pathsByPage[page] {
                try write(bytes, to: path, flags: O_WRONLY | O_TRUNC)
                return path
            }
            guard state.created < StudioLimits.savedFiles else {
                throw SaveError(
                    "this studio has saved \(StudioLimits.savedFiles) files already; restart it to save more")
            }
            for number in 1...10_000 {
                let name = "\(stem)-studio-\(number).lua"
                let path = directory == "." ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
                do {
                    try write(bytes, to: path, flags: O_WRONLY | O_CREAT | O_EXCL)
                } catch let error as SaveError where error.code == EEXIST {
                    continue
                }
                state.created += 1
                state.pathsByPage[page] = path
                return path
            }
            throw SaveError("every name \(stem)-studio-1.lua ... -10000.lua is taken in \(directory)")
        }
    }

    /// Writes through a descriptor opened without following a link at the last component.
    private func write(_ bytes: [UInt8], to path: String, flags: Int32) throws {
        let descriptor = open(path, flags | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SaveError(path, errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw SaveError(path, errno) }
            written += count
        }
    }
}

struct SaveError: Error, CustomStringConvertible {
    let description: String
    var code: Int32 = 0

    init(_ description: String) { self.description = description }

    init(_ path: String, _ code: Int32) {
        description = "cannot write '\(path)': \(String(cString: strerror(code)))"
        self.code = code
    }
}

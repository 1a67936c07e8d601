import FoundationEssentials
import ModelImport

#if canImport(Glibc)
import Glibc
#endif

// applife-import PATH... [--out FILE]: the program `applife import` runs (docs/guide.md,
// "From your Xcode project to a model"). Exit 0: the model was written; 2: an error.

let usage = "usage: applife import PATH... [--out FILE]  (Swift sources, Info.plist, .entitlements; folders searched)\n"

/// Writes `text` whole to a file descriptor (1: stdout, 2: stderr).
func emit(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        written += n
    }
}

func fail(_ message: String) -> Never {
    emit("applife import: " + message + "\n", to: 2)
    exit(2)
}

var paths: [String] = []
var out = "model.lua"
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let word = arguments.removeFirst()
    switch word {
    case "--out", "-o":
        guard let file = arguments.first, !file.isEmpty else {
            fail("--out needs a file name, such as --out model.lua")
        }
        out = arguments.removeFirst()
    case "--help", "-h":
        emit(usage, to: 1)
        exit(0)
    default:
        if word.hasPrefix("-") { fail("unknown option \(word)\n" + usage) }
        paths.append(word)
    }
}
guard !paths.isEmpty else { fail("give the app's sources (a folder, .swift files, Info.plist)\n" + usage) }
do {
    let result = try ModelImporter.run(paths: paths)
    do {
        try Data(result.lua.utf8).write(to: URL(fileURLWithPath: out))
    } catch {
        fail("cannot write \(out)")
    }
    emit(result.report.text(output: out), to: 2)
    exit(0)
} catch {
    fail(String(describing: error))
}

import FoundationEssentials
import MessageCatalog
import ModelImport

#if canImport(Glibc)
import Glibc
#endif

// applife-import PATH... [--out FILE] [--lang en|zh]: the program `applife import` runs (docs/guide.md,
// "From your Xcode project to a model"). Exit 0: the model was written; 2: an error.

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
var flag: String?
var arguments = Array(CommandLine.arguments.dropFirst())
// The language first (--lang, else APPLIFE_LANG or the locale), so every message speaks it.
if let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count {
    flag = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
let language: Language
switch Language.chosen(flag: flag, environment: ProcessInfo.processInfo.environment) {
case .success(let chosen): language = chosen
case .failure(let problem): fail(problem.description)
}
func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
let usage = say(.importUsage) + "\n"

while !arguments.isEmpty {
    let word = arguments.removeFirst()
    switch word {
    case "--out", "-o":
        guard let file = arguments.first, !file.isEmpty else { fail(say(.importOutNeedsName)) }
        out = arguments.removeFirst()
    case "--help", "-h":
        emit(usage, to: 1)
        exit(0)
    default:
        if word.hasPrefix("-") { fail(say(.importUnknownOption, word) + "\n" + usage) }
        paths.append(word)
    }
}
guard !paths.isEmpty else { fail(say(.importNoPaths) + "\n" + usage) }
do {
    let result = try ModelImporter.run(paths: paths)
    do {
        try Data(result.lua.utf8).write(to: URL(fileURLWithPath: out))
    } catch {
        fail(say(.importCannotWrite, out))
    }
    emit(result.report.text(output: out, language: language), to: 2)
    exit(0)
} catch let failure as ModelImporter.Failure {
    fail(failure.text(language))
} catch {
    fail(String(describing: error))
}

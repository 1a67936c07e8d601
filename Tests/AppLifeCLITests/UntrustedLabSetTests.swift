import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI

/// A lab set read from a folder is a file applife did not write (a teacher's, one a student
/// cloned, one handed around): its names are checked by a strict pattern before they name a
/// file or a shell word, its files are never read through a link, and its text never puts a
/// control character on a terminal. Each test is an attack that once worked.
@Suite struct UntrustedLabSetTests {
    /// A one-exercise lab set, `name`, copied from the repository's `launch-order`, with
    /// `title` as the set's title.
    static func labSet(_ folder: TemporaryDirectory, exercise name: String, title: String = "Labs") throws -> String {
        let root = folder.file("labs")
        try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
        for file in ["exercise.lua", "checks.lua", "starter.lua", "README.md"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.labs + "/launch-order/" + file, toPath: root + "/" + name + "/" + file)
        }
        let set = "return { title = \"\(title)\", exercises = { \"\(name)\" } }\n"
        try Data(set.utf8).write(to: URL(fileURLWithPath: root + "/lab.lua"))
        return root
    }

    static func commands(_ labs: String, workspace: String) -> (LabCommands, TextSink, TextSink) {
        let output = TextSink.memory(), errors = TextSink.memory()
        return (
            LabCommands(labs: labs, workspace: workspace, output: output, errors: errors, colour: false), output, errors
        )
    }

    @Test(
        "an exercise named to run a shell command, or to climb out of its folder, is refused",
        arguments: ["ex;touch PWNED", "ok$(touch PWNED)", "../escape", "..", "a/b", "-flag", "tab\tname"])
    func hostileExerciseNames(_ name: String) throws {
        let folder = try TemporaryDirectory(prefix: "al-untrusted")
        defer { folder.remove() }
        let root = folder.file("labs")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // The exercise's files where the name leads (for `..`, nowhere new): without the
        // check, pack and start would read them and write under the name.
        if name != ".." {
            let exercise = root + "/" + name
            try FileManager.default.createDirectory(atPath: exercise, withIntermediateDirectories: true)
            for file in ["exercise.lua", "checks.lua", "starter.lua", "README.md"] {
                try FileManager.default.copyItem(
                    atPath: Fixtures.labs + "/launch-order/" + file, toPath: exercise + "/" + file)
            }
        }
        let set = "return { title = \"Labs\", exercises = { \(LuaLiteralText.quoted(name)) } }\n"
        try Data(set.utf8).write(to: URL(fileURLWithPath: root + "/lab.lua"))
        let (commands, _, errors) = Self.commands(root, workspace: folder.file("ws"))
        #expect(commands.pack(folder.file("class")) == 2)
        #expect(errors.text.contains("an exercise's name is 1 to 64 ASCII letters"), "\(errors.text)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("class")), "nothing is written")
        #expect(commands.start(name) == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.file("escape.lua")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("ws")))
    }

    @Test("no check name reaches an autograding command: a check is named by its number, its title quoted for YAML")
    func autogradingCommandsHoldNoCheckName() throws {
        let folder = try TemporaryDirectory(prefix: "al-untrusted")
        defer { folder.remove() }
        let root = try Self.labSet(folder, exercise: "ex1")
        for file in ["exercise.lua", "checks.lua"] {
            let path = root + "/ex1/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let hostile = text.replacingOccurrences(
                of: "\"launch from the icon\"", with: "\"cold $(touch PWNED) `id` ${{ secrets.X }}\"")
            #expect(hostile != text, "\(file)")
            try Data(hostile.utf8).write(to: URL(fileURLWithPath: path))
        }
        let (commands, _, errors) = Self.commands(root, workspace: folder.file("ws"))
        #expect(commands.pack(folder.file("class")) == 0, "\(errors.text)")
        let workflow = try String(contentsOfFile: folder.file("class/.github/workflows/classroom.yml"), encoding: .utf8)
        let commandLines = workflow.split(separator: "\n").filter {
            $0.contains("command: ") && $0.contains("lab check")
        }
        #expect(!commandLines.isEmpty, "\(workflow)")
        #expect(commandLines.allSatisfy { !$0.contains("PWNED") && !$0.contains("`") }, "\(commandLines)")
        #expect(workflow.contains("'ex1: cold $(touch PWNED) `id` $ {{ secrets.X }}'"), "\(workflow)")
    }

    @Test("a lab file that is a symbolic link is refused, not copied to the class or the student")
    func linkedFilesAreRefused() throws {
        let folder = try TemporaryDirectory(prefix: "al-untrusted")
        defer { folder.remove() }
        let root = try Self.labSet(folder, exercise: "ex1")
        try Data("-- the teacher's secret answer\n".utf8).write(to: URL(fileURLWithPath: folder.file("secret.lua")))
        try FileManager.default.removeItem(atPath: root + "/ex1/starter.lua")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/ex1/starter.lua", withDestinationPath: folder.file("secret.lua"))
        let (commands, _, errors) = Self.commands(root, workspace: folder.file("ws"))
        #expect(commands.pack(folder.file("class")) == 2)
        #expect(errors.text.contains("starter.lua' is a symbolic link"), "\(errors.text)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("class/lab-work/ex1.lua")))
        #expect(commands.start("ex1") == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.file("ws/ex1.lua")))
        // The exercise's folder itself a link: refused the same way.
        try FileManager.default.moveItem(atPath: root + "/ex1", toPath: folder.file("elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: root + "/ex1", withDestinationPath: folder.file("elsewhere"))
        let (again, _, more) = Self.commands(root, workspace: folder.file("ws2"))
        #expect(again.list() == 2)
        #expect(more.text.contains("ex1' is a symbolic link"), "\(more.text)")
    }

    @Test("a lab set's title or welcome with ESC, OSC or NUL is refused before it reaches a terminal")
    func controlCharactersInLabText() throws {
        for title in ["\\27[2J\\27]0;owned\\7", "nul\\0here", "bell\\7"] {
            let folder = try TemporaryDirectory(prefix: "al-untrusted")
            defer { folder.remove() }
            let root = try Self.labSet(folder, exercise: "ex1", title: title)
            let (commands, output, errors) = Self.commands(root, workspace: folder.file("ws"))
            #expect(commands.list() == 2)
            #expect(errors.text.contains("'title' holds the control character U+00"), "\(errors.text)")
            let printed = output.text + errors.text
            #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(printed)")
        }
    }

    @Test("a task (README) with escape sequences reaches the terminal as pictures")
    func taskTextIsTerminalSafe() throws {
        let folder = try TemporaryDirectory(prefix: "al-untrusted")
        defer { folder.remove() }
        let root = try Self.labSet(folder, exercise: "ex1")
        try Data("# Task\n\u{1B}]0;owned\u{07}\u{1B}[2J\n".utf8).write(
            to: URL(fileURLWithPath: root + "/ex1/README.md"))
        let (commands, output, errors) = Self.commands(root, workspace: folder.file("ws"))
        #expect(commands.start("ex1") == 0, "\(errors.text)")
        #expect(!output.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(output.text.contains("␛]0;owned␇␛[2J"))
    }

    @Test("points beyond any grade are refused where the lab set is read")
    func hugePointsAreRefused() throws {
        let folder = try TemporaryDirectory(prefix: "al-untrusted")
        defer { folder.remove() }
        let root = try Self.labSet(folder, exercise: "ex1")
        let manifest = root + "/ex1/exercise.lua"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "points = 10,", with: "points = 1e300,").utf8).write(
            to: URL(fileURLWithPath: manifest))
        let (commands, _, errors) = Self.commands(root, workspace: folder.file("ws"))
        #expect(commands.pack(folder.file("class")) == 2)
        #expect(errors.text.contains("'points' must be a number from 0 to 1000000"), "\(errors.text)")
    }
}

/// Lua's double-quoted strings, for the lab files these tests write.
enum LuaLiteralText {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

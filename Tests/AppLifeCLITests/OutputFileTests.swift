import AppLifeTestSupport
import Foundation
import LuaHost
import Testing
@testable import AppLifeCLI

#if canImport(Glibc)
import Glibc
#endif

/// Every file applife writes goes through ``OutputFile``: a new path or a regular file,
/// never through a link, never over a device node, a pipe or a folder, checked before a
/// command runs and again on the descriptor it writes.
@Suite struct OutputFileTests {
    /// The targets a report must never replace or write through.
    enum Special: String, CaseIterable {
        case linkToStandardOutput, linkToFile, hardLink, pipe, device, folder
    }

    /// Makes `kind` at `path`; false when this machine cannot (a device node needs root).
    private func make(_ kind: Special, at path: String, in folder: TemporaryDirectory) -> Bool {
        switch kind {
        case .linkToStandardOutput: return symlink("/proc/self/fd/1", path) == 0
        case .linkToFile:
            _ = FileManager.default.createFile(atPath: folder.file("victim"), contents: Data("victim\n".utf8))
            return symlink(folder.file("victim"), path) == 0
        case .hardLink:
            _ = FileManager.default.createFile(atPath: folder.file("victim"), contents: Data("victim\n".utf8))
            return link(folder.file("victim"), path) == 0
        case .pipe: return mkfifo(path, 0o644) == 0
        // The same device numbers as /dev/null, in a folder of the test's own.
        case .device: return mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
        case .folder: return mkdir(path, 0o755) == 0
        }
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test(arguments: Special.allCases)
    func aSpecialTargetIsRefusedAndLeftAsItWas(kind: Special) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("target")
        guard make(kind, at: path, in: folder) else {
            #expect(kind == .device && geteuid() != 0, "could not make \(kind)")
            return
        }
        let before = mode(path)
        #expect(OutputFile.problem(path) != nil)
        #expect(throws: OutputFile.Problem.self) { try OutputFile.write("<report/>", to: path) }
        #expect(throws: OutputFile.Problem.self) { _ = try TextSink.file(path) }
        #expect(mode(path) == before, "the \(kind) was replaced")
        if kind == .linkToFile || kind == .hardLink {
            #expect(try String(contentsOfFile: folder.file("victim"), encoding: .utf8) == "victim\n")
        }
    }

    @Test func aNewFileIsCreatedAndARegularFileReplaced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("report.xml")
        try OutputFile.write("first, longer text\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first, longer text\n")
        try OutputFile.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
    }

    /// The check before a run passes; a link put there before the write is still refused,
    /// by the descriptor (O_NOFOLLOW), not the earlier look.
    @Test func aLinkSwappedInAfterTheCheckIsNotFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("run.svg")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        #expect(OutputFile.problem(path) == nil)
        unlink(path)
        #expect(make(.linkToFile, at: path, in: folder))
        #expect(throws: OutputFile.Problem.self) { try OutputFile.write("<svg/>", to: path) }
        #expect(try String(contentsOfFile: folder.file("victim"), encoding: .utf8) == "victim\n")
    }

    @Test(arguments: [
        ("missing/run.svg", "cannot write '%/missing/run.svg': its folder '%/missing' does not exist"),
        ("plain/run.svg", "cannot write '%/plain/run.svg': a part of its folder '%/plain' is not a folder"),
        ("", "cannot write '%/': it is a folder (give a file name)"),
    ])
    func aTargetInNoFolderIsNamed(name: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = FileManager.default.createFile(atPath: folder.file("plain"), contents: Data())
        let problem = OutputFile.problem(folder.file(name))
        #expect(problem?.description == message.replacingOccurrences(of: "%", with: folder.path))
    }

    // MARK: Every command checks its targets before it runs anything

    /// A file whose scenario leaves a trace line when it runs.
    private func script(in folder: TemporaryDirectory) throws -> String {
        let path = folder.file("x.lua")
        try Data("local a = app { name = 'A' }\nscenario('s', function() user.tap(a) end)\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["--junit", "--svg", "--perfetto", "--mermaid", "--out"])
    func runRefusesABadTargetBeforeRunning(flag: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try script(in: folder)
        #expect(make(.pipe, at: folder.file("fifo"), in: folder))
        _ = FileManager.default.createFile(atPath: folder.file("plain"), contents: Data())
        for target in [folder.file("fifo"), folder.file("plain") + "/out.md"] {
            var settings = RunSettings()
            switch flag {
            case "--junit": settings.junitPath = target
            case "--svg": settings.pictures.svgPath = target
            case "--perfetto": settings.pictures.perfettoPath = target
            case "--mermaid": settings.pictures.mermaidPath = target
            default: settings.outPath = target
            }
            let output = TextSink.memory(), errors = TextSink.memory()
            #expect(
                ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors) == 2)
            #expect(errors.text.hasPrefix("applife: cannot write '\(target)': "), "\(errors.text)")
            #expect(!output.text.contains("user taps"), "the run went ahead: \(output.text)")
        }
        #expect(mode(folder.file("fifo")) == S_IFIFO)
    }

    @Test func exploreChecksItsFilesBeforeExploringAndMakesNoFolderForNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try script(in: folder)
        let out = folder.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        #expect(make(.linkToFile, at: out + "/coverage.md", in: folder))
        var settings = ExploreSettings()
        settings.outDirectory = out
        settings.runs = 2
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(ExploreCommand.run(path: path, settings: settings, output: output, errors: errors) == 2)
        #expect(errors.text.contains("cannot write '\(out)/coverage.md': it is a symbolic link"), "\(errors.text)")
        #expect(output.text.isEmpty)
        #expect(try String(contentsOfFile: folder.file("victim"), encoding: .utf8) == "victim\n")

        settings.outDirectory = folder.file("fresh")
        settings.ios = 28
        #expect(ExploreCommand.run(path: path, settings: settings, output: output, errors: errors) == 2)
        #expect(
            !FileManager.default.fileExists(atPath: folder.file("fresh")), "a folder was made for a run that never ran")
    }

    @Test func replSvgAndSaveRefuseALink() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(make(.linkToFile, at: folder.file("link"), in: folder))
        let transcript = try repl(["print(1)", ":svg \(folder.file("link"))", ":save! \(folder.file("link"))"])
        #expect(
            transcript.contains("applife: cannot write '\(folder.file("link"))': it is a symbolic link"),
            "\(transcript)")
        #expect(!transcript.contains("drew"), "\(transcript)")
        #expect(!transcript.contains("saved"), "\(transcript)")
        #expect(mode(folder.file("link")) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.file("victim"), encoding: .utf8) == "victim\n")
    }

    @Test func labGradeRefusesAJSONLinkBeforeGrading() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let submissions = folder.file("subs")
        try FileManager.default.createDirectory(atPath: submissions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.labs + "/background-task/solution.lua", toPath: submissions + "/alice.lua")
        #expect(make(.linkToStandardOutput, at: folder.file("results.json"), in: folder))
        var settings = GradeSettings(labs: Fixtures.labs, exercise: "background-task", directory: submissions)
        settings.jsonPath = folder.file("results.json")
        let catalog = try LabCatalog(root: Fixtures.labs).exercise("background-task")
        let output = TextSink.memory(), errors = TextSink.memory()
        let code = LabGrading.grade(
            settings, launcher: InProcessLauncher(exercise: catalog), output: output, errors: errors)
        #expect(code == 2)
        #expect(
            errors.text.contains("cannot write '\(folder.file("results.json"))': it is a symbolic link"),
            "\(errors.text)")
        #expect(!output.text.contains("alice"), "graded before checking: \(output.text)")
        #expect(mode(folder.file("results.json")) == S_IFLNK)
    }

    @Test func typesRefusesALinkAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(make(.linkToFile, at: folder.file(".luacheckrc"), in: folder))
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(TypesCommand.run(directory: folder.path, force: true, output: output, errors: errors) == 2)
        #expect(errors.text.contains("it is a symbolic link"), "\(errors.text)")
        #expect(!FileManager.default.fileExists(atPath: folder.file(".luarc.json")))
        #expect(try String(contentsOfFile: folder.file("victim"), encoding: .utf8) == "victim\n")
    }

    /// Pipes `lines` into a REPL with no file; the transcript.
    private func repl(_ lines: [String]) throws -> String {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("no pipe") }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        let sink = TextSink.memory()
        let options = ScriptRun.runOptions(RunLimits(), RunSettings())
        let readFD = fds[0]
        _ = try LuaThread.run {
            ReplCommand.loop(
                path: nil, source: nil, options: options, reader: DescriptorLineReader(descriptor: readFD),
                printer: ReplPrinter(output: sink, errors: sink, colour: false), banner: false)
        }
        return sink.text
    }
}

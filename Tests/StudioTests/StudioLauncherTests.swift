import AppLifeTestSupport
import Foundation
import Testing

/// `applife studio ...` runs applife-studio from beside applife, every argument passed on.
@Suite("StudioLauncher")
struct StudioLauncherTests {
    @Test("applife studio --help is applife-studio's help")
    func help() throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), ["studio", "--help"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("USAGE: applife studio [<file>] [--port <port>] [--open]"), "\(run.output)")
        let listed = try ChildProcess.run(try BuiltExecutable.require(), ["--help"])
        #expect(listed.output.contains("studio"), "applife's help lists the studio")
    }

    @Test("the studio's own mistakes come back from applife-studio with exit code 2")
    func usage() throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), ["studio", "--port", "70000"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--port must be from 0 to 65535, got 70000"), "\(run.errors)")
        let missing = try ChildProcess.run(try BuiltExecutable.require(), ["studio", "no-such-file.lua"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read 'no-such-file.lua'"), "\(missing.errors)")
        let language = try ChildProcess.run(try BuiltExecutable.require(), ["studio", "--lang", "fr"])
        #expect(language.status == 2)
        #expect(language.errors.contains("--lang: unknown language 'fr' (expected en or zh)"), "\(language.errors)")
    }

    @Test("without applife-studio beside it, applife studio says how to build it")
    func missing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: try BuiltExecutable.require(), toPath: folder.file("applife"))
        let run = try ChildProcess.run(folder.file("applife"), ["studio", "examples/home-and-return.lua"])
        #expect(run.status == 2)
        #expect(
            run.errors.contains("applife-studio, and it is not beside applife (\(folder.path)/applife-studio)"),
            "\(run.errors)")
        #expect(run.errors.contains("swift build -c release --product applife-studio"))
    }
}

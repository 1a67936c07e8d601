import AppLifeTestSupport
import Foundation
import ScriptBindings
import Testing

@testable import AppLifeCLI

/// A teacher's own lab set travels: `lab pack --labs DIR` packs it without its answers, the
/// pack's commands use it, its workflow checks it before grading and never runs what the
/// student's repository holds, and `lab grade` takes the students' cloned repositories.
@Suite struct ClassroomPackTests {
    static func packTeacherSet(_ folder: TemporaryDirectory) throws -> (labs: String, pack: String) {
        let labs = try PartialCreditTests.lab(in: folder)
        try Data("return { ok = true, spin = function() end }\n".utf8).write(
            to: URL(fileURLWithPath: labs + "/three/wrong-looking-solution.lua"))
        let (commands, _, errors) = Fixtures.commands(folder.file("unused"), labs: labs)
        let pack = folder.file("pack")
        #expect(commands.pack(pack) == 0, "\(errors.text)")
        return (labs, pack)
    }

    @Test func aTeachersLabSetIsPackedWithoutItsAnswersAndItsCommandsUseIt() throws {
        let folder = try TemporaryDirectory(prefix: "al-tpack")
        defer { folder.remove() }
        let (labs, pack) = try Self.packTeacherSet(folder)
        let packed = pack + "/" + ClassroomAutograding.labsFolder
        let files = try FileManager.default.subpathsOfDirectory(atPath: packed).sorted()
        #expect(
            files == [
                "lab.lua", "three", "three/README.md", "three/checks.lua", "three/exercise.lua",
                "three/starter.lua",
            ])
        let readme = try String(contentsOfFile: pack + "/README.md", encoding: .utf8)
        #expect(readme.contains("applife lab check three --labs .applife/labs"))
        // The workflow lists every packed file with its SHA-256, as sha256sum prints it.
        let workflow = try String(contentsOfFile: pack + "/" + ClassroomAutograding.workflowPath, encoding: .utf8)
        for file in files where !file.hasSuffix("three") {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: packed + "/" + file)))
            #expect(workflow.contains("\(SHA256.hex(bytes))  ./\(file)"), "\(file)")
        }
        #expect(workflow.contains("command: 'applife lab check three --check 2 --labs .applife/labs'"))
        #expect(!workflow.contains("solution"))
        // The packed set checks the student's work from inside the pack, as the README says.
        let applife = try BuiltExecutable.require()
        let starter = try ChildProcess.run(
            applife, ["lab", "check", "three", "--labs", ".applife/labs"], in: URL(fileURLWithPath: pack))
        #expect(starter.status == 1, "\(starter.output) \(starter.errors)")
        try FileManager.default.copyItem(atPath: labs + "/three/solution.lua", toPath: folder.file("solution.lua"))
        try FileManager.default.removeItem(atPath: pack + "/lab-work/three.lua")
        try FileManager.default.copyItem(atPath: folder.file("solution.lua"), toPath: pack + "/lab-work/three.lua")
        let solved = try ChildProcess.run(
            applife, ["lab", "check", "three", "--labs", ".applife/labs"], in: URL(fileURLWithPath: pack))
        #expect(solved.status == 0, "\(solved.output) \(solved.errors)")
    }

    /// `lab grade` over a folder of repositories cloned from the pack (GitHub Classroom's
    /// download): each student's work is `lab-work/NAME.lua`.
    @Test func labGradeTakesClonedClassroomRepositories() throws {
        let folder = try TemporaryDirectory(prefix: "al-clones")
        defer { folder.remove() }
        let (labs, pack) = try Self.packTeacherSet(folder)
        let clones = folder.file("clones")
        try FileManager.default.createDirectory(atPath: clones, withIntermediateDirectories: true)
        for student in ["course-alice", "course-bob"] {
            try FileManager.default.copyItem(atPath: pack, toPath: clones + "/" + student)
        }
        try FileManager.default.removeItem(atPath: clones + "/course-alice/lab-work/three.lua")
        try FileManager.default.copyItem(
            atPath: labs + "/three/solution.lua", toPath: clones + "/course-alice/lab-work/three.lua")
        var settings = GradeSettings(labs: labs, exercise: "three", directory: clones)
        settings.jsonPath = folder.file("results.json")
        settings.executable = try BuiltExecutable.require()
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(LabGrading.grade(settings, output: output, errors: errors) == 0, "\(errors.text)")
        let report = try JSONDecoder().decode(
            GradeReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder.file("results.json"))))
        #expect(report.submissions.map(\.student) == ["course-alice", "course-bob"])
        #expect(report.submissions.map(\.score) == [9, 0], "\(output.text)")
    }

    @Test func theWorkflowDownloadsApplifeByChecksumAndQuotesWhatItIsGiven() throws {
        let exercises = try LabCatalog(root: Fixtures.labs).exercises().prefix(1)
        let sum = String(repeating: "ab", count: 32)
        let workflow = ClassroomAutograding.workflow(
            Array(exercises), language: .en, installer: .init(url: "https://example.org/applife", sha256: sum))
        #expect(workflow.contains("APPLIFE_URL: 'https://example.org/applife'"))
        #expect(workflow.contains("APPLIFE_SHA256: '\(sum)'"))
        #expect(
            ClassroomAutograding.workflow(Array(exercises), language: .en, installer: .init()).contains(
                "APPLIFE_SHA256: ${{ vars.APPLIFE_SHA256 }}"))
        // A check's title is the teacher's text: one line, quotes doubled, no expression.
        #expect(
            ClassroomAutograding.yamlText("it's ${{ secrets.TOKEN }}\nrm -rf /")
                == "'it''s $ {{ secrets.TOKEN }} rm -rf /'")
        #expect(LabCommands.installerProblem(url: "http://example.org/a", sha256: nil) != nil)
        #expect(LabCommands.installerProblem(url: "https://example.org/a b", sha256: nil) != nil)
        #expect(LabCommands.installerProblem(url: nil, sha256: "ABC") != nil)
        #expect(LabCommands.installerProblem(url: "https://example.org/applife", sha256: sum) == nil)
        // Exercise names reach the workflow as they are: the lab set's reader refuses any other.
        for name in ["ex;cmd", "ok$(cmd)", "../up", "-x", "", String(repeating: "a", count: 65)] {
            #expect(LabLimits.nameProblem(name) != nil, "\(name)")
        }
        #expect(LabLimits.nameProblem("background-task") == nil && LabLimits.nameProblem("Lab_2") == nil)
    }

    /// FIPS 180-4's examples, and one that spans two blocks.
    @Test func sha256MatchesTheStandardsExamples() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}

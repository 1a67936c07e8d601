import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI
@testable import ScriptBindings

/// Labs that travel: the set built into the executable (current with labs/, found by a
/// binary alone in an empty folder), and `lab pack`, which hands out everything but the answers.
@Suite struct LabTravelTests {
    static let labs = Fixtures.labs

    /// Every file of labs/ but the solutions (right/ and wrong/ ones too), relative to labs/,
    /// sorted as the generator sorts.
    static func labFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: labs)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: labs + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue && !path.hasSuffix("/solution.lua") && !path.contains("/right/")
                && !path.contains("/wrong/")
            {
                files.append(path)
            }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    @Test func theBuiltInLabsAreLabsWithoutTheSolutions() throws {
        let files = try Self.labFiles()
        #expect(BuiltInLabs.files.map(\.path) == files, "stale: run scripts/embed-labs")
        for (path, text) in BuiltInLabs.files {
            let disk = try Data(contentsOf: URL(fileURLWithPath: Self.labs + "/" + path))
            #expect(Array(text.utf8) == Array(disk), "\(path) differs from labs/\(path): run scripts/embed-labs")
        }
        #expect(!BuiltInLabs.files.contains { $0.path.hasSuffix("solution.lua") })
        // The generated source holds no solution.
        let generated = try String(
            contentsOfFile: Repository.path("Sources/AppLifeCLI/Generated/BuiltInLabs.swift"), encoding: .utf8)
        for name in Fixtures.exerciseNames() {
            let solution = try String(contentsOfFile: Self.labs + "/\(name)/solution.lua", encoding: .utf8)
            #expect(
                !generated.contains(solution.trimmingCharacters(in: .whitespacesAndNewlines)),
                "\(name)'s solution is built in")
        }
    }

    @Test func theBuiltInSetLoadsEveryExercise() throws {
        let catalog = try LabCatalog(source: .builtIn)
        #expect(catalog.set.exercises == Fixtures.exerciseNames())
        for exercise in try catalog.exercises() {
            #expect(exercise.checksPath == "(built-in labs)/\(exercise.name)/checks.lua")
            #expect(try catalog.task(exercise, .zh)?.isEmpty == false)
        }
        // verify needs the solutions, which only a lab folder has.
        let (commands, _, errors) = Fixtures.commands("/tmp/al-unused")
        var builtIn = commands
        builtIn.labs = .builtIn
        #expect(builtIn.verify() == 1)
        #expect(errors.text.contains("carry no solutions to verify: pass --labs DIR"))
    }

    @Test func labsAreFoundByTheFlagThenTheVariableThenTheBinary() {
        #expect(LabCatalog.locate("mine") == .folder("mine"))
        let variable = ProcessInfo.processInfo.environment["APPLIFE_LABS"]
        #expect(LabCatalog.locate(nil) == (variable.map { $0.isEmpty ? LabSource.builtIn : .folder($0) } ?? .builtIn))
    }

    /// A copy of the executable alone in an empty folder, run from another empty folder,
    /// with no APPLIFE_LABS: it lists, starts and checks from the labs built into it.
    @Test func aCopiedBinaryAloneHasItsLabs() throws {
        let folder = try TemporaryDirectory(prefix: "al-alone")
        defer { folder.remove() }
        let binary = folder.file("bin/applife")
        try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try BuiltExecutable.require(), toPath: binary)
        try FileManager.default.createDirectory(atPath: folder.file("student"), withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        for variable in ["APPLIFE_LABS", "APPLIFE_LANG", "LC_ALL", "LC_MESSAGES"] { environment[variable] = nil }
        environment["LANG"] = "C.UTF-8"
        let student = URL(fileURLWithPath: folder.file("student"))
        let list = try ChildProcess.run(binary, ["lab", "list"], in: student, environment: environment)
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.contains("The iOS app life cycle: 0 of 16 done"))
        let start = try ChildProcess.run(
            binary, ["lab", "start", "launch-order"], in: student, environment: environment)
        #expect(start.status == 0, "\(start.errors)")
        let check = try ChildProcess.run(
            binary, ["lab", "check", "launch-order"], in: student, environment: environment)
        #expect(check.status == 1, "the starter fails: \(check.output)\(check.errors)")
        #expect(check.output.contains("1 of 3 checks passed"))
        #expect(!check.output.contains("(built-in labs)"), "no path of the built-in set reaches the student")
    }

    // MARK: lab pack

    /// Two lines of the solution of `name` that its starter does not have, found next to
    /// each other in `text` (a hint may quote one call; the answer is more than one line).
    /// Short lines (`end)`, `local id`) are every file's, so only longer ones count.
    static func leakedAnswer(_ name: String, in text: String) throws -> String? {
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.count >= 16 && !$0.hasPrefix("--")
            }
        }
        let starter = Set(lines(try String(contentsOfFile: labs + "/\(name)/starter.lua", encoding: .utf8)))
        let solution = lines(try String(contentsOfFile: labs + "/\(name)/solution.lua", encoding: .utf8))
        let answer = zip(solution, solution.dropFirst()).filter { !starter.contains($0) || !starter.contains($1) }
        let target = lines(text)
        var adjacent: Set<String> = []
        for (a, b) in zip(target, target.dropFirst()) { adjacent.insert(a + "\n" + b) }
        return answer.map { $0 + "\n" + $1 }.first(where: adjacent.contains)
    }

    /// Every file under `folder`, by path, with its text.
    static func files(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8) }
        }
        return files
    }

    /// Lab commands over the set built into applife: a pack of it carries no lab set.
    static func builtInCommands(_ workspace: String) -> (LabCommands, TextSink, TextSink) {
        let output = TextSink.memory(), errors = TextSink.memory()
        return (
            LabCommands(labs: .builtIn, workspace: workspace, output: output, errors: errors, colour: false), output,
            errors
        )
    }

    @Test func packWritesStartersTasksAndHintsAndNoAnswer() throws {
        let folder = try TemporaryDirectory(prefix: "al-pack")
        defer { folder.remove() }
        let (commands, output, errors) = Self.builtInCommands(folder.file("unused"))
        #expect(commands.pack(folder.file("class")) == 0, "\(errors.text)")
        #expect(output.text.contains("Wrote \(folder.file("class")): 16 exercises"))
        let files = try Self.files(folder.file("class"))
        for name in Fixtures.exerciseNames() {
            #expect(
                files["lab-work/\(name).lua"]
                    == (try String(contentsOfFile: Self.labs + "/\(name)/starter.lua", encoding: .utf8)))
            #expect(files["tasks/\(name).md"]?.hasPrefix("# ") == true)
            #expect(files["tasks/\(name).zh.md"]?.isEmpty == false)
            #expect(files["tasks/\(name).hints.md"]?.contains("Hint 1 of") == true)
            #expect(files["tasks/\(name).hints.zh.md"]?.contains("提示 1/") == true)
        }
        #expect(
            files.keys.allSatisfy { !$0.contains("checks") && !$0.contains("solution") && !$0.contains("exercise.lua") }
        )
        // No answer, no check's code, no hidden check's name, in any file (hints and the
        // workflow included).
        let everything = files.values.joined(separator: "\n")
        for name in Fixtures.exerciseNames() {
            // The detector finds the solution itself, so finding nothing below means something.
            let solution = try String(contentsOfFile: Self.labs + "/\(name)/solution.lua", encoding: .utf8)
            #expect(
                try Self.leakedAnswer(name, in: "-- pasted\n" + solution) != nil,
                "\(name): the leak detector misses its solution")
            // Its own files and the shared ones (a later exercise's starter may build on an
            // earlier exercise's answer, as the lab set's order intends).
            for (path, text) in files
            where !path.hasPrefix("lab-work/") && !path.hasPrefix("tasks/") || path.contains("/\(name).") {
                #expect(try Self.leakedAnswer(name, in: text) == nil, "\(path) holds \(name)'s solution")
            }
            let exercise = try LabCatalog(root: Self.labs).exercise(name)
            let checks = String(decoding: exercise.checksSource, as: UTF8.self)
            for line in checks.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            where line.hasPrefix("expect.") || line.hasPrefix("scenario(") {
                #expect(!everything.contains(line), "\(name): the check line '\(line)'")
            }
            for check in exercise.manifest.checks where check.hidden {
                #expect(
                    !everything.contains("'\(check.name)'") && !everything.contains(": \(check.name)\""),
                    "\(name): hidden '\(check.name)'")
            }
        }
    }

    @Test func packWritesOnlyTheExercisesAskedAndNeverOverWork() throws {
        let folder = try TemporaryDirectory(prefix: "al-pack")
        defer { folder.remove() }
        var (commands, _, errors) = Self.builtInCommands(folder.file("unused"))
        commands.language = .zh
        #expect(commands.pack(folder.file("one"), only: ["background-task"]) == 0, "\(errors.text)")
        let files = try Self.files(folder.file("one"))
        #expect(files.keys.filter { $0.hasPrefix("lab-work/") } == ["lab-work/background-task.lua"])
        #expect(files["lab-work/background-task.lua"]?.hasPrefix("-- 用户离开应用时保存文档。") == true, "the starter in --lang")
        #expect(files["README.zh.md"]?.contains("applife lab check background-task") == true)
        #expect(files[".github/workflows/classroom.yml"]?.contains("APPLIFE_LANG: zh") == true)
        // Packing again into a folder with files in it refuses and changes nothing.
        try Data("my work".utf8).write(to: URL(fileURLWithPath: folder.file("one/lab-work/background-task.lua")))
        #expect(commands.pack(folder.file("one")) == 2)
        #expect(errors.text.contains("is not empty: lab pack writes a new folder"))
        #expect(
            try String(contentsOfFile: folder.file("one/lab-work/background-task.lua"), encoding: .utf8) == "my work")
        #expect(commands.pack(folder.file("two"), only: ["background-taks"]) == 2)
        #expect(errors.text.contains("background-taks"))
    }

    /// The documented workflow is what `lab pack` writes for the whole set, and each step
    /// runs a check that exists for its share of the exercise's points.
    @Test func theDocumentedAutogradingMatchesTheChecks() throws {
        let exercises = try LabCatalog(root: Self.labs).exercises()
        let workflow = ClassroomAutograding.workflow(exercises, language: .en, installer: .init())
        GoldenFile("docs/classroom/.github/workflows/classroom.yml", filter: "LabTravel").check(workflow)
        let lines = workflow.split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("          command: ") }
        let scores = lines.filter { $0.hasPrefix("          max-score: ") }.compactMap {
            Int($0.split(separator: " ").last!)
        }
        #expect(commands.count == exercises.map(\.manifest.checks.count).reduce(0, +))
        #expect(scores.count == commands.count)
        var points: [String: Int] = [:]
        for (command, score) in zip(commands, scores) {
            let words = command.dropFirst("          command: '".count).dropLast().split(separator: " ").map(
                String.init)
            #expect(Array(words.prefix(3)) == ["applife", "lab", "check"] && words[4] == "--check", "\(command)")
            let exercise = try #require(exercises.first { $0.name == words[3] }, "\(command)")
            #expect(throws: Never.self) { _ = try exercise.narrowed(to: words[5]) }
            points[exercise.name, default: 0] += score
        }
        for exercise in exercises {
            #expect(points[exercise.name] == Int(exercise.manifest.points), "\(exercise.name)")
        }
        // Every step is reported, and nothing from the repository is run as the grader.
        let runners = try #require(lines.first { $0.hasPrefix("          runners: ") })
        #expect(runners.split(separator: ",").count == commands.count)
        #expect(!workflow.contains("bin/applife") && !workflow.contains("education/autograding@v1"))
        #expect(workflow.contains("sha256sum --check --strict"))
    }

    @Test func pointsAreSplitIntoWholeNumbersThatAddUp() {
        #expect(ClassroomAutograding.shares(of: 10, weights: [1, 1, 1]) == [4, 3, 3])
        #expect(ClassroomAutograding.shares(of: 10, weights: [1, 2]) == [3, 7])
        #expect(ClassroomAutograding.shares(of: 10, weights: [1, 1, 1, 1]) == [3, 3, 2, 2])
        #expect(ClassroomAutograding.shares(of: 7, weights: [0, 0]) == [0, 0])
        #expect(ClassroomAutograding.shares(of: 100, weights: Array(repeating: 1, count: 7)).reduce(0, +) == 100)
    }
}

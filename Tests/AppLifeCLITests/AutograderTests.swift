import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI

/// What autograders take: one check's exit code (GitHub Classroom), Exercism's results.json
/// and runner script, and a class graded in shards and merged.
@Suite struct AutograderTests {
    static let labs = Fixtures.labs

    /// `lab check EXERCISE --file SOURCE` with options, in this process.
    static func check(
        _ exercise: String, _ source: String, _ options: (inout LabCommands.CheckOptions) -> Void = { _ in }
    )
        throws -> (code: Int32, output: String, results: [String: Any]?)
    {
        let folder = try TemporaryDirectory(prefix: "al-auto")
        defer { folder.remove() }
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder.file("sol.lua")))
        let (commands, output, errors) = Fixtures.commands(folder.file("ws"))
        var checkOptions = LabCommands.CheckOptions(file: folder.file("sol.lua"), results: folder.file("out"))
        options(&checkOptions)
        let code = commands.check(exercise, checkOptions)
        let data = FileManager.default.contents(atPath: folder.file("out/results.json"))
        let results = try data.map { try JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? nil
        return (code, output.text + errors.text, results)
    }

    static func source(_ exercise: String, _ file: String) throws -> String {
        try String(contentsOfFile: labs + "/\(exercise)/\(file).lua", encoding: .utf8)
    }

    // MARK: --check

    @Test func oneChecksExitCodeIsItsVerdict() throws {
        let starter = try Self.source("background-task", "starter"),
            solution = try Self.source("background-task", "solution")
        #expect(
            try Self.check("background-task", starter) { $0.only = "the save finishes in the background" }.code == 0)
        let failing = try Self.check("background-task", starter) { $0.only = "suspended once the save is done" }
        #expect(failing.code == 1)
        #expect(
            failing.output.contains("PASS  the save finishes in the background\nFAIL  suspended once the save is done"))
        #expect(!failing.output.contains("a save longer than the budget"), "only the check and what it depends on run")
        #expect(!failing.output.contains("checks passed"), "no score for one check")
        #expect(try Self.check("background-task", solution) { $0.only = "2" }.code == 0, "by number")
        // A check whose dependency fails is skipped, and a skipped check is not a pass.
        let broken = "local M = {}\nM.delegate = { didEnterBackground = function() end }\nreturn M\n"
        let skipped = try Self.check("background-task", broken) { $0.only = "a save longer than the budget" }
        #expect(skipped.code == 1)
        #expect(skipped.output.contains("SKIP  a save longer than the budget"))
        let unknown = try Self.check("background-task", starter) { $0.only = "the save finishez in the background" }
        #expect(unknown.code == 2)
        #expect(
            unknown.output.contains(
                "has no check named 'the save finishez in the background' (did you mean 'the save finishes in the background'?)"
            ))
        #expect(try Self.check("background-task", starter) { $0.only = "0" }.code == 2)
        #expect(try Self.check("background-task", starter) { $0.only = "99" }.code == 2)
    }

    @Test func theExecutableExitsWithTheCheckVerdict() throws {
        let applife = try BuiltExecutable.require()
        let file = Self.labs + "/url-schemes/starter.lua"
        let pass = try ChildProcess.run(
            applife,
            [
                "lab", "check", "url-schemes", "--file", Self.labs + "/url-schemes/solution.lua", "--labs", Self.labs,
                "--check", "4",
            ])
        #expect(pass.status == 0, "\(pass.output)\(pass.errors)")
        let fail = try ChildProcess.run(
            applife,
            [
                "lab", "check", "url-schemes", "--file", file, "--labs", Self.labs, "--check",
                "adds an item while running",
            ])
        #expect(fail.status == 1)
        let unknown = try ChildProcess.run(
            applife, ["lab", "check", "url-schemes", "--file", file, "--labs", Self.labs, "--check", "nope"])
        #expect(unknown.status == 2)
    }

    // MARK: Exercism

    /// Exercism's test-runner interface, version 3: only its fields, its statuses, a message
    /// exactly when the status is error, output at most 500 characters.
    static func validate(_ results: [String: Any]) {
        #expect(Set(results.keys).isSubset(of: ["version", "status", "message", "tests"]), "\(results.keys)")
        #expect(results["version"] as? Int == 3)
        let status = results["status"] as? String
        #expect(["pass", "fail", "error"].contains(status))
        #expect((results["message"] != nil) == (status == "error"))
        let tests = results["tests"] as? [[String: Any]] ?? []
        #expect(status == "error" || !tests.isEmpty)
        for test in tests {
            #expect(
                Set(test.keys).isSubset(of: ["name", "status", "message", "output", "test_code", "task_id"]),
                "\(test.keys)")
            #expect((test["name"] as? String)?.isEmpty == false)
            #expect(["pass", "fail", "error"].contains(test["status"] as? String))
            #expect((test["test_code"] as? String)?.isEmpty == false)
            #expect(((test["output"] as? String)?.count ?? 0) <= 500)
        }
    }

    @Test func resultsJSONFollowsExercismsVersion3() throws {
        let pass = try #require(try Self.check("background-task", Self.source("background-task", "solution")).results)
        Self.validate(pass)
        #expect(pass["status"] as? String == "pass")
        let fail = try #require(try Self.check("url-schemes", Self.source("url-schemes", "starter")).results)
        Self.validate(fail)
        #expect(fail["status"] as? String == "fail")
        let tests = fail["tests"] as? [[String: Any]] ?? []
        #expect(tests.map { $0["status"] as? String } == ["fail", "fail", "fail", "fail"], "a skipped check fails")
        #expect(
            (tests[1]["message"] as? String)?.contains("(skipped: needs 'adds an item while running' to pass first)")
                == true)
        #expect((tests[3]["name"] as? String)?.hasPrefix("hidden check 4: ") == true)
        #expect(
            (tests[0]["test_code"] as? String)?.hasSuffix(
                "applife lab check url-schemes --check 'adds an item while running'") == true)
        let syntax = try #require(try Self.check("url-schemes", "return {").results)
        Self.validate(syntax)
        #expect(syntax["status"] as? String == "error")
        #expect((syntax["message"] as? String)?.contains("sol.lua:1:") == true)
    }

    @Test func theStudentsLogLinesAreTheOutputCutAt500Characters() throws {
        let chatty = """
            local M = { items = {} }
            M.delegate = {
              openURL = function(application, url)
                log("opening", url)
                for i = 1, 100 do log("line", i) end
                return true
              end,
            }
            return M
            """
        let results = try #require(try Self.check("url-schemes", chatty).results)
        Self.validate(results)
        let output = try #require((results["tests"] as? [[String: Any]])?.first?["output"] as? String)
        #expect(output.hasPrefix("opening todolist://add?item=tea\nline 1\nline 2\n"))
        #expect(output.hasSuffix("(output cut at 500 characters)"))
        #expect(output.count == 500)
        let quiet = try #require(try Self.check("url-schemes", "return { items = {}, delegate = {} }").results)
        #expect((quiet["tests"] as? [[String: Any]])?.first?["output"] == nil, "no output key when nothing was logged")
    }

    @Test func theExercismRunnerWritesResultsWhateverHappens() throws {
        let folder = try TemporaryDirectory(prefix: "al-exercism")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.labs + "/background-task/starter.lua", toPath: folder.file("in/background-task.lua"))
        var environment = ProcessInfo.processInfo.environment
        environment["APPLIFE"] = try BuiltExecutable.require()
        environment["APPLIFE_LABS"] = nil
        let script = Repository.path("scripts/exercism-run")
        let run = try ChildProcess.run(
            script, ["background-task", folder.file("in") + "/", folder.file("out") + "/"], environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        let results =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: folder.file("out/results.json")))) as? [String: Any]
        Self.validate(try #require(results))
        #expect(results?["status"] as? String == "fail")
        // Unknown exercise, missing solution: still a results.json, with the error.
        for (slug, input) in [("no-such-lab", folder.file("in")), ("background-task", folder.file("empty"))] {
            try? FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
            let other = try ChildProcess.run(
                script, [slug, input, folder.file("out-\(slug)")], environment: environment)
            #expect(other.status == 0)
            let error =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: folder.file("out-\(slug)/results.json"))))
                as? [String: Any]
            Self.validate(try #require(error))
            #expect(error?["status"] as? String == "error")
        }
    }

    // MARK: Shards

    /// Seven submissions for background-task: solutions, starters and a crash.
    static func classFolder(_ folder: TemporaryDirectory) throws -> String {
        let subs = folder.file("subs")
        try FileManager.default.createDirectory(atPath: subs, withIntermediateDirectories: true)
        for (index, name) in ["ann", "ben", "王芳", "dan", "eve", "fay", "gus"].enumerated() {
            let file = index % 3 == 0 ? "solution" : index % 3 == 1 ? "starter" : "starter.zh"
            try FileManager.default.copyItem(
                atPath: Self.labs + "/background-task/\(file).lua", toPath: subs + "/\(name).lua")
        }
        return subs
    }

    static func grade(_ subs: String, shard: (Int, Int)?, to prefix: String) throws -> Int32 {
        var settings = GradeSettings(labs: Self.labs, exercise: "background-task", directory: subs)
        settings.jsonPath = prefix + ".json"
        settings.junitPath = prefix + ".xml"
        settings.shard = shard.map { (index: $0.0, count: $0.1) }
        let exercise = try LabCatalog(root: Self.labs).exercise("background-task")
        return LabGrading.grade(
            settings, launcher: InProcessLauncher(exercise: exercise), output: .memory(), errors: .memory())
    }

    @Test(arguments: [2, 3, 7, 10])
    func mergedShardsAreTheBytesOfOneWholeRun(_ count: Int) throws {
        let folder = try TemporaryDirectory(prefix: "al-shard")
        defer { folder.remove() }
        let subs = try Self.classFolder(folder)
        #expect(try Self.grade(subs, shard: nil, to: folder.file("whole")) == 0)
        var shards: [String] = []
        // In any order: merge sorts the shards.
        for index in (1...count).reversed() {
            #expect(try Self.grade(subs, shard: (index, count), to: folder.file("shard\(index)")) == 0)
            shards.append(folder.file("shard\(index).json"))
        }
        let output = TextSink.memory(), errors = TextSink.memory()
        let code = LabGradeMerge.merge(
            shards, jsonPath: folder.file("merged.json"), junitPath: folder.file("merged.xml"), output: output,
            errors: errors)
        #expect(code == 0, "\(errors.text)")
        for suffix in ["json", "xml"] {
            let whole = try Data(contentsOf: URL(fileURLWithPath: folder.file("whole.\(suffix)")))
            let merged = try Data(contentsOf: URL(fileURLWithPath: folder.file("merged.\(suffix)")))
            #expect(whole == merged, "\(suffix) of \(count) shards")
        }
        #expect(output.text.contains("7 submissions: 3 pass, 4 fail, 0 error"))
    }

    @Test func shardsSplitTheClassIntoPartsThatFollowEachOther() {
        for total in [0, 1, 5, 100] {
            for count in [1, 2, 3, 7, 150] {
                let parts = (1...count).map { GradeShard(index: $0, count: count, submissions: total) }
                #expect(parts.first?.first == 0 && parts.last?.end == total)
                for (a, b) in zip(parts, parts.dropFirst()) { #expect(a.end == b.first) }
                let sizes = parts.map { $0.end - $0.first }
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }

    @Test func mergeRefusesShardsThatDoNotBelongTogether() throws {
        let folder = try TemporaryDirectory(prefix: "al-shard")
        defer { folder.remove() }
        let subs = try Self.classFolder(folder)
        for index in 1...3 { _ = try Self.grade(subs, shard: (index, 3), to: folder.file("s\(index)of3")) }
        _ = try Self.grade(subs, shard: (1, 2), to: folder.file("s1of2"))
        _ = try Self.grade(subs, shard: nil, to: folder.file("whole"))
        try Data("{ \"not\": \"results\" }".utf8).write(to: URL(fileURLWithPath: folder.file("other.json")))
        func merge(_ names: [String]) -> String {
            let errors = TextSink.memory()
            let code = LabGradeMerge.merge(
                names.map { folder.file($0 + ".json") }, jsonPath: folder.file("m.json"), junitPath: nil,
                output: .memory(), errors: errors)
            #expect(code == 2)
            return errors.text
        }
        #expect(merge(["s1of3", "s3of3"]).contains("missing shard 2/3"))
        #expect(merge(["s1of3", "s2of3", "s2of3", "s3of3"]).contains("shard 2/3 is given twice"))
        #expect(merge(["s1of3", "s2of3", "s1of2"]).contains("grade every shard of one class"))
        #expect(merge(["whole", "s1of3"]).contains("the results of a whole class, not of a shard"))
        #expect(merge(["other"]).contains("not a results file of applife lab grade"))
        #expect(merge(["missing"]).contains("cannot read"))
        // Numbers in a file are checked before they are used.
        let part = try String(contentsOfFile: folder.file("s1of3.json"), encoding: .utf8)
        for (field, value) in [("count", "0"), ("index", "9"), ("submissions", "9223372036854775807"), ("index", "-1")]
        {
            let forged = part.replacingOccurrences(
                of: #""\#(field)" : \d+"#, with: "\"\(field)\" : \(value)", options: .regularExpression)
            #expect(forged != part)
            try Data(forged.utf8).write(to: URL(fileURLWithPath: folder.file("forged.json")))
            #expect(merge(["forged"]).contains("is not a shard lab grade writes"), "\(field) = \(value)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("m.json")), "nothing is written after a refusal")
    }

    /// Forged shard files: what no grading writes is refused, naming the file, and never traps
    /// (a score of 1e300 once made `lab grade merge` die of SIGILL, writing nothing).
    @Test func mergeRefusesWhatNoGradingWrites() throws {
        let folder = try TemporaryDirectory(prefix: "al-shard")
        defer { folder.remove() }
        let subs = try Self.classFolder(folder)
        for index in 1...2 { _ = try Self.grade(subs, shard: (index, 2), to: folder.file("s\(index)of2")) }
        let part = try String(contentsOfFile: folder.file("s1of2.json"), encoding: .utf8)
        let applife = try BuiltExecutable.require()
        func merge(_ forged: String, with other: String = "s2of2") throws -> ChildProcess {
            try Data(forged.utf8).write(to: URL(fileURLWithPath: folder.file("forged.json")))
            return try ChildProcess.run(
                applife,
                [
                    "lab", "grade", "merge", folder.file("forged.json"), folder.file(other + ".json"), "--json",
                    folder.file("m.json"),
                ])
        }
        func replacing(_ pattern: String, _ value: String) -> String {
            part.replacingOccurrences(of: pattern, with: value, options: .regularExpression)
        }
        for (pattern, value, words) in [
            (#""score" : [0-9.]+"#, #""score" : 1e300"#, "score 1e+300"),
            (#""max_score" : [0-9.]+"#, #""max_score" : 1e300"#, "max_score 1e+300"),
            (#""score" : [0-9.]+"#, #""score" : -1"#, "score -1.0"),
            (#""status" : "pass""#, #""status" : "owned""#, "a status lab grade does not write"),
            (#""lab" : "background-task""#, #""lab" : "../x""#, "an exercise's name is"),
            (#""student" : "ann""#, #""student" : "../ann""#, "not a name lab grade gives"),
        ] {
            let forged = replacing(pattern, value)
            #expect(forged != part, "\(pattern)")
            let run = try merge(forged)
            #expect(!run.signalled, "lab grade merge died of signal \(run.status) on \(value)")
            #expect(run.status == 2, "\(value): \(run.errors)")
            #expect(run.errors.contains(folder.file("forged.json") + ":"), "the refusal names the file: \(run.errors)")
            #expect(run.errors.contains(words), "\(value): \(run.errors)")
        }
        // A student in two shards (shard 2's first student renamed after one of shard 1's).
        var second = try String(contentsOfFile: folder.file("s2of2.json"), encoding: .utf8)
        let first = try #require(second.range(of: #""student" : "[^"]+""#, options: .regularExpression))
        second.replaceSubrange(first, with: #""student" : "ann""#)
        try Data(second.utf8).write(to: URL(fileURLWithPath: folder.file("s2dup.json")))
        let duplicate = try merge(part, with: "s2dup")
        #expect(duplicate.status == 2)
        #expect(duplicate.errors.contains("student \"ann\" is in two shards"), "\(duplicate.errors)")
        // The same lab worth other points: said as such, not as "lab x, but ... is lab x".
        let points = try merge(replacing(#""max_score" : [0-9.]+"#, #""max_score" : 12"#))
        #expect(points.status == 2)
        #expect(
            points.errors.contains("worth 10 points, but in") && points.errors.contains("it is worth 12"),
            "\(points.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("m.json")), "nothing is written after a refusal")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "2", "1/100001", "1/2/3", "1/99999999999999999999"])
    func aBadShardIsAUsageError(_ shard: String) throws {
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), ["lab", "grade", "labs", "--lab", "x", "--shard", shard])
        #expect(run.status == 2)
        #expect(run.errors.contains("--shard must be i/n with 1 <= i <= n"), "\(run.errors)")
    }

    @Test func aLuaDeadlineOverTheProcessLimitsIsAUsageError() throws {
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), ["lab", "grade", "labs", "--lab", "x", "--timeout", "10"])
        #expect(run.status == 2)
        #expect(
            run.errors.contains("--timeout must be a number of seconds > 0 and under --cpu-seconds"), "\(run.errors)")
    }

    @Test func gradingTwiceWritesTheSameBytes() throws {
        let folder = try TemporaryDirectory(prefix: "al-shard")
        defer { folder.remove() }
        let subs = try Self.classFolder(folder)
        _ = try Self.grade(subs, shard: nil, to: folder.file("a"))
        _ = try Self.grade(subs, shard: nil, to: folder.file("b"))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder.file("a.xml")))
                == Data(contentsOf: URL(fileURLWithPath: folder.file("b.xml"))))
        let junit = try String(contentsOfFile: folder.file("a.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"王芳\""))
        #expect(junit.contains("<property name=\"score\" value=\"3.33\"/>"))
        #expect(junit.contains(" time=\"13.000\"/>"), "virtual seconds: the save check runs 1 s, then waits 12 s")
    }
}

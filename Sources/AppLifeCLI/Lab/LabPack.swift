import FoundationEssentials
import LuaHost
import ScriptBindings
import TracePictures

/// `applife lab pack DIR`: a folder to hand to students, holding what they may see and
/// nothing they should work out: each exercise's task and hints in both languages and its
/// starter in `lab-work/` (the default workspace, so `applife lab check NAME` works inside
/// DIR), with GitHub Classroom's autograding. No solutions: the checks come from the applife
/// executable, or for a teacher's own set (`--labs`) from its copy in `.applife/labs`
/// (manifests, checks, tasks and starters), which the commands in the README name.
///
///     DIR/README.md, README.zh.md               the lab set, how to work, the exercises
///     DIR/lab-work/NAME.lua                     each starter
///     DIR/tasks/NAME.md, NAME.zh.md             each task
///     DIR/tasks/NAME.hints.md, NAME.hints.zh.md each exercise's hints
///     DIR/.applife/labs/...                     a teacher's own lab set, without solutions
///     DIR/.github/workflows/classroom.yml       a step per check (ClassroomAutograding)
extension LabCommands {
    /// The files of an exercise a packed lab set carries: never a solution, a wrong or a
    /// right answer.
    static let packedExerciseFiles =
        ["exercise.lua", "checks.lua"]
        + LabLanguage.allCases.flatMap {
            [LabExercise.fileName("README", "md", $0), LabExercise.fileName("starter", "lua", $0)]
        }

    /// Why these installer options cannot be written into a workflow, or nil.
    public static func installerProblem(url: String?, sha256: String?) -> String? {
        if let url,
            !(url.hasPrefix("https://") && url.count <= 2048
                && url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f && $0 != "'" && $0 != "\"" }))
        {
            return
                "--applife-url must be an https:// address without spaces or quotes, got '\(SafeText.terminalLine(String(url.prefix(200))))'"
        }
        if let sha256,
            !(sha256.count == 64
                && sha256.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }))
        {
            return "--applife-sha256 must be 64 lowercase hex digits (as sha256sum prints them)"
        }
        return nil
    }

    /// Writes the folder; `only` picks exercises (default: all). DIR must be new or empty:
    /// packing never writes over a student's work.
    public func pack(
        _ folder: String, only: [String] = [], installer: ClassroomAutograding.Installer = .init()
    ) -> Int32 {
        perform {
            if let problem = Self.installerProblem(url: installer.url, sha256: installer.sha256) {
                throw LabError.usage(problem)
            }
            let catalog = try LabCatalog(source: labs)
            for name in only where !catalog.set.exercises.contains(name) {
                throw LabError.unknownExercise(name, candidates: catalog.set.exercises)
            }
            let names = only.isEmpty ? catalog.set.exercises : catalog.set.exercises.filter(only.contains)
            let exercises = try names.map(catalog.exercise)
            let manager = FileManager.default
            if let entries = try? manager.contentsOfDirectory(atPath: folder), !entries.isEmpty {
                throw LabError.usage(
                    "'\(folder)' is not empty: lab pack writes a new folder (it never writes over work)")
            }
            var files: [(String, [UInt8])] = []
            for language in LabLanguage.allCases {
                files.append(
                    (LabExercise.fileName("README", "md", language), Array(readme(catalog, exercises, language).utf8)))
            }
            for exercise in exercises {
                files.append(("\(Self.defaultWorkspace)/\(exercise.name).lua", try catalog.starter(exercise, language)))
                for language in LabLanguage.allCases {
                    files.append(
                        (
                            "tasks/" + LabExercise.fileName(exercise.name, "md", language),
                            Array((try catalog.task(exercise, language) ?? "").utf8)
                        ))
                    files.append(
                        (
                            "tasks/" + LabExercise.fileName(exercise.name + ".hints", "md", language),
                            Array(hints(exercise, language).utf8)
                        ))
                }
            }
            var packedLabs: [ClassroomAutograding.PackedFile]?
            if case .folder = labs {
                let labFiles = try packedLabSet(catalog)
                files += labFiles.map { (ClassroomAutograding.labsFolder + "/" + $0.path, $0.bytes) }
                packedLabs = labFiles.map {
                    ClassroomAutograding.PackedFile(path: $0.path, sha256: SHA256.hex($0.bytes))
                }
            }
            let workflow = ClassroomAutograding.workflow(
                exercises, language: language, installer: installer, packedLabs: packedLabs)
            files.append((ClassroomAutograding.workflowPath, Array(workflow.utf8)))
            for (relative, bytes) in files {
                let path = LabCatalog.join(folder, relative)
                try manager.createDirectory(
                    atPath: TextFunctions.deletingLastPathComponent(path), withIntermediateDirectories: true)
                try bytes.withUnsafeBytes { try OutputFile.write($0, to: path) }
            }
            output.write(words.packed(folder, exercises.count, packedLabs != nil) + "\n")
            return ExitStatus.success
        }
    }

    /// A teacher's lab set as packed: `lab.lua` and every exercise's files but its answers,
    /// sorted by path (the workflow's list).
    private func packedLabSet(_ catalog: LabCatalog) throws -> [(path: String, bytes: [UInt8])] {
        var files = [(path: "lab.lua", bytes: try labs.read("lab.lua"))]
        for name in catalog.set.exercises {
            for file in Self.packedExerciseFiles {
                if let bytes = try labs.bytes(name + "/" + file) { files.append((name + "/" + file, bytes)) }
            }
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The folder's README in `language`: the lab set's title and welcome, how to work, and
    /// the exercises with their tasks.
    private func readme(_ catalog: LabCatalog, _ exercises: [LabExercise], _ language: LabLanguage) -> String {
        let words = LabWords.of(language)
        var text = "# \(catalog.set.title(in: language))\n\n"
        let welcome = TextFunctions.trimming(catalog.set.welcome(in: language)) {
            TextFunctions.isWhitespace($0) || TextFunctions.isNewline($0)
        }
        if !welcome.isEmpty { text += welcome + "\n\n" }
        let flag: String
        if case .folder = labs { flag = " --labs " + ClassroomAutograding.labsFolder } else { flag = "" }
        text += words.packHowTo(exercises.first?.name ?? "NAME", flag) + "\n\n"
        text += "| # | \(words.packExercise) | \(words.packTask) |\n|---|---|---|\n"
        for (index, exercise) in exercises.enumerated() {
            let task = "tasks/" + LabExercise.fileName(exercise.name, "md", language)
            text += "| \(index + 1) | `\(exercise.name)` | [\(exercise.manifest.title(in: language))](\(task)) |\n"
        }
        return text
    }

    /// An exercise's hints, numbered, for students who would rather read them on paper.
    private func hints(_ exercise: LabExercise, _ language: LabLanguage) -> String {
        let words = LabWords.of(language)
        let hints = exercise.manifest.hints(in: language)
        var text = "# \(exercise.manifest.title(in: language))\n\n\(words.packHintsNote)\n"
        for (index, hint) in hints.enumerated() { text += "\n" + words.hintLine(index + 1, hints.count, hint) + "\n" }
        return text
    }
}

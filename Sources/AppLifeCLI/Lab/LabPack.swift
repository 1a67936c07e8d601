import FoundationEssentials
import ScriptBindings

/// `applife lab pack DIR`: a folder to hand to students, holding what they may see and
/// nothing they should work out: each exercise's task and hints in both languages and its
/// starter in `lab-work/` (the default workspace, so `applife lab check NAME` works inside
/// DIR), with GitHub Classroom's autograding. No checks, no solutions, no manifest: the
/// checks come from the applife executable (or the teacher's `--labs`) when students check.
///
///     DIR/README.md, README.zh.md               the lab set, how to work, the exercises
///     DIR/lab-work/NAME.lua                     each starter
///     DIR/tasks/NAME.md, NAME.zh.md             each task
///     DIR/tasks/NAME.hints.md, NAME.hints.zh.md each exercise's hints
///     DIR/.github/classroom/autograding.json    a test per check (ClassroomAutograding)
///     DIR/.github/workflows/classroom.yml
extension LabCommands {
    /// Writes the folder; `only` picks exercises (default: all). DIR must be new or empty:
    /// packing never writes over a student's work.
    public func pack(_ folder: String, only: [String] = []) -> Int32 {
        perform {
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
                files.append(("lab-work/\(exercise.name).lua", try catalog.starter(exercise, language)))
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
            files.append((ClassroomAutograding.testsPath, Array(ClassroomAutograding.json(exercises).utf8)))
            files.append(
                (ClassroomAutograding.workflowPath, Array(ClassroomAutograding.workflow(language: language).utf8)))
            for (relative, bytes) in files {
                let path = LabCatalog.join(folder, relative)
                try manager.createDirectory(
                    atPath: TextFunctions.deletingLastPathComponent(path), withIntermediateDirectories: true)
                try bytes.withUnsafeBytes { try OutputFile.write($0, to: path) }
            }
            output.write(words.packed(folder, exercises.count) + "\n")
            return ExitStatus.success
        }
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
        text += words.packHowTo(exercises.first?.name ?? "NAME") + "\n\n"
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

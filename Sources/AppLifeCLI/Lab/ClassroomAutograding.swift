import Lifecycle
import ScriptBindings

/// GitHub Classroom's autograding for a packed student folder: one workflow,
/// `.github/workflows/classroom.yml`, in Classroom's current form. Each check is a step of
/// `classroom-resources/autograding-command-grader` whose command
/// (`applife lab check NAME --check N`) exits 0 when the check passes, for the check's share
/// of the exercise's points; `classroom-resources/autograding-grading-reporter` sends the
/// total to Classroom. Nothing the student's repository holds is run: applife is
/// downloaded and checked against its SHA-256, and a teacher's own lab set (packed in
/// `.applife/labs`) is checked against the sums of the files packed.
///
///     ClassroomAutograding.workflow(exercises, language: .zh, installer: .init())
public enum ClassroomAutograding {
    static let workflowPath = ".github/workflows/classroom.yml"
    /// Where a pack of a teacher's own lab set keeps it (without solutions).
    static let labsFolder = ".applife/labs"

    /// Where the workflow downloads applife from, and the SHA-256 it must have. Either left
    /// out is read from the repository's or organisation's variables `APPLIFE_URL` and
    /// `APPLIFE_SHA256`, which students cannot change.
    public struct Installer: Equatable, Sendable {
        public var url: String?
        public var sha256: String?
        public init(url: String? = nil, sha256: String? = nil) {
            self.url = url
            self.sha256 = sha256
        }
    }

    /// A packed file of the teacher's lab set and its SHA-256 (`lab.lua`, `NAME/checks.lua`).
    struct PackedFile: Equatable {
        var path: String
        var sha256: String
    }

    /// The workflow for these exercises. `packedLabs`: the teacher's set in ``labsFolder``
    /// (nil for the lab set built into applife).
    static func workflow(
        _ exercises: [LabExercise], language: LabLanguage, installer: Installer, packedLabs: [PackedFile]? = nil
    ) -> String {
        var lines = header(language: language, installer: installer)
        lines += installSteps()
        if let packedLabs { lines += labCheckSteps(packedLabs) }
        var runners: [String] = []
        for exercise in exercises {
            let checks = exercise.manifest.checks
            let points = shares(of: exercise.manifest.points, weights: checks.map(\.weight))
            for (index, check) in checks.enumerated() {
                // A hidden check is named by its number, so the workflow does not tell its scenario.
                let label = "\(exercise.name): " + (check.hidden ? "hidden check \(index + 1)" : check.name)
                let id = "\(exercise.name)-\(index + 1)"
                var command = "applife lab check \(exercise.name) --check \(index + 1)"
                if packedLabs != nil { command += " --labs \(labsFolder)" }
                runners.append(id)
                lines += [
                    "      - name: \(yamlText(label))",
                    "        id: \(id)",
                    "        uses: classroom-resources/autograding-command-grader@v1",
                    "        with:",
                    "          test-name: \(yamlText(label))",
                    "          setup-command: ''",
                    "          command: \(yamlText(command))",
                    "          timeout: 1",
                    "          max-score: \(points[index])",
                ]
            }
        }
        lines += [
            "      - name: Autograding Reporter",
            "        uses: classroom-resources/autograding-grading-reporter@v1",
            "        env:",
        ]
        lines += runners.map { "          \($0.uppercased())_RESULTS: \"${{ steps.\($0).outputs.result }}\"" }
        lines += ["        with:", "          runners: \(runners.joined(separator: ","))"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func header(language: LabLanguage, installer: Installer) -> [String] {
        [
            "# GitHub Classroom autograding for applife labs (written by applife lab pack).",
            "# Each check is one step that earns the check's points when `applife lab check` exits 0;",
            "# the reporter sends the total to Classroom. applife is downloaded and must have the",
            "# SHA-256 below (or the variables APPLIFE_URL and APPLIFE_SHA256 of the repository or",
            "# organisation): nothing a student commits is run as the grader.",
            "name: Autograding Tests",
            "'on': [push, workflow_dispatch, repository_dispatch]",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    if: github.actor != 'github-classroom[bot]'",
            "    env:",
            "      APPLIFE_LANG: \(language.rawValue)",
            "      APPLIFE_URL: " + (installer.url.map(yamlText) ?? "${{ vars.APPLIFE_URL }}"),
            "      APPLIFE_SHA256: " + (installer.sha256.map(yamlText) ?? "${{ vars.APPLIFE_SHA256 }}"),
            "    steps:",
            "      - uses: actions/checkout@v4",
        ]
    }

    private static func installSteps() -> [String] {
        [
            "      - name: Install applife (checked by its SHA-256)",
            "        run: |",
            "          if [ -z \"$APPLIFE_URL\" ] || [ -z \"$APPLIFE_SHA256\" ]; then",
            "            echo \"::error::set APPLIFE_URL and APPLIFE_SHA256 (applife's docs/labs.md, Autograders)\"",
            "            exit 1",
            "          fi",
            "          mkdir -p \"$RUNNER_TEMP/applife\"",
            "          curl --fail --location --silent --show-error \"$APPLIFE_URL\" --output \"$RUNNER_TEMP/applife/applife\"",
            "          echo \"$APPLIFE_SHA256  $RUNNER_TEMP/applife/applife\" | sha256sum --check --strict",
            "          chmod +x \"$RUNNER_TEMP/applife/applife\"",
            "          echo \"$RUNNER_TEMP/applife\" >> \"$GITHUB_PATH\"",
        ]
    }

    /// The lab set must be exactly the files packed, with their sums: a changed check fails
    /// the job before any check runs.
    private static func labCheckSteps(_ files: [PackedFile]) -> [String] {
        var lines = [
            "      - name: Check the lab set is the one packed",
            "        working-directory: \(labsFolder)",
            "        run: |",
            "          find . -type f -o -type l | LC_ALL=C sort > \"$RUNNER_TEMP/lab-files\"",
            "          diff - \"$RUNNER_TEMP/lab-files\" <<'FILES'",
        ]
        lines += files.map { "          ./\($0.path)" }
        lines += ["          FILES", "          sha256sum --check --strict --quiet <<'SUMS'"]
        lines += files.map { "          \($0.sha256)  ./\($0.path)" }
        lines += ["          SUMS"]
        return lines
    }

    /// A YAML single-quoted scalar on one line, which GitHub does not read as an expression.
    static func yamlText(_ text: String) -> String {
        let oneLine = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? " " : Character($0) })
        return "'" + oneLine.replacing("${{", with: "$ {{").replacing("'", with: "''") + "'"
    }

    /// `total` split by `weights` into whole points (Classroom counts whole points), by
    /// largest remainder: the shares add up to the total rounded, and differ from the exact
    /// split by less than one.
    static func shares(of total: Double, weights: [Double]) -> [Int] {
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return weights.map { _ in 0 } }
        let exact = weights.map { total * $0 / sum }
        var shares = exact.map { Int($0.rounded(.down)) }
        let left = Int(total.rounded()) - shares.reduce(0, +)
        let order = exact.indices.sorted {
            (exact[$0] - exact[$0].rounded(.down), -$0) > (exact[$1] - exact[$1].rounded(.down), -$1)
        }
        for index in order.prefix(max(0, left)) { shares[index] += 1 }
        return shares
    }
}

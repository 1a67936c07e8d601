import Lifecycle
import ScriptBindings

/// GitHub Classroom's autograding for a packed student folder: `.github/classroom/autograding.json`,
/// one test per check, whose command (`applife lab check NAME --check CHECK`) exits 0 when the
/// check passes, with the check's share of the exercise's points; and the workflow that
/// installs applife and runs them with GitHub's `education/autograding` action.
///
///     ClassroomAutograding(exercises: try catalog.exercises(), language: .zh).json
enum ClassroomAutograding {
    /// The file's path inside the folder, and the workflow's.
    static let testsPath = ".github/classroom/autograding.json"
    static let workflowPath = ".github/workflows/classroom.yml"

    /// One autograding test per check, in the lab's order. A hidden check is run by its
    /// number and named by it, so the file does not tell its scenario.
    static func json(_ exercises: [LabExercise]) -> String {
        var tests: [String] = []
        for exercise in exercises {
            let checks = exercise.manifest.checks
            let points = shares(of: exercise.manifest.points, weights: checks.map(\.weight))
            for (index, check) in checks.enumerated() {
                let label = check.hidden ? "hidden check \(index + 1)" : check.name
                let selector = check.hidden ? String(index + 1) : check.name
                let fields = [
                    ("name", "\(exercise.name): \(label)"),
                    ("setup", ""),
                    // A shell runs it: every word is quoted for the shell (ShellWord), then for JSON.
                    ("run", ShellWord.line(["applife", "lab", "check", exercise.name, "--check", selector])),
                    ("input", ""),
                    ("output", ""),
                    ("comparison", "included"),
                ]
                var lines = fields.map { "      \(jsonString($0.0)): \(jsonString($0.1))," }
                lines.append("      \"timeout\": 1,")
                lines.append("      \"points\": \(points[index])")
                tests.append("    {\n" + lines.joined(separator: "\n") + "\n    }")
            }
        }
        return "{\n  \"tests\": [\n" + tests.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The workflow: on every push, install applife (the folder's `bin/applife`, else the
    /// download the repository variable `APPLIFE_URL` names) and run the autograding tests.
    static func workflow(language: LabLanguage) -> String {
        """
        # GitHub Classroom autograding for applife labs (written by applife lab pack).
        # Each test in .github/classroom/autograding.json runs one check and earns its points
        # when the check passes. applife comes from bin/applife in this repository, else from
        # the address in the repository (or organisation) variable APPLIFE_URL: a static
        # Linux build of applife, which carries its labs.
        name: Autograding
        on: [push, workflow_dispatch]
        permissions:
          checks: write
          actions: read
          contents: read
        jobs:
          autograding:
            runs-on: ubuntu-latest
            if: github.actor != 'github-classroom[bot]'
            env:
              APPLIFE_LANG: \(language.rawValue)
            steps:
              - uses: actions/checkout@v4
              - name: Install applife
                env:
                  APPLIFE_URL: ${{ vars.APPLIFE_URL }}
                run: |
                  mkdir -p "$HOME/.local/bin"
                  if [ -x bin/applife ]; then
                    cp bin/applife "$HOME/.local/bin/applife"
                  else
                    curl --fail --location --silent --show-error "$APPLIFE_URL" --output "$HOME/.local/bin/applife"
                    chmod +x "$HOME/.local/bin/applife"
                  fi
                  echo "$HOME/.local/bin" >> "$GITHUB_PATH"
              - uses: education/autograding@v1

        """
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

    private static func jsonString(_ text: String) -> String { TraceRecord.jsonString(text) }
}

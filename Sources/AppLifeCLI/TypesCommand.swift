import FoundationEssentials
import MessageCatalog
import ScriptBindings

#if canImport(Glibc)
import Glibc
#endif

/// `applife types [DIR]`: writes editor support for scenario files into DIR (default: the
/// current folder): `types/applife.d.lua` (LuaLS definitions), `.luarc.json` (points
/// lua-language-server at them) and `.luacheckrc` (luacheck's globals and fields), all
/// generated from the API description. A file it did not write is only replaced with `--force`.
public enum TypesCommand {
    public static func run(
        directory: String = ".", force: Bool = false, language: Language = .en, output: TextSink = .standardOutput,
        errors: TextSink = .standardError
    ) -> Int32 {
        let files = [
            (
                LabCatalog.join(LabCatalog.join(directory, EditorTypes.metaFolder), EditorTypes.metaFile),
                EditorTypes.luaLSMeta()
            ),
            (LabCatalog.join(directory, ".luarc.json"), EditorTypes.luarc()),
            (LabCatalog.join(directory, ".luacheckrc"), EditorTypes.luacheckrc()),
        ]
        let manager = FileManager.default
        for (path, text) in files {
            guard let existing = manager.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }),
                existing != text, !existing.contains(EditorTypes.marker), !force
            else { continue }
            return OutcomeText.report(
                "applife types", CommandError.notOurs(path), to: errors)
        }
        var status = stat()
        let metaFolder = LabCatalog.join(directory, EditorTypes.metaFolder)
        let folderExists = stat(metaFolder, &status) == 0
        for (path, _) in files where folderExists || !path.hasPrefix(metaFolder + "/") {
            if let problem = OutputFile.problem(path) {
                return OutcomeText.report("applife types", problem, to: errors)
            }
        }
        do {
            try manager.createDirectory(
                atPath: LabCatalog.join(directory, EditorTypes.metaFolder), withIntermediateDirectories: true)
        } catch {
            return OutcomeText.report(
                "applife types", CommandError.unwritable(LabCatalog.join(directory, EditorTypes.metaFolder)), to: errors
            )
        }
        for (path, text) in files {
            let old = manager.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if old == text {
                output.write(Phrase.typesUpToDate.text(language, path) + "\n")
                continue
            }
            do {
                try OutputFile.write(text, to: path)
            } catch {
                return OutcomeText.report("applife types", error, to: errors)
            }
            output.write((old == nil ? Phrase.typesWrote : .typesReplaced).text(language, path) + "\n")
        }
        output.write(Phrase.typesDone.text(language, directory) + "\n\n")
        output.flush()
        return ExitStatus.success
    }
}

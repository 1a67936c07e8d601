/// The Chinese line `applife` prints after a usage error when the language is Chinese.
/// ArgumentParser writes its own errors in English ("Missing expected argument '<file>'");
/// they cannot be re-worded inside the library, so the entry point follows them with one
/// Chinese sentence: what went wrong, for the common shapes, and the fix (the command's help).
///
///     UsageExplanation.chinese(for: "Error: Unknown option '--bogus'", command: "run")
///     // "不认识的选项 '--bogus'。运行 applife help run 查看这个命令的参数和选项。"
public enum UsageExplanation {
    /// One line for `message` (ArgumentParser's full message: its first line names the
    /// error), `command` being the words after `applife` that name the command (`lab check`).
    public static func chinese(for message: String, command: String) -> String {
        let first = String(message.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        let error = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
        let fix = "运行 applife help" + (command.isEmpty ? "" : " " + command) + " 查看这个命令的参数和选项。"
        return what(error) + fix
    }

    /// The error in Chinese, ending with its full stop.
    static func what(_ error: String) -> String {
        if let name = quoted(after: "Missing expected argument ", in: error) { return "缺少必需的参数 \(name)。" }
        if let option = quoted(after: "Unknown option ", in: error) {
            let suggestion = quoted(after: ". Did you mean ", in: error).map { "，你是想写 \($0) 吗？" } ?? "。"
            return "不认识的选项 \(option)" + suggestion
        }
        if error.hasPrefix("The value "), let value = quoted(after: "The value ", in: error),
            let option = quoted(after: " is invalid for ", in: error)
        {
            return "\(value) 不是 \(option) 能接受的值。"
        }
        if let option = quoted(after: "Missing value for ", in: error) { return "\(option) 后面缺少一个值。" }
        if let argument = quoted(after: "Unexpected argument ", in: error) {
            return "多余的参数 \(argument)：这个命令不接受它。"
        }
        if error.hasPrefix("--ios "), error.contains("is not modelled") {
            return "--ios 给的 iOS 版本没有模拟，请选 2（iPhone OS 2）到 27 之间的版本。"
        }
        if error.hasPrefix("--"), error.contains(" must be ") {
            let option = error.prefix { $0 != " " }
            let value = got(in: error).map { "（得到的是 \($0)）" } ?? ""
            return "\(option) 的值不在允许的范围内\(value)：允许的值见上面一行。"
        }
        return "用法错误（见上面一行）。"
    }

    /// What a range error says it got: `…, got 5` or `… (got 5)`.
    static func got(in text: String) -> String? {
        guard let start = text.firstRange(of: "got ") else { return nil }
        var value = String(text[start.upperBound...])
        if value.hasSuffix(")") { value.removeLast() }
        return value.isEmpty ? nil : value
    }

    /// The text between the quotes that follow `prefix` in `text` (`'<file>'`, quotes kept).
    static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.firstRange(of: prefix + "'") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return "'" + rest[..<end] + "'"
    }
}

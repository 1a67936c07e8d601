/// Where the variables a function captured are declared, read from its file's text: the
/// line advice names beside a variable (`draft at notes.lua:3`). Lua keeps no declaration
/// line for an upvalue, so the tokens are read the way Lua scopes them, up to the function.
///
///     let lines = DeclarationLines(source: bytes)
///     lines.line(of: "draft", visibleAt: 5)   // 3: `local draft = ""` on line 3
///
/// The scopes are Lua's: a chunk, each function (its parameters), `do`, loops (their
/// control variables), each branch of an `if`, `repeat`; a later declaration of the name
/// in a scope shadows an earlier one.
struct DeclarationLines {
    let source: [UInt8]

    /// The line of the declaration of `name` that the first function defined on line `line`
    /// sees; nil when none does (a global, or a function not found on that line).
    func line(of name: String, visibleAt line: Int) -> Int? {
        var reader = ScopeReader(source)
        guard reader.read(untilFunctionOn: line) else { return nil }
        return reader.scopes.reversed().lazy.compactMap { $0[name] }.first
    }
}

/// Reads tokens keeping the names declared in each open scope.
private struct ScopeReader {
    var scopes: [[String: Int]] = [[:]]
    private var window: TokenWindow
    private var lines = LineCounter()
    /// Control variables of a `for`, declared in the scope its `do` opens.
    private var loopNames: [(String, Int)]?

    init(_ source: [UInt8]) {
        window = TokenWindow(LuaTokenStream(source))
        lines.source = source
    }

    /// Reads up to the first `function` on `target` (before opening its scope); false when
    /// there is none.
    mutating func read(untilFunctionOn target: Int) -> Bool {
        while let token = window.peek(0) {
            let line = lines.line(at: token.range.lowerBound)
            if line > target { return false }
            guard token.kind == .name else {
                window.drop(1)
                continue
            }
            if token.text == "function", line == target { return true }
            read(token, line: line)
        }
        return false
    }

    private mutating func read(_ token: LuaToken, line: Int) {
        var consumed = 1
        switch token.text {
        case "local":
            if window.peek(1)?.text == "function", let name = window.peek(2), name.kind == .name {
                declare(name.text, at: lines.line(at: name.range.lowerBound))  // the `function` opens its scope next
            } else {
                consumed = declareLocals()
            }
        case "function": consumed = openFunction()
        case "for": consumed = readLoopNames()
        case "do":
            scopes.append([:])
            for (name, at) in loopNames ?? [] { declare(name, at: at) }
            loopNames = nil
        case "if", "repeat": scopes.append([:])
        case "elseif", "else": if scopes.count > 1 { scopes[scopes.count - 1] = [:] }
        case "end", "until": if scopes.count > 1 { scopes.removeLast() }
        default: break
        }
        window.drop(consumed)
    }

    private mutating func declare(_ name: String, at line: Int) {
        scopes[scopes.count - 1][name] = line
    }

    /// `local a <const>, b`: declares each name; returns the tokens read.
    private mutating func declareLocals() -> Int {
        var i = 1
        while let name = window.peek(i), name.kind == .name, !LuaTokenizer.keywords.contains(name.text) {
            declare(name.text, at: lines.line(at: name.range.lowerBound))
            i += 1
            if window.peek(i)?.text == "<", window.peek(i + 2)?.text == ">" { i += 3 }
            guard window.peek(i)?.text == "," else { break }
            i += 1
        }
        return i
    }

    /// `function a.b:c(x, y)`: a new scope holding `self` (for a method) and the parameters.
    private mutating func openFunction() -> Int {
        scopes.append([:])
        var i = 1
        while let token = window.peek(i), token.text != "(" {
            if token.text == ":" { declare("self", at: lines.line(at: token.range.lowerBound)) }
            i += 1
        }
        i += 1
        while let token = window.peek(i), token.text != ")" {
            if token.kind == .name { declare(token.text, at: lines.line(at: token.range.lowerBound)) }
            i += 1
        }
        return i + 1
    }

    /// `for i = ...` or `for k, v in ...`: the names, kept for the scope of its `do`.
    private mutating func readLoopNames() -> Int {
        var names: [(String, Int)] = []
        var i = 1
        while let token = window.peek(i), token.text != "=", token.text != "in" {
            if token.kind == .name { names.append((token.text, lines.line(at: token.range.lowerBound))) }
            i += 1
        }
        loopNames = names
        return i
    }
}

/// Line numbers of byte offsets that only grow.
private struct LineCounter {
    var source: [UInt8] = []
    private var offset = 0
    private var line = 1

    mutating func line(at target: Int) -> Int {
        while offset < min(target, source.count) {
            if source[offset] == 10 { line += 1 }
            offset += 1
        }
        return line
    }
}

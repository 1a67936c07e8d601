import MessageCatalog
import SwiftSyntax

/// Turns Swift statements and expressions of the delegates into Lua lines, each with its
/// Swift file:line in a comment. What it cannot evaluate becomes `choose(...)` (a
/// condition), a trace line naming the Swift place (a call), or nil (a value), and goes
/// in the report.
final class Translator {
    var file: SwiftFile
    var report: ImportReport
    /// Names of the delegates' stored properties (process memory) and their Lua names.
    var properties: [String: String]
    /// The delegates' own methods that are not delegate callbacks, and followed functions.
    var helpers: [String: String]
    /// Functions of the sources a call may follow (one level), by base name.
    let functions: [String: [SwiftMethod]]
    /// Followed functions to write before main's result, by Lua name.
    var followedBodies: [(name: String, text: String)] = []
    private var scopes: [Set<String>] = [[]]
    /// Whether a `break` here leaves a switch (nothing to write) or a loop.
    private var breakLeavesSwitch: [Bool] = []
    private var following = false

    init(
        file: SwiftFile, report: ImportReport, properties: [String: String], helpers: [String: String],
        functions: [String: [SwiftMethod]]
    ) {
        self.file = file
        self.report = report
        self.properties = properties
        self.helpers = helpers
        self.functions = functions
    }

    // MARK: Functions

    /// `function(a, b)` ... `end` from a body, with its parameters in scope.
    func function(parameters: [String], body: CodeBlockItemListSyntax?) -> String {
        let names = parameters.map { $0 == "_" ? "_" : LuaText.name($0) }
        scopes.append(Set(parameters))
        defer { scopes.removeLast() }
        let lines = block(body)
        return "function(" + names.joined(separator: ", ") + ")\n" + indent(lines) + "end"
    }

    private func indent(_ lines: [String]) -> String {
        lines.map { "  " + $0 + "\n" }.joined()
    }

    private func declare(_ name: String) { scopes[scopes.count - 1].insert(name) }
    private func known(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

    // MARK: Statements

    func block(_ items: CodeBlockItemListSyntax?) -> [String] {
        guard let items else { return [] }
        scopes.append([])
        defer { scopes.removeLast() }
        var lines: [String] = []
        let list = Array(items)
        for (index, item) in list.enumerated() {
            lines += statement(item.item, last: index == list.count - 1)
        }
        return lines
    }

    private func line(_ code: String, _ node: some SyntaxProtocol) -> [String] {
        var parts = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        parts[0] += "  -- " + file.place(node)
        return parts
    }

    /// A construct it cannot model: a call becomes a trace line naming the Swift place (the
    /// trace shows when the app would have made it), anything else a comment.
    private func notModelled(_ node: some SyntaxProtocol, _ what: Phrase, trace: Bool = false) -> [String] {
        let place = file.place(node)
        let text = LuaText.short(node.trimmedDescription)
        report.unmodelled(place, what, code: text)
        guard trace else {
            return ["-- not modelled (\(what.text(.en))): " + text.replacing("\n", with: " ") + "  -- " + place]
        }
        return ["log(" + LuaText.quoted("\(place) not modelled: \(text)") + ")  -- " + place]
    }

    private func statement(_ item: CodeBlockItemSyntax.Item, last: Bool) -> [String] {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return variableDecl(variable) }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let name = LuaText.name(function.name.text)
                declare(function.name.text)
                let params = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                return line(
                    "local function \(name)"
                        + self.function(parameters: params, body: function.body?.statements).dropFirst("function".count),
                    function)
            }
            return notModelled(decl, .importADeclaration)
        case .stmt(let stmt):
            return statement(stmt, last: last)
        case .expr(let expr):
            return expressionStatement(expr)
        }
    }

    private func statement(_ stmt: StmtSyntax, last: Bool) -> [String] {
        if let e = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(e.expression) }
        if let r = stmt.as(ReturnStmtSyntax.self) {
            let value = r.expression.map { expression($0) ?? "nil" }
            let code = "return" + (value.map { " " + $0 } ?? "")
            return line(last ? code : "do \(code) end", r)
        }
        if let g = stmt.as(GuardStmtSyntax.self) { return guardStatement(g) }
        if let f = stmt.as(ForStmtSyntax.self) { return forStatement(f) }
        if let w = stmt.as(WhileStmtSyntax.self) {
            // An unknown loop condition runs the body at most once: choose cannot end a loop.
            let condition = conditions(w.conditions, node: w).condition
            breakLeavesSwitch.append(false)
            defer { breakLeavesSwitch.removeLast() }
            return line("if \(condition) then", w) + block(w.body.statements).map { "  " + $0 } + ["end"]
        }
        if let d = stmt.as(DoStmtSyntax.self) {
            var lines = line("do", d) + block(d.body.statements).map { "  " + $0 } + ["end"]
            for clause in d.catchClauses where !clause.body.statements.isEmpty {
                lines += notModelled(clause, .importACatch)
            }
            return lines
        }
        if stmt.is(BreakStmtSyntax.self) {
            return breakLeavesSwitch.last == false ? line("break", stmt) : line("-- break", stmt)
        }
        if stmt.is(FallThroughStmtSyntax.self) { return notModelled(stmt, .importFallthrough) }
        if stmt.is(ContinueStmtSyntax.self) { return notModelled(stmt, .importContinue) }
        if stmt.is(DeferStmtSyntax.self) { return notModelled(stmt, .importDefer) }
        if stmt.is(ThrowStmtSyntax.self) { return notModelled(stmt, .importThrow) }
        return notModelled(stmt, .importAStatement)
    }

    private func variableDecl(_ node: VariableDeclSyntax) -> [String] {
        var lines: [String] = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                lines += notModelled(binding, .importAPattern)
                continue
            }
            declare(name)
            guard let value = binding.initializer?.value else {
                lines += line("local \(LuaText.name(name))", binding)
                continue
            }
            if let lua = expression(value) {
                lines += line("local \(LuaText.name(name)) = \(lua)", binding)
            } else {
                lines += unknownValue(value)
                lines += line("local \(LuaText.name(name)) = nil", binding)
            }
        }
        return lines
    }

    /// A value it cannot compute: a trace line when it is a call, else only the report.
    private func unknownValue(_ value: ExprSyntax) -> [String] {
        if isCall(value) {
            countUnmodelledCall(value)
            return notModelled(value, .importACall, trace: true)
        }
        report.unmodelled(file.place(value), .importAValue, code: LuaText.short(value.trimmedDescription))
        return []
    }

    private func isCall(_ e: ExprSyntax) -> Bool { unwrapped(e).is(FunctionCallExprSyntax.self) }

    private func guardStatement(_ g: GuardStmtSyntax) -> [String] {
        // `guard let self` / `guard let self = self`: self is always there in a model.
        if g.conditions.count == 1, let binding = g.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.trimmedDescription == "self"
        {
            return []
        }
        let (pre, condition) = conditions(g.conditions, node: g)
        return pre + line("if not (\(condition)) then", g) + block(g.body.statements).map { "  " + $0 } + ["end"]
    }

    private func forStatement(_ f: ForStmtSyntax) -> [String] {
        breakLeavesSwitch.append(false)
        defer { breakLeavesSwitch.removeLast() }
        let variable = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
        scopes.append([variable])
        defer { scopes.removeLast() }
        let body = block(f.body.statements).map { "  " + $0 }
        let name = LuaText.name(variable)
        if let range = f.sequence.as(SequenceExprSyntax.self), range.elements.count == 3,
            let op = Array(range.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..<" || op == "...",
            let low = expression(Array(range.elements)[0]), let high = expression(Array(range.elements)[2])
        {
            return line("for \(name) = \(low), \(high)\(op == "..<" ? " - 1" : "") do", f) + body + ["end"]
        }
        if let sequence = expression(f.sequence) {
            return line("for _, \(name) in ipairs(\(sequence)) do", f) + body + ["end"]
        }
        report.unmodelled(file.place(f), .importALoop, LuaText.short(f.sequence.trimmedDescription), code: "")
        return line("for _, \(name) in ipairs({}) do", f) + body + ["end"]
    }

    private func ifStatement(_ node: IfExprSyntax) -> [String] {
        let (pre, condition) = conditions(node.conditions, node: node)
        var lines = pre + line("if \(condition) then", node) + block(node.body.statements).map { "  " + $0 }
        var elseBody = node.elseBody
        while let current = elseBody {
            switch current {
            case .ifExpr(let next):
                let (nextPre, nextCondition) = conditions(next.conditions, node: next)
                if nextPre.isEmpty {
                    lines += line("elseif \(nextCondition) then", next) + block(next.body.statements).map { "  " + $0 }
                    elseBody = next.elseBody
                } else {
                    lines += ["else"] + ifStatement(next).map { "  " + $0 }
                    elseBody = nil
                }
            case .codeBlock(let code):
                lines += ["else"] + block(code.statements).map { "  " + $0 }
                elseBody = nil
            }
        }
        return lines + ["end"]
    }

    private func switchStatement(_ node: SwitchExprSyntax) -> [String] {
        breakLeavesSwitch.append(true)
        defer { breakLeavesSwitch.removeLast() }
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let subject = expression(node.subject)
        var tests: [String?] = []
        for c in cases {
            switch c.label {
            case .default: tests.append("true")
            case .case(let label):
                let values = label.caseItems.map { item -> String? in
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let subject
                    else { return nil }
                    return expression(pattern.expression).map { "\(subject) == \($0)" }
                }
                tests.append(values.contains { $0 == nil } ? nil : values.compactMap { $0 }.joined(separator: " or "))
            }
        }
        var lines: [String] = []
        var chooser: String?
        if tests.contains(where: { $0 == nil }) {
            if cases.count == 1 {
                return block(cases[0].statements)
            }
            let label = "\(file.place(node)) switch \(LuaText.short(node.subject.trimmedDescription, limit: 40))"
            report.choices.append(label)
            chooser = "branch_\(file.line(node))"
            lines += line(
                "local \(chooser!) = choose(\(LuaText.quoted(label)), \(min(cases.count, 64)))", node)
        }
        for (index, c) in cases.enumerated() {
            let test = chooser.map { "\($0) == \(index + 1)" } ?? tests[index]!
            let keyword = index == 0 ? "if" : "elseif"
            let body = block(c.statements).map { "  " + $0 }
            lines += (test == "true" && index > 0 ? ["else"] : line("\(keyword) \(test) then", c)) + body
        }
        return lines + ["end"]
    }

    /// The Lua condition of Swift conditions, and the lines to write before it (optional
    /// bindings whose value it can compute). What it cannot evaluate becomes choose().
    private func conditions(_ list: ConditionElementListSyntax, node: some SyntaxProtocol) -> (
        pre: [String], condition: String
    ) {
        var pre: [String] = []
        var parts: [String] = []
        var unknown: [String] = []
        for element in list {
            switch element.condition {
            case .expression(let e):
                if let lua = expression(e) { parts.append(lua) } else { unknown.append(e.trimmedDescription) }
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value =
                    binding.initializer.map { expression($0.value) }
                    ?? (known(name) || properties[name] != nil ? LuaText.name(properties[name] ?? name) : nil)
                if name == "self" { continue }
                declare(name)
                if let value {
                    pre += line("local \(LuaText.name(name)) = \(value)", binding)
                    parts.append("\(LuaText.name(name)) ~= nil")
                } else {
                    pre += line("local \(LuaText.name(name))", binding)
                    unknown.append(element.condition.trimmedDescription)
                }
            default:
                unknown.append(element.condition.trimmedDescription)
            }
        }
        if !unknown.isEmpty {
            let label = "\(file.place(node)) \(LuaText.short(unknown.joined(separator: ", "), limit: 60))"
            report.choices.append(label)
            parts.append("choose(\(LuaText.quoted(label)))")
        }
        return (pre, parts.isEmpty ? "true" : parts.map { parts.count > 1 ? "(\($0))" : $0 }.joined(separator: " and "))
    }

    // MARK: Expression statements

    private func expressionStatement(_ expr: ExprSyntax) -> [String] {
        let e = unwrapped(expr)
        if let i = e.as(IfExprSyntax.self) { return ifStatement(i) }
        if let s = e.as(SwitchExprSyntax.self) { return switchStatement(s) }
        if let sequence = e.as(SequenceExprSyntax.self), let assignment = assignment(sequence) { return assignment }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let lua = callExpression(call) { return line(lua, call) }
            countUnmodelledCall(e)
            return notModelled(call, .importACall, trace: true)
        }
        if let lua = expression(e) { return line("local _ = \(lua)", e) }
        return notModelled(e, .importAnExpression)
    }

    private func assignment(_ sequence: SequenceExprSyntax) -> [String]? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        let op: String
        if elements[1].is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self),
            ["+=", "-=", "*=", "/="].contains(binary.operator.text)
        {
            op = binary.operator.text
        } else {
            return nil
        }
        let target = elements[0]
        // `center.delegate = self`: the model's notification_delegate is that delegate.
        if target.trimmedDescription.hasSuffix(".delegate"), elements[2].trimmedDescription == "self" {
            report.lifeCycleCalls += 1
            return line("-- \(target.trimmedDescription) = self: main returns it as notification_delegate", sequence)
        }
        guard let left = assignable(target) else {
            if mentionsLifeCycle(target.trimmedDescription) { countUnmodelledCall(target) }
            return notModelled(sequence, .importAnAssignment)
        }
        if mentionsLifeCycle(target.trimmedDescription) { report.lifeCycleCalls += 1 }
        let rightSide = elements.count == 3 ? expression(elements[2]) : infix(Array(elements[2...]))
        guard let right = rightSide else {
            let lines = unknownValue(elements[2])
            return lines + line("\(left) = nil", sequence)
        }
        if op == "=" { return line("\(left) = \(right)", sequence) }
        let lua = String(op.dropLast())
        let joined = lua == "+" && isStringy(elements[2]) ? ".." : lua
        return line("\(left) = \(left) \(joined) \(right)", sequence)
    }

    /// A place a value can be stored: a local, a property, a field of a table the model
    /// made, or an applife object's writable field.
    private func assignable(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if known(name) { return LuaText.name(name) }
            if let property = properties[name] { return property }
            return nil
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let field = member.declName.baseName.text
        if base.trimmedDescription == "self" { return properties[field] }
        guard let object = expression(base) else { return nil }
        switch field {
        case "applicationIconBadgeNumber": return object + ".badge"
        case "earliestBeginDate": return object + ".earliest"
        case "requiresExternalPower": return object + ".requires_external_power"
        case "requiresNetworkConnectivity": return object + ".requires_network"
        case "shortcutItems", "expirationHandler", "title", "subtitle", "body", "badge", "userInfo",
            "categoryIdentifier", "threadIdentifier", "sound":
            return object + "." + field
        default:
            return nil
        }
    }

    // MARK: Expressions

    private func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let t = e.as(TryExprSyntax.self) {
                e = t.expression
                continue
            }
            if let a = e.as(AwaitExprSyntax.self) {
                e = a.expression
                continue
            }
            if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
                continue
            }
            if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
                continue
            }
            return e
        }
    }

    private func isStringy(_ e: ExprSyntax) -> Bool { unwrapped(e).is(StringLiteralExprSyntax.self) }

    /// The Lua value of an expression, or nil when it cannot be computed.
    func expression(_ expr: ExprSyntax) -> String? {
        let e = unwrapped(expr)
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.text }
        if e.is(NilLiteralExprSyntax.self) { return "nil" }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return i.literal.text.replacing("_", with: "") }
        if let f = e.as(FloatLiteralExprSyntax.self) { return f.literal.text.replacing("_", with: "") }
        if let s = e.as(StringLiteralExprSyntax.self) { return string(s) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first?.label == nil {
            return expression(t.elements.first!.expression).map { "(\($0))" }
        }
        if let a = e.as(ArrayExprSyntax.self) {
            let items = a.elements.map { expression($0.expression) }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return "{ " + items.compactMap { $0 }.joined(separator: ", ") + (items.isEmpty ? "}" : " }")
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            guard let inner = expression(p.expression) else { return nil }
            switch p.operator.text {
            case "!": return "not " + inner
            case "-": return "-" + inner
            default: return nil
            }
        }
        if let c = e.as(ClosureExprSyntax.self) { return closure(c) }
        if let sequence = e.as(SequenceExprSyntax.self) { return infix(Array(sequence.elements)) }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return reference(ref.baseName.text) }
        if let member = e.as(MemberAccessExprSyntax.self) { return memberAccess(member) }
        if let call = e.as(FunctionCallExprSyntax.self) { return callExpression(call) }
        return nil
    }

    private func reference(_ name: String) -> String? {
        if known(name) { return LuaText.name(name) }
        if let property = properties[name] { return property }
        if let helper = helpers[name] { return helper }
        return nil
    }

    private func string(_ s: StringLiteralExprSyntax) -> String? {
        var parts: [String] = []
        for segment in s.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                parts.append(LuaText.quoted(text.content.text))
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1,
                    let value = expression(interpolation.expressions.first!.expression)
                else {
                    parts.append(LuaText.quoted("?"))
                    continue
                }
                parts.append("tostring(\(value))")
            }
        }
        return parts.isEmpty ? "\"\"" : parts.joined(separator: " .. ")
    }

    private func closure(_ c: ClosureExprSyntax) -> String {
        var names: [String] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let list): names = list.map { $0.name.text }
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = []
        }
        let savedSwitch = breakLeavesSwitch
        breakLeavesSwitch = []
        defer { breakLeavesSwitch = savedSwitch }
        return function(parameters: names, body: c.statements)
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3, "??": 4,
        "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
    ]

    /// Operands and operators as the parser leaves them (not folded), folded by Swift's
    /// precedence for the operators a condition uses.
    private func infix(_ elements: [ExprSyntax]) -> String? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [String] = []
        var operators: [String] = []
        var stringy: [Bool] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let value = expression(element) else { return nil }
                operands.append(value)
                stringy.append(isStringy(element))
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, Self.precedence[op] != nil
                else { return nil }
                operators.append(op)
            }
        }
        func lua(_ op: String, _ leftStringy: Bool, _ rightStringy: Bool) -> String {
            switch op {
            case "||": return "or"
            case "&&": return "and"
            case "!=", "!==": return "~="
            case "===": return "=="
            case "??": return "or"
            case "+": return leftStringy || rightStringy ? ".." : "+"
            default: return op
            }
        }
        // Repeatedly fold the tightest operator, leftmost first.
        while !operators.isEmpty {
            let tightest = operators.map { Self.precedence[$0]! }.max()!
            let index = operators.firstIndex { Self.precedence[$0]! == tightest }!
            let folded =
                "\(operands[index]) \(lua(operators[index], stringy[index], stringy[index + 1])) \(operands[index + 1])"
            operands[index] = operators.count > 1 ? "(\(folded))" : folded
            stringy[index] = stringy[index] || stringy[index + 1]
            operands.remove(at: index + 1)
            stringy.remove(at: index + 1)
            operators.remove(at: index)
        }
        return operands[0]
    }

    private func memberAccess(_ member: MemberAccessExprSyntax) -> String? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.background`, `.newData`, `.banner`: the case's name, as applife spells them.
            return name == "invalid" ? "0" : LuaText.quoted(name)
        }
        let baseText = unwrapped(base).trimmedDescription
        switch (baseText, name) {
        case ("UIApplication", "shared"): return "UIApplication.shared"
        case ("UserDefaults", "standard"): return "UserDefaults.standard"
        case ("BGTaskScheduler", "shared"): return "BGTaskScheduler.shared"
        case ("ProcessInfo", "processInfo"): return "ProcessInfo.processInfo"
        case ("UIBackgroundTaskIdentifier", "invalid"): return "0"
        case ("self", _): return reference(name)
        default: break
        }
        guard let object = expression(base) else { return nil }
        switch name {
        case "applicationState": return object + ".state"
        case "applicationIconBadgeNumber": return object + ".badge"
        case "isRegisteredForRemoteNotifications", "shortcutItems", "identifier", "expirationHandler",
            "isLowPowerModeEnabled":
            return object + "." + name
        case "count": return "#" + object
        case "isEmpty": return "(#\(object) == 0)"
        default: return nil
        }
    }

    // MARK: Calls

    private static let lifeCycleWords = [
        "UIApplication", "application", "UserDefaults", "BGTaskScheduler", "UNUserNotificationCenter",
        "DispatchQueue.main", "setTaskCompleted", "BackgroundTask", "shortcutItems", "IconBadgeNumber",
        "registerForRemoteNotifications", "center.", "task.", "completionHandler", "scheduler",
    ]

    private func mentionsLifeCycle(_ text: String) -> Bool {
        Self.lifeCycleWords.contains { text.contains($0) }
    }

    private func countUnmodelledCall(_ e: some SyntaxProtocol) {
        if mentionsLifeCycle(e.trimmedDescription) { report.unmodelledLifeCycleCalls += 1 }
    }

    /// The arguments of a call: each by label, then the trailing closures.
    private struct Arguments {
        var labelled: [(label: String?, expr: ExprSyntax)]
        var closures: [ClosureExprSyntax]

        init(_ call: FunctionCallExprSyntax) {
            labelled = call.arguments.map { ($0.label?.text, $0.expression) }
            closures = (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
        }

        func named(_ label: String) -> ExprSyntax? { labelled.first { $0.label == label }?.expr }
        func positional(_ index: Int) -> ExprSyntax? {
            let plain = labelled.filter { $0.label == nil }
            return plain.indices.contains(index) ? plain[index].expr : nil
        }
        /// The closure argument: labelled (any of `labels`) or trailing.
        func closure(_ labels: [String]) -> ExprSyntax? {
            for label in labels { if let e = named(label) { return e } }
            return closures.first.map(ExprSyntax.init)
        }
    }

    private func value(_ e: ExprSyntax?) -> String { e.flatMap(expression) ?? "nil" }

    /// A call as Lua, counting life-cycle calls it maps; nil when it cannot model it.
    func callExpression(_ call: FunctionCallExprSyntax) -> String? {
        let args = Arguments(call)
        let callee = unwrapped(call.calledExpression)
        // A plain name: print, a constructor applife spells as a table, the app's own code.
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let lua = constructor(name, args) { return lua }
            if name == "print" || name == "NSLog" {
                return "log(" + args.labelled.map { value($0.expr) }.joined(separator: ", ") + ")"
            }
            if known(name) {  // a closure parameter: a completion handler
                if mentionsLifeCycle(name) || name.lowercased().contains("completion") || name.contains("Handler") {
                    report.lifeCycleCalls += 1
                }
                return LuaText.name(name) + "(" + args.labelled.map { value($0.expr) }.joined(separator: ", ") + ")"
            }
            if let helper = helpers[name] {
                return helper + "(" + args.labelled.map { value($0.expr) }.joined(separator: ", ") + ")"
            }
            return follow(name, args, call)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        let baseText = unwrapped(base).trimmedDescription
        if baseText == "DispatchQueue.main" || baseText == "OperationQueue.main" {
            return dispatch(method, args)
        }
        if baseText.hasPrefix("DispatchQueue.global"), method == "async" {
            guard let block = args.closure(["execute"]).flatMap(expression) else { return nil }
            report.lifeCycleCalls += 1
            return "dispatch.work(1, \(block))"
        }
        if baseText == "self", let helper = helpers[method] {
            return helper + "(" + args.labelled.map { value($0.expr) }.joined(separator: ", ") + ")"
        }
        if baseText == "UNUserNotificationCenter", method == "current" {
            return "UNUserNotificationCenter.current()"
        }
        if let object = expression(base), let lua = objectCall(object, method, args) {
            report.lifeCycleCalls += 1
            return lua
        }
        // `SyncManager.shared.refresh()`: the app's own code, followed one level when short.
        return follow(method, args, call)
    }

    private func constructor(_ name: String, _ args: Arguments) -> String? {
        switch name {
        case "URL":
            return (args.named("string") ?? args.named("fileURLWithPath")).flatMap(expression)
        case "Date":
            return args.named("timeIntervalSinceNow").flatMap(expression)
        case "BGAppRefreshTaskRequest", "BGProcessingTaskRequest":
            let kind = name == "BGAppRefreshTaskRequest" ? "refresh" : "processing"
            return "{ identifier = \(value(args.named("identifier"))), kind = \"\(kind)\" }"
        case "UNMutableNotificationContent", "UNNotificationContent":
            return "{}"
        case "UNTimeIntervalNotificationTrigger":
            return "{ seconds = \(value(args.named("timeInterval"))), repeats = \(value(args.named("repeats"))) }"
        case "UNNotificationRequest":
            let trigger = args.named("trigger").flatMap(expression) ?? "nil"
            return
                "{ identifier = \(value(args.named("identifier"))), content = \(value(args.named("content"))), trigger = \(trigger) }"
        case "UIApplicationShortcutItem", "UIMutableApplicationShortcutItem":
            return "{ type = \(value(args.named("type"))), title = \(value(args.named("localizedTitle"))) }"
        default:
            return nil
        }
    }

    private func dispatch(_ method: String, _ args: Arguments) -> String? {
        switch method {
        case "async":
            guard let block = args.closure(["execute"]).flatMap(expression) else { return nil }
            report.lifeCycleCalls += 1
            return "dispatch.async(\(block))"
        case "asyncAfter":
            guard let deadline = args.named("deadline") ?? args.named("wallDeadline"), let seconds = delay(deadline),
                let block = args.closure(["execute"]).flatMap(expression)
            else { return nil }
            report.lifeCycleCalls += 1
            return "dispatch.after(\(seconds), \(block))"
        case "addOperation":
            guard let block = args.closure([]).flatMap(expression) else { return nil }
            report.lifeCycleCalls += 1
            return "dispatch.async(\(block))"
        default:
            return nil
        }
    }

    /// `.now() + 5`, `.now() + .seconds(5)`, `.now() + .milliseconds(500)`: the seconds.
    private func delay(_ deadline: ExprSyntax) -> String? {
        guard let sequence = unwrapped(deadline).as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[0].trimmedDescription.hasSuffix("now()"),
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        else { return nil }
        let amount = elements[2]
        if let call = amount.as(FunctionCallExprSyntax.self),
            let unit = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let n = call.arguments.first.flatMap({ expression($0.expression) })
        {
            switch unit {
            case "seconds": return n
            case "milliseconds": return "\(n) / 1000"
            case "microseconds": return "\(n) / 1000000"
            default: return nil
            }
        }
        return expression(amount)
    }

    /// A method of an applife object (application, defaults, scheduler, center, task).
    private func objectCall(_ object: String, _ method: String, _ args: Arguments) -> String? {
        let all = args.labelled.map { value($0.expr) }
        switch method {
        case "beginBackgroundTask":
            let handler = args.closure(["expirationHandler"]).flatMap(expression)
            let name = args.named("withName").flatMap(expression)
            let parts = [name, handler].compactMap { $0 }
            return "\(object):beginBackgroundTask(\(parts.joined(separator: ", ")))"
        case "endBackgroundTask", "registerForRemoteNotifications", "unregisterForRemoteNotifications", "canOpenURL",
            "removeAllPendingNotificationRequests", "removeAllDeliveredNotifications", "cancelAllTaskRequests",
            "removePendingNotificationRequests", "removeDeliveredNotifications", "submit":
            return "\(object):\(method)(\(all.joined(separator: ", ")))"
        case "setTaskCompleted":
            return "\(object):setTaskCompleted(\(value(args.named("success"))))"
        case "open":
            let completion = args.closure(["completionHandler"]).flatMap(expression)
            return "\(object):open(\(value(args.positional(0)))" + (completion.map { ", nil, \($0)" } ?? "") + ")"
        case "setBadgeCount":
            let completion = args.closure(["withCompletionHandler"]).flatMap(expression)
            return "\(object):setBadgeCount(\(value(args.positional(0)))" + (completion.map { ", \($0)" } ?? "") + ")"
        case "requestAuthorization":
            let completion = args.closure(["completionHandler"]).flatMap(expression)
            return "\(object):requestAuthorization(\(value(args.named("options"))))".dropLast()
                + (completion.map { ", \($0)" } ?? "") + ")"
        case "add":
            let completion = args.closure(["withCompletionHandler"]).flatMap(expression)
            return "\(object):add(\(value(args.positional(0)))" + (completion.map { ", \($0)" } ?? "") + ")"
        case "set":
            guard object == "UserDefaults.standard" else { return nil }
            return "\(object):set(\(value(args.named("forKey"))), \(value(args.positional(0))))"
        case "bool", "string", "integer", "double", "float", "object", "array", "dictionary", "data", "url":
            guard object == "UserDefaults.standard", let key = args.named("forKey") else { return nil }
            // UserDefaults answers 0 or false for a missing number or boolean, nil for the rest.
            let fallback = ["integer": "0", "double": "0", "float": "0", "bool": "false"][method]
            return fallback.map { "(\(object):get(\(value(key))) or \($0))" } ?? "\(object):get(\(value(key)))"
        case "removeObject":
            guard object == "UserDefaults.standard" else { return nil }
            return "\(object):remove(\(value(args.named("forKey"))))"
        case "register":
            guard let identifier = args.named("forTaskWithIdentifier"),
                let handler = args.closure(["launchHandler"]).flatMap(expression)
            else { return nil }
            return "\(object):register(\(value(identifier)), \(handler))"
        case "cancel":
            guard let identifier = args.named("taskRequestWithIdentifier") else { return nil }
            return "\(object):cancel(\(value(identifier)))"
        default:
            return nil
        }
    }

    /// A call into the app's own code: a short function of the sources (unique by name) is
    /// written once as a local function of main and called; deeper calls are not followed.
    private func follow(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax) -> String? {
        guard !following, let candidates = functions[name], candidates.count == 1, let method = candidates.first,
            method.statementCount <= 12, method.decl.body != nil
        else { return nil }
        let luaName = "followed_" + LuaText.name((method.typeName.map { $0 + "_" } ?? "") + name)
        if !followedBodies.contains(where: { $0.name == luaName }) {
            following = true
            let savedFile = file
            let savedScopes = scopes
            file = method.file
            scopes = [[]]
            let text = function(parameters: method.parameterNames, body: method.decl.body?.statements)
            file = savedFile
            scopes = savedScopes
            following = false
            followedBodies.append((luaName, "\(luaName) = " + text))
            report.followed.append(
                "\(method.typeName.map { $0 + "." } ?? "")\(name) (\(method.file.place(method.decl)))")
        }
        return luaName + "(" + args.labelled.map { value($0.expr) }.joined(separator: ", ") + ")"
    }
}

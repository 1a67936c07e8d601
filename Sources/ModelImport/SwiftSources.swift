import FoundationEssentials
import SwiftParser
import SwiftSyntax

/// One parsed Swift file and what turns its nodes into places (`AppDelegate.swift:42`).
struct SwiftFile {
    let shownName: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(name: String, source: String) {
        shownName = name
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: name, tree: tree)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func place(_ node: some SyntaxProtocol) -> String { "\(shownName):\(line(node))" }
}

/// A method of a type in the sources, and the file it is in.
struct SwiftMethod {
    let file: SwiftFile
    let decl: FunctionDeclSyntax
    let typeName: String?

    /// `name(label:label:)`, as Swift names a method.
    var selector: String {
        decl.name.text + "(" + decl.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
    /// The parameter names the body uses.
    var parameterNames: [String] {
        decl.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
    var statementCount: Int { decl.body?.statements.count ?? 0 }
}

/// A stored property of a delegate type: process memory.
struct SwiftProperty {
    let file: SwiftFile
    let name: String
    let initializer: ExprSyntax?
    let node: Syntax
}

/// A class or struct (with its extensions) and the delegate roles it plays.
struct SwiftType {
    var name: String
    var roles: Set<DelegateRole> = []
    var isSwiftUIApp = false
    var methods: [SwiftMethod] = []
    var properties: [SwiftProperty] = []
    /// The App's `body`, where `.onChange(of: scenePhase)` is.
    var body: (SwiftFile, Syntax)?
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the adapted type's name.
    var adaptor: String?
    var file: SwiftFile?
    var line = 0
}

/// Every type of the sources, by name, in the order first seen (files in path order).
struct SwiftSources {
    private(set) var types: [String: SwiftType] = [:]
    private(set) var order: [String] = []
    /// Every function by its base name, for following a call one level.
    private(set) var functions: [String: [SwiftMethod]] = [:]
    private(set) var lineCount = 0

    mutating func add(_ file: SwiftFile, lines: Int) {
        lineCount += lines
        let collector = DeclarationCollector(file: file)
        collector.walk(file.tree)
        for found in collector.types {
            if types[found.name] == nil {
                order.append(found.name)
                types[found.name] = found
                continue
            }
            types[found.name]!.roles.formUnion(found.roles)
            types[found.name]!.isSwiftUIApp = types[found.name]!.isSwiftUIApp || found.isSwiftUIApp
            types[found.name]!.methods += found.methods
            types[found.name]!.properties += found.properties
            if types[found.name]!.body == nil { types[found.name]!.body = found.body }
            if types[found.name]!.adaptor == nil { types[found.name]!.adaptor = found.adaptor }
        }
        for method in collector.types.flatMap(\.methods) + collector.freeFunctions {
            functions[method.decl.name.text, default: []].append(method)
        }
    }

    var delegateTypes: [SwiftType] {
        order.compactMap { types[$0] }.filter { !$0.roles.isEmpty || $0.isSwiftUIApp }
    }
}

/// Finds types, their conformances, methods and stored properties, and free functions.
private final class DeclarationCollector: SyntaxVisitor {
    let file: SwiftFile
    var types: [SwiftType] = []
    var freeFunctions: [SwiftMethod] = []
    private var stack: [Int] = []

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func begin(_ name: String, inherited: InheritanceClauseSyntax?, node: some SyntaxProtocol) {
        var type = SwiftType(name: name)
        type.file = file
        type.line = file.line(node)
        for entry in inherited?.inheritedTypes ?? [] {
            let conformance = entry.type.trimmedDescription
            if let role = DelegateKeys.role(conformance: conformance) { type.roles.insert(role) }
        }
        types.append(type)
        stack.append(types.count - 1)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(node.name.text, inherited: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(node.name.text, inherited: node.inheritanceClause, node: node)
        let isMain = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        }
        let isApp = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "App" } ?? false
        if isMain && isApp { types[stack.last!].isSwiftUIApp = true }
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(node.extendedType.trimmedDescription, inherited: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(node.name.text, inherited: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = stack.last {
            types[index].methods.append(SwiftMethod(file: file, decl: node, typeName: types[index].name))
        } else {
            freeFunctions.append(SwiftMethod(file: file, decl: node, typeName: nil))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let index = stack.last else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "body", types[index].isSwiftUIApp || binding.accessorBlock != nil {
                types[index].body = (file, Syntax(binding))
                continue
            }
            for attribute in node.attributes {
                guard let a = attribute.as(AttributeSyntax.self),
                    a.attributeName.trimmedDescription.hasPrefix("UIApplicationDelegateAdaptor")
                else { continue }
                let argument = a.arguments?.trimmedDescription ?? ""
                types[index].adaptor = argument.replacing(".self", with: "")
            }
            // Computed properties are code, not memory; statics outlive no process either.
            if binding.accessorBlock != nil || isStatic { continue }
            types[index].properties.append(
                SwiftProperty(file: file, name: name, initializer: binding.initializer?.value, node: Syntax(binding)))
        }
        return .skipChildren
    }
}

import Lifecycle
import LuaHost

/// Puts the Lua API (docs/reference.md) into the state's globals.
extension ScriptSession {
    static let libraries = [
        "user", "system", "dispatch", "notifications", "keychain", "expect", "invariants",
        "UNUserNotificationCenter", "UIApplication", "UserDefaults", "BGTaskScheduler", "ProcessInfo",
    ]

    func installAPI() throws {
        try state.setGlobal("app", .function(appFunction()))
        try state.setGlobal("device", .function(deviceFunction()))
        try state.setGlobal("invariant", .function(invariantFunction()))
        try state.setGlobal("choose", .function(chooseFunction()))
        for (name, function) in timelineLibrary() + timeFunctions() {
            try state.setGlobal(name, .function(function))
        }
        try installScenarioSkip()
        try library("user", actionLibrary(.user))
        try library("system", actionLibrary(.system))
        try library("dispatch", dispatchLibrary())
        try library("notifications", notificationsLibrary())
        try library("keychain", keychainLibrary())
        try library("expect", expectLibrary())
        try library("invariants", invariantsLibrary())
        try library("UNUserNotificationCenter", notificationCenterLibrary())
        try installSystemObjects()
        try guardGlobals()
    }

    private func installScenarioSkip() throws {
        try state.setGlobal("scenario", try scenarioSkip.guarded(try state.global("scenario"), in: state))
    }

    /// Makes `scenario()` declare only `name` (nil: every scenario again).
    func declareOnly(_ name: String?) throws {
        try scenarioSkip.declareOnly(name, in: state)
    }

    /// A new global written by app code is usually a missing `local`: it
    /// still works (as in Lua), but leaves a warning with the file:line.
    private func guardGlobals() throws {
        let warn = LuaFunction("__newindex") { [unowned self] call in
            if let app = run.currentApp, case .string(let name) = try call.value(2) {
                let sentence = Sentence(.globalWrittenInAppCode, name.text)
                device.append(
                    TraceRecord(
                        app: device.name(of: app), kind: .warning, message: sentence.text(.en),
                        at: state.currentLocation(), sentence: sentence))
            }
            return .none
        }
        let install = try state.loadHostChunk(
            """
            local warn, rawset = ...
            setmetatable(_G, { __newindex = function(t, k, v) warn(t, k); rawset(t, k, v) end })
            """,
            name: "=[applife]")
        try state.call(.reference(install), arguments: [.function(warn), try state.global("rawset")])
    }

    /// A global table of functions whose unknown names are errors with a
    /// suggestion (`user.hom` -> did you mean user.home?), not a nil to call.
    private func library(_ name: String, _ functions: [(String, LuaFunction)]) throws {
        let names = functions.map(\.0)
        let table = LuaValue.table(LuaTable(fields: functions.map { (.string(LuaString($0.0)), .function($0.1)) }))
        let unknown = LuaFunction("__index") { call in
            let key = try call.string(2)
            throw DeclarationError(unknown: "\(name).\(key)", in: "function", candidates: names.map { "\(name).\($0)" })
        }
        let guarded = try state.loadHostChunk(
            "local t, index = ...; return setmetatable(t, { __index = index, __metatable = false })", name: "=[applife]"
        )
        let result = try state.call(.reference(guarded), arguments: [table, .function(unknown)])
        try state.setGlobal(name, result.first ?? .nil)
    }

    /// `app{...}`: declares and installs an app, returns its handle.
    private func appFunction() -> LuaFunction {
        LuaFunction("app") { [unowned self] call in
            try refuseInsideInvariant("app{}")
            guard run.currentApp == nil else { throw Misuse(.calledFromAppCode, "app{}") }
            var declaration: AppDeclaration
            var mainFile: String?
            do {
                declaration = try AppDeclaration(state.table(try call.table(1)))
                if let path = declaration.mainPath {
                    let (chunk, shown) = try mainFileChunk(path, app: declaration.name)
                    declaration.main = chunk
                    mainFile = shown
                }
            } catch let error as DeclarationError {
                throw LuaHostError.message(error.text(options.language))
            }
            guard !run.appNames.contains(declaration.name) else {
                throw LuaHostError.message("app{}: an app named '\(declaration.name)' is already installed")
            }
            let delegate = try LuaDelegate(session: self, declaration: declaration, mainFile: mainFile)
            var spec = AppSpec(
                name: declaration.name, bundleID: declaration.bundleID,
                backgroundModes: declaration.backgroundModes, memoryMB: declaration.memoryMB,
                urlTypes: declaration.urlTypes, documentTypes: declaration.documentTypes,
                queriesSchemes: declaration.queriesSchemes, lifeCycle: declaration.lifeCycle,
                multipleWindows: declaration.multipleWindows, sdk: declaration.sdk, delegate: delegate)
            spec.exitsOnSuspend = declaration.exitsOnSuspend
            spec.taskIdentifiers = declaration.taskIdentifiers
            spec.opensDocumentsInPlace = declaration.opensInPlace
            spec.settingsBundle = declaration.settingsBundle
            spec.shortcutItems = declaration.shortcutItems
            spec.pushEntitlement = declaration.push
            let id = try engine { try device.install(validating: spec) }
            warnUnreached(declaration.code.unreachedKeys, app: id, lifeCycle: declaration.lifeCycle)
            let handle = AppHandle(id: id, bundleID: declaration.bundleID, session: self)
            delegate.handle = handle
            delegate.noteDeclaredState()
            run.handles[id] = handle
            run.appNames.insert(declaration.name)
            return try call.returning(.object(LuaObject(handle, as: classes.app)))
        }
    }

    /// `main = "notes-app.lua"`: the file, resolved against the file calling `app{}`, read
    /// once per session and compiled once per declaration; its chunk (run in every process)
    /// and the path errors show.
    private func mainFileChunk(_ path: String, app: String) throws -> (LuaRef, String) {
        let place = "app{} '\(app)'"
        do {
            let file = try MainFile(path: path, declaredIn: state.currentChunk())
            let bytes = try mainFiles.bytes(of: file)
            do {
                return (try state.load(LuaSource(bytes: bytes), name: "@" + file.shown), file.shown)
            } catch let error as LuaError where error.kind == .syntax {
                throw DeclarationError("main file \(file.shown) does not compile: \(error.message)")
            }
        } catch let error as DeclarationError {
            throw DeclarationError("\(place): ", error)
        }
    }

    /// An app-delegate method a scene app implements that UIKit never calls there (advice:
    /// exploration passes over it). None where the app runs its app delegate alone (iOS 12).
    func warnUnreached(_ methods: [DelegateMethod], app: AppID, lifeCycle: LifeCycle) {
        guard device.lifeCycle(of: app).usesScenes else { return }
        for method in methods {
            let counterpart = DelegateMethod(key: method.shortName, receiver: .sceneDelegate).map {
                "scene_delegate.\($0.shortName)"
            }
            let sentence: Sentence
            switch (lifeCycle == .swiftUI, counterpart) {
            case (true, let scene?): sentence = Sentence(.unreachedSwiftUI, method.shortName, scene)
            case (true, nil): sentence = Sentence(.unreachedSwiftUIAny, method.shortName)
            case (false, let scene?): sentence = Sentence(.unreachedUIKit, method.shortName, scene)
            case (false, nil): sentence = Sentence(.unreachedUIKitAny, method.shortName)
            }
            device.append(
                TraceRecord(
                    app: device.name(of: app), kind: .warning, message: sentence.text(.en),
                    at: state.currentLocation(),
                    fields: [TraceField("category", .string(WarningCategory.advice.rawValue))], sentence: sentence))
        }
    }
}

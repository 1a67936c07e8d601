import MessageCatalog

/// The app's own screen: what the user does inside the app (types a draft, presses Save), an
/// entry of the `ui` its code declares. A finger reaches only what is on screen and takes
/// input: an app (or a window) in the foreground and active, on an unlocked device with
/// nothing over it.
extension Device {
    /// The entries of the app's screen now: its code's `ui` (a process's code offers its
    /// own; code declared once offers the same at any time). Empty when it offers none.
    public func screen(of app: AppID) -> [UIEntry] { apps[app].spec.delegate.screen }

    /// Whether any window of the app is on screen (where a finger can reach it). Exploration
    /// asks it of every app at every step: an app that does not run (most of them, most of
    /// the time) is answered from its phase, without reading the screen.
    public func isOnScreen(_ app: AppID) -> Bool {
        apps[app].phase == .running && screen.isShown(app)
    }

    /// The app's windows on screen, in the order they came up (the last is focused).
    public func windowsOnScreen(of app: AppID) -> [SceneID] { screen.scenes(of: app) }

    /// The user does `action` on the app's screen: the action is recorded (`user: type
    /// "milk"`), the entry's handler runs as app code on the main thread, with the touched
    /// window after its arguments in a scene app, then what became due runs. The handler
    /// has the main thread's hang budget (blocking past it is a hang, which the watchdog
    /// ends) and an error in it crashes the app, as in any callback.
    public func ui(_ action: UIAction) throws {
        try allow(.ui(action))
        let app = action.app
        let scene = touchedScene(action)
        let window = usesScenes(app) ? scene : nil
        record(
            .action, app: app, scene: window, time: loop.now, name: "ui", message: "user: " + action.words,
            fields: [TraceField("ui", .string(action.name))])
        let delegate = apps[app].spec.delegate
        let handle = Application(device: self, id: app)
        _ = withUnit(app, hangBudget(app)) {
            invoke(app) { try delegate.perform(action, scene: window, handle) }
        }
        try drain()
    }

    /// The window the action touches: the one it names, or the app's window the user works
    /// in (the last one focused); a sceneless app's one implicit scene.
    private func touchedScene(_ action: UIAction) -> SceneID? {
        switch action.target {
        case .scene(let scene): return scene
        case .app(let app): return screen.scenes(of: app).last
        }
    }

    /// Why the user cannot do `action` now: inside app code; the device locked, a call or a
    /// panel over the apps; the app (or window) not in front and active, or not responding;
    /// an entry its screen does not offer; arguments past `UILimits`.
    func uiRefusal(_ action: UIAction) -> EngineError? {
        let app = action.app
        func place() -> String {
            switch action.target {
            case .app: return self.name(of: app)
            case .scene(let scene): return self.name(of: scene)
            }
        }
        func what() -> String { "do '\(action.name.prefix(80))' on \(place())" }
        if let r = notReady(what(), overlayAllowed: false) { return r }
        if let r = notInFront(action, what()) { return r }
        guard isResponsive(app) else {
            return invalid(what(), Sentence(.refusedNotResponding, self.name(of: app)))
        }
        return unknownEntry(action, what()) ?? badArguments(action.arguments, what())
    }

    /// The app (or the window) must be on screen and active: a finger cannot touch a
    /// background app, and an inactive one is covered or on its way.
    private func notInFront(_ action: UIAction, _ what: @autoclosure () -> String) -> EngineError? {
        let app = action.app
        switch action.target {
        case .scene(let scene) where usesScenes(app):
            guard screen.isShown(scene: scene) else {
                return invalid(what(), Sentence(.refusedWindowOffScreen, "\(state(of: scene))"))
            }
            let state = state(of: scene)
            return state == .foregroundActive ? nil : invalid(what(), Sentence(.refusedWindowNotActive, "\(state)"))
        case .scene, .app:
            guard screen.isShown(app) else {
                return invalid(what(), Sentence(.refusedAppNotFront, name(of: app), "\(apps[app].state)"))
            }
            if usesScenes(app), let scene = touchedScene(action) {
                let state = state(of: scene)
                return state == .foregroundActive
                    ? nil : invalid(what(), Sentence(.refusedItsWindowNotActive, name(of: scene), "\(state)"))
            }
            let state = apps[app].state
            return state == .active ? nil : invalid(what(), Sentence(.refusedAppNotActive, name(of: app), "\(state)"))
        }
    }

    /// The entry must be one the app's screen offers now.
    private func unknownEntry(_ action: UIAction, _ what: @autoclosure () -> String) -> EngineError? {
        let entries = screen(of: action.app)
        guard !entries.contains(where: { $0.name == action.name }) else { return nil }
        guard explainsRefusals else { return Self.unexplainedRefusal }
        let app = name(of: action.app)
        guard !entries.isEmpty else {
            return invalid(
                what(),
                Sentence(.refusedScreenEmpty, app, Self.entryExample(action.name)))
        }
        let names = entries.map(\.name)
        let entry = String(action.name.prefix(80))
        let list = names.joined(separator: ", ")
        if let nearest = Spelling.nearest(to: action.name, in: names) {
            return invalid(what(), Sentence(.refusedNoEntryDidYouMean, app, entry, nearest, list))
        }
        return invalid(what(), Sentence(.refusedNoEntry, app, entry, list))
    }

    /// An entry's name as a table key in an example (`type`, `["two words"]`).
    private static func entryExample(_ name: String) -> String {
        let short = String(name.prefix(40))
        let plain =
            short.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && short.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return plain ? short : "[" + UIValue.string(short).description + "]"
    }

    /// A ui action takes a few scalars, strings of a bounded size, no NaN.
    private func badArguments(_ arguments: [UIValue], _ what: @autoclosure () -> String) -> EngineError? {
        if arguments.count > UILimits.arguments {
            return invalid(what(), Sentence(.refusedTooManyArguments, "\(arguments.count)", "\(UILimits.arguments)"))
        }
        for (index, value) in arguments.enumerated() {
            switch value {
            case .string(let text) where text.utf8.count > UILimits.textBytes:
                return invalid(
                    what(),
                    Sentence(
                        .refusedArgumentTooLong, "\(index + 1)", "\(text.utf8.count)", "\(UILimits.textBytes)"))
            case .number(let d) where d.isNaN:
                return invalid(what(), Sentence(.refusedArgumentNaN, "\(index + 1)"))
            default: continue
            }
        }
        return nil
    }
}

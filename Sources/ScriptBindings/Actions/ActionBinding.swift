import Lifecycle
import LuaHost

/// The Lua face of one user or system action, as `ReceiverBinding` is for receivers: the one
/// place its name, its arguments (their types, how each is read from Lua and written back
/// as Lua text), the iOS version it came with, its reference text and how the studio offers
/// it are written. Its preconditions are the engine's (`Device.refusal(of:)`).
///
/// Everything that names an action reads the rows: the `user` and `system` libraries
/// (`ActionLibrary`), the API description (docs/reference.md, the REPL's help and
/// completion, the editor types), the counterexamples explore writes, the messages that
/// suggest an action (`Device.actionUsage`) and the studio's controls.
///
///     ActionBinding.row(.tap).lua                                   // "user.tap"
///     ActionBinding.text(of: .incomingCall(answer: nil, after: 20, duration: 0), names: names)
///                                                                   // system.call{after = 20}
///     ActionBinding.usage(.dismiss)                                 // user.dismiss()
public struct ActionBinding: Sendable {
    /// The global table the function is installed in (the time line's `wait` is a global).
    public enum Library: String, Sendable, CaseIterable {
        case user, system
        case timeline = ""
    }

    /// Whether `applife explore` generates the action, and if not, why.
    public enum Exploration: Sendable, Equatable {
        case explored
        case notExplored(because: String)
    }

    public let library: Library
    /// The name inside its library (`tap`, `memory_warning`).
    public let name: String
    public let kind: DeviceAction.Kind
    public let parameters: [APIParameter]
    public let returns: [APIType]
    /// The reference's one line (docs/reference.md, `:help`, the editor types).
    public let summary: String
    /// Apple's counterpart, and the iOS version the action came with (none: every version).
    public let apple: AppleEquivalent?
    public let exploration: Exploration
    /// How the studio's page offers it, if it does.
    public let studio: StudioOffer?
    /// The action a Lua call makes, its arguments checked in order.
    let read: @Sendable (ActionReader) throws -> DeviceAction
    /// The call's arguments for an action of this row's kind; trailing nils are dropped.
    let write: @Sendable (DeviceAction, ActionNames) -> [LuaLiteral]

    init(
        _ library: Library, _ name: String, _ kind: DeviceAction.Kind, _ parameters: [APIParameter] = [],
        returns: [APIType] = [], _ summary: String, apple: AppleEquivalent?, exploration: Exploration = .explored,
        studio: StudioOffer? = nil, read: @escaping @Sendable (ActionReader) throws -> DeviceAction,
        write: @escaping @Sendable (DeviceAction, ActionNames) -> [LuaLiteral]
    ) {
        self.library = library
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.returns = returns
        self.summary = summary
        self.apple = apple
        self.exploration = exploration
        self.studio = studio
        self.read = read
        self.write = write
    }

    /// An action that takes no arguments.
    init(
        _ library: Library, _ name: String, _ action: DeviceAction, _ summary: String, apple: AppleEquivalent?,
        exploration: Exploration = .explored, studio: StudioOffer? = nil
    ) {
        self.init(
            library, name, action.kind, [], summary, apple: apple, exploration: exploration, studio: studio,
            read: { _ in action }, write: { _, _ in [] })
    }

    /// The first iOS version that has the action.
    public var since: Int { apple?.since ?? 2 }

    /// The name as a script writes it: `user.tap`, `wait`.
    public var lua: String { library == .timeline ? name : library.rawValue + "." + name }

    /// The reference entry (docs/reference.md, `:help`, the editor types).
    public var function: APIFunction {
        APIFunction(
            name: lua, parameters: parameters, returns: returns, summary: summary, context: .scenario, apple: apple)
    }

    /// The call with these arguments: `user.tap("Todo")`, and a lone table as `system.call{after = 20}`.
    public func call(_ arguments: [LuaLiteral]) -> String {
        var arguments = arguments
        while arguments.last == .nil { arguments.removeLast() }
        if arguments.count == 1, case .table = arguments[0] { return lua + arguments[0].text }
        return lua + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
    }

    /// The call's arguments for `action` (of this row's kind), its apps and scenes by `names`.
    public func arguments(of action: DeviceAction, names: ActionNames) -> [LuaLiteral] { write(action, names) }
}

extension ActionBinding {
    /// Every row: the `user` library, the `system` library, then the time line's `wait`.
    public static let all: [ActionBinding] = userRows + systemRows + [wait]

    private static let byKind: [DeviceAction.Kind: ActionBinding] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.kind, $0) })

    /// The row of an action kind (every kind has exactly one).
    public static func row(_ kind: DeviceAction.Kind) -> ActionBinding { byKind[kind]! }

    /// The rows of one library, in reference order.
    public static func rows(of library: Library) -> [ActionBinding] { all.filter { $0.library == library } }

    /// The Lua call that performs `action`, its apps and scenes by their names.
    public static func text(of action: DeviceAction, names: ActionNames) -> String {
        let row = row(action.kind)
        return row.call(row.write(action, names))
    }

    /// The call as a message suggests it, its apps and scenes by their parameter names:
    /// `user.tap(app)`, `system.grant(app, "badge", true)`.
    public static func usage(_ action: DeviceAction) -> String { text(of: action, names: .usage) }
}

/// How an action's app and scene arguments are written: by the names traces give them
/// (`"Notes"`, `"Notes#2"`), or by their parameter names for a usage line (`app`, `scene`).
public struct ActionNames {
    let app: (AppID) -> LuaLiteral
    let scene: (SceneID) -> LuaLiteral

    /// Apps by these names (an app missing from them by its id).
    public static func names(_ names: [AppID: String]) -> ActionNames {
        ActionNames(
            app: { .string(names[$0] ?? "\($0)") },
            scene: { .string("\(names[$0.app] ?? "\($0.app)")#\($0.number)") })
    }

    /// Apps and scenes by the names the device gives them.
    public static func names(on device: Device) -> ActionNames {
        ActionNames(app: { .string(device.name(of: $0)) }, scene: { .string(device.name(of: $0)) })
    }

    static var usage: ActionNames { ActionNames(app: { _ in .code("app") }, scene: { _ in .code("scene") }) }
}

/// How the studio's page offers an action: the label of its control, where the page puts it,
/// what the control names (nothing, an app, or a scene), and the action whose refusal greys
/// it out; a control with presets offers a menu of ready-made arguments beside it.
public struct StudioOffer: Sendable {
    public enum Target: Sendable {
        case device, app, scene
    }

    /// Where the page puts the control: a group of its controls panel, or only the device's
    /// picture (an icon, a switcher card, a window).
    public enum Place: Sendable {
        case user, system, windows, picture
    }

    /// Ready-made arguments for the control, by the action they make (the call's three ways).
    public struct Preset: Sendable {
        public let label: String
        public let action: DeviceAction

        init(_ label: String, _ action: DeviceAction) {
            self.label = label
            self.action = action
        }
    }

    public let label: String
    public let target: Target
    public let place: Place
    public let presets: [Preset]
    let sample: @Sendable (ActionTarget) -> DeviceAction?
    /// The controls an app's own screen draws now, when the offer is one (``screen(_:)``).
    let drawn: (@Sendable (AppID, Device) -> [DeviceAction])?

    init(
        _ label: String, _ target: Target = .device, in place: Place, presets: [Preset] = [],
        drawn: (@Sendable (AppID, Device) -> [DeviceAction])? = nil,
        sample: @escaping @Sendable (ActionTarget) -> DeviceAction?
    ) {
        self.label = label
        self.target = target
        self.place = place
        self.presets = presets
        self.drawn = drawn
        self.sample = sample
    }

    /// A control that takes nothing: its action as it is.
    static func plain(_ label: String, _ action: DeviceAction, in place: Place) -> StudioOffer {
        StudioOffer(label, in: place) { _ in action }
    }

    /// A control with a menu of presets; the first is the action its refusal is asked about.
    static func presets(_ label: String, in place: Place, _ presets: [Preset]) -> StudioOffer {
        StudioOffer(label, in: place, presets: presets) { _ in presets.first?.action }
    }

    /// A control that names an app.
    static func app(
        _ label: String, in place: Place, _ make: @escaping @Sendable (AppID) -> DeviceAction
    ) -> StudioOffer {
        StudioOffer(label, .app, in: place) { if case .app(let id) = $0 { make(id) } else { nil } }
    }

    /// The controls an app's own screen draws, one per entry of its `ui` with each value of
    /// its `args` (`Device.screen(of:)`): they depend on the app's code, so the offer has no
    /// one action; ``actions(for:on:)`` lists them.
    static func screen(_ label: String) -> StudioOffer {
        StudioOffer(
            label, .app, in: .picture,
            drawn: { app, device in
                device.screen(of: app).flatMap { entry in
                    entry.tries.map { DeviceAction.ui(UIAction(.app(app), entry.name, $0)) }
                }
            }, sample: { _ in nil })
    }

    /// A control that names a scene: a window on the device's picture, or its chip on a card.
    static func scene(_ label: String, _ make: @escaping @Sendable (SceneID) -> DeviceAction) -> StudioOffer {
        StudioOffer(label, .scene, in: .picture) { if case .scene(let id) = $0 { make(id) } else { nil } }
    }

    /// The action the control stands for, for that app or scene (nil: it names another kind).
    public func action(for target: ActionTarget) -> DeviceAction? { sample(target) }

    /// Every action the control stands for on `device`: the one of ``action(for:)``, or, for
    /// the controls of an app's own screen, one per entry and value its code offers now.
    public func actions(for target: ActionTarget, on device: Device) -> [DeviceAction] {
        if let drawn {
            guard case .app(let app) = target else { return [] }
            return drawn(app, device)
        }
        return action(for: target).map { [$0] } ?? []
    }
}

/// What a studio control is asked about: the device, one app, or one scene.
public enum ActionTarget: Sendable {
    case device
    case app(AppID)
    case scene(SceneID)
}

import LuaHost

/// The Lua classes of the objects the API hands to scripts, made with the session's state
/// before any script runs. Their methods reach the session through its lifelong link
/// (``ScriptSession/home``).
struct ObjectClasses {
    /// The handle `app{}` returns.
    let app: LuaClass
    /// The `application` object of callbacks (UIApplication).
    let application: LuaClass
    let timer: LuaClass
    let group: LuaClass
    /// What `notifications.observe` returns.
    let token: LuaClass
    let scene: LuaClass
    /// A BGTask a launch handler receives.
    let task: LuaClass
    let userDefaults: LuaClass
    let scheduler: LuaClass
    let notificationCenter: LuaClass
    let processInfo: LuaClass
    /// Gives a scene session's table (a plain table, so `pairs` lists it) the metatable
    /// that answers an unknown field with "did you mean".
    let sessionGuard: LuaRef
    /// Gives a quick action's table its metatable (it prints as its type; "did you mean").
    let shortcutItemGuard: LuaRef

    init(state: LuaState, home: SessionLink) throws {
        app = ScriptSession.makeAppClass(home)
        application = try ScriptSession.makeApplicationClass(home, state: state)
        timer = ScriptSession.makeTimerClass(home)
        group = ScriptSession.makeGroupClass(home)
        token = LuaClass(name: "NotificationToken")
        scene = ScriptSession.makeSceneClass(home)
        task = ScriptSession.makeTaskClass(home)
        userDefaults = ScriptSession.makeUserDefaultsClass(home)
        scheduler = ScriptSession.makeSchedulerClass(home)
        notificationCenter = try ScriptSession.makeNotificationCenterClass(home, state: state)
        processInfo = ScriptSession.makeProcessInfoClass(home)
        sessionGuard = try ScriptSession.makeSessionGuard(state: state)
        shortcutItemGuard = try ScriptSession.makeShortcutItemGuard(state: state)
    }
}

/// User actions that launch or resume an app for a reason (facts §2.10, §2.11, §3, §4.5):
/// each cold launch carries its launch-options keys, then the event's method runs while
/// inactive, then didBecomeActive. A resume runs willEnterForeground, the method,
/// didBecomeActive.
///
///     try device.tapNotification(todo, payload: ["aps.alert": "Buy milk"])
///     try device.shortcut(todo, type: "com.acme.todolist.new")
///     try device.continueActivity(todo, UserActivity(type: "com.acme.todolist.view"))
///     try device.airdrop("Groceries.todolist", to: todo)   // Documents/Inbox/Groceries.todolist
extension Device {
    /// The user taps a notification banner. Remote: `remoteNotification` launch option, then
    /// didReceiveRemoteNotification:fetchCompletionHandler: (§2.11; the launch methods'
    /// return value is ignored, [S7]). Local: the `localNotification` key on iOS 4-9
    /// (`profile.localNotificationLaunchOption`), nothing else (UNUserNotificationCenter
    /// delegates are not modelled).
    public func tapNotification(_ app: AppID, payload: [String: String] = [:], local: Bool = false) throws {
        let a = app
        try allow(.tapNotification(app))
        action("tapNotification", a, "user taps a \(local ? "local" : "remote") notification")
        screen.overlay = nil
        if let f = frontApp, f != a { moveToBackground(f) }
        if local {
            if frontApp != a { open(a, for: .localNotification(payload)) }
        } else {
            open(a, for: .remoteNotification(payload))
        }
        try drain()
    }

    /// The user picks a Home-screen quick action: `shortcutItem` launch option, then
    /// performActionForShortcutItem:completionHandler: (suppressed by a launch veto, [A2]).
    public func shortcut(_ app: AppID, type: String) throws {
        try userOpens(
            app, "choose the quick action \(type) of \(name(of: app))", action: "shortcut",
            said: "user chooses the quick action \(type)", event: .shortcut(type))
    }

    /// Handoff, a universal link or Spotlight: `userActivityDictionary` launch option (with
    /// the activity type), then continueUserActivity:restorationHandler: (§2.10).
    public func continueActivity(_ app: AppID, _ activity: UserActivity) throws {
        try userOpens(
            app, "continue \(activity.type) in \(name(of: app))", action: "continueActivity",
            said: "user continues \(activity.type)", event: .activity(activity))
    }

    /// The user accepts a CloudKit share invitation: `cloudKitShareMetadata` launch option
    /// (the CloudKit delegate method itself is not modelled).
    public func acceptCloudKitShare(_ app: AppID, metadata: String) throws {
        try userOpens(
            app, "accept a CloudKit share in \(name(of: app))", action: "acceptCloudKitShare",
            said: "user accepts a CloudKit share", event: .cloudKitShare(metadata))
    }

    /// The shape of a user event that brings `app` to the front with launch `options`
    /// (moving the app in front out first), then delivers `event` (§2.10).
    private func userOpens(
        _ app: AppID, _ what: String, action name: String, said words: String, event: ForegroundEvent
    ) throws {
        try ready(what, overlayAllowed: false)
        action(name, app, words)
        if let f = frontApp, f != app { moveToBackground(f) }
        open(app, for: event)
        try drain()
    }

    /// §4.5: a file arrives by AirDrop for an app that declares its type
    /// (CFBundleDocumentTypes). It is copied to Documents/Inbox/NAME (renamed "NAME-2"… if
    /// taken) and handed to the open-URL method as a file URL, openInPlace false, launching
    /// or resuming the app. The type comes from `type` or the file's extension; a type the
    /// app (or, with `app` nil, every app) does not declare throws before anything happens.
    @discardableResult
    public func airdrop(_ file: String, type: String? = nil, to app: AppID? = nil) throws -> AppURL {
        try ready("AirDrop \(file)", overlayAllowed: false)
        let uti = type ?? documentType(of: file)
        let candidates = app.map { [$0] } ?? apps.filter { !$0.isSystem }
        guard let a = candidates.first(where: { declares(apps[$0].spec, uti) }) else {
            throw EngineError.undeclaredDocumentType(file: file, type: uti, app: app.map(name(of:)))
        }
        let stored = inboxName(a, file)
        let url = AppURL.file(path: "/var/mobile/Containers/Data/Application/\(apps[a].spec.bundleID)/Documents/Inbox/\(stored)")
        action("airdrop", a, "user accepts \(file) by AirDrop", fields: [TraceField("type", .string(uti))])
        record(.url, app: a, name: "inbox", message: "copied to Documents/Inbox/\(stored)", fields: [TraceField("url", .string(url.string))])
        present(a, url: url, options: OpenURLOptions(sourceApplication: nil, openInPlace: false))
        try drain()
        return url
    }

    /// The UTI for a file name: a declared extension, else a few public types.
    func documentType(of file: String) -> String {
        let ext = file.lastIndex(of: ".").map { String(file[file.index(after: $0)...]).lowercased() } ?? ""
        for a in apps.ids {
            for d in apps[a].spec.documentTypes where d.extensions.map({ $0.lowercased() }).contains(ext) {
                return d.contentTypes[0]
            }
        }
        let known = [
            "pdf": "com.adobe.pdf", "txt": "public.plain-text", "png": "public.png", "jpg": "public.jpeg",
            "jpeg": "public.jpeg", "html": "public.html", "zip": "public.zip-archive", "mp4": "public.mpeg-4",
        ]
        return known[ext] ?? (ext.isEmpty ? "public.data" : "dyn.\(ext)")
    }

    private func declares(_ spec: AppSpec, _ uti: String) -> Bool {
        spec.documentTypes.contains { $0.contentTypes.contains(uti) }
    }

    private func inboxName(_ app: AppID, _ file: String) -> String {
        var name = file
        var n = 1
        while apps[app].inbox.contains(name) {
            n += 1
            if let dot = file.lastIndex(of: "."), dot != file.startIndex {
                name = "\(file[..<dot])-\(n)\(file[dot...])"
            } else {
                name = "\(file)-\(n)"
            }
        }
        apps[app].inbox.append(name)
        return name
    }
}

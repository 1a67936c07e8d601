/// User actions that launch or resume an app for a reason (facts §2.10, §2.11, §3, §4.5):
/// each cold launch carries its launch-options keys, then the event's method runs while
/// inactive, then didBecomeActive. A resume runs willEnterForeground, the method,
/// didBecomeActive.
///
///     try device.shortcut(todo, type: "com.acme.todolist.new")
///     try device.continueActivity(todo, UserActivity(type: "com.acme.todolist.view"))
///     try device.airdrop("Groceries.todolist", to: todo)   // Documents/Inbox/Groceries.todolist
extension Device {
    /// The user picks a Home-screen quick action: `shortcutItem` launch option, then
    /// performActionForShortcutItem:completionHandler: (suppressed by a launch veto, [A2]),
    /// with the item as the app gave it (title, subtitle, icon, `userInfo`). Only a quick
    /// action the Home Screen shows can be chosen (`quickActions(of:)`).
    public func shortcut(_ app: AppID, type: String) throws {
        try allow(.shortcut(app, type: type))
        let item = quickActions(of: app).first { $0.type == type }!
        try userOpens(app, action: "shortcut", said: "user chooses the quick action \(type)", event: .shortcut(item))
    }

    /// Handoff (iOS 8), a universal link (`webpageURL`, iOS 9) or Spotlight:
    /// `userActivityDictionary` launch option (with the activity type), then
    /// willContinueUserActivityWithType: and continueUserActivity:restorationHandler: (§2.10).
    public func continueActivity(_ app: AppID, _ activity: UserActivity) throws {
        try allow(.continueActivity(app, activity))
        try userOpens(
            app, action: "continueActivity", said: "user continues \(activity.type)", event: .activity(activity))
    }

    /// The user accepts a CloudKit share invitation (iOS 10): `cloudKitShareMetadata` launch
    /// option, then application:userDidAcceptCloudKitShareWithMetadata: (a scene app: the
    /// connection options cold, windowScene(_:userDidAcceptCloudKitShareWith:) warm).
    public func acceptCloudKitShare(_ app: AppID, metadata: String) throws {
        try allow(.acceptShare(app, metadata: metadata))
        try userOpens(
            app, action: "acceptCloudKitShare", said: "user accepts a CloudKit share", event: .cloudKitShare(metadata))
    }

    /// The shape of a user event that brings `app` to the front with launch `options`
    /// (moving the app in front out first), then delivers `event` (§2.10); its
    /// preconditions checked.
    private func userOpens(_ app: AppID, action name: String, said words: String, event: ForegroundEvent) throws {
        action(name, app, words)
        if let f = frontApp, f != app { moveToBackground(f) }
        bringToForeground(app, for: event)
        try drain()
    }

    /// §4.5: a file arrives by AirDrop for an app that declares its type
    /// (CFBundleDocumentTypes). It is copied to Documents/Inbox/NAME (renamed "NAME-2"… if
    /// taken) and handed to the open-URL method as a file URL, openInPlace false, launching
    /// or resuming the app. The type comes from `type` or the file's extension; a type the
    /// app (or, with `app` nil, every app) does not declare throws before anything happens.
    @discardableResult
    public func airdrop(_ file: String, type: String? = nil, to app: AppID? = nil) throws -> AppURL {
        if let refusal = airdropRefusal(file, type: type, to: app) { throw refusal }
        let uti = type ?? documentType(of: file)
        let a = airdropReceiver(uti, app)!
        action("airdrop", a, "user accepts \(file) by AirDrop", fields: [TraceField("type", .string(uti))])
        let url = copyToInbox(a, file)
        present(a, url: url, options: OpenURLOptions(sourceApplication: nil, openInPlace: false))
        try drain()
        return url
    }

    /// Why `file` cannot be received by AirDrop now (`app` nil: by any app declaring its type).
    func airdropRefusal(_ file: String, type: String? = nil, to app: AppID?) -> EngineError? {
        if let r = notReady("AirDrop \(file)", overlayAllowed: false) ?? gate(.airDrop, "AirDrop \(file)") { return r }
        let uti = type ?? documentType(of: file)
        guard airdropReceiver(uti, app) == nil else { return nil }
        return EngineError.undeclaredDocumentType(file: file, type: uti, app: app.map(name(of:)))
    }

    private func airdropReceiver(_ uti: String, _ app: AppID?) -> AppID? {
        let candidates = app.map { [$0] } ?? apps.filter { !$0.isSystem }
        return candidates.first(where: { declares(apps[$0].spec, uti) })
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
}

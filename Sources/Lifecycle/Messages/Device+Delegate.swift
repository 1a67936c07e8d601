import MessageCatalog

/// Delivering life-cycle messages: the one place where the engine calls app code for a
/// delegate method and posts its notifications (facts §2.0, C1).
extension Device {
    /// Traces the message under its selector (marking it when the delegate lacks the
    /// method), hands it to the delegate if implemented, then posts its notifications
    /// (before it for willEnterForeground when the profile says so). `reported` is what
    /// `applicationState` reads meanwhile (§1.3). Returns the delegate's reply, or nil when
    /// the app cannot go on (it crashed or was condemned).
    /// A method this iOS does not have is neither traced nor called, and posts nothing
    /// (the app was warned at launch, `warnAboutMissingMethods`).
    @discardableResult
    func deliver(_ message: LifecycleMessage, to app: AppID, reported: ApplicationState) -> MessageReply? {
        guard isResponsive(app) else { return nil }
        guard message.method.exists(on: profile.ios) else { return MessageReply.none }
        let process = currentProcess(app)
        let saved = apps[app].process?.reportedState
        apps[app].process?.report(reported)
        defer { if isAlive(process) { apps[app].process?.report(saved) } }

        let method = message.method
        let route = method.route
        let notifyFirst =
            (method == .willEnterForeground || method == .sceneWillEnterForeground)
            && profile.willEnterForegroundNotification == .beforeDelegate
        if notifyFirst {
            guard post(message, to: app, reported: reported) else { return nil }
        }
        let delegate = apps[app].spec.delegate
        let implemented = implements(app, method)
        let change = message.phaseChange
        record(
            .callback, app: app, scene: message.scene, name: route.selector, state: reported.rawValue,
            from: change?.from.rawValue, to: change?.to.rawValue,
            fields: implemented ? [] : unimplementedFields(app, route.receiver))
        var reply = MessageReply.none
        if implemented {
            let handle = Application(device: self, id: app)
            guard invoke(app, { reply = try delegate.receive(message, handle) }) else { return nil }
        }
        if !notifyFirst {
            guard post(message, to: app, reported: reported) else { return nil }
        }
        return isResponsive(app) ? reply : nil
    }

    /// How a callback the app's code lacks is traced. In a SwiftUI app, SwiftUI's own app and
    /// scene delegates receive every UIKit callback and pass on only what the app's adaptor
    /// or scene delegate implements: such a line is SwiftUI's (`"owner":"SwiftUI"`), not a
    /// method the developer forgot.
    private func unimplementedFields(_ app: AppID, _ receiver: MessageRoute.Receiver) -> [TraceField] {
        let swiftUIs = apps[app].spec.lifeCycle == .swiftUI && (receiver == .appDelegate || receiver == .sceneDelegate)
        return [TraceField("implemented", .bool(false))] + (swiftUIs ? [TraceField("owner", .string("SwiftUI"))] : [])
    }

    /// Whether the app's delegate implements the method and this iOS has it (UIKit only
    /// sends selectors it knows).
    func implements(_ app: AppID, _ method: DelegateMethod) -> Bool {
        let delegate = apps[app].spec.delegate
        guard method.exists(on: profile.ios), delegate.implements(method) else { return false }
        // A notification-delegate method needs the center to have its delegate now.
        return method.route.receiver != .notificationDelegate || delegate.hasNotificationDelegate
    }

    /// Once per app: a warning for every method its delegates implement that this iOS does
    /// not have (they are never called).
    func warnAboutMissingMethods(_ app: AppID) {
        guard apps[app].history.give(.missingMethods) else { return }
        let delegate = apps[app].spec.delegate
        let withoutScenes = ignoresSceneManifest(app)
        for method in DelegateMethod.allCases where !method.exists(on: profile.ios) && delegate.implements(method) {
            let route = method.route
            // The scene manifest's warning covers the scene delegate and the scene-session methods.
            if withoutScenes
                && (route.receiver == .sceneDelegate || route.receiver == .swiftUI || route.apps == .sceneAppsOnly)
            {
                continue
            }
            advise(
                app,
                Sentence(
                    .implementsTooNew, route.receiver.objectName, route.selector, "\(route.since)", "\(profile.ios)"),
                category: .version)
        }
        if apps[app].spec.exitsOnSuspend && profile.ios >= 13 {
            advise(app, Sentence(.exitsOnSuspendIgnored), category: .version)
        }
    }

    private func post(_ message: LifecycleMessage, to app: AppID, reported: ApplicationState) -> Bool {
        message.route.notifications.allSatisfy {
            post(app, $0.rawValue, reported: reported, scene: message.scene, userInfo: message.notificationUserInfo)
        }
    }

    /// Posts a notification to the app's observers, in the order they subscribed.
    func post(
        _ app: AppID, _ name: String, reported: ApplicationState, scene: SceneID? = nil, userInfo: LaunchOptions? = nil
    ) -> Bool {
        record(.notification, app: app, scene: scene, name: name, state: reported.rawValue)
        guard let observers = apps[app].process?.mainQueue.observers, !observers.isEmpty else { return true }
        let posted = PostedNotification(name: name, scene: scene, userInfo: userInfo)
        for o in observers where o.name == name {
            // Skip observers removed by an earlier one during this post.
            guard apps[app].process?.mainQueue.observers.contains(where: { $0.id == o.id }) == true else { continue }
            guard invoke(app, { try o.body(posted) }) else { return false }
        }
        return true
    }

    /// The main-thread budget of a life-cycle unit starting now.
    func budget(_ app: AppID, _ kind: Budget) -> Deadline {
        Deadline(time: appNow(app).later(by: kind.allowance(profile).nanoseconds), kind: kind)
    }

    func hangBudget(_ app: AppID) -> Deadline { budget(app, .hang) }
}

import MessageCatalog

/// URL routing (facts §2.10, §4): who claims a scheme, what the target receives, and
/// canOpenURL's allow-list rules. Every decision is a `url` trace record.
///
///     try device.openURL("todolist://www.acme.com?Quarterly%20Report#200806231300")
///     // the front app goes to the background; Todo launches (URL in its launch options,
///     // then application:openURL:options: while inactive) or resumes
///     device.application(mail).canOpenURL("todolist://x")   // per LSApplicationQueriesSchemes
extension Device {
    /// The user opens a URL (a link, the address bar). The sender is the app in front, if any.
    /// A malformed URL throws `EngineError.badURL` and nothing is routed.
    @discardableResult
    public func openURL(_ text: String) throws -> Bool {
        try allow(.openURL(text))
        let url = try AppURL(text)
        action("openURL", frontApp, "user opens \(text)", fields: [TraceField("url", .string(text))])
        let source = frontApp
        guard let target = target(for: url, from: source) else {
            try drain()
            return false
        }
        route(url, from: source, to: target)
        try drain()
        return true
    }

    /// The app that would open the URL now, with the decision's reason, or nil.
    func target(for url: AppURL, from source: AppID?) -> AppID? {
        let found = claimants(of: url.scheme)
        switch found.count {
        case 0:
            record(
                .url, app: source, name: "noClaimant",
                message: "no installed app handles \(url.scheme):// URLs: \(url) goes nowhere")
            return nil
        case 1:
            return found[0]
        default:
            let names = found.map { apps[$0].name }.joined(separator: ", ")
            switch profile.duplicateSchemes {
            case .nothing:
                record(
                    .url, app: source, name: "duplicateScheme",
                    message: "\(url.scheme): is claimed by \(names): nothing happens (duplicateSchemes nothing)")
                warn(source, Sentence(.duplicateScheme, url.scheme, names))
                return nil
            case .firstInstalled:
                record(
                    .url, app: source, name: "duplicateScheme",
                    message: "\(url.scheme): is claimed by \(names): the first installed wins")
                return found.first
            case .lastInstalled:
                record(
                    .url, app: source, name: "duplicateScheme",
                    message: "\(url.scheme): is claimed by \(names): the last installed wins")
                return found.last
            }
        }
    }

    /// Opens the URL in its target: the sender (if in front) goes to the background, the
    /// target launches or resumes and gets the URL while inactive (§2.10).
    func route(_ url: AppURL, from source: AppID?, to target: AppID) {
        let sender = source.map { sourceApplication(from: $0, to: target) } ?? nil
        record(
            .url, app: target, name: "open", message: url.string,
            fields: [
                TraceField("scheme", .string(url.scheme)),
                TraceField("source", .string(source.map { apps[$0].spec.bundleID } ?? "user")),
            ])
        noteSettingsPage(url, from: source, to: target)
        present(target, url: url, options: OpenURLOptions(sourceApplication: sender))
    }

    /// Brings the target to the front with the URL (launch options at a cold launch).
    func present(_ target: AppID, url: AppURL, options: OpenURLOptions) {
        if let f = frontApp, f != target { moveToBackground(f) }
        bringToForeground(target, for: .url(url, options))
    }

    /// §4.4: the sender's bundle ID, withheld for another team's app when the profile says so.
    func sourceApplication(from source: AppID, to target: AppID) -> String? {
        let id = apps[source].spec.bundleID
        guard profile.sourceApplicationSameTeamOnly else { return id }
        return team(id) == team(apps[target].spec.bundleID) ? id : nil
    }

    /// A stand-in for the Team ID: the bundle ID without its last component.
    private func team(_ bundleID: String) -> Substring {
        bundleID.lastIndex(of: ".").map { bundleID[..<$0] } ?? bundleID[...]
    }

    /// `UIApplication.openURL(_:options:completionHandler:)` from app code: decided now,
    /// the completion queued on the caller's main queue, the switch done right after the
    /// calling code returns. No allow-list is needed to open ([S10]).
    @discardableResult
    func openURL(
        from app: AppID, _ text: String, universalLinksOnly: Bool, modern asked: Bool = false,
        completion: ((Bool) throws -> Void)?
    ) throws -> Bool {
        try requireExecuting(app)
        // Before iOS 10 only the synchronous openURL: exists (it answers at once); `open` is
        // always the iOS 10 method.
        let modern = asked || completion != nil || universalLinksOnly || profile.ios >= 10
        try require(modern ? .openURLWithCompletion : .openURL, by: app)
        var target: AppID?
        var url: AppURL?
        do {
            url = try AppURL(text)
        } catch {
            warn(app, Sentence(.openURLNothingOpened, "\(error)"))
        }
        if let url {
            if screen.locked {
                record(
                    .url, app: app, name: "locked",
                    message: "the device is locked: \(url) is not opened over the lock screen (UNVERIFIED)")
            } else if universalLinksOnly {
                record(
                    .url, app: app, name: "noClaimant", message: "no universal-link app for \(url) (universalLinksOnly)"
                )
            } else {
                target = self.target(for: url, from: app)
            }
        }
        if let completion {
            let ok = target != nil
            try enqueueMain(app, after: 0) { try completion(ok) }
        }
        guard let target, let url else { return false }
        loop.queue.schedule(
            at: appNow(app),
            .world { [unowned self] in
                // The caller still in front goes to the background; from the background
                // iOS opens the URL too (the user sees the target come up).
                guard self.apps[target].process?.clock.hung != true else { return }
                guard !self.screen.locked else {
                    self.record(
                        .url, app: app, name: "locked",
                        message: "the device locked before \(url) could open: it is not opened (UNVERIFIED)")
                    return
                }
                self.route(url, from: app, to: target)
            })
        return true
    }

    /// `canOpenURL(_:)` (§4.2, C8): whether an installed app handles the scheme, filtered by
    /// the profile's LSApplicationQueriesSchemes rule. Traced as a `url` record.
    func canOpenURL(from app: AppID, _ text: String) -> Bool {
        guard let url = try? AppURL(text) else {
            warn(app, Sentence(.canOpenURLNotAURL, text))
            return false
        }
        let scheme = url.scheme
        let declared = apps[app].spec.queriesSchemes.map { $0.lowercased() }
        var allowed = true
        switch profile.canOpenURLRule {
        case .any:
            break
        case .legacyFifty:
            allowed = apps[app].history.query(scheme)
            if !allowed {
                warn(app, Sentence(.canOpenURLFiftySchemes))
            }
        case .declared, .declaredFifty:
            let list = profile.canOpenURLRule == .declaredFifty ? Array(declared.prefix(50)) : declared
            allowed = list.contains(scheme)
            if !allowed {
                warn(app, Sentence(.canOpenURLNotAllowed, text, scheme))
            }
        }
        let handled = allowed && isClaimed(scheme)
        record(
            .url, app: app, name: "canOpenURL", message: "\(text) -> \(handled)",
            fields: [TraceField("result", .bool(handled))])
        return handled
    }

    /// Whether a system app or a user app claims the scheme, without installing system
    /// apps or recording anything.
    func isClaimed(_ scheme: String) -> Bool {
        SystemApp.handling(scheme, ios: profile.ios) != nil
            || apps.first { !$0.isSystem && $0.spec.claimedSchemes.contains(scheme) } != nil
    }
}

extension Application {
    /// `open(_:options:completionHandler:)`: true in the completion when an app will open it.
    /// A malformed URL opens nothing (a warning) and completes with false.
    ///
    ///     try app.openURL("todolist://item/4") { ok in app.log("opened: \(ok)") }
    ///
    /// Before iOS 10 only `openURL:` exists: it answers at once (the returned Bool); the
    /// completion or `universalLinksOnly` there is an unrecognized selector.
    @discardableResult
    public func openURL(
        _ url: String, universalLinksOnly: Bool = false, completion: ((Bool) throws -> Void)? = nil
    ) throws -> Bool {
        try device.openURL(from: id, url, universalLinksOnly: universalLinksOnly, completion: completion)
    }

    /// `open(_:options:completionHandler:)` as Swift spells it (iOS 10): `openURL` with the
    /// iOS 10 method on every profile, so before iOS 10 it is an unrecognized selector
    /// (`-[UIApplication openURL:options:completionHandler:]`) even without a completion.
    ///
    ///     try app.open("todolist://item/4") { ok in app.log("opened: \(ok)") }
    public func open(
        _ url: String, universalLinksOnly: Bool = false, completion: ((Bool) throws -> Void)? = nil
    ) throws {
        try device.openURL(
            from: id, url, universalLinksOnly: universalLinksOnly, modern: true, completion: completion)
    }

    /// `canOpenURL(_:)` per the profile's LSApplicationQueriesSchemes rule (C8).
    public func canOpenURL(_ url: String) -> Bool { device.canOpenURL(from: id, url) }
}

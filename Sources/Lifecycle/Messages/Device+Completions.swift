import MessageCatalog

/// Completion handlers handed to delegates (facts §5.4): fetch and silent-push handlers
/// must be called within `profile.completionTimeout` or the app is terminated; a pending
/// handler keeps a background app from being suspended; a second call is a warning.
extension Device {
    /// Hands out a handler for `method`. `killsOnTimeout`: fetch / silent push in the
    /// background ([S22]); other handlers only warn at the timeout and let the app suspend.
    /// `then` runs with the handler's value when app code calls it (a presentation option
    /// list, a BGTask's result).
    func makeCompletion(
        _ app: AppID, _ method: DelegateMethod, killsOnTimeout: Bool, then: ((String?) -> Void)? = nil
    ) -> Completion {
        let id = nextCompletionID
        nextCompletionID += 1
        completions[id] = PendingCompletion(
            process: currentProcess(app), method: method, killsOnTimeout: killsOnTimeout, then: then)
        apps[app].process?.background.handOut(id)
        loop.queue.schedule(
            at: appNow(app).later(by: profile.completionTimeout.nanoseconds), .completionDeadline(id: id))
        return Completion(device: self, id: id)
    }

    func complete(_ id: Int, _ value: String?) {
        guard var c = completions[id] else { return }
        guard isAlive(c.process) else { return }
        if c.called {
            warn(c.process.app, Sentence(.handlerCalledTwice, c.method.selector))
            return
        }
        c.called = true
        completions[id] = c
        loop.queue.remove { if case .completionDeadline(id) = $0.job { return true } else { return false } }
        record(
            .log, app: c.process.app, name: "completion",
            message: "\(c.method.selector) completion handler called" + (value.map { " (\($0))" } ?? ""))
        c.then?(value)
        release(c.process.app, id)
    }

    func completionTimedOut(_ id: Int) {
        guard let c = completions[id], !c.called, isAlive(c.process) else { return }
        let seconds = profile.completionTimeout.jsonSeconds
        if c.killsOnTimeout && !apps[c.process.app].state.isForeground {
            terminate(
                c.process.app, .watchdog,
                message: "\(c.method.selector) completion handler not called within \(seconds) s", at: loop.now)
        } else {
            warn(c.process.app, Sentence(.handlerNotCalled, c.method.selector, "\(seconds)"))
            release(c.process.app, id)
        }
    }

    private func release(_ app: AppID, _ id: Int) {
        guard let p = apps[app].process, p.background.release(id) else { return }
        if p.background.pendingCompletions.isEmpty && apps[app].state == .background { scheduleSuspendCheck(app) }
    }
}

struct PendingCompletion {
    let process: ProcessID
    let method: DelegateMethod
    let killsOnTimeout: Bool
    var then: ((String?) -> Void)? = nil
    var called = false
}

/// An incoming phone call (facts §2.5, C4, iOS 14 banner): it rings, then is accepted,
/// declined, or rings out; an accepted call lasts `duration` and then ends.
///
///     try device.incomingCall(answer: false, after: 5)           // declined after 5 s
///     try device.incomingCall(answer: nil, after: 30)            // ignored: rings out
///     try device.incomingCall(answer: true, after: 3, duration: 60)
extension Device {
    public func incomingCall(answer: Bool?, after ring: Double, duration: Double = 0) throws {
        try allow(.incomingCall(answer: answer, after: ring, duration: duration))
        let ringSpan = VirtualTime.seconds(ring)
        let talkSpan = VirtualTime.seconds(duration)
        // Only an app in use on an unlocked, uncovered screen is interrupted.
        let affected =
            (!screen.locked && screen.overlay == nil) ? frontApp.flatMap { apps[$0].state == .active ? $0 : nil } : nil
        let banner =
            affected != nil && !profile.callRingResigns
            ? " (a banner since iOS 14: the app stays active while it rings; device{ callRingResigns = true } or ios = 13 "
                + "for the full-screen call that resigns it)"
            : ""
        action("incomingCall", affected, "a phone call comes in" + banner)
        var state = CallState(process: affected.map(currentProcess), answer: answer, duration: talkSpan.nanoseconds)
        state.resigned = affected != nil && profile.callRingResigns
        screen.setCall(state)
        if let a = affected, state.resigned { deactivate(a) }
        loop.queue.schedule(at: loop.now.later(by: ringSpan.nanoseconds), .call(.resolve))
        try drain()
    }

    func handleCall(_ stage: CallStage) throws {
        guard var c = screen.call else { return }
        let app = c.process.flatMap { isAlive($0) && frontApp == $0.app ? $0.app : nil }
        switch stage {
        case .resolve:
            switch c.answer {
            case true?:
                action("answerCall", c.process?.app, "user accepts the call")
                endProcessingTasks("the user answers a call")
                if let a = app {
                    switch profile.callAccepted {
                    case .terminate:
                        deactivate(a)
                        screen.clearForeground()
                        if isResponsive(a) { terminateGracefully(a, reason: .system) }
                    case .background:
                        moveToBackground(a)
                        c.returnApp = a
                    }
                }
                screen.setCall(c)
                loop.queue.schedule(at: loop.now.later(by: c.duration), .call(.end))
            case false?, nil:
                action(
                    c.answer == nil ? "missedCall" : "declineCall", c.process?.app,
                    c.answer == nil ? "the call rings out unanswered" : "user declines the call")
                screen.endCall()
                if let a = app, c.resigned { reactivate(a) }
            }
        case .end:
            action("endCall", c.returnApp, "the call ends")
            screen.endCall()
            if profile.callEndReturnsToApp, let r = c.returnApp, !screen.locked, frontApp == nil, screen.overlay == nil
            {
                bringToForeground(r)
            }
        }
    }
}

enum CallStage {
    case resolve, end
}

struct CallState {
    /// The process of the app the call interrupted, if any.
    var process: ProcessID?
    var answer: Bool?
    var duration: Int64
    var resigned = false
    var returnApp: AppID?
}

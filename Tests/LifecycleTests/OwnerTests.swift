import Testing

@testable import Lifecycle

/// The owners of the engine's state, alone: each changes through named mutations that keep
/// its invariants, so the bad state a bare write could make is out of reach.
@Suite struct OwnerTests {
    @Test func permissionsGrantOnlyWhatTheAppAskedFor() {
        var p = Permissions()
        p.answer(.badge, true)  // scripted before the app asks: nothing is granted yet
        #expect(p.granted.isEmpty)
        p.request([.alert, .badge], promptShows: true)  // alert was not scripted yes: the prompt says no
        #expect(p.promptAnswer == false && p.granted.isEmpty)
        p.answerPrompt(true)  // the user allows it afterwards: what the app asked for
        #expect(p.granted == [.alert, .badge])
        p.answer(.sound, true)
        #expect(!p.granted.contains(.sound) && p.violations.isEmpty)
        let first = p.badgeRefused()
        let second = p.badgeRefused()
        #expect(first && !second)  // explained once
    }

    @Test func theContainerKeepsItsDefaultsWithinTheBound() {
        var c = Container()
        let stored = c.store(.string("Dear …"), forKey: "draft")
        let size = c.defaultsSize
        let big = c.store(.string(String(repeating: "x", count: Container.defaultsLimit)), forKey: "big")
        #expect(stored && !big && c.defaultsSize == size && c.defaults["big"] == nil)  // refused: nothing changed
        let removed = c.store(nil, forKey: "draft")
        #expect(removed && c.defaultsSize == 0)
        let names = [c.receiveInInbox("a.pdf"), c.receiveInInbox("a.pdf")]
        #expect(names == ["a.pdf", "a-2.pdf"])
        #expect(c.files == ["Documents/Inbox/a.pdf", "Documents/Inbox/a-2.pdf"] && c.violations.isEmpty)
        let archive = [c.saveArchive(), c.saveArchive(), c.deleteArchive(), c.deleteArchive()]
        #expect(archive == [true, false, true, false])
    }

    @Test func taskRequestsStayWithinTheirKindsLimits() {
        var s = BackgroundScheduling()
        let accepted = [
            s.submit(TaskRequest(identifier: "a", kind: .refresh)),
            s.submit(TaskRequest(identifier: "a", kind: .refresh, earliestBegin: 60)),  // replaces it
            s.submit(TaskRequest(identifier: "b", kind: .refresh)),  // one refresh request at most
        ]
        #expect(accepted == [true, true, false])
        #expect(s.taskRequests.map(\.earliestBegin) == [60])
        let taken = s.take("a")
        #expect(taken?.identifier == "a" && s.taskRequests.isEmpty && s.violations.isEmpty)
    }

    @Test func pendingNotificationsPastTheLimitLoseTheLatestFiring() {
        var n = NotificationRecords()
        func entry(_ serial: Int, at time: Int64) -> PendingNotification {
            let request = NotificationRequest(identifier: "r\(serial)", content: NotificationContent(title: "Hi"))
            return PendingNotification(request: request, fireTime: time, serial: serial)
        }
        let kept = (1...NotificationLimits.pending).map { n.add(entry($0, at: Int64(100 + $0))) }
        #expect(kept.allSatisfy { $0 == nil })
        let latest = n.add(entry(1000, at: 1))  // the latest-firing one goes
        let itself = n.add(entry(1001, at: 10_000))  // or the new one itself
        #expect(latest?.serial == NotificationLimits.pending && itself?.serial == 1001)
        #expect(n.pending.count == NotificationLimits.pending && n.violations.isEmpty)
        var shown = UserNotification(kind: .local, identifier: "r1")
        shown.date = .seconds(1)
        n.noteDelivered(shown)
        shown.date = .seconds(2)
        n.noteDelivered(shown)  // a newer one with its identifier replaces it
        #expect(n.delivered.map(\.date) == [.seconds(2)])
        let dropped = n.appDeleted()
        #expect(dropped.count == NotificationLimits.pending && n.pending.isEmpty && n.installation == 1)
    }

    @Test func historyRemembersTheUserAndGivesNoticesOnce() {
        var h = History()
        h.userOpened()
        h.cardRemoved()
        h.userKilled()
        #expect(!h.inSwitcher && h.killedByUser)
        h.rebooted()
        #expect(!h.killedByUser)
        let allowed = (1...History.queryLimit).map { h.query("s\($0)") } + [h.query("s1"), h.query("new")]
        #expect(allowed == Array(repeating: true, count: History.queryLimit + 1) + [false])  // known schemes stay allowed
        let given = [h.give(.missingMethods), h.give(.missingMethods)]
        #expect(given == [true, false] && h.hasGiven(.missingMethods))
        let crashes = [h.launchCrashed(), h.launchCrashed()]
        #expect(crashes == [1, 2])
        h.launchSucceeded()
        #expect(h.launchCrashes == 0 && h.violations.isEmpty)
    }

    @Test func aProcessComesAndGoesWithItsPhaseAndScenes() {
        let record = AppRecord(spec: AppSpec(name: "Todo", bundleID: "com.acme.todo"), id: AppID(slot: 0))
        record.startProcess(ProcessState(now: 0))
        #expect(record.phase == .running && record.implicitScene != nil)
        record.suspend(at: 10)
        record.process!.mainQueue.park(Event(time: 10, seq: 1, job: .world {}))
        let parked = record.resume(at: 25)  // the parked work, to queue again
        #expect(parked.count == 1 && record.phase == .running && record.process!.clock.suspendedTotal == 15)
        let again = record.resume(at: 30)  // not suspended: nothing changes
        #expect(again.isEmpty)
        let ended = record.endProcess()
        #expect(ended.mainQueue.parked.isEmpty && record.process == nil)
        #expect(record.phase == .notRunning && record.scenes.isEmpty && record.generation == 1)
        #expect(record.state == .notRunning && record.violations.isEmpty)
    }

    @Test func theClockRestoresTheOuterUnitAndCountsSuspendedTime() {
        var clock = ProcessClock(now: 0)
        let outer = Deadline(time: 5, kind: .resume)
        clock.enterUnit(outer)
        let saved = clock.enterUnit(Deadline(time: 3, kind: .hang))
        #expect(saved?.time == 5 && clock.unitDeadline?.kind == .hang)
        clock.leaveUnit(restoring: saved)
        #expect(clock.unitDeadline?.kind == .resume)
        let notSuspended = clock.thaw(at: 1)
        clock.suspend(at: 2)
        let thawed = clock.thaw(at: 9)
        #expect(!notSuspended && thawed && clock.suspendedTotal == 7 && clock.suspendedSince == nil)
    }

    @Test func systemNotificationsCoalesceWhileSuspended() {
        var queue = MainQueue()
        let jobs = [
            queue.coalesce(.significantTimeChange),  // the first: a job delivers them
            queue.coalesce(.protectedDataDidBecomeAvailable),  // the job is queued already
            queue.coalesce(.significantTimeChange),  // one of each kind
        ]
        #expect(jobs == [true, false, false])
        let waiting = queue.takeSystemNotifications()
        #expect(waiting == [.significantTimeChange, .protectedDataDidBecomeAvailable])
        #expect(queue.systemNotifications.isEmpty)
    }
}

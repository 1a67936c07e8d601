import Testing
@testable import Lifecycle

/// `UNCalendarNotificationTrigger` on the device's calendar: Gregorian, UTC, virtual time 0 at
/// 1970-01-01 00:00:00 (a Thursday).
@Suite struct CalendarTriggerTests {
    static let day: Int64 = 86_400

    @Test func leftOutComponentsAreFreeAboveTheFinestGivenAndSmallestBelowIt() {
        let hour: Int64 = 3600
        #expect(CalendarComponents(hour: 8).nextDate(after: 0) == 8 * hour)
        #expect(CalendarComponents(hour: 8).nextDate(after: 8 * hour) == Self.day + 8 * hour)  // strictly after
        #expect(CalendarComponents(hour: 8).nextDate(after: 8 * hour - 1) == 8 * hour)
        #expect(CalendarComponents(minute: 30).nextDate(after: 0) == 1800)
        #expect(CalendarComponents(minute: 30).nextDate(after: 1800) == hour + 1800)  // every hour
        #expect(CalendarComponents(second: 10).nextDate(after: 10) == 70)  // every minute
        #expect(CalendarComponents(hour: 8, second: 10).nextDate(after: 8 * hour + 10) == 8 * hour + 70)
        #expect(CalendarComponents(day: 2).nextDate(after: 0) == Self.day)  // midnight of the 2nd
        #expect(CalendarComponents(hour: 0).nextDate(after: -1) == 0)
    }

    @Test func weekdaysAreApplesOneIsSunday() {
        // 1970-01-01 was a Thursday (5); the next Sunday is 1970-01-04.
        #expect(CalendarComponents.weekday(ofDay: 0) == 5)
        #expect(CalendarComponents(weekday: 1).nextDate(after: 0) == 3 * Self.day)
        #expect(CalendarComponents(hour: 9, weekday: 2).nextDate(after: 0) == 4 * Self.day + 9 * 3600)
        #expect(CalendarComponents.weekday(ofDay: -1) == 4)  // before the epoch too
    }

    @Test func datesAreGregorian() {
        #expect(CalendarComponents.dateText(0) == "1970-01-01 00:00:00")
        #expect(CalendarComponents.dateText(951_782_400) == "2000-02-29 00:00:00")
        #expect(CalendarComponents.dateText(-1) == "1969-12-31 23:59:59")
        let leap = CalendarComponents(month: 2, day: 29)
        #expect(leap.nextDate(after: 0).map(CalendarComponents.dateText) == "1972-02-29 00:00:00")
        let y2k = CalendarComponents(year: 2000, month: 1, day: 1, hour: 0)
        #expect(y2k.nextDate(after: 0) == 946_684_800)
    }

    @Test func aDateThatNeverComesIsNil() {
        #expect(CalendarComponents(month: 2, day: 30).nextDate(after: 0) == nil)
        #expect(CalendarComponents(year: 1970, month: 1, day: 1).nextDate(after: Self.day) == nil)  // gone by
        #expect(CalendarComponents().nextDate(after: 0) == nil)
        #expect(
            CalendarComponents(year: 9999).nextDate(after: 0).map(CalendarComponents.dateText) == "9999-01-01 00:00:00")
        #expect(
            CalendarComponents(year: 2026, month: 12, day: 2).nextDate(after: 0).map(CalendarComponents.dateText)
                == "2026-12-02 00:00:00")
        #expect(CalendarComponents.days(fromYear: 1970) == 0 && CalendarComponents.days(fromYear: 1971) == 365)
        // Beyond virtual time (about 2262) the trigger never fires.
        #expect(NotificationTrigger(calendar: CalendarComponents(year: 9999)).firstFire(now: 0) == nil)
    }

    /// Todo schedules `request` in didBecomeActive (authorized for alerts).
    static func world(_ request: NotificationRequest) throws -> World {
        let w = World()
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didBecomeActive] = { app in
            try app.requestAuthorization([.alert])
            try app.notificationCenter().add(request)
        }
        try w.device.tap(w.todo)
        try w.device.home()
        return w
    }

    @Test func aRepeatingCalendarTriggerFiresAtEveryMatchingDate() throws {
        let request = NotificationRequest(
            identifier: "morning", content: NotificationContent(title: "Good morning"),
            trigger: NotificationTrigger(calendar: CalendarComponents(hour: 8), repeats: true))
        let w = try Self.world(request)
        #expect(
            w.device.records.contains {
                $0.message == "scheduled 'morning': fires at every matching date, first at 1970-01-01 08:00:00"
            })
        func fired() -> [Int64] {
            let records = w.device.records.filter { record in
                record.kind == .action && record.message == "local notification 'morning' fires"
            }
            return records.map { record in record.time.nanoseconds / 1_000_000_000 }
        }
        try w.device.advance(by: 8 * 3600)
        #expect(fired() == [28_800])
        try w.device.advance(by: 2 * 86_400)
        #expect(fired() == [28_800, 115_200, 201_600])
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == ["morning"])
    }

    @Test func aOneShotCalendarTriggerFiresOnceAndOneThatNeverComesIsNotKept() throws {
        let once = NotificationRequest(
            identifier: "y2k", content: NotificationContent(title: "2000"),
            trigger: NotificationTrigger(calendar: CalendarComponents(year: 1970, month: 1, day: 2)))
        let w = try Self.world(once)
        #expect(w.device.pendingNotifications(of: w.todo).count == 1)
        try w.device.advance(by: 86_400)
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["y2k"])
        let never = NotificationRequest(
            identifier: "feb30", content: NotificationContent(title: "never"),
            trigger: NotificationTrigger(calendar: CalendarComponents(month: 2, day: 30)))
        let n = try Self.world(never)
        #expect(n.device.pendingNotifications(of: n.todo).isEmpty)
        #expect(
            n.device.records.contains {
                $0.message == "'feb30' not scheduled: no date matches its calendar trigger"
            })
    }
}

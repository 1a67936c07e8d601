/// The date components of a `UNCalendarNotificationTrigger`, matched on the device's
/// calendar: Gregorian, in UTC, with virtual time 0 at 1970-01-01 00:00:00 (a Thursday), the
/// clock `os.time()` and `os.date()` read. A component left out matches any value when a
/// finer one is given, and its smallest value otherwise (`{ hour = 8 }` is 08:00:00 every
/// day; `{ minute = 30 }` is half past every hour), as `Calendar.nextDate(after:matching:)`.
///
///     CalendarComponents(hour: 8).nextDate(after: 0)            // 28_800 (1970-01-01 08:00:00)
///     CalendarComponents(month: 2, day: 30).nextDate(after: 0)  // nil: never
public struct CalendarComponents: Sendable, Hashable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?
    /// 1 is Sunday, 7 Saturday (Apple's numbering).
    public var weekday: Int?

    public init(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
        second: Int? = nil, weekday: Int? = nil
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
    }

    /// Each component's name and its allowed values, finest last.
    public static let ranges: [(name: String, range: ClosedRange<Int>)] = [
        ("year", 1970...9999), ("month", 1...12), ("day", 1...31), ("weekday", 1...7), ("hour", 0...23),
        ("minute", 0...59), ("second", 0...59),
    ]

    /// The components given, by name, in `ranges`' order.
    public var given: [(name: String, value: Int)] {
        let values = [year, month, day, weekday, hour, minute, second]
        return zip(Self.ranges, values).compactMap { entry, value in value.map { (entry.name, $0) } }
    }

    /// The first whole second strictly after `after` (seconds since the epoch) that
    /// matches, or nil when none does within 400 years (a Gregorian cycle: one that never
    /// comes, as February 30 or a year gone by).
    public func nextDate(after: Int64) -> Int64? {
        guard !given.isEmpty else { return nil }
        let start = after + 1
        var firstDay = Self.floorDiv(start, 86_400)
        // A year given: its days are the only ones that can match.
        if let year { firstDay = max(firstDay, Self.days(fromYear: year)) }
        // Components finer than the finest one given take their smallest value.
        let finest = [hour != nil || minute != nil || second != nil, minute != nil || second != nil, second != nil]
        let hours = hour.map { [$0] } ?? (finest[0] ? Array(0...23) : [0])
        let minutes = minute.map { [$0] } ?? (finest[1] ? Array(0...59) : [0])
        let seconds = second.map { [$0] } ?? (finest[2] ? Array(0...59) : [0])
        for day in firstDay..<(firstDay + 146_097) {
            let (y, m, d) = Self.civil(fromDays: day)
            if let year, y > year { return nil }
            guard year.map({ $0 == y }) ?? true, month.map({ $0 == m }) ?? true, self.day.map({ $0 == d }) ?? true,
                weekday.map({ $0 == Self.weekday(ofDay: day) }) ?? true
            else { continue }
            let earliest = max(0, start - day * 86_400)
            for h in hours {
                for mi in minutes {
                    for s in seconds where Int64(h * 3600 + mi * 60 + s) >= earliest {
                        return day * 86_400 + Int64(h * 3600 + mi * 60 + s)
                    }
                }
            }
        }
        return nil
    }

    /// `1970-01-01 08:00:00`, the UTC date and time of `seconds` since the epoch.
    public static func dateText(_ seconds: Int64) -> String {
        let day = floorDiv(seconds, 86_400)
        let (y, m, d) = civil(fromDays: day)
        let time = Int(seconds - day * 86_400)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d)) \(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
    }

    /// Apple's weekday of a day since the epoch: 1 is Sunday (the epoch was a Thursday, 5).
    static func weekday(ofDay day: Int64) -> Int { Int(((day + 4) % 7 + 7) % 7) + 1 }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// The day since 1970-01-01 of 1 January of `year` (Howard Hinnant's days_from_civil).
    static func days(fromYear year: Int) -> Int64 {
        let y = Int64(year) - 1
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + 306  // 1 January is day 306 of the March-based year
        return era * 146_097 + doe - 719_468
    }

    /// Howard Hinnant's civil_from_days: the Gregorian year, month and day of a day since
    /// 1970-01-01.
    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (Int(yoe + era * 400 + (m <= 2 ? 1 : 0)), Int(m), Int(d))
    }
}

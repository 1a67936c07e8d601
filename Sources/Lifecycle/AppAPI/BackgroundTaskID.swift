/// `UIBackgroundTaskIdentifier`; `.invalid` (0) when background time cannot be granted.
public struct BackgroundTaskID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = BackgroundTaskID(rawValue: 0)
    public var description: String { String(rawValue) }
}

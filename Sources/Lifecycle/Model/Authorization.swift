/// Permissions an app can request; the answer comes from `Device.grant`.
public enum Authorization: String, Sendable, CaseIterable {
    case badge, alert, sound
}

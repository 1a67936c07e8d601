/// What the device is plugged into and reaches, as the system's scheduler reads it: external
/// power (charging) and a network connection. Both start on, the conditions that hold no
/// request back, so a scenario that never mentions them runs what it ran before they existed.
///
///     conditions.plug(false)      // system.power(false): on battery
///     conditions.reach(false)     // system.network(false): no connection
struct DeviceConditions {
    /// Connected to external power (`BGProcessingTaskRequest.requiresExternalPower`).
    private(set) var charging = true
    /// A network connection (`BGProcessingTaskRequest.requiresNetworkConnectivity`).
    private(set) var network = true

    /// The charger is plugged in or out.
    mutating func plug(_ on: Bool) { charging = on }

    /// The device gains or loses its network connection.
    mutating func reach(_ on: Bool) { network = on }
}

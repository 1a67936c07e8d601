/// Apps that do not run in the background (facts §1.2, C4, §11.3): on iPhone OS 3 and
/// earlier every app, on iOS 4+ an app linked against iPhone OS 3 (`sdk` ≤ 3) or one that
/// sets `UIApplicationExitsOnSuspend` (honoured on iOS 4-12). Leaving such an app (Home,
/// another app, a URL, a lock that backgrounds) quits it with applicationWillTerminate.
///
///     var profile = Profile(ios: 3)      // no multitasking
///     try device.tap(todo); try device.home()
///     device.callbacks(of: todo)          // […, didBecomeActive, willTerminate]
///     device.termination(of: todo)?.reason // .user
extension Device {
    /// Why the app quits instead of entering the background, or nil when it multitasks.
    func quitReason(_ app: AppID) -> QuitReason? {
        if !profile.multitasking { return .noMultitasking }
        if let sdk = apps[app].spec.sdk, sdk < 4 { return .linkedBeforeMultitasking }
        if apps[app].spec.exitsOnSuspend && profile.ios < 13 { return .exitsOnSuspend }
        return nil
    }

    /// The app in front is left and quits: iPhone OS ≤3 sends applicationWillTerminate only;
    /// an app linked against 3.x resigns first; an app that exits on suspend resigns, enters
    /// the background (didEnterBackground within its budget), then gets applicationWillTerminate.
    func quit(_ app: AppID, _ reason: QuitReason, background: ApplicationState) {
        guard let scene = apps[app].implicitScene else { return }
        let active = apps[app].scene(scene)?.state == .foregroundActive
        switch reason {
        case .noMultitasking:
            break
        case .linkedBeforeMultitasking:
            if active { guard resignActive(scene) else { return } }
        case .exitsOnSuspend:
            if active { guard resignActive(scene) else { return } }
            guard step(scene, .enterBackground, background: background) else { return }
        }
        guard isResponsive(app) else { return }
        terminateGracefully(app, reason: .user, message: reason.message(profile.ios))
    }
}

/// Why an app does not run in the background.
enum QuitReason {
    case noMultitasking, linkedBeforeMultitasking, exitsOnSuspend

    func message(_ ios: Int) -> String {
        switch self {
        case .noMultitasking: return "iPhone OS \(ios) has no multitasking: leaving an app quits it"
        case .linkedBeforeMultitasking: return "linked against iPhone OS 3: the app does not run in the background"
        case .exitsOnSuspend: return "UIApplicationExitsOnSuspend: the app quits instead of suspending"
        }
    }
}

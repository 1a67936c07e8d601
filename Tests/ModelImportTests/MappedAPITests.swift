import Foundation
import Testing

@testable import ModelImport

/// Each life-cycle API the importer maps, as the fixture that uses it comes out.
@Suite struct MappedAPITests {
    static let expected: [(String, [String])] = [
        (
            "sceneless",
            [
                "didFinishLaunching = function(application, launchOptions)  -- AppDelegate.swift:8",
                "launches = (UserDefaults.standard:get(\"launches\") or 0) + 1  -- AppDelegate.swift:9",
                "UserDefaults.standard:set(\"launches\", launches)  -- AppDelegate.swift:10",
                "log(\"launch number\", launches)  -- AppDelegate.swift:11",
                "UserDefaults.standard:remove(\"wasInBackground\")  -- AppDelegate.swift:24",
                "willTerminate = function(application)",
            ]
        ),
        (
            "scenes",
            [
                "scene_delegate = {",
                "willConnect = function(scene, session, connectionOptions)  -- SceneDelegate.swift:7",
                "configurationForConnecting = function(application, connectingSceneSession, options)",
                "visits = visits + 1  -- SceneDelegate.swift:13",
                "didDisconnect = function(scene)",
            ]
        ),
        (
            "swiftui",
            [
                "life_cycle = \"swiftui\"",
                "app_phase = function(oldPhase, newPhase)  -- TodoApp.swift:12",
                "if newPhase == \"background\" then  -- TodoApp.swift:14",
                "UserDefaults.standard:set(\"saved\", true)  -- TodoApp.swift:15",
            ]
        ),
        (
            "notifications",
            [
                "notification_delegate = {",
                "willPresent = function(center, notification, completionHandler)",
                "completionHandler({ \"banner\", \"sound\" })",
                "center:requestAuthorization({ \"alert\", \"badge\", \"sound\" }, function(granted, error)",
                "local trigger = { seconds = 3600, repeats = false }",
                "local request = { identifier = \"reminder\", content = content, trigger = trigger }",
                "UNUserNotificationCenter.current():add(request)",
                "UNUserNotificationCenter.current():removeAllPendingNotificationRequests()",
                "UNUserNotificationCenter.current():removePendingNotificationRequests({ \"reminder\" })",
                "content.title = \"Come back\"",
            ]
        ),
        (
            "bgtasks",
            [
                "BGTaskScheduler.shared:register(refreshID, function(task)",
                "local request = { identifier = refreshID, kind = \"refresh\" }",
                "request.earliest = 15 * 60",
                "cleanup.requires_external_power = true",
                "cleanup.requires_network = false",
                "BGTaskScheduler.shared:submit(cleanup)",
                "task.expirationHandler = function()",
                "task:setTaskCompleted(false)",
            ]
        ),
        (
            "guard-state",
            [
                "if not (application.state == \"background\") then  -- AppDelegate.swift:11",
                "if UIApplication.shared.state ~= \"inactive\" then",
            ]
        ),
        (
            "async-after",
            [
                "dispatch.after(2, function()  -- AppDelegate.swift:8",
                "dispatch.after(500 / 1000, function()",
                "dispatch.async(function()",
                "dispatch.work(1, function()",
                "pendingSave = false",
            ]
        ),
        (
            "expiration",
            [
                "uploadTask = application:beginBackgroundTask(\"upload\", function()  -- AppDelegate.swift:8",
                "application:endBackgroundTask(uploadTask)  -- AppDelegate.swift:9",
                "uploadTask = 0  -- AppDelegate.swift:10",
                "local local_ = 0",
            ]
        ),
        (
            "push",
            [
                "push = true",
                "application:registerForRemoteNotifications()",
                "didRegisterForRemoteNotifications = function(application, deviceToken)",
                "didFailToRegisterForRemoteNotifications = function(application, error)",
                "completionHandler(\"newData\")",
            ]
        ),
        (
            "urls",
            [
                "openURL = function(app, url, options)",
                "if application:canOpenURL(\"maps://\") then",
                "UIApplication.shared:open(\"maps://?q=coffee\", nil, function(success)",
            ]
        ),
        (
            "quick-actions",
            [
                "performActionForShortcutItem = function(application, shortcutItem, completionHandler)",
                "completionHandler(true)",
                "application.shortcutItems = { { type = \"compose\", title = \"New message\" } }",
            ]
        ),
        (
            "badge",
            [
                "application.badge = 0",
                "UNUserNotificationCenter.current():setBadgeCount(unread, function(error)",
                "unread = unread + 3",
            ]
        ),
        (
            "restoration",
            [
                "shouldSaveApplicationState = function(application, coder)",
                "shouldRestoreApplicationState = function(application, coder)",
                "stateRestorationActivity = function(scene)",
            ]
        ),
    ]

    @Test(arguments: expected.map(\.0))
    func theFixtureComesOutMapped(fixture: String) throws {
        let lua = try ImportFixtures.model(fixture).lua
        for line in Self.expected.first(where: { $0.0 == fixture })!.1 {
            #expect(lua.contains(line), "\(fixture): missing \(line)\n\(lua)")
        }
    }
}

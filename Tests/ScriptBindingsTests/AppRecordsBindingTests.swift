import Lifecycle
import Testing

/// `app.records` and `app.background_tasks`: what the app did through the system, as a
/// scenario (a lab check) reads it.
@Suite struct AppRecordsBindingTests {
    static let docs = """
        local docs = app { name = "Docs", main = function()
          return { delegate = {
            didEnterBackground = function(application)
              local id
              id = application:beginBackgroundTask("save", function() application:endBackgroundTask(id) end)
              dispatch.work(save_seconds or 10, function()
                UserDefaults.standard:set("saved", true)
                application:endBackgroundTask(id)
              end)
            end,
          } }
        end }
        local other = app { name = "Other", delegate = {} }

        """

    @Test func theTasksOfAnAppWithWhenTheyBeganAndEnded() throws {
        let r = try run(
            Self.docs + """
                scenario("tasks", function()
                  user.tap(docs); wait(1); user.home(); wait(12)
                  local tasks = docs.background_tasks
                  expect.equal(#tasks, 1)
                  expect.equal(tasks[1].name, "save")
                  expect.equal(tasks[1].began, 1)
                  expect.equal(tasks[1].ended, 11)
                  expect.equal(tasks[1].process, 1)
                  expect.equal(tasks[1].expired, nil)
                  expect.equal(#other.background_tasks, 0)
                  user.tap(docs); user.home(); wait(2)
                  expect.equal(docs.background_tasks[2].ended, nil, "still open")
                  expect.equal(docs.background_tasks[2].id ~= tasks[1].id, true, "a new id")
                end)
                """)
        #expect(r.status == .passed, "\(r.report ?? "")")
    }

    @Test func aTaskKilledWithItsProcessAndOneThatExpired() throws {
        let r = try run(
            """
            local leaky = app { name = "Leaky", delegate = {
              didEnterBackground = function(application)
                local id
                id = application:beginBackgroundTask("ok", function() application:endBackgroundTask(id) end)
                application:beginBackgroundTask("leaked")
              end,
            } }
            scenario("expiry", function()
              user.tap(leaky); user.home(); wait(40)
              local ok, leaked = leaky.background_tasks[1], leaky.background_tasks[2]
              expect.equal({ ok.expired, ok.ended, ok.killed }, { 25, 25, nil })
              expect.equal({ leaked.expired, leaked.ended, leaked.killed }, { 25, nil, 30 })
            end)
            """)
        #expect(r.status == .passed, "\(r.report ?? "")")
    }

    @Test func recordsAreTheAppsTraceAsTables() throws {
        let r = try run(
            Self.docs + """
                scenario("records", function()
                  user.tap(docs); user.home(); wait(12)
                  local callbacks, kinds = {}, {}
                  for _, record in ipairs(docs.records) do
                    if record.kind == "callback" then callbacks[#callbacks + 1] = record.callback end
                    kinds[record.kind] = true
                    expect.equal(type(record.t), "number")
                  end
                  expect.equal(callbacks, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                    "willResignActive", "didEnterBackground" })
                  expect.equal(kinds.task and kinds.transition and kinds.action and true, true, "kinds")
                  expect.equal(#other.records, 0)
                  local copy = docs.records
                  copy[1] = nil
                  expect.equal(docs.records[1].kind, "action", "a copy each time")
                end)
                """)
        #expect(r.status == .passed, "\(r.report ?? "")")
    }

    /// A misspelt field still says what the handle has.
    @Test func aMisspeltFieldSuggestsTheRightOne() throws {
        let r = try run(
            Self.docs + """
                scenario("typo", function() local x = docs.backgroundtasks end)
                """)
        #expect(r.status == .error)
        #expect(r.report?.contains("background_tasks") == true, "\(r.report ?? "")")
    }

    /// Reading a long trace many times is bounded by the scenario's own limits.
    @Test func manyReadsOfALongTraceStayBounded() throws {
        let r = try run(
            Self.docs + """
                scenario("many", function()
                  for i = 1, 200 do user.tap(docs); user.home() end
                  local n = 0
                  for i = 1, 50 do n = n + #docs.records + #docs.background_tasks end
                  expect.equal(n > 0, true, "read")
                end)
                """)
        #expect(r.status == .passed, "\(r.report ?? "")")
    }
}

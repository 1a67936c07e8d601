local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
      id = nil
    end)
    local group = dispatch.group()
    group:enter()
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      group:leave()
    end)
    group:enter()
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
      group:leave()
    end)
    group:notify(function()
      if id then
        application:endBackgroundTask(id)
        id = nil
      end
    end)
  end,
}

return M

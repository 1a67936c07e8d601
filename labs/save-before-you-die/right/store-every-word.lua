-- right: every word is stored as it is typed, so storage never falls behind the screen;
--   the draft is read back once per process, in main.
local M = {}

function M.main()
  local words = {}
  local saved = UserDefaults.standard:get("draft")
  if saved and saved ~= "" then
    for word in saved:gmatch("%S+") do words[#words + 1] = word end
  end
  return {
    ui = {
      type = function(word)
        words[#words + 1] = word
        UserDefaults.standard:set("draft", table.concat(words, " "))
      end,
    },
  }
end

return M

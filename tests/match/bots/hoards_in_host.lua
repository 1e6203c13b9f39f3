-- Tries to grow past its memory cap by handing the host its data: a turn's history copies
-- every move's text into the host's memory (512 MB asked for in all), then fills its own
-- state to the cap. Whatever it got, it then waits until its deadline kills it, so that
-- its process's peak can be read from outside.
local turn_module = require("hr.turn")

local chunk = string.rep("x", 1024 * 1024)
local kept = {}

return {
  choose = function()
    pcall(function()
      for i = 1, 8 do
        local t = turn_module.new(2)
        kept[#kept + 1] = t
        for _ = 1, 64 do t:push(chunk .. i, 1) end
      end
    end)
    pcall(function()
      for i = 1, 1e9 do kept[#kept + 1] = { i, i, i } end
    end)
    while true do end
  end,
}

-- A hostile bot that misbehaves while it starts: in new_game it does what its option
-- `start` names. Each must cost the bot its game, never the match.
local starts = {
  loop = function() while true do end end,
  raise = function() error("broken at the start") end,
  -- A table shaped like the host's user errors: still only this bot's failure.
  fake_user_error = function() error({ user_error = "pretend the user erred" }, 0) end,
  memory = function()
    local t = {}
    for i = 1, math.huge do t[i] = { i, i, i, i } end
  end,
  c_call = function() return string.rep("a", 30000):find(string.rep("a*", 30) .. "b") end,
}

return {
  info = { name = "hostile_start", options = { { name = "start", default = "loop" } } },
  new_game = function(_, _, options) starts[options.start]() end,
  choose = function(game, view) return game.moves(view)[1] end,
}

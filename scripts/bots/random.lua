---Plays a uniformly random legal move (with its own seeded rng, so games reproduce).
local bot = {}

bot.info = { name = "random", help = "a uniformly random legal move" }

---@param game Game
---@param view any
---@param clock Clock
---@param rng Rng
function bot.choose(game, view, clock, rng)
  local list, n = game.moves(view)
  n = n or #list
  if n == 0 then return nil end
  return list[rng:int(n)]
end

return bot

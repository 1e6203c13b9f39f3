---One ply: the move whose position the game's `evaluate` likes best for us (a win beats
---everything, a loss is last); ties are broken at random.
local bot = {}

bot.info = { name = "greedy", help = "one move ahead with the game's evaluate" }

local seat

function bot.new_game(game, my_seat) seat = my_seat end

local function value(game, state, me)
  local result = game.result(state)
  if result then
    local mine, other = result.scores[me], -math.huge
    for i, s in ipairs(result.scores) do
      if i ~= me and s > other then other = s end
    end
    if mine > other then return math.huge end
    if mine < other then return -math.huge end
    return 0
  end
  return game.evaluate and game.evaluate(state, me) or 0
end

function bot.choose(game, view, clock, rng)
  local me = seat or game.to_move(view)
  local list, n = game.moves(view)
  n = n or #list
  local best, best_value, ties = nil, -math.huge, 0
  for i = 1, n do
    local m = list[i]
    local state = view
    if game.undo then
      game.play(state, m)
    else
      state = game.copy(view)
      game.play(state, m)
    end
    local v = value(game, state, me)
    if game.undo then game.undo(state, m) end
    if v > best_value then
      best, best_value, ties = m, v, 1
    elseif v == best_value then
      ties = ties + 1
      if rng:int(ties) == 1 then best = m end -- reservoir sampling: each tie equally likely
    end
  end
  return best or list[1]
end

return bot

---Perft: the number of positions exactly `depth` moves deep, the standard check that
---move generation is right (require "hr.perft"). A finished game is not expanded; it
---counts only when it is reached at `depth` itself.
local perft = {}

-- A counter bound to one game: move lists are reused per depth, so it allocates nothing.
local function counter(game, state, depth)
  local moves, play, undo, copy = game.moves, game.play, game.undo, game.copy
  -- the last ply is counted, not played: by the game's own count when it has one
  local count_moves = game.count_moves
  local buffers = {}
  for d = 1, depth do buffers[d] = {} end
  local count
  if undo then
    count = function(d)
      if d == 1 and count_moves then return count_moves(state) end
      local list, n = moves(state, buffers[d])
      n = n or #list
      if d == 1 then return n end
      local total = 0
      for i = 1, n do
        local m = list[i]
        play(state, m)
        total = total + count(d - 1)
        undo(state, m)
      end
      return total
    end
  else
    count = function(d)
      if d == 1 and count_moves then return count_moves(state) end
      local list, n = moves(state, buffers[d])
      n = n or #list
      if d == 1 then return n end
      local total, here = 0, state
      for i = 1, n do
        state = copy(here)
        play(state, list[i])
        total = total + count(d - 1)
      end
      state = here
      return total
    end
  end
  return count
end

---Counts the leaf positions `depth` moves below `state` (which is left as it was).
---@param game Game
---@param state any
---@param depth integer
---@return integer
function perft.count(game, state, depth)
  if depth <= 0 then return 1 end
  return counter(game, state, depth)(depth)
end

---The count below each first move: a list of {move = text, nodes = n}, in move order.
---@param game Game
---@param state any
---@param depth integer
---@return {move: string, nodes: integer}[]
function perft.divide(game, state, depth)
  local out = {}
  local list, n = game.moves(state)
  for i = 1, n or #list do
    local m = list[i]
    local text = game.notate(state, m)
    local child = state
    if game.undo then
      game.play(state, m)
    else
      child = game.copy(state)
      game.play(child, m)
    end
    out[#out + 1] = { move = text, nodes = perft.count(game, child, depth - 1) }
    if game.undo then game.undo(state, m) end
  end
  return out
end

return perft

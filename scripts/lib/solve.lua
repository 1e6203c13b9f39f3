---The game-theoretic value of a position, proved over the Lua rules (require "hr.solve"),
---for two-seat games without secrets (with chance: solve.expect, below). Without chance,
---two ways, the first that settles it wins:
---
--- * every position reachable from it enumerated (while they fit under a cap), then valued
---   backwards from the ends the rules give (retrograde analysis): exact, draws included
---   (a position from which neither side can force an end is a draw, as perfect-play
---   tables count endless play);
--- * else iterative deepening of two proofs with a table: can the side to move force a
---   win within d plies, must it lose within d plies. A value is only ever printed when it
---   is proved: a position neither settles is unknown, never a guess.
---
---Plies count moves to the end: "win in 1" is a move that wins. The referee's draw rules
---(repetition, a move limit) are not the game's and play no part.
local clock = require "hr.clock"

local solve = {}

---A seat's outcome when a result ends a game of two: 1 won, -1 lost, 0 drawn.
---@param result table  the rules' result
---@param seat integer
---@return integer
function solve.outcome(result, seat)
  local mine, other = result.scores[seat], result.scores[3 - seat]
  if mine > other then return 1 end
  if mine < other then return -1 end
  return 0
end
local outcome = solve.outcome

-- The position after a move, in a copy (a proof keeps the position it came from).
local function child(game, st, m)
  local c = game.copy(st)
  game.play(c, m)
  return c
end

---Enumerates every position reachable from `start` and values them backwards. Returns the
---values (by key: { value = 1|-1|0, plies = n } for the side to move) and how many
---positions, or nil and the count when more than `cap` are reachable or time runs out.
---@param game Game
---@param start any
---@param cap integer
---@param deadline number  clock.now() seconds
---@param progress? fun(text: string)
---@return table|nil values, integer positions
function solve.retrograde(game, start, cap, deadline, progress)
  local key = game.key
  local index, states, children, parents_of = {}, {}, {}, {}
  local function add(st)
    local k = key(st)
    local i = index[k]
    if i then return i end
    i = #states + 1
    index[k], states[i] = i, st
    return i
  end
  add(game.copy(start))
  local i = 1
  while i <= #states do
    if #states > cap or (i % 4096 == 0 and clock.now() > deadline) then return nil, #states end
    if progress and i % 50000 == 0 then progress(string.format("enumerating: %d positions", #states)) end
    local st = states[i]
    if not game.result(st) then
      local list, n = game.moves(st)
      local kids = {}
      for j = 1, n or #list do
        local c = add(child(game, st, list[j]))
        kids[j] = c
        local p = parents_of[c]
        if not p then
          p = {}
          parents_of[c] = p
        end
        p[#p + 1] = i
      end
      children[i] = kids
    end
    i = i + 1
  end
  -- Backwards from the ends, a ply at a time (so that a win is found at its shortest): a
  -- position is won when a move leads to a position lost for the other side, lost when
  -- every move leads to one won for it (at the longest defence). An end is judged from the
  -- seat the rules say is to move there.
  local value, plies, open = {}, {}, {}
  local level = { {} } -- level[n + 1]: the positions settled n plies from their end
  for j = 1, #states do
    local result = game.result(states[j])
    if result then
      value[j], plies[j] = outcome(result, game.to_move(states[j])), 0
      level[1][#level[1] + 1] = j
    else
      open[j] = #children[j]
    end
  end
  local function settle(p, v, n)
    value[p], plies[p] = v, n
    level[n + 1] = level[n + 1] or {}
    level[n + 1][#level[n + 1] + 1] = p
  end
  local n = 0
  while level[n + 1] do
    for _, j in ipairs(level[n + 1]) do
      for _, p in ipairs(parents_of[j] or {}) do
        if value[p] == nil then
          if value[j] == -1 then
            settle(p, 1, n + 1)
          elseif value[j] == 1 then
            open[p] = open[p] - 1
            if open[p] == 0 then settle(p, -1, n + 1) end
          end
        end
      end
    end
    n = n + 1
  end
  local values = {}
  for j = 1, #states do
    values[key(states[j])] = { value = value[j] or 0, plies = plies[j] or -1, drawn = value[j] == nil }
  end
  return values, #states
end

---Proofs by iterative deepening: the side to move's forced win within `max` plies, or
---forced loss, with the nodes searched. Returns { value = 1|-1, plies = n, move = m } or
---{ value = nil, depth = d } (nothing proved within d plies).
---@param game Game
---@param start any
---@param max integer
---@param deadline number
---@param progress? fun(text: string)
function solve.prove(game, start, max, deadline, progress)
  local key, moves, result = game.key, game.moves, game.result
  local nodes = 0
  -- what is known of a key: the depth below which no win (no loss) exists
  local no_win, no_loss = {}, {}
  local out_of_time = false
  local wins, loses
  -- can the side to move at `st` force a win within d plies?
  wins = function(st, d)
    if d <= 0 or out_of_time then return false end
    local k = key(st)
    if (no_win[k] or 0) >= d then return false end
    nodes = nodes + 1
    if nodes % 4096 == 0 and clock.now() > deadline then out_of_time = true end
    local mover = game.to_move(st)
    local list, n = moves(st)
    for i = 1, n or #list do
      local c = child(game, st, list[i])
      local r = result(c)
      if r then
        if outcome(r, mover) == 1 then return true, list[i] end
      elseif d >= 2 and loses(c, d - 1) then
        return true, list[i]
      end
    end
    if not out_of_time then no_win[k] = d end
    return false
  end
  -- must the side to move at `st` (no end yet) lose within d plies, whatever it plays?
  loses = function(st, d)
    if d <= 0 or out_of_time then return false end
    local k = key(st)
    if (no_loss[k] or 0) >= d then return false end
    nodes = nodes + 1
    local mover = game.to_move(st)
    local list, n = moves(st)
    for i = 1, n or #list do
      local c = child(game, st, list[i])
      local r = result(c)
      if r then
        if outcome(r, mover) ~= -1 then
          no_loss[k] = d
          return false
        end
      elseif not wins(c, d - 1) then
        if not out_of_time then no_loss[k] = d end
        return false
      end
    end
    return not out_of_time
  end
  local mover = game.to_move(start)
  for d = 1, max do
    if progress then progress(string.format("proving: %d plies, %d nodes", d, nodes)) end
    if d % 2 == 1 then
      local won, move = wins(start, d)
      if won then return { value = 1, plies = d, move = move, nodes = nodes } end
    elseif loses(start, d) then
      -- the longest defence: the move after which the other side's win is furthest
      local list, n = moves(start)
      local best, far = list[1], -1
      for i = 1, n or #list do
        local c = child(game, start, list[i])
        local r = result(c)
        local after = r and 0 or d
        if not r then
          for e = 1, d - 1, 2 do
            if wins(c, e) then
              after = e
              break
            end
          end
        end
        if after > far then best, far = list[i], after end
      end
      return { value = -1, plies = d, move = best, nodes = nodes }
    end
    if out_of_time then return { depth = d - 1, nodes = nodes, time = true } end
  end
  return { depth = max, nodes = nodes, mover = mover }
end

---The value of a position of a game with chance and no secrets, by expectation: the first
---seat's expected outcome (a win 1, a draw 0, a loss -1), each player choosing its best
---and each chance node weighing its outcomes by their odds (expectimax). Exact, and given
---only when every position reachable was valued: not when a position can come back (a
---loop has no finite sum), more than `cap` are reachable, or time runs out. Returns
---{ value = v, values = by key, positions = n } or { why = text, positions = n }.
---@param game Game
---@param start any
---@param cap integer
---@param deadline number  clock.now() seconds
---@param progress? fun(text: string)
---@return table
function solve.expect(game, start, cap, deadline, progress)
  local key, result, to_move = game.key, game.result, game.to_move
  local values, on_path, count, depth = {}, {}, 0, 0
  local DEEPEST = 2000 -- plies of one line (each a Lua call: the stack holds some thousands)
  local STOP = {}
  local why
  local function stop(text)
    why = text
    error(STOP, 0)
  end
  local value
  value = function(st)
    local r = result(st)
    if r then return outcome(r, 1) end
    local k = key(st)
    local v = values[k]
    if v then return v end
    if on_path[k] then stop("a position can come back, and a loop's value is no finite sum") end
    count = count + 1
    if count > cap then stop("more positions than --positions") end
    if count % 4096 == 0 then
      if clock.now() > deadline then stop("the time ran out") end
      if progress then progress(string.format("expecting: %d positions", count)) end
    end
    on_path[k] = true
    depth = depth + 1
    if depth > DEEPEST then stop(string.format("a line longer than %d plies", DEEPEST)) end
    local mover = to_move(st)
    if mover == "chance" then
      v = 0
      for _, o in ipairs(game.chances(st)) do v = v + o[2] * value(child(game, st, o[1])) end
    else
      local list, n = game.moves(st)
      for i = 1, n or #list do
        local w = value(child(game, st, list[i]))
        if v == nil or (mover == 1 and w > v) or (mover ~= 1 and w < v) then v = w end
      end
      v = v or 0
    end
    on_path[k], depth = nil, depth - 1
    values[k] = v
    return v
  end
  local ok, v = pcall(value, start)
  if not ok then
    if v ~= STOP then error(v, 0) end
    return { why = why, positions = count }
  end
  return { value = v, values = values, positions = count }
end

return solve

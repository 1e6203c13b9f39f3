---houserules solve GAME [--position P] [--variant V]... [--option K=V]... [--time S]
---The value of a position with perfect play, printed only when it is proved (hr.solve):
---its first line is `win in N plies`, `loss in N plies`, `draw` or `unknown (...)` for the
---side to move, then the best move and the size of the proof. A small game with hidden
---information (its deals listed by `starts`) is solved by CFR instead: `value V` for the
---first player and `exploitability E` (hr.cfr). A game with chance and no secrets is
---valued by expectation: `value V` for the first player, exact, or `unknown (...)`.
local clock = require "hr.clock"
local errors = require "hr.errors"
local solve = require "hr.solve"
local shared = require "hr.commands.options"

local format = string.format

-- About what a position costs in Lua: its state, its key, its links (measured on Dobutsu).
local BYTES_PER_POSITION = 600

local function plies(n) return format("%d %s", n, n == 1 and "ply" or "plies") end

local function thousands(n)
  local text = tostring(math.floor(n))
  while true do
    local done
    text, done = text:gsub("^(%d+)(%d%d%d)", "%1,%2")
    if done == 0 then return text end
  end
end

-- The side to move's move whose position after it scores best for it: `score(c, r)` values
-- the position `c` after a move (`r` its result, when the move ends the game).
local function best_move(game, start, score)
  local list, n = game.moves(start)
  local best, best_score
  for i = 1, n or #list do
    local c = game.copy(start)
    game.play(c, list[i])
    local value = score(c, game.result(c))
    if best_score == nil or value > best_score then best, best_score = list[i], value end
  end
  return best
end

local function perfect_information(game, s, a, seconds, cap, depth)
  local progress = a.progress
  local deadline = clock.now() + seconds
  local start = s.state
  if game.result(start) then
    local r = game.result(start)
    print(format("the game is over: %s", r.reason))
    return 0
  end
  print(format("memory: at most about %d MB (an enumeration of up to %s positions); time: at most %g s",
    math.ceil(cap * BYTES_PER_POSITION / 1e6), thousands(cap), seconds))
  -- the enumeration may take half the time: the proofs get the rest when it does not fit
  local values, count = solve.retrograde(game, start, cap, clock.now() + seconds / 2, progress)
  if values then
    if progress then progress() end
    local v = values[game.key(start)]
    -- the best move: a child of the best value for the mover (shortest win, longest loss)
    local mover = game.to_move(start)
    local best = best_move(game, start, function(c, r)
      if r then return 1e6 * solve.outcome(r, mover) end
      local cv = values[game.key(c)]
      return cv.drawn and 0 or cv.value == -1 and 1e6 - cv.plies or -(1e6 - cv.plies)
    end)
    if v.drawn or v.value == 0 then
      print("draw")
    else
      print(format("%s in %s", v.value == 1 and "win" or "loss", plies(v.plies)))
    end
    if best ~= nil then print("best move: " .. game.notate(start, best)) end
    print(format("proof: every reachable position valued backwards from the ends (%s positions)", thousands(count)))
    return 0
  end
  local proof = solve.prove(game, start, depth, deadline, progress)
  if progress then progress() end
  if proof.value then
    print(format("%s in %s", proof.value == 1 and "win" or "loss", plies(proof.plies)))
    print("best move: " .. game.notate(start, proof.move))
    print(format("proof: %s nodes searched (more than %s positions reachable)", thousands(proof.nodes),
      thousands(cap)))
  else
    print(format("unknown (no forced win or loss within %s%s; more than %s positions reachable)", plies(proof.depth),
      proof.time and ", when the time ran out" or "", thousands(cap)))
    print(format("proof: none; %s nodes searched", thousands(proof.nodes)))
  end
  return 0
end

-- A game with chance and no secrets: the first seat's expected outcome, each chance node
-- by its odds (hr.solve's expect), and the best move of the side to move.
local function by_expectation(game, s, a, seconds, cap)
  local start = s.state
  print(format("memory: at most about %d MB (up to %s positions); time: at most %g s",
    math.ceil(cap * BYTES_PER_POSITION / 1e6), thousands(cap), seconds))
  local found = solve.expect(game, start, cap, clock.now() + seconds, a.progress)
  if a.progress then a.progress() end
  if not found.value then
    print(format("unknown (%s; %s positions valued)", found.why, thousands(found.positions)))
    return 0
  end
  print(format("value %+.4f for the first player, by expectation over the chance outcomes (a win 1, a draw 0, "
    .. "a loss -1)", found.value))
  local mover = game.to_move(start)
  if mover ~= "chance" and not game.result(start) then
    local best = best_move(game, start, function(c, r)
      local v = r and solve.outcome(r, 1) or found.values[game.key(c)]
      return mover == 1 and v or -v
    end)
    if best ~= nil then print("best move: " .. game.notate(start, best)) end
  end
  print(format("proof: every reachable position valued (%s positions)", thousands(found.positions)))
  return 0
end

return function(a)
  local name = a.args[1]
  local seconds = tonumber(a.time and a.time[#a.time] or "60") -- checked by the command line
  local cap = shared.integer_in(a.positions and a.positions[#a.positions], "positions", 1, 1e9, 2000000)
  local depth = shared.integer_in(a.depth and a.depth[#a.depth], "depth", 1, 1000, 200)
  local game, s = shared.open(name, a)
  if #s:seats() ~= 2 then errors.user(format("%s has %d seats: solve values games of two", name, #s:seats())) end
  if game.chances and not game.sample_hidden and not game.starts then
    if not game.copy then errors.user(format("%s has no copy: solve searches copies of positions", name)) end
    return by_expectation(game, s, a, seconds, cap)
  end
  if game.sample_hidden or game.chances then
    local cfr = require "hr.cfr"
    if not game.starts then
      errors.user(format("%s has hidden information or chance: solve needs its starts (the deals and their "
        .. "odds) to run CFR, and it declares none", name))
    end
    return cfr.command(game, s, a, tonumber(a.iterations and a.iterations[#a.iterations]) or 10000)
  end
  if not game.copy then errors.user(format("%s has no copy: solve searches copies of positions", name)) end
  return perfect_information(game, s, a, seconds, cap, depth)
end

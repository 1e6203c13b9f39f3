---houserules bench [GAME]: speed figures for each game - perft nodes per second, random
---playouts per second, and the alphabeta bot's search nodes per second (to a fixed depth,
---so that every run searches the same tree). The host runs
---each measurement (`measure`) in a fresh Lua state, several times, and reports the
---min/median/max: a figure taken after other work in the same state is not what a fresh
---search gets. Benchmarks measure; they assert nothing (figures vary with the machine).
local clock = require "hr.clock"
local perft = require "hr.perft"
local rules = require "hr.rules"
local session = require "hr.session"
local rng_module = require "hr.rng"

local SECONDS = 1.0 -- about how long each figure is measured

local bench = {}

-- Perft at `depth`, or (depth nil) at the first depth that takes a quarter of SECONDS.
local function perft_speed(game, state, depth)
  if depth then
    local start = clock.now()
    local nodes = perft.count(game, state, depth)
    return depth, nodes, clock.now() - start
  end
  local nodes, seconds
  depth = 0
  repeat
    depth = depth + 1
    local start = clock.now()
    nodes = perft.count(game, state, depth)
    seconds = clock.now() - start
  until seconds > SECONDS / 4 or depth >= 30 or nodes == 0
  return depth, nodes, seconds
end

-- Random games to the end (or the game's move limit) for about SECONDS, each from a copy
-- of the start position, as a search's playouts start (setting up may read files).
local function playout_speed(game, settings)
  local limit = settings.options.max_plies
  if type(limit) ~= "number" or limit <= 0 then limit = 1000 end
  local rng = rng_module.new(1)
  local buffer = {}
  local first = settings:start_state()
  local copy = game.copy or require("hr.util").deep_copy
  local games, moves, start = 0, 0, clock.now()
  repeat
    local state = copy(first)
    local plies = 0
    while plies < limit do
      local list, n
      if game.to_move(state) == "chance" then
        list = game.chances(state)
        local x, total, pick = rng:float(), 0, nil
        for i = 1, #list do
          total = total + list[i][2]
          if x < total then pick = list[i][1] break end
        end
        game.play(state, pick or list[#list][1])
      else
        list, n = game.moves(state, buffer)
        n = n or #list
        if n == 0 then break end
        game.play(state, list[rng:int(n)])
        plies = plies + 1
      end
    end
    games, moves = games + 1, moves + plies
  until clock.now() - start > SECONDS
  local seconds = clock.now() - start
  return games / seconds, moves / games
end

-- The alphabeta bot's search from the start to `depth` (the same tree every run): its
-- nodes, seconds and depth. Without a depth, the first depth whose search takes half of
-- SECONDS. Nil at a chance node.
local function search_speed(game, s, depth)
  local bot = require "bots.alphabeta"
  local seat = game.to_move(s.state)
  if seat == "chance" then return nil end
  local copy = game.copy or require("hr.util").deep_copy
  local function search(d)
    bot.new_game(game, seat, { depth = tostring(d) })
    local start = clock.now()
    bot.choose(game, copy(s.state), clock.new(math.huge), rng_module.new(1))
    return bot.last.nodes, clock.now() - start, bot.last.depth
  end
  -- The transposition table is made at the first search (a million entries with no time
  -- limit: about 0.1 s of first-touched memory here), outside the time measured.
  search(1)
  if depth then return search(depth) end
  local nodes, seconds, reached
  repeat
    depth = (depth or 0) + 1
    nodes, seconds, reached = search(depth)
  until seconds > SECONDS / 2 or reached < depth or depth >= 64
  return nodes, seconds, reached
end

---One measurement of one game, in this (fresh) state.
---  "perft"    -> depth, nodes, seconds   (at `depth`, else the first depth of a quarter second)
---  "playouts" -> playouts per second, moves per game
---  "search"   -> nodes, seconds, depth  (alphabeta to `depth`, else the first depth of half a
---                second; nil at a chance node)
---@param name string
---@param variants string[]
---@param what "perft"|"playouts"|"search"
---@param depth? integer
function bench.measure(name, variants, what, depth)
  local game = rules.load(name, variants)
  local s = session.new(game, {})
  if what == "perft" then return perft_speed(game, s.state, depth) end
  if what == "playouts" then return playout_speed(game, s) end
  if what == "search" then return search_speed(game, s, depth) end
  error("bench.measure: no measurement '" .. tostring(what) .. "'", 2)
end

-- What LuaJIT's profiler calls the states it finds the VM in.
local VM_STATES = { N = "compiled", I = "interpreted", C = "C code", G = "garbage collector", J = "JIT compiler" }
local PROFILE_SECONDS = 2 * SECONDS -- the move's time of the search profiled
local PROFILE_TOP = 15 -- functions and lines listed
local PROFILE_MODE = "li1" -- line mode, a sample a millisecond of CPU time (as the kernel allows)

-- "  24.2%  scripts/lib/search.lua:search_node" lines, most samples first.
local function top(counts, total, n)
  local list = {}
  for where, count in pairs(counts) do list[#list + 1] = { where, count } end
  table.sort(list, function(a, b) return a[2] > b[2] or (a[2] == b[2] and a[1] < b[1]) end)
  local out = {}
  for i = 1, math.min(n, #list) do
    out[i] = string.format("  %5.1f%%  %s", 100 * list[i][2] / total, list[i][1])
  end
  return table.concat(out, "\n")
end

---Where the alphabeta bot's search from the start spends its time: its move of
---PROFILE_SECONDS (a fresh state: no warm-up) sampled by LuaJIT's profiler, with the
---share of samples in compiled code, the interpreter, C, the collector and the compiler,
---and the functions and lines most samples fell in. A text, or nil and why.
---@param name string
---@param variants string[]
---@return string|nil report
---@return string|nil why
function bench.profile(name, variants)
  local has_profile, profile = pcall(require, "jit.profile")
  if not has_profile then return nil, "this LuaJIT has no profiler (jit.profile)" end
  local game = rules.load(name, variants)
  local s = session.new(game, {})
  local bot = require "bots.alphabeta"
  local seat = game.to_move(s.state)
  if seat == "chance" then return nil, "no search to profile (it starts at a chance node)" end
  local copy = game.copy or require("hr.util").deep_copy
  local functions, lines, states, total = {}, {}, {}, 0
  local dumpstack = profile.dumpstack
  bot.new_game(game, seat, {})
  local state = copy(s.state)
  -- (line mode: a sample names the line running, not the function entered last)
  local last_sample = os.clock()
  local function on_sample(thread, samples, vmstate)
    last_sample = os.clock()
    local f, l = dumpstack(thread, "pF", 1), dumpstack(thread, "pl", 1)
    functions[f] = (functions[f] or 0) + samples
    lines[l] = (lines[l] or 0) + samples
    states[vmstate] = (states[vmstate] or 0) + samples
    total = total + samples
  end
  -- LuaJIT's profiler can stop calling back for good when a tick lands while the VM starts
  -- or stops recording a trace (engine/lua/watchdog.cpp says how); a count hook, set
  -- before the profiler starts, restarts it when no sample came for 0.1 s of CPU time, as
  -- the watchdog does. Without it a search of a second took some 25 samples, nearly all
  -- before the JIT began.
  debug.sethook(function()
    if os.clock() - last_sample < 0.1 then return end
    last_sample = os.clock()
    profile.stop()
    profile.start(PROFILE_MODE, on_sample)
  end, "", 100000)
  profile.start(PROFILE_MODE, on_sample)
  local start = clock.now()
  local ok, why = pcall(bot.choose, game, state, clock.new(PROFILE_SECONDS), rng_module.new(1))
  local seconds = clock.now() - start
  profile.stop()
  debug.sethook()
  if not ok then error(why, 0) end
  local nodes = bot.last.nodes or 0
  if total == 0 then return nil, "the profiler took no sample" end
  local shares = {}
  for _, code in ipairs({ "N", "I", "C", "G", "J" }) do
    shares[#shares + 1] = string.format("%s %.0f%%", VM_STATES[code], 100 * (states[code] or 0) / total)
  end
  return string.format("alphabeta from the start, a move of %g s: depth %d, %d nodes in %.2f s (%.0f nodes/s),"
    .. " %d samples\n", PROFILE_SECONDS, bot.last.depth or 0, nodes, seconds, nodes / math.max(seconds, 1e-9), total)
    .. "  " .. table.concat(shares, ", ") .. "\n"
    .. "functions:\n" .. top(functions, total, PROFILE_TOP) .. "\n"
    .. "lines:\n" .. top(lines, total, PROFILE_TOP) .. "\n"
end

---The games to measure: `name` alone (checked), or every game.
---@param name? string
---@return string[]
function bench.games(name)
  if name then
    rules.load(name) -- a user error when there is no such game
    return { name }
  end
  return rules.games()
end

return bench

-- Where a search's time goes: LuaJIT's profiler over alphabeta's search from a game's
-- start, to a fixed depth, after two searches that compile the code (as a match's warm-up
-- does).
--
--   build/houserules run tests/bench/profile_search.lua dobutsu 16 vi1   # vm states
--   build/houserules run tests/bench/profile_search.lua onitama 11 Fli1  # functions, lines
--   build/houserules run tests/bench/profile_search.lua onitama 9 Fl "POSITION TEXT"
--
-- A fourth argument searches that position (the game's position text) instead of the start:
-- a game's middle, with its captures, spends its time elsewhere than its first move does.
--
-- The third argument is jit.p's mode (LuaJIT's doc/ext_profiler): v vm states
-- (compiled, interpreted, compiler, GC), F functions, l lines, i1 a sample every ms.
-- The watchdog keeps a count hook that restarts its own profiler (one per process) when
-- no tick of its own came for a while, which would leave jit.p a few samples: the script
-- drops that hook first. Ctrl-C cannot stop compiled loops in this script after that.
local name, depth, mode, position = arg[1], tonumber(arg[2]), arg[3] or "Fl", arg[4]
if not (name and depth) then
  error("usage: houserules run tests/bench/profile_search.lua GAME DEPTH [JIT.P MODE] [POSITION]", 0)
end
local rules = require "hr.rules"
local session = require "hr.session"
local clock = require "hr.clock"
local rng = require "hr.rng"

local game = rules.load(name, {})
local start = session.new(game, {}).state
if position then start = assert(game.read_position(position)) end
local bot = require "bots.alphabeta"
local seat = game.to_move(start)

local function search(d)
  bot.new_game(game, seat, { depth = tostring(d) })
  local began = clock.now()
  bot.choose(game, game.copy(start), clock.new(math.huge), rng.new(1))
  return bot.last.nodes, clock.now() - began
end

search(1)
search(math.max(1, depth - 2))
debug.sethook()
local profiler = require "jit.p"
profiler.start(mode)
local nodes, seconds = search(depth)
profiler.stop()
print(string.format("%s to depth %d: %d nodes in %.3f s, %.0fk nodes/s", name, depth, nodes, seconds,
  nodes / seconds / 1000))

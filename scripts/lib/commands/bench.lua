---houserules bench [GAME]: speed figures for each game - perft nodes per second,
---random playouts per second, and the alphabeta bot's search nodes per second.
---Benchmarks measure; they assert nothing (figures vary with the machine).
local clock = require "hr.clock"
local perft = require "hr.perft"
local rules = require "hr.rules"
local session = require "hr.session"
local rng_module = require "hr.rng"

local SECONDS = 1.0 -- about how long each figure is measured

local function human(n)
  if n >= 1e6 then return string.format("%.2fM", n / 1e6) end
  if n >= 1e3 then return string.format("%.1fk", n / 1e3) end
  return string.format("%.0f", n)
end

-- Perft at the first depth that takes a quarter of SECONDS, timed again warm: the best
-- of three runs (the machine's noise only ever slows a run down).
local function perft_speed(game, state)
  local depth, nodes, seconds = 0, 0, 0
  repeat
    depth = depth + 1
    local start = clock.now()
    nodes = perft.count(game, state, depth)
    seconds = clock.now() - start
  until seconds > SECONDS / 4 or depth >= 30 or nodes == 0
  for _ = 1, 3 do
    local start = clock.now()
    perft.count(game, state, depth)
    seconds = math.min(seconds, clock.now() - start)
  end
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

local function search_speed(game, s)
  local bot = require "bots.alphabeta"
  local seat = game.to_move(s.state)
  if seat == "chance" then return nil end
  bot.new_game(game, seat, {})
  local state = game.copy and game.copy(s.state) or require("hr.util").deep_copy(s.state)
  bot.choose(game, state, clock.new(SECONDS), rng_module.new(1))
  local last = bot.last
  return last.nodes / math.max(last.seconds, 1e-9), last.depth
end

return function(a)
  local names = a.args[1] and { a.args[1] } or rules.games()
  print(string.format("%-12s %7s %12s %12s %12s %12s %14s", "game", "depth", "perft nodes", "nodes/s", "playouts/s",
    "moves/game", "search nodes/s"))
  for _, name in ipairs(names) do
    local game = rules.load(name, a.variant)
    local s = session.new(game, {})
    local depth, nodes, seconds = perft_speed(game, s.state)
    local playouts, length = playout_speed(game, s)
    local searched = search_speed(game, s)
    print(string.format("%-12s %7d %12d %12s %12s %12.1f %14s", name, depth, nodes, human(nodes / seconds),
      human(playouts), length, searched and human(searched) or "-"))
  end
end

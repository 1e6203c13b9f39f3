-- Positions for fitting Onitama's evaluation (tests/bench/onitama_fit.py): self-play games
-- of a fixed-depth alphabeta from random deals and a few random first moves; for each
-- position, how the game ended for the side to move (1, 0.5, 0) and the features of
-- scripts/games/onitama/evaluate.lua seen from the side to move, one line each (TSV, a
-- header first). Positions where the side to move wins at once are left out: a search
-- settles them without the evaluation.
--
--   build/houserules run tests/bench/onitama_fit.lua GAMES SEED [DEPTH] [RANDOM_PLIES] > a.tsv
local games, seed = tonumber(arg[1]), tonumber(arg[2])
local depth, random_plies = tonumber(arg[3] or 4), tonumber(arg[4] or 4)
if not (games and seed) then
  error("usage: houserules run tests/bench/onitama_fit.lua GAMES SEED [DEPTH] [RANDOM_PLIES]", 0)
end
local rules = require "hr.rules"
local rng_module = require "hr.rng"
local clock = require "hr.clock"
local search = require "hr.search"
local bot_options = require "hr.bot_options"
local evaluation = require "games.onitama.evaluate"
local E = require "games.onitama.core"()

local game = rules.load("onitama", {})
local options = { cards = "", deal = "", max_plies = 200, repetition = 3 }

-- Each feature is the score of an evaluation that weighs it alone.
local FEATURES = evaluation.FEATURES
local unit = {}
for i, name in ipairs(FEATURES) do unit[i] = evaluation.new(E, { [name] = 1 }) end

local settings = bot_options.read(require("bots.alphabeta").info, { depth = tostring(depth), warmup = "0" })
local rng = rng_module.new(seed)
local out = { "result\t" .. table.concat(FEATURES, "\t") }

-- Whether the side to move has a move that wins at once.
local function wins_at_once(st)
  local list, n = game.forcing_moves(st)
  for i = 1, n or #list do
    game.play(st, list[i])
    local won = E.winner(st)
    game.undo(st, list[i])
    if won then return true end
  end
  return false
end

local kept, started = 0, clock.now()
for g = 1, games do
  local st = game.setup(options, rng)
  local searcher = search.new(game, nil, settings)
  local seen, lines = {}, {}
  local outcome -- the winner, or 0 for a draw
  for ply = 1, options.max_plies do
    local result = game.result(st)
    if result then
      outcome = result.scores[1] > result.scores[2] and 1 or 2
      break
    end
    local key = game.key(st)
    seen[key] = (seen[key] or 0) + 1
    if seen[key] >= options.repetition then outcome = 0 break end
    local move
    if ply <= random_plies then
      local list, n = game.moves(st)
      move = list[rng:int(n or #list)]
    else
      if not wins_at_once(st) then
        local row = {}
        for i = 1, #unit do row[i] = unit[i](st, st.side) end
        lines[#lines + 1] = { st.side, table.concat(row, "\t") }
      end
      move = searcher:choose(game.copy(st), clock.new(math.huge), rng)
    end
    game.play(st, move)
  end
  outcome = outcome or 0
  for _, line in ipairs(lines) do
    local r = outcome == 0 and 0.5 or (outcome == line[1] and 1 or 0)
    out[#out + 1] = r .. "\t" .. line[2]
  end
  kept = kept + #lines
  if g % 50 == 0 then
    io.stderr:write(string.format("%d games, %d positions, %.0f s\n", g, kept, clock.now() - started))
  end
end
print(table.concat(out, "\n"))

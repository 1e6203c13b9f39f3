-- Positions for fitting Onitama's evaluation (tests/bench/onitama_fit.py): for each
-- position, a label for the side to move and the features of
-- scripts/games/onitama/evaluate.lua seen from the side to move, one line each (TSV, a
-- header first). Positions where the side to move wins at once are left out: a search
-- settles them without the evaluation. The positions come from one of two sources:
--
--   build/houserules run tests/bench/onitama_fit.lua GAMES SEED [DEPTH] [RANDOM_PLIES] > a.tsv
--
-- self-play games of a fixed-depth alphabeta from random deals and a few random first
-- moves, each position labelled by how its game ended (1, 0.5, 0);
--
--   build/houserules run tests/bench/onitama_fit.lua records LAMBDA K R.jsonl... > a.tsv
--
-- the records of matches (`houserules match onitama ... --record R.jsonl`): each position
-- where one of our search bots moved, labelled by a blend of its game's result (LAMBDA
-- its share: 1 the result alone, 0 the score alone) and the score its search reported
-- there, read as a chance to win (1 / (1 + exp(-K * score))). A search of 10-13 plies at
-- 200 ms a move says more of a position than one game's end, which it says as loudly of
-- the first position as of the last. Moves of other engines (their scores are in their
-- own units) and proven scores (a win or a loss found) are labelled by the result alone.
local USAGE = "usage: houserules run tests/bench/onitama_fit.lua GAMES SEED [DEPTH] [RANDOM_PLIES]\n"
  .. "   or: houserules run tests/bench/onitama_fit.lua records LAMBDA K RECORD.jsonl..."
local rules = require "hr.rules"
local evaluation = require "games.onitama.evaluate"
local E = require "games.onitama.core"()

local game = rules.load("onitama", {})

-- Each feature is the score of an evaluation that weighs it alone.
local FEATURES = evaluation.FEATURES
local unit = {}
for i, name in ipairs(FEATURES) do unit[i] = evaluation.new(E, { [name] = 1 }) end

-- The features of a position from the side to move, as a TSV row; nil when the side to
-- move has a move that wins at once.
local function features(st)
  local list, n = game.forcing_moves(st)
  for i = 1, n or #list do
    game.play(st, list[i])
    local won = E.winner(st)
    game.undo(st, list[i])
    if won then return nil end
  end
  local row = {}
  for i = 1, #unit do row[i] = unit[i](st, st.side) end
  return table.concat(row, "\t")
end

local function self_play(games, seed, depth, random_plies)
  local rng_module = require "hr.rng"
  local clock = require "hr.clock"
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local options = { cards = "", deal = "", max_plies = 200, repetition = 3 }
  local settings = bot_options.read(require("bots.alphabeta").info, { depth = tostring(depth), warmup = "0" })
  local rng = rng_module.new(seed)
  local out = { "result\t" .. table.concat(FEATURES, "\t") }
  local kept, started = 0, clock.now()
  for g = 1, games do
    local st = game.setup(options, rng)
    -- a searcher for each seat, as in a match: each keeps its table from move to move
    local searchers = { search.new(game, 1, settings), search.new(game, 2, settings) }
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
        local row = features(st)
        if row then lines[#lines + 1] = { st.side, row } end
        move = searchers[st.side]:choose(game.copy(st), clock.new(math.huge), rng)
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
end

local function from_records(lambda, k, paths)
  local session = require "hr.session"
  local PROVEN = 100000 -- scores beyond it are a win or a loss the search found
  print("result\t" .. table.concat(FEATURES, "\t"))
  local kept, games = 0, 0
  for _, path in ipairs(paths) do
    local line_number = 0
    for line in assert(io.open(path)):lines() do
      line_number = line_number + 1
      local where = path .. ":" .. line_number
      local a, b = line:match('"scores":%[([%d.]+),([%d.]+)%]')
      if not a then error(where .. ": no result in this record", 0) end
      local scores = { tonumber(a), tonumber(b) }
      local seats = {}
      for s in line:match('"seats":%[(.-)%]'):gmatch('"([^"]*)"') do seats[#seats + 1] = s end
      local ok, made = pcall(session.new, game, { seed = tonumber(line:match('"seed":(%d+)')),
        position = line:match('"position":"([^"]*)"') })
      if not ok then error(where .. ": " .. tostring(made), 0) end
      local st = made.state
      for move in line:gmatch('{"seat":%d[^}]*}') do
        local seat = tonumber(move:match('"seat":(%d)'))
        local text = move:match('"move":"([^"]*)"')
        local score = tonumber(move:match('"score":(%-?[%d.e+]+)'))
        if seat ~= game.to_move(st) then error(where .. ": seat " .. seat .. " moved out of turn", 0) end
        local row = features(st)
        if row then
          local result = scores[seat] > scores[3 - seat] and 1 or scores[seat] < scores[3 - seat] and 0 or 0.5
          local label = result
          if seats[seat]:match("^alphabeta") and score and math.abs(score) < PROVEN then
            label = lambda * result + (1 - lambda) / (1 + math.exp(-k * score))
          end
          print(string.format("%.4f\t%s", label, row))
          kept = kept + 1
        end
        local m, err = game.parse(st, text)
        if m == nil then error(where .. ": " .. text .. ": " .. tostring(err), 0) end
        game.play(st, m)
      end
      games = games + 1
    end
  end
  io.stderr:write(string.format("%d games, %d positions\n", games, kept))
end

if arg[1] == "records" then
  local lambda, k = tonumber(arg[2]), tonumber(arg[3])
  if not (lambda and k and arg[4]) then error(USAGE, 0) end
  from_records(lambda, k, { select(4, unpack(arg)) })
else
  local games, seed = tonumber(arg[1]), tonumber(arg[2])
  if not (games and seed) then error(USAGE, 0) end
  self_play(games, seed, tonumber(arg[3] or 4), tonumber(arg[4] or 4))
end

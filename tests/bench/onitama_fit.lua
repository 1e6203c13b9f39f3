-- Positions for fitting Onitama's evaluation (tests/bench/onitama_fit.py): for each
-- position, a label for the side to move and the features of
-- scripts/games/onitama/evaluate.lua seen from the side to move, one line each (TSV, a
-- header first). Positions where the side to move wins at once are left out: a search
-- settles them without the evaluation. The positions come from one of three sources:
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
--
--   build/houserules run tests/bench/onitama_fit.lua net GAMES SEED [DEPTH] [RANDOM_PLIES] > a.tsv
--
-- self-play games as the first form plays them (DEPTH 8 by default), each position a row
-- for the fit of the evaluation's network (tests/bench/onitama_net.py, which says what the
-- row holds): no header, and the network's inputs in place of the features.
local USAGE = "usage: houserules run tests/bench/onitama_fit.lua GAMES SEED [DEPTH] [RANDOM_PLIES]\n"
  .. "   or: houserules run tests/bench/onitama_fit.lua records LAMBDA K RECORD.jsonl...\n"
  .. "   or: houserules run tests/bench/onitama_fit.lua net GAMES SEED [DEPTH] [RANDOM_PLIES]"
local rules = require "hr.rules"
local evaluation = require "games.onitama.evaluate"
local E = require "games.onitama.core"()

local game = rules.load("onitama", {})

-- Each feature is the score of an evaluation that weighs it alone.
local FEATURES = evaluation.FEATURES
local unit = {}
for i, name in ipairs(FEATURES) do unit[i] = evaluation.new(E, { [name] = 1 }) end

-- Whether the side to move has a move that wins at once (left out: the search settles it).
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

-- The features of a position from the side to move, as a TSV row; nil when the side to
-- move has a move that wins at once.
local function features(st)
  if wins_at_once(st) then return nil end
  local row = {}
  for i = 1, #unit do row[i] = unit[i](st, st.side) end
  return table.concat(row, "\t")
end

-- What a row of the network's fit (onitama_net.py) holds after the label: the score the
-- search reported (the mover's), the evaluation's features weighed as evaluate.lua weighs
-- them (without its network), and the network's active inputs (network.lua). Positions
-- of the two masters alone are left out: the evaluation knows them exactly, without it.
local network = require "games.onitama.network"
local linear = evaluation.new(E, evaluation.WEIGHTS)
local function network_row(st, report)
  if E.pieces_in(st.occ[1] + st.occ[2]) == 2 or wins_at_once(st) then return nil end
  local active, n = network.active(st)
  return (report and report.score or 0) .. "\t" .. linear(st, st.side) .. "\t" .. table.concat(active, " ", 1, n)
end

-- Self-play games of alphabeta at a fixed depth (with the game's search settings, a
-- searcher for each seat as in a match), each position where a search moved made a row by
-- `row(st, report)` (nil: left out) and labelled by the game's end for the side to move.
local function self_play(games, seed, depth, random_plies, header, row)
  local rng_module = require "hr.rng"
  local clock = require "hr.clock"
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local options = { cards = "", deal = "", max_plies = 200, repetition = 3 }
  local settings = bot_options.read(require("bots.alphabeta").info, { depth = tostring(depth), warmup = "0" },
    game.search_settings)
  local rng = rng_module.new(seed)
  if header then print(header) end
  local kept, started = 0, clock.now()
  for g = 1, games do
    local st = game.setup(options, rng)
    local searchers = { search.new(game, 1, settings), search.new(game, 2, settings) }
    for seat = 1, 2 do searchers[seat]:new_game(seat, options) end
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
      for seat = 1, 2 do searchers[seat]:seen(st) end
      local move
      if ply <= random_plies then
        local list, n = game.moves(st)
        move = list[rng:int(n or #list)]
      else
        local report
        move, report = searchers[st.side]:choose(game.copy(st), clock.new(math.huge), rng)
        local line = row(st, report)
        if line then lines[#lines + 1] = { st.side, line } end
      end
      game.play(st, move)
    end
    outcome = outcome or 0
    local out = {}
    for i, line in ipairs(lines) do
      local r = outcome == 0 and 0.5 or (outcome == line[1] and 1 or 0)
      out[i] = r .. "\t" .. line[2]
    end
    if #out > 0 then print(table.concat(out, "\n")) end
    kept = kept + #lines
    if g % 50 == 0 then
      io.stderr:write(string.format("%d games, %d positions, %.0f s\n", g, kept, clock.now() - started))
    end
  end
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
elseif arg[1] == "net" then
  local games, seed = tonumber(arg[2]), tonumber(arg[3])
  if not (games and seed) then error(USAGE, 0) end
  self_play(games, seed, tonumber(arg[4] or 8), tonumber(arg[5] or 4), nil, network_row)
else
  local games, seed = tonumber(arg[1]), tonumber(arg[2])
  if not (games and seed) then error(USAGE, 0) end
  self_play(games, seed, tonumber(arg[3] or 4), tonumber(arg[4] or 4), "result\t" .. table.concat(FEATURES, "\t"),
    features)
end

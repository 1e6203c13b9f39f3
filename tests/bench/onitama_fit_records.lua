-- Positions for fitting Onitama's evaluation (tests/bench/onitama_fit.py) from the records
-- of matches (`houserules match onitama ... --record R.jsonl`): each position where one of
-- our search bots moved, labelled by a blend of how its game ended for the side to move
-- (1, 0.5, 0) and the score its search reported there, read as a chance to win
-- (1 / (1 + exp(-K * score))), with evaluate.lua's features from the side to move, one
-- line each (TSV, a header first; the same columns as onitama_fit.lua's).
--
--   build/houserules run tests/bench/onitama_fit_records.lua LAMBDA K R.jsonl... > a.tsv
--
-- LAMBDA is the result's share of the label (1: the result alone, 0: the score alone). A
-- search of 10-13 plies at 200 ms a move says far more about a position than one game's
-- end: the label of a self-play game at a fixed depth 5 (onitama_fit.lua) is right about
-- who wins but says so as loudly of the first position as of the last. Moves of other
-- engines (their scores are in their own units) and moves with a proven score (a win or
-- loss found: the position is labelled by its result) are kept with the result alone.
local lambda, k = tonumber(arg[1]), tonumber(arg[2])
if not (lambda and k and arg[3]) then
  error("usage: houserules run tests/bench/onitama_fit_records.lua LAMBDA K RECORD.jsonl...", 0)
end
local rules = require "hr.rules"
local session = require "hr.session"
local evaluation = require "games.onitama.evaluate"
local E = require "games.onitama.core"()

local game = rules.load("onitama", {})
local FEATURES = evaluation.FEATURES
local unit = {}
for i, name in ipairs(FEATURES) do unit[i] = evaluation.new(E, { [name] = 1 }) end
local PROVEN = 100000 -- scores beyond it are a win or a loss the search found

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

print("result\t" .. table.concat(FEATURES, "\t"))
local kept, games = 0, 0
for i = 3, #arg do
  local path = arg[i]
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
      if not wins_at_once(st) then
        local result = scores[seat] > scores[3 - seat] and 1 or scores[seat] < scores[3 - seat] and 0 or 0.5
        local label = result
        if seats[seat]:match("^alphabeta") and score and math.abs(score) < PROVEN then
          label = lambda * result + (1 - lambda) / (1 + math.exp(-k * score))
        end
        local row = {}
        for f = 1, #unit do row[f] = unit[f](st, st.side) end
        print(string.format("%.4f\t%s", label, table.concat(row, "\t")))
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

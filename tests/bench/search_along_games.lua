-- Searches the first seat's positions along recorded games to a fixed depth, as that seat's
-- alphabeta would have met them: one game after another, the transposition table and the
-- history kept from move to move within a game. Prints the nodes and seconds in all.
--
--   build/houserules run tests/bench/search_along_games.lua GAME RECORD.jsonl DEPTH \
--     ["K=V,K=V"] [GAMES] [PLIES]
--
-- RECORD is a record of `houserules match --record` (JSON Lines) of GAME; its first GAMES
-- (default 4) games are taken, each for its first PLIES (default 40) plies. The node count depends on
-- nothing but the code and the options, so it compares a change to the table or the move
-- order without a clock's noise (which on a shared machine reaches 2x between identical
-- runs); time it with alternating runs. For instance, the table's size at depth 12 along
-- the first 4 games of a Dobutsu match against Fairy-Stockfish at 1 s a move (40 plies
-- each): `tt=100000` 39.5M nodes, 440000 (the table of a 1 s move) 18.4M, 4000000 16.4M.
-- Buckets of two entries (the deepest of the search and the newest) took 19.5M with 100k
-- entries and 16.4M with 440k, and were not kept: they lost their matches (see `tt` in
-- docs/writing-a-bot.md).
local name, path, depth = arg[1], arg[2], tonumber(arg[3])
if not (name and path and depth) then
  error('usage: houserules run tests/bench/search_along_games.lua GAME RECORD.jsonl DEPTH ["K=V,K=V"]'
    .. ' [GAMES] [PLIES]', 0)
end
local options, most_games, most_plies = arg[4] or "", tonumber(arg[5] or 4), tonumber(arg[6] or 40)
local rules = require "hr.rules"
local clock = require "hr.clock"
local rng = require "hr.rng"
local session = require "hr.session"
local bot = require "bots.alphabeta"

local game = rules.load(name, {})
local o = { depth = tostring(depth), warmup = "0" }
for k, v in options:gmatch("([%w_]+)=([%w%.%-]+)") do o[k] = v end

-- The start and the moves of each record line. The runner writes positions and moves as
-- plain strings (no escapes), which a pattern reads as well as a JSON parser would.
local records = {}
local file = assert(io.open(path))
local line_number = 0
for line in file:lines() do
  line_number = line_number + 1
  if #records >= most_games then break end
  local moves = {}
  for move in line:gmatch('"move":"([^"]*)"') do moves[#moves + 1] = move end
  if #moves == 0 then error(path .. ":" .. line_number .. ": no moves in this record", 0) end
  records[#records + 1] = {
    position = line:match('"position":"([^"]*)"'), seed = tonumber(line:match('"seed":(%d+)')),
    moves = moves, line = line_number,
  }
end
file:close()

local total, began = 0, clock.now()
for i, record in ipairs(records) do
  -- the game's start as the match made it: its position, or its seed (an Onitama deal)
  local ok, made = pcall(session.new, game, { seed = record.seed, position = record.position })
  if not ok then error(path .. ":" .. record.line .. ": " .. tostring(made), 0) end
  local st = made.state
  bot.new_game(game, 1, o)
  for ply = 1, math.min(most_plies, #record.moves) do
    if game.to_move(st) == 1 then
      bot.choose(game, game.copy(st), clock.new(math.huge), rng.new(ply))
      total = total + bot.last.nodes
    end
    local move, err = game.parse(st, record.moves[ply])
    if move == nil then error(path .. ":" .. record.line .. ": ply " .. ply .. ": " .. tostring(err), 0) end
    game.play(st, move)
    bot.observe(st)
  end
  io.stderr:write(string.format("\r%d/%d games", i, #records))
end
io.stderr:write("\n")
print(string.format("%s depth %d [%s] along %d games: %d nodes %.2f s", name, depth, options, #records, total,
  clock.now() - began))

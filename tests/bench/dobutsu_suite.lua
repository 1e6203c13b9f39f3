-- Answers each position of a suite (dobutsu_suite.py make) with alphabeta: a fresh game for
-- each, the given milliseconds a move, and bot options as alphabeta takes them.
--
--   build/houserules run tests/bench/dobutsu_suite.lua suite.txt 100 "lmr=2,rfp=40" > answers.txt
--
-- Prints each position, the move chosen, the depth and the value, tab-separated
-- (dobutsu_suite.py score reads them), and a progress line on stderr.
local path, ms, options = arg[1], tonumber(arg[2]), arg[3] or ""
if not (path and ms) then
  error('usage: houserules run tests/bench/dobutsu_suite.lua SUITE MS ["K=V,K=V"]', 0)
end
local rules = require "hr.rules"
local clock = require "hr.clock"
local rng = require "hr.rng"
local bot = require "bots.alphabeta"

local game = rules.load("dobutsu", {})
local o = {}
for k, v in options:gmatch("([%w_]+)=([%w%.%-]+)") do o[k] = v end

local file = assert(io.open(path))
local positions = {}
for line in file:lines() do positions[#positions + 1] = line:match("^([^\t]+)") end
file:close()

for i, text in ipairs(positions) do
  local start = game.read_position(text)
  if not start then error(path .. ":" .. i .. ": not a position: " .. text, 0) end
  -- the first game warms the compiled code as a match's first game does; the rest reuse it
  o.warmup = i == 1 and (o.warmup or "300") or "0"
  bot.new_game(game, game.to_move(start), o, start)
  local move = bot.choose(game, game.copy(start), clock.new(ms / 1000), rng.new(i))
  io.write(text, "\t", game.notate(start, move), "\t", bot.last.depth, "\t", bot.last.value, "\n")
  io.stderr:write(string.format("\r%d/%d", i, #positions))
end
io.stderr:write("\n")

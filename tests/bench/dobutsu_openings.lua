-- Random openings of Dobutsu: COUNT different positions, each N random plies from the start
-- (a game that ends in them is dropped), one position text a line.
--
--   build/houserules run tests/bench/dobutsu_openings.lua 6 3000 5 > openings.txt
--   python3 tests/bench/dobutsu_suite.py draws DOBUTSU TABLEBASE openings.txt > draws.txt
--
-- `draws` keeps those the solved game calls a draw: from them neither side can force a
-- win, so a game's result says who played better, where most random openings are a win
-- for one side that both engines convert (see README.md).
local plies, count, seed = tonumber(arg[1]), tonumber(arg[2]), tonumber(arg[3] or "1")
if not (plies and count) then error("usage: houserules run tests/bench/dobutsu_openings.lua PLIES COUNT [SEED]", 0) end
local rules = require "hr.rules"
local session = require "hr.session"
local rng = require("hr.rng").new(seed)
local game = rules.load("dobutsu", {})
local seen, made, tries = {}, 0, 0
while made < count do
  tries = tries + 1
  if tries > 100 * count then error("only " .. made .. " different openings of " .. plies .. " plies found", 0) end
  local st = session.new(game, {}).state
  local ended = false
  for _ = 1, plies do
    local list, n = game.moves(st)
    if n == 0 or game.result(st) then
      ended = true
      break
    end
    game.play(st, list[rng:int(n)])
  end
  if not ended and not game.result(st) then
    local text = game.write_position(st)
    if not seen[text] then
      seen[text], made = true, made + 1
      print(text)
    end
  end
end

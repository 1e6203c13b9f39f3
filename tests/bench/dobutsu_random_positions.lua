-- Dobutsu positions from games of random moves (each once), as the game writes them:
--   houserules run tests/bench/dobutsu_random_positions.lua SEED GAMES > positions.txt
local rules = require "hr.rules"
local session = require "hr.session"
local rng = require("hr.rng").new(tonumber(arg[1]) or 1)
local game = rules.load("dobutsu")
local seen = {}
for g = 1, tonumber(arg[2]) or 200 do
  local s = session.new(game, { options = { repetition = 0, max_plies = 0 } })
  local plies = 0
  while not game.result(s.state) and plies < 120 do
    local list, n = game.moves(s.state)
    game.play(s.state, list[rng:int(n)])
    plies = plies + 1
    if not game.result(s.state) then
      local p = game.write_position(s.state)
      if not seen[p] then seen[p] = true print(p) end
    end
  end
end

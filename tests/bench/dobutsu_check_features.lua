-- Prints Dobutsu positions of random games with evaluate.lua's score for the side to move,
-- one "POSITION TEXT<TAB>SCORE" a line, for dobutsu_net.py --check, which computes the
-- same scores from its own copy of the features and network_weights.lua (so that a fit fits
-- what the game uses).
--
--   build/houserules run tests/bench/dobutsu_check_features.lua > scores.txt
--   python3 tests/bench/dobutsu_net.py --check scores.txt
local rules = require "hr.rules"
local session = require "hr.session"
local rng = require("hr.rng").new(tonumber(arg[1]) or 3)
local game = rules.load("dobutsu", {})
for _ = 1, 30 do
  local st = session.new(game, {}).state
  for _ = 1, 40 do
    local list, n = game.moves(st)
    if n == 0 or game.result(st) then break end
    print(game.write_position(st) .. "\t" .. game.evaluate(st, st.side))
    game.play(st, list[rng:int(n)])
  end
end

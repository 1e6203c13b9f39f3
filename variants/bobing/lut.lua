---House rule "lut": each player's standing 1st-prize roll is replaced by their next
---1st-prize roll, even a lower one. The 1st prize goes to the best standing roll, the
---later one on a tie.
local util = require "hr.util"

return function(game)
  local rules = util.deep_copy(game.rules)
  rules.lut = true
  return game.build(rules)
end

---House rule "last spin": once every gift is claimed, each player rolls once more and
---may take the 1st prize with a better 1st-prize roll.
local util = require "hr.util"

return function(game)
  local rules = util.deep_copy(game.rules)
  rules.last_spin = true
  return game.build(rules)
end

---House rule "short jumps": a jump goes only over an adjacent piece, to the cell just
---beyond it (the classic Chinese checkers jump); no long jumps over empty cells.
local util = require "hr.util"

return function(game)
  local rules = util.deep_copy(game.rules)
  rules.long_jumps = false
  return game.build(rules)
end

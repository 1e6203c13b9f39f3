---House rule "no try": a lion that reaches the far row does not win by getting there;
---only checkmate (or leaving the other player without a legal move) wins. Many families
---teach the game this way first: the lion has to be caught.
---
---A Dobutsu house rule changes the rules as data and builds the game again.
local util = require "hr.util"

return function(game)
  local rules = util.deep_copy(game.rules)
  rules.try = false
  return game.build(rules)
end

---House rule "Sensei's Path": play with the sixteen cards of the expansion instead of the
---base game's. The cards are text files beside this script (sensei_path/).
local util = require "hr.util"

return function(game)
  local rules = util.deep_copy(game.rules)
  rules.cards = "variants:onitama/sensei_path/"
  rules.cards_shown = "variants/onitama/sensei_path/"
  return game.build(rules)
end

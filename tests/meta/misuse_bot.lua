-- A bot that misuses the host API on purpose: with the definitions (scripts/meta/), an
-- editor running lua-language-server marks each line that ends in "want: CODE", and
-- nothing else (tests/meta/luals_check.lua).
local board = require "hr.board"
local util = require "hr.util"

---@type Bot
local bot = {}

function bot.choose(game, view, clock, rng)
  local moves, n = game.moves(view)
  local pick = rng:int("six") -- want: param-type-mismatch
  if clock:remainin() < 0.01 then return moves[1] end -- want: undefined-field
  local b = board.new(3, 4)
  local name = b:square(1, "zz") -- want: param-type-mismatch
  local words = util.trim(42) -- want: param-type-mismatch
  if pick > 3 and name and words then return moves[rng:int(n)] end
  return moves[rng:int(n)]
end

return bot

---A bot that never answers (tests/lua/analysis_test.lua): the analysis's hang limit ends it.
local bot = {}

bot.info = { name = "hang", help = "loops for ever on its first move" }

function bot.choose()
  local n = 0
  while true do n = n + 1 end
end

return bot

---A bot that counts what it hears (tests/lua/analysis_test.lua): at its second move it
---stops the game with an error that says whether it was given the start and how many moves
---it heard, the only way out of its process.
local bot = {}

bot.info = { name = "listener", help = "says by an error, at its second move, what it heard" }

local seat, start, heard, asked

function bot.new_game(_, my_seat, _, start_view)
  seat, start, heard, asked = my_seat, start_view ~= nil, 0, 0
end

function bot.observe() heard = heard + 1 end

function bot.choose(game, view)
  asked = asked + 1
  if asked == 2 then error(string.format("seat %d: start %s, %d moves heard", seat, tostring(start), heard), 0) end
  return (game.moves(view))[1]
end

return bot

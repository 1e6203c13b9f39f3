-- Under a game clock without an increment: spends its whole bank and a little more on its
-- first move (within the referee's margin, so it is not yet lost), then never answers.
-- With its bank at zero the next move must still have a limit.
local moves_played = 0
return {
  choose = function(game, view, clock)
    moves_played = moves_played + 1
    if moves_played == 1 then
      local until_ = clock:deadline() + 0.02
      while require("hr.clock").now() < until_ do end
      return game.moves(view)[1]
    end
    local x = 0
    while true do x = x + 1 end
  end,
}

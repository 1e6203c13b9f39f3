-- Says what its new_game was given as the start (the test reads it from the reason it
-- loses for): the seat's view of the game's start, in a match.
return {
  new_game = function(game, _, _, start)
    local what = type(start)
    if start ~= nil then what = what .. ", " .. game.to_move(start) .. " to move" end
    error("start view: " .. what, 0)
  end,
  choose = function(game, view) return game.moves(view)[1] end,
}

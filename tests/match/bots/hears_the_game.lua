-- Hears every move through observe, as observer.lua does, but may be seated in the middle
-- of a game (the REPL's :seat, :undo, :reload), where it hears the game from its start
-- before its first move: it checks that it heard as many moves as the turn order says
-- (two seats taking turns: an even number before the first seat's move, an odd one
-- before the second's) and at least one before the second seat's. Its move is the first
-- legal one.
local heard, seat = 0, nil
return {
  new_game = function(_, my_seat) seat = my_seat end,
  observe = function(view, last_move)
    assert(type(last_move) == "string" and view ~= nil, "observe(view, move text)")
    heard = heard + 1
  end,
  choose = function(game, view)
    if heard % 2 ~= seat - 1 then error("heard " .. heard .. " moves before a move of seat " .. seat) end
    return game.moves(view)[1]
  end,
}

-- Plays the first legal move and reports what its clock said: the increment as the score
-- (-1 when the move has a time of its own) and the limit in milliseconds as the nodes.
return {
  choose = function(game, view, clock)
    local increment = clock:increment()
    return game.moves(view)[1], { score = increment or -1, nodes = math.floor(clock:limit() * 1000 + 0.5) }
  end,
}

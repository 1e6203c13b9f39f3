-- A bot required by name (bots.counts_games, from tests/match) that counts the games it
-- started twice: in its module (reported as its "score") and in a global of its Lua state
-- (as its "nodes"); it plays the module's count-th legal move. A process kept from game
-- to game loads the module afresh (the first count is always 1) and keeps the state (the
-- second counts the process's games).
local games = 0

return {
  new_game = function()
    games = games + 1
    games_in_this_state = (games_in_this_state or 0) + 1 -- luacheck: ignore 111 113 (the point)
  end,
  choose = function(game, view)
    local moves = game.moves(view)
    return moves[(games - 1) % #moves + 1], { score = games, nodes = games_in_this_state } -- luacheck: ignore 113
  end,
}

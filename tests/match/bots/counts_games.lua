-- A trusted bot (it gets ffi), required by name (bots.counts_games, from tests/match), that
-- counts in its module the games it started and reports, with each move, the count (as
-- its "score") and the id of its process (as its "nodes"); it plays the count-th legal move.
-- A process kept from game to game must load its module afresh: the count is always 1.
local ffi = require "ffi"
ffi.cdef "int getpid(void);"

local games = 0

return {
  new_game = function() games = games + 1 end,
  choose = function(game, view)
    local moves = game.moves(view)
    return moves[(games - 1) % #moves + 1], { score = games, nodes = ffi.C.getpid() }
  end,
}

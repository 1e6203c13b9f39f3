-- A trusted bot (--trust gives it ffi) whose finalizer loops when its state is closed, after
-- the game, where no hook runs. In a match its process is killed after the game instead.
local ffi = require "ffi"
local keep = ffi.gc(ffi.new("int[1]"), function() while true do end end)
return {
  choose = function(game, view)
    assert(keep)
    return game.moves(view)[1]
  end,
}

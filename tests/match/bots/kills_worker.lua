-- A trusted bot (it gets ffi) that sets up its pieces, then kills the process that asks it
-- for moves (in a match, the worker) on its second move: the parent must still write the
-- game's record, set-ups included, from what the worker told it.
local ffi = require "ffi"
ffi.cdef "int getppid(void); int kill(int pid, int sig);"
local moves, seat = 0, 1
return {
  new_game = function(_, my_seat) seat = my_seat end,
  place = function()
    return seat == 1 and "F 1 1\nB 2 1\nB 1 2\nR 5 2" or "F 1 10\nB 2 10\nB 1 9\nR 5 9"
  end,
  choose = function(game, view)
    moves = moves + 1
    if moves == 2 then ffi.C.kill(ffi.C.getppid(), 9) end
    return game.moves(view)[1]
  end,
}

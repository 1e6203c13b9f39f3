-- A trusted bot (it gets ffi) that plays the first legal move and reports, as its "score",
-- the id of the process it runs in: in a match each bot has a process of its own.
local ffi = require "ffi"
ffi.cdef "int getpid(void);"
return {
  choose = function(game, view) return game.moves(view)[1], { score = ffi.C.getpid() } end,
}

-- Plays the first legal move and says something about its "search" beside it, as its
-- option `report` names: the record must keep what is sound and ignore the rest, whatever
-- the value is.
local reports = {
  good = function() return { depth = 3, nodes = 12345, score = -7.5 } end,
  -- reading these must not run the bot's code nor take what is not a finite number
  hostile = function()
    return setmetatable({}, { __index = function() error("read me and fail") end })
  end,
  odd = function() return { depth = "3", nodes = 0 / 0, score = math.huge } end,
  number = function() return 42 end,
  -- finite, but no depth or node count: a record that kept them could not be read back
  unreadable = function() return { depth = 2.5, nodes = -1, score = 3 } end,
  huge = function() return { depth = 2 ^ 40, nodes = 2 ^ 60, score = -1e300 } end,
}
local report
return {
  info = { name = "reports", options = { { name = "report", default = "good" } } },
  new_game = function(_, _, options) report = reports[options.report] end,
  choose = function(game, view) return game.moves(view)[1], report() end,
}

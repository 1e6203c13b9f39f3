-- A bot that sets up its own pieces (RPS's `place` hook) as its option `how` says, then
-- plays the first legal move. Every way of misusing the hook must cost only its game.
local LAYOUT = "F 1 1\nB 2 1\nB 1 2\nJ 3 1 B\nR 4 1\nS 5 1\nP 6 1"
local seat
local hows = {
  good = function() return LAYOUT end,
  -- the view must hold none of the rival's pieces: the set-ups are chosen together
  peeks = function(view)
    for c = 1, view.cells do
      if view.owner[c] ~= 0 and view.owner[c] ~= seat then error("saw a rival piece at " .. c) end
    end
    if seat == 2 then return (LAYOUT:gsub("(%u) (%d+) (%d+)", function(t, x, y) return t .. " " .. x .. " " .. (11 - y) end)) end
    return LAYOUT
  end,
  raises = function() error("no set-up today") end,
  bad_line = function() return "F 1 1\nQ 2 2" end,
  no_flag = function() return "R 1 1" end,
  table = function() return { "F 1 1" } end,
  nothing = function() return nil end,
  loops = function() while true do end end,
  huge = function() return string.rep("R 1 1\n", 2 ^ 20) end,
}

return {
  info = { name = "placer", options = { { name = "how", default = "good" } } },
  new_game = function(_, my_seat, options) seat, hows.chosen = my_seat, hows[options.how] end,
  place = function(view, rng, clock)
    assert(rng and clock, "place(view, rng, clock)")
    return hows.chosen(view)
  end,
  choose = function(game, view) return game.moves(view)[1] end,
}

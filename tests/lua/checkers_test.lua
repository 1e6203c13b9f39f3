local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local game = rules.load("checkers")
local short = rules.load("checkers", { "short_jumps" })

-- A position from eight rows (top first) and the player to move.
local function at(rows, side, ply, g)
  local st, why = (g or game).read_position(rows .. " " .. (side or "blue") .. " " .. (ply or 0))
  assert(st, why)
  return st
end

-- A position from the cells of each player's pieces.
local function place(blue, red, side, ply, g)
  local rows = {}
  for r = 1, 8 do
    local row = {}
    for c = 1, 8 do row[c] = "." end
    rows[r] = row
  end
  for _, cell in ipairs(blue) do rows[math.floor(cell / 10)][cell % 10] = "#" end
  for _, cell in ipairs(red) do rows[math.floor(cell / 10)][cell % 10] = "O" end
  for r = 1, 8 do rows[r] = table.concat(rows[r]) end
  return at(table.concat(rows, "/"), side, ply, g)
end

local function texts(st, g)
  local out = {}
  local list, n = (g or game).moves(st)
  for i = 1, n do out[i] = (g or game).notate(st, list[i]) end
  table.sort(out)
  return out
end

local function from_cell(st, cell, g)
  local out = {}
  for _, m in ipairs(texts(st, g)) do
    if m:sub(1, 2) == tostring(cell) then out[#out + 1] = m:sub(3) end
  end
  return table.concat(out, " ")
end

local function play(st, text)
  local m, why = game.parse(st, text)
  assert(m, why)
  game.play(st, m)
  return st
end

t.test("the start: blue in the top left, red in the bottom right, blue's 16 moves", function()
  local st = game.setup()
  for _, cell in ipairs({ 11, 12, 13, 21, 22, 31 }) do t.eq(st[cell], 1, "blue at " .. cell) end
  for _, cell in ipairs({ 88, 87, 86, 78, 77, 68 }) do t.eq(st[cell], 2, "red at " .. cell) end
  t.eq(game.to_move(st), 1)
  t.eq(texts(st), { "1133", "1214", "1223", "1232", "1314", "1323", "1324", "2123", "2132", "2141",
    "2223", "2232", "2233", "3132", "3141", "3142" })
  t.contains(game.show(st), "  1 2 3 4 5 6 7 8\n1 # # # . . . . .\n2 # # . . . . . .\n", "8 . . . . . O O O")
end)

t.test("the view is the course's 89-integer board: 1 blue, 2 red, 0 empty, -1 not a cell", function()
  local view = game.view(game.setup(), 1)
  t.eq(view[0], -1)
  t.eq(view[10], -1)
  t.eq(view[19], -1)
  t.eq(view[80], -1)
  t.eq(view[11], 1)
  t.eq(view[88], 2)
  t.eq(view[44], 0)
  local cells = 0
  for i = 0, 88 do
    t.truthy(view[i] == -1 or view[i] == 0 or view[i] == 1 or view[i] == 2, "index " .. i)
    if view[i] ~= -1 then cells = cells + 1 end
  end
  t.eq(cells, 64)
end)

t.test("a long jump has as many empty cells after the jumped piece as before it", function()
  -- blue 41 and a red piece at 44: two empty cells before it, so it lands on 47
  local far_blue, far_red = { 81, 82, 83, 84, 85 }, { 18, 17, 28, 27, 38 }
  local st = place({ 41, unpack(far_blue) }, { 44, unpack(far_red) })
  t.eq(from_cell(st, 41), "31 32 42 47 51 52")
  -- with 46 taken the landing is not clear: no jump
  st = place({ 41, unpack(far_blue) }, { 44, 46, 18, 17, 28, 27 })
  t.eq(from_cell(st, 41), "31 32 42 51 52")
  -- diagonally: 11 over 33 lands on 55 (and no jump from there comes back to 11)
  st = place({ 11, unpack(far_blue) }, { 33, unpack(far_red) })
  t.eq(from_cell(st, 11), "12 21 22 55")
  -- short jumps only: the long jump is gone, the jump over an adjacent piece stays
  st = place({ 41, unpack(far_blue) }, { 44, unpack(far_red) }, "blue", 0, short)
  t.eq(from_cell(st, 41, short), "31 32 42 51 52")
  st = place({ 41, unpack(far_blue) }, { 42, unpack(far_red) }, "blue", 0, short)
  t.eq(from_cell(st, 41, short), "31 32 43 51 52")
end)

t.test("a chain turns at each landing, never lands twice nor where it started", function()
  -- 11 over 21 to 31, over 32 to 33, over 23 to 13; from 13 the jump back over 23 lands
  -- on 33 again, and nothing comes back to 11
  local st = place({ 11, 81, 82, 83, 84, 85 }, { 21, 32, 23, 78, 87, 88 })
  t.eq(from_cell(st, 11), "12 13 22 31 33")
end)

t.test("a jumping piece has left its cell: a later jump may pass over it", function()
  -- 44 over 33 to 22, over 32 to 42, then along row 4 over the empty 43 and 44 and the
  -- piece on 45 to 48: only if 44 is empty while the piece jumps
  local st = place({ 44, 81, 82, 83, 84, 85 }, { 33, 32, 45, 18, 17, 28 })
  t.truthy(from_cell(st, 44):find("48"), "4448 is legal: " .. from_cell(st, 44))
end)

t.test("a win: right after moving, the other camp is full and holds one of the mover's", function()
  -- red's camp holds three red pieces and two blue ones; blue fills the last cell
  local st = place({ 87, 88, 57, 51, 52, 53 }, { 77, 78, 86, 12, 21, 23 })
  t.eq(game.result(st), nil)
  play(st, "5768")
  local r = game.result(st)
  t.eq(r.scores, { 1, 0 })
  t.contains(r.reason, "blue filled red's camp")
  t.eq(texts(st), {})
end)

t.test("a camp filled by the owner's own move is not yet a win for the other", function()
  -- red moves its own piece into red's camp, filling it with blue pieces in it: no win,
  -- since red moved; blue's next move (anywhere) wins
  local st = place({ 77, 78, 55, 51, 52, 53 }, { 67, 86, 87, 88, 12, 21 }, "red", 1)
  play(st, "6768")
  t.eq(game.result(st), nil)
  play(st, "5556")
  t.eq(game.result(st).scores, { 1, 0 })
  -- a camp full of the owner's own pieces is no win for anyone (the start)
  t.eq(game.result(game.setup()), nil)
end)

t.test("a draw when each player has moved 100 times", function()
  local st = at("###...../##....../#......./8/8/7O/6OO/5OOO", "red", 199)
  t.eq(game.result(st), nil)
  play(st, "6867")
  t.eq(game.result(st).scores, { 0.5, 0.5 })
  t.contains(game.result(st).reason, "100 times")
  t.eq(texts(st), {})
end)

t.test("a line is judged in the course's order", function()
  local st = game.setup()
  local cases = {
    { "21a1", "format" }, { "216", "format" }, { "21610", "format" }, { "0161", "format" }, { "-2161", "format" },
    { "2191", "board" }, { "2090", "board" }, { "4151", "start" }, { "8877", "start" }, { "2122", "ending" },
    { "2161", "rule" }, { "3151", "rule" }, { "pass", "rule" },
  }
  for _, c in ipairs(cases) do
    local m, why = game.judge(st, c[1])
    t.eq(m, nil, c[1])
    t.eq(why, c[2], c[1])
  end
  t.eq(game.judge(st, " 3141 "), 3141)
  local m, why = game.parse(st, "2161")
  t.eq(m, nil)
  t.contains(why, "cannot be reached")
end)

t.test("position text: read back, and each mistake said", function()
  local st = play(game.setup(), "2233")
  t.eq(game.write_position(st), "###...../#......./#.#...../......../......../.......O/......OO/.....OOO red 1")
  t.eq(game.read_position("###5/##6/#7/8/8/7O/6OO/5OOO blue").key, game.setup().key)
  local bad = {
    { "###5/##6/#7/8/8/7O/6OO blue", "8 rows" },
    { "###5/##6/#7/8/8/7O/6OO/5OOX blue", "'X'" },
    { "###5/##6/#7/8/8/7O/6OO/5OOOO blue", "9 cells" },
    { "###5/##6/#7/8/8/7O/6OO/5OOO green", "'green'" },
    { "###5/##6/#7/8/8/7O/6OO/5OOO blue 1", "red to move" },
    { "###5/##6/8/8/8/7O/6OO/5OOO blue", "blue has 5 pieces" },
    { "###5/##6/#7/8/8/7O/6OO/5OOO blue 201", "after 200 moves" },
  }
  for _, b in ipairs(bad) do
    local got, why = game.read_position(b[1])
    t.eq(got, nil, b[1])
    t.contains(why, b[2])
  end
end)

t.run()

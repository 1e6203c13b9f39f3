local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local util = require "hr.util"

t.test("show writes a value inline, the array first, then the keys sorted", function()
  t.eq(util.show({ 1, "a", x = true, [10] = 2 }), '{ 1, "a", [10] = 2, x = true }')
  t.eq(util.show({ { { { { 1 } } } } }), "{ { { { {...} } } } }", "four levels, then {...}")
end)

t.test("show_block keeps a small value on one line and breaks a big table a field a line", function()
  t.eq(util.show_block({ 1, 2, a = "x" }), '{ 1, 2, a = "x" }')
  local big = { name = string.rep("n", 30), board = {}, hand = { 0, 0 } }
  for i = 1, 40 do big.board[i] = i end
  local text = util.show_block(big, 60)
  t.eq(text, table.concat({
    "{",
    "  board = {",
    "    1,", "    2,", "    3,", "    4,", "    5,", "    6,", "    7,", "    8,", "    9,", "    10,",
    "    11,", "    12,", "    13,", "    14,", "    15,", "    16,", "    17,", "    18,", "    19,", "    20,",
    "    21,", "    22,", "    23,", "    24,", "    25,", "    26,", "    27,", "    28,", "    29,", "    30,",
    "    31,", "    32,", "    33,", "    34,", "    35,", "    36,", "    37,", "    38,", "    39,", "    40,",
    "  },",
    "  hand = { 0, 0 },",
    '  name = "' .. string.rep("n", 30) .. '",',
    "}",
  }, "\n"))
  for line in text:gmatch("[^\n]+") do t.truthy(#line <= 60, "a line within the width: " .. line) end
end)

t.test("the REPL's =session is a field a line, no line over 100 columns but a long string's", function()
  local session = require "hr.session"
  local rules = require "hr.rules"
  local s = session.new(rules.load("dobutsu"), {})
  local text = util.show_block(s)
  local lines = 0
  for line in text:gmatch("[^\n]+") do
    lines = lines + 1
    t.truthy(#line <= 100 or line:find('"'), "a line within 100 columns: " .. line)
  end
  t.truthy(lines > 20, "many short lines, not one huge one")
end)

return t.run()

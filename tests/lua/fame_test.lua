local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local fame = require "hr.fame"
local files = require "hr.files"

local path = "test/fame_test.txt"
files.write("user:" .. path, "")

t.test("results rank by the number, the earlier first on a tie, ten at most", function()
  files.write("user:" .. path, "")
  local f = fame.open(path, { "name" })
  t.eq(f:add({ score = 9, name = "a" }), 1)
  t.eq(f:add({ score = 5, name = "b" }), 1)
  t.eq(f:add({ score = 9, name = "c" }), 3) -- after the earlier 9
  for i = 1, 7 do f:add({ score = 20 + i, name = "x" .. i }) end
  t.eq(#f.entries, 10)
  t.eq(f:add({ score = 40, name = "late" }), nil)
  t.eq(f:add({ score = 1, name = "best" }), 1)
  t.eq(#f.entries, 10)
  t.eq(f.entries[10].name, "x6")
end)

t.test("with a player field each player holds one place, with their best result", function()
  files.write("user:" .. path, "")
  local f = fame.open(path, { "name" }, 10, "name")
  t.eq(f:add({ score = 4, name = "Ann" }), 1)
  t.eq(f:add({ score = 6, name = "Bob" }), 2)
  -- Ann's worse or equal win keeps her place: nil, and the place she holds
  t.eq({ f:add({ score = 5, name = "ann" }) }, { nil, 1 })
  t.eq({ f:add({ score = 4, name = "Ann" }) }, { nil, 1 })
  t.eq(#f.entries, 2)
  -- Bob's better win moves him up, and his old entry goes
  t.eq(f:place_of({ name = "BOB" }), 2)
  t.eq(f:add({ score = 3, name = "Bob" }), 1)
  t.eq(#f.entries, 2)
  t.eq(f.entries[2].name, "Ann")
  t.eq(f:place_of({ name = "Cy" }), nil)
  -- a file from before (one player in two places) keeps each player's best
  files.write("user:" .. path, "2\tAnn\n3\tAnn\n5\tBob\n")
  local old = fame.open(path, { "name" }, 10, "name")
  t.eq(old.entries, { { score = 2, name = "Ann" }, { score = 5, name = "Bob" } })
  -- without a player field, results rank as before
  t.eq(#fame.open(path, { "name" }).entries, 3)
end)

t.test("it is saved and read back, tabs and all", function()
  files.write("user:" .. path, "")
  local f = fame.open(path, { "name", "colour" })
  f:add({ score = 3, name = "Ann Lee", colour = "red" })
  f:add({ score = 4, name = "tab\there", colour = "blue" })
  t.eq(f:save(), true)
  local again = fame.open(path, { "name", "colour" })
  t.eq(again.entries,
    { { score = 3, name = "Ann Lee", colour = "red" }, { score = 4, name = "tab here", colour = "blue" } })
end)

t.test("a damaged file is kept aside and a new one begins", function()
  files.write("user:" .. path, "3\tok\nnot a line\n")
  local f, warning = fame.open(path, { "name" })
  t.eq(#f.entries, 0)
  t.contains(warning, "was damaged (line 2: expected 2 fields separated by tabs (a whole number, then name))",
    "it is kept as test/fame_test.damaged")
  local kept = warning:match("kept as (%S+)")
  t.eq(files.read("user:" .. kept), "3\tok\nnot a line\n")
  -- a new file begins at once, so the next start finds nothing to keep aside
  t.eq(files.read("user:" .. path), "# House Rules Hall of Fame: number, name\n")
  local again, none = fame.open(path, { "name" })
  t.eq(none, nil)
  t.eq(#again.entries, 0)
  -- a second damaged file gets a name of its own
  files.write("user:" .. path, "x\n")
  local _, second = fame.open(path, { "name" })
  t.truthy(second:match("kept as (%S+)") ~= kept, "another name")
end)

return t.run()

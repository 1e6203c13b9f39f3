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

t.test("it is saved and read back, tabs and all", function()
  files.write("user:" .. path, "")
  local f = fame.open(path, { "name", "colour" })
  f:add({ score = 3, name = "Ann Lee", colour = "red" })
  f:add({ score = 4, name = "tab\there", colour = "blue" })
  t.eq(f:save(), true)
  local again = fame.open(path, { "name", "colour" })
  t.eq(again.entries, { { score = 3, name = "Ann Lee", colour = "red" }, { score = 4, name = "tab here", colour = "blue" } })
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

local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rng = require "hr.rng"

t.test("the same seed gives the same dice", function()
  t.eq(rng.new(42):roll(12, 6), { 1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2 })
  local a, b = rng.new(7), rng.new(7)
  for _ = 1, 100 do t.eq(a:int(1000), b:int(1000)) end
  t.eq(rng.new("42"):roll(3, 6), rng.new(42):roll(3, 6))
end)

t.test("int ranges are inclusive", function()
  local r = rng.new(1)
  local seen = {}
  for _ = 1, 600 do
    local v = r:int(6)
    t.truthy(v >= 1 and v <= 6 and v % 1 == 0)
    seen[v] = true
  end
  t.eq(#seen, 6)
  for _ = 1, 100 do
    local v = r:int(-3, 3)
    t.truthy(v >= -3 and v <= 3)
  end
  t.raises(function() r:int(0) end, "bad argument #1")
  t.raises(function() r:int(1.5) end, "whole number")
end)

t.test("shuffle, pick and float", function()
  local r = rng.new(3)
  local list = { 1, 2, 3, 4, 5, 6, 7, 8 }
  r:shuffle(list)
  table.sort(list)
  t.eq(list, { 1, 2, 3, 4, 5, 6, 7, 8 })
  t.eq(r:pick({}), nil)
  t.eq(r:pick({ "only" }), "only")
  local x = r:float()
  t.truthy(x >= 0 and x < 1)
end)

t.test("state, copy and split", function()
  local r = rng.new(9)
  r:int(10)
  local saved = r:state()
  t.eq(#saved, 64)
  local copy = r:copy()
  local next_value = r:int(1000000)
  t.eq(copy:int(1000000), next_value)
  local other = rng.new(0)
  other:set_state(saved)
  t.eq(other:int(1000000), next_value)
  t.raises(function() other:set_state("nope") end, "64 hex digits")
  local child = rng.new(9):split()
  t.eq(child:int(1000000), rng.new(9):split():int(1000000))
  t.contains(tostring(r), "rng(")
end)

t.test("seeds are checked", function()
  t.raises(function() rng.new(-1) end, "bad argument #1")
  t.raises(function() rng.new("12x") end, "decimal digits")
end)

return t.run()

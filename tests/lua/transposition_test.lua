local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local transposition = require "hr.transposition"

t.test("a position's entry is found again by its key, and a new one takes its slot", function()
  local tt = transposition.new(1000)
  t.eq(tt.size, 1009, "rounded up to a prime")
  t.eq(tt:get(42), nil)
  tt:put(42, 7.5, 13, 301)
  t.eq({ tt:get(42) }, { 7.5, 13, 301 })
  tt:put(42 + tt.size, -1, 2, 5) -- the same slot: the newest stays
  t.eq(tt:get(42), nil, "a collision is not a hit")
  t.eq({ tt:get(42 + tt.size) }, { -1, 2, 5 })
  tt:clear()
  t.eq(tt:get(42 + tt.size), nil, "cleared")
end)

t.test("keys of any size and sign, and keys that are strings", function()
  local tt = transposition.new(97)
  local keys = { 0, -1, -12345, 2 ^ 52 - 1, 2 ^ 53 - 2, 2 ^ 40 + 3, 96, 97 }
  for i, key in ipairs(keys) do
    tt:put(key, i, i, i)
    t.eq(tt:get(key), i, "key " .. string.format("%.0f", key))
  end
  tt:put("a position", 1, 2, "move")
  t.eq({ tt:get("a position") }, { 1, 2, "move" })
  for i = 1, 200 do tt:put("p" .. i, i, i, i) end
  t.eq(tt:get("p200"), 200)
  t.truthy(tt.other_count <= tt.size, "string entries are bounded too")
end)

t.test("putting allocates nothing: the table does not grow or leave garbage as a search fills it", function()
  -- a table keyed by the position rehashed at every doubling and left megabytes to the
  -- collector when cleared; at 100 ms a move that pause overran moves
  local tt = transposition.new(50000)
  local function fill(from)
    for i = from, from + 199999 do
      local key = (i * 2654435761) % 4294967296 * 1024 + i
      tt:put(key, i * 0.5, i % 256, i % 100)
      tt:get(key - 1)
    end
  end
  fill(1) -- (compiling the loop allocates traces; the second pass measures the table alone)
  collectgarbage("collect")
  collectgarbage("stop")
  local before = collectgarbage("count")
  fill(200001)
  local grown = collectgarbage("count") - before
  collectgarbage("restart")
  -- a table keyed by the position grows by megabytes here (200000 new entries)
  t.truthy(grown < 256, string.format("%.1f KB allocated by 200000 puts", grown))
end)

t.test("bad sizes are the caller's error", function()
  t.raises(function() transposition.new(0) end, "entries must be a positive number")
  t.raises(function() transposition.new("big") end, "entries must be a positive number")
end)

t.run()

-- A very small test framework for the Lua-level tests:
--   local t = dofile(...)  -- or require through the runner
--   t.test("name", function() t.eq(1 + 1, 2) end)
--   return t.run()         -- the exit status
local util = require "hr.util"

local testing = { cases = {} }

function testing.test(name, fn) testing.cases[#testing.cases + 1] = { name = name, fn = fn } end

local function fail(message, level) error(message, (level or 1) + 2) end

function testing.eq(got, want, what)
  if not util.deep_equal(got, want) then
    fail((what and what .. ": " or "") .. "got " .. util.show(got) .. ", want " .. util.show(want))
  end
end

function testing.truthy(value, what)
  if not value then fail((what or "expected a true value") .. ", got " .. util.show(value)) end
end

-- Checks that fn raises an error whose text contains `pattern` (plain text).
function testing.raises(fn, pattern)
  local ok, err = pcall(fn)
  if ok then fail("expected an error containing '" .. pattern .. "', none was raised") end
  local text = tostring(err)
  if type(err) == "table" and err.user_error then text = err.user_error end
  if not text:find(pattern, 1, true) then fail("expected an error containing '" .. pattern .. "', got: " .. text) end
  return text
end

-- A check of time taken: `measure` returns ok, what. A busy machine can take the core away
-- in the middle of one measurement, so it is made up to `attempts` times and passes at the
-- first that holds; code that is really late fails every attempt.
function testing.timed(attempts, measure)
  local seen = {}
  for _ = 1, attempts do
    local ok, what = measure()
    if ok then return end
    seen[#seen + 1] = what
  end
  fail(table.concat(seen, "; "))
end

-- Checks the text contains every fragment.
function testing.contains(text, ...)
  for _, fragment in ipairs({ ... }) do
    if type(text) ~= "string" or not text:find(fragment, 1, true) then
      fail("expected text containing '" .. fragment .. "', got: " .. util.show(text))
    end
  end
end

-- The texts of the moves of `position` (a game's position text) that `game.forcing`
-- calls forcing, sorted.
function testing.forcing_moves(game, position)
  local st = assert(game.read_position(position))
  local out = {}
  local list, n = game.moves(st)
  for i = 1, n or #list do
    if game.forcing(st, list[i]) then out[#out + 1] = game.notate(st, list[i]) end
  end
  table.sort(out)
  return out
end

function testing.run()
  local failed = 0
  for _, case in ipairs(testing.cases) do
    local ok, err = xpcall(case.fn, debug.traceback)
    if ok then
      print("ok      " .. case.name)
    else
      failed = failed + 1
      print("FAILED  " .. case.name .. "\n" .. tostring(err))
    end
  end
  print(string.format("%d tests, %d failed", #testing.cases, failed))
  -- an error makes `houserules run` exit non-zero, which is what ctest reads (the chunk's
  -- return value is not an exit status: returning 1 left failed tests green)
  if failed > 0 then error(string.format("%d of %d tests failed", failed, #testing.cases), 0) end
  return 0
end

return testing

local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local time_manager = require "hr.time_manager"
local clock = require "hr.clock"
local now = clock.now

-- A clock that says `seconds` remain, as the host's does for a move.
local function clock_of(seconds) return { remaining = function() return seconds end } end

t.test("the budget is a share of the move's time, less a safety, and never below a quarter of it", function()
  local timer = time_manager.new(clock_of(0.1))
  t.truthy(math.abs(timer.budget - (0.1 * 0.9 * 0.98 - 0.002)) < 1e-12, "0.1 s at use 0.9")
  t.truthy(math.abs(time_manager.new(clock_of(1), 0.5).budget - (0.5 * 0.98 - 0.002)) < 1e-12, "use 0.5")
  t.eq(time_manager.new(clock_of(0.002)).budget, 0.0005, "2 ms: a quarter")
  t.eq(time_manager.new(clock_of(math.huge)).budget, math.huge, "no limit")
  t.eq(time_manager.new(clock_of(math.huge)):expired(), false)
end)

t.test("under a game clock the bank is spread over the moves to come, plus the increment", function()
  -- (the first move of 4+0.1 took 2.0 s when the bank was read as the move's own time)
  local function budget_of(bank, increment)
    return time_manager.new(clock.new(bank, increment)).budget
  end
  local share = 4 / 20 + 0.1
  t.truthy(math.abs(budget_of(4, 0.1) - (share * 0.9 * 0.98 - 0.002)) < 1e-3,
    "4+0.1: " .. budget_of(4, 0.1))
  t.truthy(budget_of(60, 0) < 60 / 20, "60+0: " .. budget_of(60, 0))
  t.truthy(budget_of(1, 2) <= 0.5 * 0.9, "never more than half the bank: " .. budget_of(1, 2))
  local per_move = time_manager.move_time(clock.new(0.5))
  t.truthy(per_move > 0.49 and per_move <= 0.5, "a time per move is the move's own: " .. per_move)
  -- a bank that lasts: sixty moves of 4+0 that each use their whole budget
  local bank = 4
  for _ = 1, 60 do
    local used = math.min(bank, time_manager.new(clock.new(bank, 0)).budget)
    bank = bank - used
  end
  t.truthy(bank > 0.1, string.format("after 60 moves %.3f s of 4 are left", bank))
end)

-- Calls expired() as a search does at every node, each call costing `work` seconds of
-- busy time; returns how long past the deadline the first true came.
local function overrun(budget_seconds, work)
  local timer = time_manager.new(clock_of(budget_seconds))
  while not timer:expired() do
    local until_ = now() + work
    while now() < until_ do end
  end
  return now() - timer.deadline
end

t.test("expired() notices the deadline soon, for fast nodes and for slow ones", function()
  -- a fast game (a microsecond a node) and a slow one (half a millisecond a node): the
  -- clock is read by time (about every half millisecond), not after a fixed count of
  -- nodes (1024 nodes of half a millisecond would be half a second late). The bound
  -- leaves room for a busy machine.
  for _, work in ipairs({ 1e-6, 2e-5, 5e-4 }) do
    t.timed(3, function()
      local late = overrun(0.05, work)
      return late >= 0 and late < 0.01 + work, string.format("%.0f us a node: %.2f ms late", work * 1e6, late * 1e3)
    end)
  end
end)

t.test("a sudden slowdown shortens the interval between clock reads at once", function()
  -- Compiled code flushed or a collection can make nodes a hundred times slower from one
  -- moment to the next; halving the interval at each late read came late again and again.
  t.timed(3, function()
    local timer = time_manager.new(clock_of(10))
    local warm_until = now() + 0.02
    while now() < warm_until do timer:expired() end
    if timer.interval < 16 then return false, "fast nodes read the clock every " .. timer.interval end
    local work = 2e-4
    local reads = 0
    -- (the first read after the change still counts fast nodes: the second is all slow ones)
    while reads < 2 do
      local before = timer.countdown
      local until_ = now() + work
      while now() < until_ do end
      timer:expired()
      if before == 1 then reads = reads + 1 end
    end
    return timer.interval * work <= 0.002,
      string.format("after two late reads: every %d nodes of %.1f ms", timer.interval, work * 1e3)
  end)
end)

t.test("another iteration starts only under the soft limit", function()
  local timer = time_manager.new(clock_of(1))
  t.truthy(timer:another(), "early on")
  timer.start = now() - 0.4
  t.truthy(timer:another(), "0.4 s of a 0.88 s budget: under half")
  timer.start = now() - 0.5
  t.eq(timer:another(), false, "0.5 s: over half")
  t.eq(time_manager.new(clock_of(1), 0.9, 0.7).soft, 0.7)
end)

t.test("alphabeta keeps to its time: at 50 ms a move it answers within the referee's margin and uses its time",
  function()
  local rules, session, rng = require "hr.rules", require "hr.session", require "hr.rng"
  local game = rules.load("dobutsu")
  local s = session.new(game, {})
  local bot = require "bots.alphabeta"
  bot.new_game(game, 1, {})
  -- (the referee's margin is 50 ms more; a quiet machine answers within the 50)
  t.timed(3, function()
    local used = {}
    for i = 1, 6 do
      local start = now()
      bot.choose(game, game.copy(s.state), clock.new(0.05), rng.new(i))
      used[i] = now() - start
    end
    table.sort(used)
    return used[6] < 0.1 and used[4] > 0.015,
      string.format("the moves took %.1f ms (median) and %.1f ms (longest) of 50", used[4] * 1e3, used[6] * 1e3)
  end)
end)

t.run()

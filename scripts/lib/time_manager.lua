---The time of one move for a search bot (require "hr.time_manager"): how long it may
---think, when to stop at once, and whether another iteration of iterative deepening is
---worth starting. Shared by the search bots, so that each uses its time the same way.
---
---  * The budget is a share (`use`, default 0.9) of the move's clock, less a safety of
---    2 ms and 2%: the host stops a bot at its limit plus a margin, and a move that
---    overruns loses the game.
---  * Under a game clock (`clock:increment()` is a number) the move's limit is the whole
---    bank, which must last the game: the move's time is then the bank spread over the
---    moves still to come (`MOVES_LEFT`, 20: with the increment the bank never runs dry)
---    plus the increment, and never more than half the bank. (Given the bank as if it were
---    the move's own time, alphabeta spent 2.0 s of a 4 s bank on the first move.)
---  * `expired()` is called at every node. It reads the clock only every so many calls,
---    and that number adapts to the search's speed so that the clock is read about every
---    half millisecond: a slow game (a heavy evaluation) is checked as often, in time, as
---    a fast one. (A fixed count of 1024 nodes was 1 ms in Dobutsu and 20 ms elsewhere.)
---  * `another()` says whether to start the next iteration: while under the soft limit, a
---    share of the budget.
local now = require("hr.clock").now

local time_manager = {}

local Timer = {}
Timer.__index = Timer

local READ_EVERY = 0.0005 -- seconds between clock reads that the interval aims at
-- The moves a game clock's bank is spread over, however far the game has gone: each move
-- takes a twentieth of what is left (plus the increment), so the bank shrinks but never
-- empties. Dobutsu and Onitama games between bots last 10-40 moves a side.
local MOVES_LEFT = 20

---The seconds one move may take: the clock's remaining time, or under a game clock the
---move's share of the bank.
---@param clock Clock
---@return number
function time_manager.move_time(clock)
  local remaining = clock:remaining()
  local increment = clock.increment and clock:increment()
  if increment and remaining < math.huge then
    return math.min(remaining / MOVES_LEFT + increment, remaining / 2)
  end
  return remaining
end

---@param clock Clock  the move's clock (`remaining()` seconds; math.huge: no limit;
---                       `increment()` a number under a game clock)
---@param use? number     the share of the move's time it may use (default 0.9)
---@param soft? number    the share of the budget after which no iteration starts (default 0.5)
---@return table timer    fields start, budget (seconds) and deadline (when to stop)
function time_manager.new(clock, use, soft)
  local start = now()
  local remaining = time_manager.move_time(clock)
  local budget = math.huge
  if remaining < math.huge then
    budget = math.max(remaining * (use or 0.9) * 0.98 - 0.002, remaining * 0.25)
  end
  return setmetatable({
    start = start, budget = budget, deadline = start + budget,
    interval = 16, countdown = 16, last_read = start,
    soft = soft or 0.5,
  }, Timer)
end

---Whether the budget is spent: call it at every node (it reads the clock only now and then).
---@return boolean
function Timer:expired()
  local countdown = self.countdown - 1
  if countdown > 0 then
    self.countdown = countdown
    return false
  end
  local t = now()
  local gap, interval = t - self.last_read, self.interval
  if gap < READ_EVERY / 2 and interval < 4096 then
    interval = interval * 2
  elseif gap > READ_EVERY * 2 and interval > 1 then
    -- slower at once (compiled code flushed, a collection): as much shorter as the gap was
    -- longer, not half, or the next reads come late too
    interval = math.max(1, math.floor(interval * READ_EVERY / gap))
  end
  self.interval, self.countdown, self.last_read = interval, interval, t
  return t > self.deadline
end

---Whether to start another iteration: while under the soft limit (a share of the budget,
---`soft`, default 0.5). An iteration that the deadline cuts short still counts (its first
---move is the last best, searched first), but one that is started late rarely changes the
---move. (A rule that predicted each iteration's cost from the last ones, and started it
---only when it should finish, scored 34 of 83 against this plain limit at 100 ms a move in
---Dobutsu.)
---@return boolean
function Timer:another()
  return now() - self.start < self.budget * self.soft
end

---Seconds since the move began.
function Timer:elapsed() return now() - self.start end

return time_manager

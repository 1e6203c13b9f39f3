---@meta hr.clock

---## hr.clock
---
---A bot's `choose` receives a move's clock; the referee stops the bot at its limit plus a
---small margin whatever it does. Under a game clock (`--tc 60+0.5`) the limit is the seat's
---whole bank and `c:increment()` is the seconds added to it after the move (0.5); with a time
---per move, `c:increment()` is nil. `hr.time_manager` paces a game clock for the search bots.

---A move's clock (hr.clock).
---@class Clock
local c = {}

---@class hr.clock
local clock = {}

---Monotonic seconds.
---@return number
function clock.now() end

---Starts a clock: `limit` seconds (none: no limit), and under a game clock the seconds
---added after the move.
---@param limit? number
---@param increment? number
---@return Clock
function clock.new(limit, increment) end

---Seconds left (math.huge without a limit).
---@return number
function c:remaining() end

---Seconds since the clock started.
---@return number
function c:elapsed() end

---The limit in seconds (nil: none).
---@return number|nil
function c:limit() end


---When the time is up, in `clock.now()` seconds.
---@return number
function c:deadline() end

---Whether the time is up.
---@return boolean
function c:expired() end

---The seconds added to the bank after the move under a game clock; nil for a time per move.
---@return number|nil
function c:increment() end

return clock

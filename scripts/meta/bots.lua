---@meta hr.bots

---## hr.bots
---
---A bot in its own sandboxed state, with the same rules, asked for moves with a hard time
---limit: the same seat the referee uses (front ends and trusted scripts only). The Dobutsu
---front end uses it.

---A bot in its seat (hr.bots).
---@class BotSeat
local seat = {}

---@class hr.bots
local bots = {}

---Loads a bot (a name from `scripts/bots/` or a file path) in its own sandboxed state.
---@param spec {game: string, variants: string[]?, options: table<string, string>?, position: string?, bot: string, bot_options: table<string, string>?, seat: integer, seed: integer?, memory: integer?}
---@return BotSeat
function bots.new(spec) end

---The bot's move for `view` within `seconds` (plus `margin`), or nil and why: `"time"`,
---`"memory"`, `"error: file:line: ..."`.
---@param view any
---@param seconds number
---@param margin? number
---@return string|nil move
---@return string? why
function seat:choose(view, seconds, margin) end

return bots

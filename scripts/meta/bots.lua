---@meta hr.bots

---## hr.bots
---
---Any seat the command line takes (a bot's name or file, `c:FILE.c`, `uci:PATH`), in a
---process of its own as the referee seats it, asked for moves from the caller's position
---with a hard time limit (front ends and trusted scripts only). A seat that hangs or
---crashes costs its answer; the next call starts it again.

---A bot in its seat (hr.bots).
---@class BotSeat
local seat = {}

---@class hr.bots
local bots = {}

---Starts a seat: `bot` is a name from `scripts/bots/` (with options as NAME:K=V,K=V), a
---file path, `c:FILE.c` or `uci:PATH`; `memory` in MB; `start` the seconds it may take to
---start (10). Raises an error when it cannot start.
---@param spec {game: string, variants: string[]?, options: table<string, string>?, bot: string, bot_options: table<string, string>?, seat: integer, seed: integer?, memory: integer?, start: number?}
---@return BotSeat
function bots.new(spec) end

---What is wrong with a bot as the user named it (a name that no script folder holds, a
---path that is no file), in words that list the bots and the one meant; nil when it names
---a bot. A front end asks before it reads anything, so that the user's mistake ends it
---at once.
---@param bot string  as bots.new takes it
---@return string|nil why
function bots.check(bot) end

---The seat's move in the position `state` (the game's state, as the caller keeps it) within
---`seconds` (plus `margin`: past them its process is killed), or nil and why: `"time"`,
---`"memory"`, `"error: file:line: ..."`, `"crash: ..."`, `"illegal move: ..."`.
---@param state any
---@param seconds number
---@param margin? number
---@return string|nil move
---@return string? why
function seat:choose(state, seconds, margin) end

return bots

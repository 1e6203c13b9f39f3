---@meta hr.bots

---## hr.bots
---
---Any seat the command line takes (a bot's name or file, `c:FILE.c`, `uci:PATH`), in a
---process of its own as the referee seats it, asked for moves from the caller's position
---with a hard time limit (front ends and trusted scripts only; `analyze` seats its players
---here, so that they run confined). A seat that hangs or crashes costs its answer; the
---next call starts it again.

---A bot in its seat (hr.bots).
---@class BotSeat
local seat = {}

---@class hr.bots
local bots = {}

---Starts a seat: `bot` is a name from `scripts/bots/` (with options as NAME:K=V,K=V), a
---file path, `c:FILE.c` or `uci:PATH`; `memory` in MB; `start` the seconds it may take to
---start (10). `state` is the position the game starts from when it is not the rules' own
---start for `seed` (a set-up position); with `start_position` the bot's `new_game` is given
---its view of it, as a referee gives it (a search bot counts it for repetitions and may
---warm up on it). `ceiling`: the seconds a move with no limit (`choose(state, 0)`) may take
---before its process is killed as hung (none by default). Raises an error when it cannot
---start.
---@param spec {game: string, variants: string[]?, options: table<string, string>?, bot: string, bot_options: table<string, string>?, seat: integer, seed: integer?, memory: integer?, start: number?, state: any?, start_position: boolean?, ceiling: number?}
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

---Tells the seat the move that led to `state`, in the text its seat sees (a referee's
---`public_move`), as a referee tells every seat after every move; the bot's `observe` hook
---has `seconds` for it (1). True, or nil and why, as `choose` says.
---@param state any
---@param move string
---@param seconds? number
---@return true|nil heard
---@return string? why
function seat:observe(state, move, seconds) end

---Starts the seat's player again for another game from `state` with `seed`: in the same
---process when the last game left it fit to play on (the bot's own modules load afresh, so
---the game is played as by a new process), else in a new one. Raises an error when it
---cannot start, as bots.new does.
---@param seed integer
---@param state any
function seat:new_game(seed, state) end

return bots

---What the person at the REPL's prompt knows of a game that keeps secrets (one that hides
---something or rolls dice): a copy of what their seat sees (Session:seen_by), with the
---game's rules, as the prompt's `session`. The game itself lives in a Lua state of its own,
---which nothing typed at the prompt reaches (repl/repl.cpp, refresh_globals).
local rules = require "hr.rules"

local seat_session = {}

---@class SeatSession
---@field game Game
---@field seat integer          whose view this is (0: all of it: the game is over, revealed, or watched)
---@field state any             the position as that seat sees it (game.view)
---@field options table         option values (typed, defaults filled)
---@field seat_names string[]
---@field moves {seat: integer, move: string, seconds: number}[]  as the seat learned them
local SeatSession = {}
SeatSession.__index = SeatSession

---@param name string       the game
---@param variants string[] its house rules, in order
---@param seen table        Session:seen_by(seat), copied into this state
---@return SeatSession
function seat_session.new(name, variants, seen)
  local self = setmetatable(seen, SeatSession)
  self.game = rules.load(name, variants)
  return self
end

---The moves played so far, as this seat learned them: {seat, move, seconds} each.
function SeatSession:history() return self.moves end

---The seats' names, in turn order.
function SeatSession:seats() return self.seat_names end

return seat_session

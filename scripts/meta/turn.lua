---@meta hr.turn

---## hr.turn
---
---Seats, the order of play and the history of moves with undo and redo. The referee's
---session keeps the history with it; a game whose options ask for more seats than
---`turn.MAX_SEATS` is refused in words.

---A move in the history.
---@class TurnEntry
---@field seat integer  0 for a chance outcome
---@field move string
---@field seconds number
---@field stats? {depth: number?, nodes: number?, score: number?}

---Seats, order and history (hr.turn).
---@class Turn
local t = {}

---@class hr.turn
---@field MAX_SEATS integer  the most seats a game may have (64)
local turn = {}

---A history for `seats` seats (1 to MAX_SEATS).
---@param seats integer
---@return Turn
function turn.new(seats) end

---How many seats.
---@return integer
function t:seats() end

---The seat to move.
---@return integer
function t:current() end

---Makes `seat` the one to move.
---@param seat integer
function t:set_current(seat) end

---Gives the turn to the next seat in the order; returns that seat.
---@return integer
function t:next() end

---Passes the turn without a move (the next seat's turn).
function t:pass() end

---How many moves were played.
---@return integer
function t:number() end

---The order of play: a list of seats.
---@return integer[]
function t:order() end

---Sets the order of play.
---@param list integer[]
function t:set_order(list) end

---Adds a move to the history (seat nil: the current seat, 0: a chance outcome) with its
---time and what the bot said of its search.
---@param text string
---@param seat? integer
---@param seconds? number
---@param stats? {depth: number?, nodes: number?, score: number?}
function t:push(text, seat, seconds, stats) end

---Takes back the last move; returns it (nil: none).
---@return TurnEntry|nil
function t:undo() end

---Plays again what was taken back; returns it (nil: none).
---@return TurnEntry|nil
function t:redo() end

---Whether there is a move to take back.
---@return boolean
function t:can_undo() end

---Whether there is a move to play again.
---@return boolean
function t:can_redo() end

---The moves played, oldest first.
---@return TurnEntry[]
function t:played() end

---Forgets the history.
function t:clear() end

return turn

---@meta hr.rng

---## hr.rng
---
---xoshiro256** seeded through splitmix64, so that the same seed gives the same numbers on
---every machine. Game and bot code never use `math.random` (bots do not even have it).

---A seeded generator (hr.rng).
---@class Rng
local r = {}

---@class hr.rng
local rng = {}

---A generator from a seed: a whole number up to 2^53, or a string of digits.
---@param seed integer|string
---@return Rng
function rng.new(seed) end

---A whole number from 1 to n, or from lo to hi.
---@param lo_or_n integer
---@param hi? integer
---@return integer
function r:int(lo_or_n, hi) end

---A number in [0, 1).
---@return number
function r:float() end

---n dice of `sides` sides: a list.
---@param n integer
---@param sides integer
---@return integer[]
function r:roll(n, sides) end

---Shuffles the list in place, and returns it.
---@generic T
---@param list T[]
---@return T[]
function r:shuffle(list) end

---One element of the list.
---@generic T
---@param list T[]
---@return T
function r:pick(list) end

---An independent generator, seeded from this one.
---@return Rng
function r:split() end

---A copy that will give the same numbers.
---@return Rng
function r:copy() end

---The generator's state as text (for `set_state`).
---@return string
function r:state() end

---Puts back a state `state()` gave.
---@param text string
function r:set_state(text) end

return rng

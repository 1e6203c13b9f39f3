---A transposition table of fixed size for searches (require "hr.transposition"): what a
---search found about a position (a value, a depth and bound packed in `meta`, a best
---move), found again by the position's `key`.
---
---Why a fixed array: a table keyed by the position grows by rehashing every entry at each
---doubling, and clearing it leaves megabytes to the collector; in Dobutsu at 100 ms a move
---that pause made one move in thirty overrun its time (0.2 s), and overrunning loses the
---game. Here the arrays are made once, at their full size, and a position's slot is its
---key modulo a prime (a prime, so that keys built from weights with common factors still
---spread). Each slot keeps one entry (always the newest), with the whole key to tell a
---collision from a hit. A slot's four fields sit side by side in one array (key, value,
---meta, move at 4i-3..4i), so that a probe touches one cache line, not four arrays. A key
---that is not a number (a string) goes into a plain table, cleared when it holds `entries`.
local transposition = {}

-- LuaJIT's table.new allocates the arrays at their size at once (filling them one by one
-- from empty rehashed at every doubling: 140 ms for a million entries, 20 ms with it).
local has_new, new_table = pcall(require, "table.new")
if not has_new then new_table = function() return {} end end

local Table = {}
Table.__index = Table

local function is_prime(n)
  if n % 2 == 0 then return n == 2 end
  for d = 3, math.floor(math.sqrt(n)), 2 do
    if n % d == 0 then return false end
  end
  return n > 1
end

---@param entries integer  how many positions it keeps (rounded up to a prime)
---@return table tt
function transposition.new(entries)
  if type(entries) ~= "number" or entries < 1 then
    error("transposition.new: entries must be a positive number, got " .. tostring(entries), 2)
  end
  local size = math.floor(entries)
  while not is_prime(size) do size = size + 1 end
  local tt = setmetatable({ size = size, slots = new_table(4 * size, 0), other = {}, other_count = 0 }, Table)
  if not has_new then -- filled, so that the array has its size (slower)
    local slots = tt.slots
    for i = 1, 4 * size do slots[i] = false end
  end
  return tt
end

---Forgets every entry (the arrays stay allocated: nil in an array slot keeps the slot).
function Table:clear()
  local slots = self.slots
  for i = 1, 4 * self.size, 4 do slots[i], slots[i + 3] = false, false end
  self.other, self.other_count = {}, 0
end

---What is known of the position `key`: value, meta and move, or nil.
---@param key number|string
---@return number? value
---@return integer? meta
---@return any move
function Table:get(key)
  if type(key) == "number" then
    local size = self.size
    local i = key % size
    -- (for keys near 2^53 the division behind % may round; the result is then one size off)
    if i < 0 then i = i + size elseif i >= size then i = i - size end
    local slots = self.slots
    i = 4 * i + 1
    if slots[i] ~= key then return nil end
    return slots[i + 1], slots[i + 2], slots[i + 3]
  end
  local e = self.other[key]
  if e then return e[1], e[2], e[3] end
  return nil
end

---Keeps what a search found about the position `key` (replacing what its slot held).
---@param key number|string
---@param value number
---@param meta integer
---@param move any
function Table:put(key, value, meta, move)
  if type(key) == "number" then
    local size = self.size
    local i = key % size
    if i < 0 then i = i + size elseif i >= size then i = i - size end
    local slots = self.slots
    i = 4 * i + 1
    slots[i], slots[i + 1], slots[i + 2], slots[i + 3] = key, value, meta, move
    return
  end
  local other = self.other
  local e = other[key]
  if e then
    e[1], e[2], e[3] = value, meta, move
    return
  end
  if self.other_count >= self.size then
    other = {}
    self.other, self.other_count = other, 0
  end
  other[key] = { value, meta, move }
  self.other_count = self.other_count + 1
end

return transposition

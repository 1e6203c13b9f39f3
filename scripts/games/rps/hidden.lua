---What each seat may see, and guesses at what it may not.
---
---A seat sees its own pieces (and what its jokers represent), where the rival's pieces
---stand, which of them have moved, and the types that fought in every fight (a joker as
---what it represented then). It never sees the type of a rival piece that has not fought,
---nor what a rival joker represents now, nor the rival's joker changes.
local E = require "games.rps.core"

local R, P, S, B, F, J = E.R, E.P, E.S, E.B, E.F, E.J

local H = {}

---The state as `seat` may see it: the rival's pieces with kind 0 and rep 0.
---@param st table
---@param seat integer
---@return table
function H.view(st, seat)
  local v = E.copy(st)
  local rival = 3 - seat
  local owner, kind, rep = v.owner, v.kind, v.rep
  for c = 1, v.cells do
    if owner[c] == rival then kind[c], rep[c] = 0, 0 end
  end
  E.recount(v)
  return v
end

-- The types a hidden piece may be, by what is known of it.
local UNMOVED = { R, P, S, B, F, J }
local MOVED = { R, P, S, J }

---A full state that agrees with a view: each rival piece not seen gets a type so that the
---rival's pieces, with those it lost, fit its counts (at most R rocks, ... exactly F flags),
---a piece that moved is not a bomb or a flag, and a piece (or a lost one) that fought as
---a type is that type or a joker. A random search over types, the more plentiful first.
---@param v table  a view (kind 0 for a piece not seen)
---@param rng Rng
---@return table
function H.sample_hidden(v, rng)
  local st = E.copy(v)
  local owner, kind, rep, shown, moved = st.owner, st.kind, st.rep, st.shown, st.moved
  local hidden_seat = 0
  local cells = {}
  for c = 1, st.cells do
    if owner[c] ~= 0 and kind[c] == 0 then
      hidden_seat = owner[c]
      cells[#cells + 1] = c
    end
  end
  if hidden_seat == 0 then return st end
  local left = {}
  for t = 1, 6 do left[t] = st.caps[t] end
  -- The pieces to type: the lost ones first (fixed: a type or a joker), then the board.
  local items = {}
  for _, t in ipairs(st.lost[hidden_seat]) do items[#items + 1] = { shown = t } end
  local need_flags = st.caps[F]
  -- the most constrained first (shown, then moved), so that a dead end shows early
  for pass = 1, 3 do
    for _, c in ipairs(cells) do
      local s, m = shown[c], moved[c] == 1
      if (pass == 1 and s ~= 0) or (pass == 2 and s == 0 and m) or (pass == 3 and s == 0 and not m) then
        items[#items + 1] = { cell = c, shown = s, moved = m }
      end
    end
  end
  local choice = {}
  local n = #items
  -- How many items after i could still be a flag (no fight shown, never moved).
  local flag_room = {}
  flag_room[n + 1] = 0
  for i = n, 1, -1 do
    local it = items[i]
    local could = (it.shown == 0 and not it.moved) or it.shown == F
    flag_room[i] = flag_room[i + 1] + (could and 1 or 0)
  end
  local candidates = {}
  local function options(it)
    if it.shown ~= 0 then
      if it.shown == F then return { F } end
      return { it.shown, J }
    end
    return it.moved and MOVED or UNMOVED
  end
  local total_left = 0
  for t = 1, 6 do total_left = total_left + left[t] end
  local function search(i, flags_used)
    if i > n then return flags_used == need_flags end
    if need_flags - flags_used > flag_room[i] or n - i + 1 > total_left then return false end
    local opts = options(items[i])
    -- a random order, each type drawn in proportion to how many are left
    local list, weights, total = candidates[i] or {}, {}, 0
    candidates[i] = list
    local k = 0
    for _, t in ipairs(opts) do
      if left[t] > 0 and not (t == F and flags_used >= need_flags) then
        k = k + 1
        list[k], weights[k] = t, left[t]
        total = total + left[t]
      end
    end
    for a = 1, k do
      local pick = rng:int(total)
      local at = a
      for b = a, k do
        pick = pick - weights[b]
        if pick <= 0 then
          at = b
          break
        end
      end
      list[a], list[at] = list[at], list[a]
      weights[a], weights[at] = weights[at], weights[a]
      total = total - weights[a]
      local t = list[a]
      left[t], total_left = left[t] - 1, total_left - 1
      choice[i] = t
      if search(i + 1, flags_used + (t == F and 1 or 0)) then return true end
      left[t], total_left = left[t] + 1, total_left + 1
    end
    return false
  end
  if not search(1, 0) then
    error("sample_hidden: no arrangement of the rival's pieces fits this view", 2)
  end
  for i = 1, n do
    local it = items[i]
    if it.cell then
      local c, t = it.cell, choice[i]
      kind[c] = t
      if t == J then
        -- what it represents now: what it last fought as, or any
        local s = it.shown
        rep[c] = (s ~= 0 and s ~= F and rng:int(2) == 1) and s or (it.moved and rng:int(3) or rng:int(4))
      else
        rep[c] = t
      end
    end
  end
  E.recount(st)
  return st
end

return H

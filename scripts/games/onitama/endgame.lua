---The endgame of the two masters alone, solved for the deal: for each place of the two
---masters, each holding of the five cards and either side to move, whether the side to move
---wins, loses or neither can force a win, and in how many plies.
---
---Most games come down to few pieces (in 200 games against the Java engine, a third reached
---the two masters alone), and there a win is often long: a race of the masters to the bases
---with the cards going round, 30 plies or more, past any search's horizon. The table is
---37,500 positions a deal, valued backwards from the ends (retrograde analysis) the first
---time a search meets the endgame in that deal (about 45 ms); the evaluation then knows
---such a position as the game does. Against the evaluation without it: +31.4 +/- 24.3 Elo
---at 200 ms a move (SPRT [0,25] H1 after 600 games); against the Java engine 53.25% at
---200 ms over 200 games (49.5% before, on the same deals; 51.2% over 300 games of three
---seeds) and 52.0% at 1 s (51.0%).
local bit = require "bit"

local band = bit.band
local has_new, new_table = pcall(require, "table.new")
if not has_new then new_table = function() return {} end end

local endgame = {}

local WIN, LOSS = 1, 2 -- values for the side to move (0: neither can force a win)

-- The holdings of five cards: red's two, blue's two, one beside, numbered 0..29.
local HOLDINGS = {}   -- [id] = { red1, red2, blue1, blue2, beside }
local HOLDING_OF = {} -- [red mask * 8 + beside] = id (mask: bit c - 1 for each red card c)
for beside = 1, 5 do
  for a = 1, 4 do
    for b = a + 1, 5 do
      if a ~= beside and b ~= beside then
        local blue = {}
        for c = 1, 5 do
          if c ~= a and c ~= b and c ~= beside then blue[#blue + 1] = c end
        end
        local id = #HOLDINGS + 1
        HOLDINGS[id] = { a, b, blue[1], blue[2], beside }
        HOLDING_OF[(2 ^ (a - 1) + 2 ^ (b - 1)) * 8 + beside] = id
      end
    end
  end
end
local COUNT = #HOLDINGS * 2 * 625

-- The holding after `side` plays card `c` of its two: `c` goes beside, the card beside to it.
local function after(id, side, c)
  local h = HOLDINGS[id]
  local beside = h[5]
  local r1, r2 = h[1], h[2]
  if side == 1 then
    if r1 == c then r1 = beside else r2 = beside end
  else
    r1, r2 = h[3], h[4]
    if r1 == c then r1 = beside else r2 = beside end
    -- red keeps its cards: find them among the five
    local red = 0
    for k = 1, 5 do
      if k ~= r1 and k ~= r2 and k ~= c then red = red + 2 ^ (k - 1) end
    end
    return HOLDING_OF[red * 8 + c]
  end
  return HOLDING_OF[(2 ^ (r1 - 1) + 2 ^ (r2 - 1)) * 8 + c]
end

local function index(id, side, red, blue) return (((id - 1) * 2 + side - 1) * 25 + red - 1) * 25 + blue - 1 end

---The table's answer for a state of the two masters alone: 1 when the side to move wins,
---0 when neither side can force a win, and -1 when it loses; and in how many plies.
---@param E table  core.lua
---@return fun(st: table): integer, integer
function endgame.new(E)
  local BASE = E.BASE

  local function solve(st)
    -- Where each card (1-5) sends a master of each side from each square.
    local targets = {}
    for c = 1, 5 do
      for side = 1, 2 do
        local j0 = (c * 2 + side) * st.stride
        for from = 1, 25 do
          local list = {}
          for j = j0, j0 + st.stride - 1 do
            if band(st.sv[j], 2 ^ (from - 1)) ~= 0 then list[#list + 1] = from + st.sd[j] / 64 end
          end
          targets[(c * 2 + side) * 32 + from] = list
        end
      end
    end
    local value, plies = new_table(COUNT, 0), new_table(COUNT, 0)
    local left = new_table(COUNT, 0) -- moves not yet known to lose for the mover
    local first, preds = new_table(COUNT + 1, 0), {} -- predecessors, flat by state
    local edges = {} -- (state, successor) pairs, flat
    local queue, tail = {}, 0
    for i = 0, COUNT - 1 do value[i], plies[i], left[i], first[i] = 0, 0, 0, 0 end
    for id = 1, #HOLDINGS do
      local h = HOLDINGS[id]
      for side = 1, 2 do
        for red = 1, 25 do
          for blue = 1, 25 do
            local i = index(id, side, red, blue)
            if red == blue or red == BASE[2] or blue == BASE[1] then
              value[i] = LOSS -- over: the side that moved won (a move here is a win at once)
            else
              local own, other = side == 1 and red or blue, side == 1 and blue or red
              local won, moved = false, false
              for k = 1, 2 do
                local c = h[2 * side - 2 + k]
                local next_id = after(id, side, c)
                for _, to in ipairs(targets[(c * 2 + side) * 32 + own]) do
                  moved = true
                  if to == other or to == BASE[3 - side] then
                    won = true
                  else
                    local r, b = side == 1 and to or red, side == 1 and blue or to
                    edges[#edges + 1] = i
                    edges[#edges + 1] = index(next_id, 3 - side, r, b)
                  end
                end
              end
              if not moved then -- no move: a pass with either card
                for k = 1, 2 do
                  edges[#edges + 1] = i
                  edges[#edges + 1] = index(after(id, side, h[2 * side - 2 + k]), 3 - side, red, blue)
                end
              end
              if won then
                value[i], plies[i] = WIN, 1
                tail = tail + 1
                queue[tail] = i
              end
            end
          end
        end
      end
    end
    -- Predecessor lists (compressed rows) and each state's count of moves.
    for e = 1, #edges, 2 do
      local s, t = edges[e], edges[e + 1]
      left[s] = left[s] + 1
      first[t] = first[t] + 1
    end
    local at = 0
    for i = 0, COUNT - 1 do
      local n = first[i]
      first[i] = at
      at = at + n
    end
    first[COUNT] = at
    local fill = new_table(COUNT, 0)
    for i = 0, COUNT - 1 do fill[i] = first[i] end
    for e = 1, #edges, 2 do
      local s, t = edges[e], edges[e + 1]
      preds[fill[t]] = s
      fill[t] = fill[t] + 1
    end
    -- Backwards from the wins at once, in order of distance.
    local head = 1
    while head <= tail do
      local t = queue[head]
      head = head + 1
      local v, d = value[t], plies[t]
      for p = first[t], first[t + 1] - 1 do
        local s = preds[p]
        if value[s] == 0 then
          if v == LOSS then -- a move to a lost position wins
            value[s], plies[s] = WIN, d + 1
            tail = tail + 1
            queue[tail] = s
          else
            left[s] = left[s] - 1
            if left[s] == 0 then -- every move reaches a won position
              value[s], plies[s] = LOSS, d + 1
              tail = tail + 1
              queue[tail] = s
            end
          end
        end
      end
    end
    return { value = value, plies = plies }
  end

  local table_of = E.per_deal(solve)
  local OUTCOME = { [0] = 0, 1, -1 }
  local MASK = { 1, 2, 4, 8, 16 } -- a red card's bit in HOLDING_OF's mask
  return function(st)
    local h = st.hand
    local id = HOLDING_OF[(MASK[h[1]] + MASK[h[2]]) * 8 + st.beside]
    local t = table_of(st)
    local i = index(id, st.side, st.masters[1], st.masters[2])
    return OUTCOME[t.value[i]], t.plies[i]
  end
end

return endgame

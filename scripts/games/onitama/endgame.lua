---The endgame of the two masters alone, solved for the deal: for each place of the two
---masters, each holding of the five cards and either side to move, whether the side to move
---wins, loses or neither can force a win, and in how many plies.
---
---Most games come down to few pieces (in 200 games against the Java engine, a third reached
---the two masters alone), and there a win is often long: a race of the masters to the bases
---with the cards going round, 30 plies or more, past any search's horizon. The table is
---37,500 positions a deal, valued backwards from the ends (retrograde analysis) the first
---time a search meets the endgame in that deal (20-30 ms alone, 45 beside a match); the
---evaluation then knows such a position as the game does. Against the evaluation without it: +31.4 +/- 24.3 Elo
---at 200 ms a move (SPRT [0,25] H1 after 600 games); against the Java engine 53.25% at
---200 ms over 200 games (49.5% before, on the same deals; 51.2% over 300 games of three
---seeds) and 52.0% at 1 s (51.0%).
local has_new, new_table = pcall(require, "table.new")
if not has_new then new_table = function() return {} end end

local endgame = {}

local WIN, LOSS = 1, 2 -- values for the side to move (0: neither can force a win)

-- The holdings of five cards: red's two, blue's two, one beside, numbered 1..30.
local MASK = { 1, 2, 4, 8, 16 } -- a card's bit in a mask of red's two cards
local HOLDINGS = {}   -- [id] = { red1, red2, blue1, blue2, beside }
local HOLDING_OF = {} -- [red's mask * 8 + beside] = id
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
        HOLDING_OF[(MASK[a] + MASK[b]) * 8 + beside] = id
      end
    end
  end
end
local COUNT = #HOLDINGS * 2 * 625

-- The holding after `side` plays card `c` of its two: `c` goes beside, the card beside to
-- the player; the other side's two stay where they are.
local function after(id, side, c)
  local h = HOLDINGS[id]
  local r1, r2 = h[1], h[2]
  if side == 1 then
    if r1 == c then r1 = h[5] else r2 = h[5] end
  end
  return HOLDING_OF[(MASK[r1] + MASK[r2]) * 8 + c]
end

local function index(id, side, red, blue) return (((id - 1) * 2 + side - 1) * 25 + red - 1) * 25 + blue - 1 end

---The table's answer for a state of the two masters alone: 1 when the side to move wins,
---0 when neither side can force a win, and -1 when it loses; and in how many plies.
---@param E table  core.lua
---@return fun(st: table): integer, integer
function endgame.new(E)
  local BASE = E.BASE

  local function solve(st)
    -- Where each card (1-5) sends a master of each side: the engine's own tables by square.
    local targets = {}
    for c = 1, 5 do targets[c] = E.targets_of(st.cards[c]) end
    local value, plies = new_table(COUNT, 0), new_table(COUNT, 0)
    local left = new_table(COUNT, 0) -- moves not yet known to lose for the mover
    local first, preds = new_table(COUNT + 1, 0), {} -- predecessors, flat by state
    local edges = {} -- (state, successor) pairs, flat
    local queue, tail = {}, 0
    for i = 0, COUNT - 1 do value[i], plies[i], left[i], first[i] = 0, 0, 0, 0 end
    for id = 1, #HOLDINGS do
      local h = HOLDINGS[id]
      for side = 1, 2 do
        -- the side's two cards, where each sends its master, and the holding after each
        local c1, c2 = h[2 * side - 1], h[2 * side]
        local cards = { targets[c1][side], targets[c2][side] }
        local next_ids = { after(id, side, c1), after(id, side, c2) }
        for red = 1, 25 do
          for blue = 1, 25 do
            local i = index(id, side, red, blue)
            if red == blue or red == BASE[2] or blue == BASE[1] then
              value[i] = LOSS -- over: the side that moved won (a move here is a win at once)
            else
              local own, other = side == 1 and red or blue, side == 1 and blue or red
              local won, moved = false, false
              for k = 1, 2 do
                local to_of, next_id = cards[k].to, next_ids[k]
                for j = 1, cards[k].n[own] do
                  local to = to_of[own * 32 + j]
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
                  edges[#edges + 1] = index(next_ids[k], 3 - side, red, blue)
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
  return function(st)
    local h = st.hand
    local id = HOLDING_OF[(MASK[h[1]] + MASK[h[2]]) * 8 + st.beside]
    local t = table_of(st)
    local i = index(id, st.side, st.masters[1], st.masters[2])
    return OUTCOME[t.value[i]], t.plies[i]
  end
end

return endgame

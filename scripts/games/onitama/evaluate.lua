---A heuristic score of an Onitama position for search bots, in hundredths of a student:
---students, how free each side's pieces are with the cards it holds, and the masters'
---way to the other side's base.
---@param E table  engine.lua
return function(E)
  local STUDENT, MASTER, BASE = E.STUDENT, E.MASTER, E.BASE

  -- Squares a side's pieces can reach with its two cards (its freedom of movement).
  local function mobility(st, side)
    local b, count = st.board, 0
    local own1, own2 = STUDENT[side], MASTER[side]
    for c = 1, 5 do
      if st.where[c] == side then
        local t = E.targets_of(st.cards[c])[side]
        local tn, tto = t.n, t.to
        for sq = 1, 25 do
          local p = b[sq]
          if p == own1 or p == own2 then
            for k = 1, tn[sq] do
              local q = b[tto[sq * 32 + k]]
              if q ~= own1 and q ~= own2 then count = count + 1 end
            end
          end
        end
      end
    end
    return count
  end

  local function distance(a, b)
    local ax, ay = (a - 1) % 5, math.floor((a - 1) / 5)
    local bx, by = (b - 1) % 5, math.floor((b - 1) / 5)
    return math.max(math.abs(ax - bx), math.abs(ay - by))
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local b = st.board
    local score = 0
    for sq = 1, 25 do
      local p = b[sq]
      if p == STUDENT[1] then
        score = score + 100
      elseif p == STUDENT[2] then
        score = score - 100
      end
    end
    score = score + 4 * (mobility(st, 1) - mobility(st, 2))
    local masters = st.masters
    if masters[1] ~= 0 and masters[2] ~= 0 then
      score = score + 6 * (distance(masters[2], BASE[1]) - distance(masters[1], BASE[2]))
    end
    return seat == 1 and score or -score
  end
end

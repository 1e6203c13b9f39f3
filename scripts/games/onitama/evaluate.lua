---A heuristic score of an Onitama position for search bots, in hundredths of a student:
---students, how free each side's pieces are with the cards it holds, and the masters'
---way to the other side's base.
---@param E table  engine.lua
return function(E)
  local BASE = E.BASE

  -- Squares a side's pieces can reach with its two cards (its freedom of movement),
  -- counted on the sets of squares the engine keeps.
  local mobility, pieces_in = E.mobility, E.pieces_in

  local function distance(a, b)
    local ax, ay = (a - 1) % 5, math.floor((a - 1) / 5)
    local bx, by = (b - 1) % 5, math.floor((b - 1) / 5)
    return math.max(math.abs(ax - bx), math.abs(ay - by))
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local masters, occ = st.masters, st.occ
    -- students: the pieces less the master, while it stands
    local students1 = pieces_in(occ[1]) - (masters[1] ~= 0 and 1 or 0)
    local students2 = pieces_in(occ[2]) - (masters[2] ~= 0 and 1 or 0)
    local score = 100 * (students1 - students2) + 4 * (mobility(st, 1) - mobility(st, 2))
    if masters[1] ~= 0 and masters[2] ~= 0 then
      score = score + 6 * (distance(masters[2], BASE[1]) - distance(masters[1], BASE[2]))
    end
    return seat == 1 and score or -score
  end
end

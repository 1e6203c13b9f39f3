---A heuristic score of a Chinese checkers position for search bots: how far each
---player's pieces have come toward the far camp, in tenths of a row.
---
---Progress along the long diagonal is what wins a race game; a piece left far behind
---costs more than its distance (it must still walk in alone), and a piece off the
---diagonal costs a little (it has fewer jumps ahead of it).
---@param E table  core.lua
return function(E)
  local PROGRESS = { {}, {} }
  for i = 0, 99 do
    local r, c = math.floor(i / 10), i % 10
    if E.is_cell[i] then
      local ahead = r + c - 2 -- 0 in blue's corner, 14 in red's
      local lane = math.abs(r - c)
      PROGRESS[1][i] = 10 * ahead - 3 * lane
      PROGRESS[2][i] = 10 * (14 - ahead) - 3 * lane
    else
      PROGRESS[1][i], PROGRESS[2][i] = 0, 0
    end
  end
  local P1, P2 = PROGRESS[1], PROGRESS[2]

  -- The score of one player's six cells: their progress, less a penalty for the piece
  -- furthest behind.
  local function side_score(list, P)
    local sum, least = 0, 1e9
    for i = 1, 6 do
      local v = P[list[i]]
      sum = sum + v
      if v < least then least = v end
    end
    return sum + least
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local score = side_score(st.pieces[1], P1) - side_score(st.pieces[2], P2)
    return seat == 1 and score or -score
  end
end

---A heuristic score of a Dobutsu position for search bots: material and a little
---position, in hundredths of a chick. Pieces in hand are worth a little more than on the
---board (they can land anywhere); lions and chicks gain as they advance.
local PIECE_VALUE = { 100, 300, 350, 0, 450 }
local HAND_VALUE = { 130, 330, 390 }

---@param T table  tables.lua
return function(T)
  local W, H, N, SECOND, LION, CHICK = T.W, T.H, T.N, T.SECOND, T.LION, T.CHICK
  local PSQ = {}
  for i = 0, 16 * 16 do PSQ[i] = 0 end
  for side = 1, 2 do
    for t = 1, 5 do
      local code = side == 1 and t or t + SECOND
      for sq = 1, N do
        local row = math.floor((sq - 1) / W) + 1
        local advance = side == 1 and (H - row) or (row - 1) -- 0 at home, 3 on the far row
        local bonus = 0
        if t == LION then bonus = 25 * advance end
        if t == CHICK then bonus = 10 * advance end
        local centre = (t ~= LION and (sq - 1) % W == 1) and 10 or 0
        local v = PIECE_VALUE[t] + bonus + centre
        PSQ[code * 16 + sq] = side == 1 and v or -v
      end
    end
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local b, hand = st.board, st.hand
    local score = 0
    for sq = 1, N do score = score + PSQ[b[sq] * 16 + sq] end
    for t = 1, 3 do score = score + (hand[t] - hand[t + 3]) * HAND_VALUE[t] end
    return seat == 1 and score or -score
  end
end

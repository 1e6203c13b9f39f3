---A heuristic score of a Dobutsu position for search bots, in hundredths of a chick: each
---piece by how far it stands from its home row and whether it is on the centre file, pieces
---in hand, and the move (a side to move is worth about most of a chick here).
---
---The values are fitted to the solved game: 7522 positions from match games, each labelled
---a win, draw or loss for the side to move by the perfect-play table (clausecker/dobutsu),
---and the values chosen so that a logistic curve of the score predicts those labels
---(squared error 0.152 -> 0.102 on positions held out of the fit). Against the hand-set
---values they replaced it scored +48 +/- 35 Elo at 100 ms a move (SPRT [0,40] accepted
---after 117 games). tests/bench/dobutsu_fit.py repeats the fit.

-- VALUE[kind][advance + 1] = { on a side file, on the centre file }; advance is 0 on the
-- piece's home row and 3 on the far row (kinds: chick, elephant, giraffe, lion, hen). A
-- chick never stands on the far row (it promotes), nor a lion (it has arrived).
local VALUE = {
  { { 75, 106 }, { 77, 169 }, { 182, 133 }, { 97, 119 } },
  { { 252, 271 }, { 379, 388 }, { 292, 348 }, { 308, 306 } },
  { { 283, 302 }, { 380, 352 }, { 429, 422 }, { 367, 359 } },
  { { -149, 8 }, { 47, 59 }, { 135, 50 }, { 75, 75 } },
  { { 450, 460 }, { 450, 460 }, { 449, 460 }, { 446, 454 } },
}
local HAND_VALUE = { 155, 262, 315 } -- chick, elephant, giraffe
local TEMPO = 80 -- for the side to move

---@param T table  tables.lua
return function(T)
  local W, H, N, SECOND = T.W, T.H, T.N, T.SECOND
  local PSQ = {}
  for i = 0, 16 * 16 do PSQ[i] = 0 end
  for side = 1, 2 do
    for t = 1, 5 do
      local code = side == 1 and t or t + SECOND
      for sq = 1, N do
        local row = math.floor((sq - 1) / W) + 1
        local advance = side == 1 and (H - row) or (row - 1)
        local file = (sq - 1) % W == math.floor(W / 2) and 2 or 1
        local v = VALUE[t][advance + 1][file]
        PSQ[code * 16 + sq] = side == 1 and v or -v
      end
    end
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local b, hand = st.board, st.hand
    local score = st.side == 1 and TEMPO or -TEMPO
    for sq = 1, N do score = score + PSQ[b[sq] * 16 + sq] end
    for t = 1, 3 do score = score + (hand[t] - hand[t + 3]) * HAND_VALUE[t] end
    return seat == 1 and score or -score
  end
end

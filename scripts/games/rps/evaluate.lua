---A heuristic score for search bots: material, with rarer and more flexible pieces worth
---more (a joker most), a rival piece not seen at an average worth, the end of the game,
---and the drive toward the rival's flags: a flag hides among the pieces that never moved,
---so a side's moving piece nearest to one of them is worth a little for every step closer.
---Without the drive, material alone left a searcher no reason to fight an unseen piece, and
---its games ended in the tie of moves without a fight.

-- R P S B F J, by kind; 0 (a rival piece not seen) at the index 7.
local WORTH = { 3, 2, 4, 2, 0, 5, 2.5 }
-- what a step closer to the nearest piece that never moved is worth
local DRIVE = 0.3
-- kinds that move: R P S J (and 0, a rival piece not seen, when it has moved)
local MOVES = { true, true, true, false, false, true }
local abs, huge = math.abs, math.huge

-- The steps (rows plus columns) from a piece in the list `xs, ys` to its nearest in `txs, tys`,
-- the least of them; 0 when either list is empty.
local function nearest(xs, ys, n, txs, tys, tn)
  local best = huge
  for i = 1, n do
    local x, y = xs[i], ys[i]
    for j = 1, tn do
      local d = abs(txs[j] - x) + abs(tys[j] - y)
      if d < best then best = d end
    end
  end
  return best < huge and best or 0
end

-- each seat's pieces that move (mx, my) and that never moved (sx, sy), filled afresh by
-- every evaluation (no table is made per call: this runs at every leaf of a search)
local mx, my, sx, sy = { {}, {} }, { {}, {} }, { {}, {} }, { {}, {} }

---@param st table
---@param seat integer
---@return number
return function(st, seat)
  local w = st.winner
  if w == seat then return 1000 end
  if w ~= 0 and w ~= 3 then return -1000 end
  local owner, kind, moved, m = st.owner, st.kind, st.moved, st.m
  local score = 0
  -- one pass: material, and the pieces the drive measures between. Each seat's counts are
  -- locals, in a branch of their own: counted in a two-slot table by owner (one branch, half
  -- the lines) the evaluation ran at 0.93x (1.47M against 1.59M a second, same values).
  local m1, m2, s1, s2 = 0, 0, 0, 0
  for c = 1, st.cells do
    local o = owner[c]
    if o ~= 0 then
      local k = kind[c]
      local v = WORTH[k == 0 and 7 or k]
      if o == seat then score = score + v else score = score - v end
      local x = (c - 1) % m
      local y = (c - 1 - x) / m
      if MOVES[k] or (k == 0 and moved[c] == 1) then
        if o == 1 then
          m1 = m1 + 1
          mx[1][m1], my[1][m1] = x, y
        else
          m2 = m2 + 1
          mx[2][m2], my[2][m2] = x, y
        end
      end
      if moved[c] == 0 then
        if o == 1 then
          s1 = s1 + 1
          sx[1][s1], sy[1][s1] = x, y
        else
          s2 = s2 + 1
          sx[2][s2], sy[2][s2] = x, y
        end
      end
    end
  end
  -- a side with few moving pieces is close to losing
  if st.mobile[seat] <= 1 then score = score - 10 end
  if st.mobile[3 - seat] <= 1 then score = score + 10 end
  -- seat 1's steps to seat 2's pieces that never moved, and seat 2's to seat 1's
  local d1 = nearest(mx[1], my[1], m1, sx[2], sy[2], s2)
  local d2 = nearest(mx[2], my[2], m2, sx[1], sy[1], s1)
  local drive = DRIVE * (d2 - d1)
  return seat == 1 and score + drive or score - drive
end

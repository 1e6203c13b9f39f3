---A heuristic score for search bots: material, with rarer and more flexible pieces worth
---more (a joker most), a rival piece not seen at an average worth, and the end of the game.

-- R P S B F J, by kind; 0 (a rival piece not seen) at the index 7.
local WORTH = { 3, 2, 4, 2, 0, 5, 2.5 }

---@param st table
---@param seat integer
---@return number
return function(st, seat)
  local w = st.winner
  if w == seat then return 1000 end
  if w ~= 0 and w ~= 3 then return -1000 end
  local owner, kind = st.owner, st.kind
  local score = 0
  for c = 1, st.cells do
    local o = owner[c]
    if o ~= 0 then
      local k = kind[c]
      local v = WORTH[k == 0 and 7 or k]
      if o == seat then score = score + v else score = score - v end
    end
  end
  -- a side with few moving pieces is close to losing
  if st.mobile[seat] <= 1 then score = score - 10 end
  if st.mobile[3 - seat] <= 1 then score = score + 10 end
  return score
end

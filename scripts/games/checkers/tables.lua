---Lookup tables for Chinese checkers, computed once from the rules.
---
---The board's 46 lines (8 rows, 8 columns, 15 diagonals, 15 anti-diagonals) each keep
---their occupancy as a number, bit i for the line's i-th cell. Where a jump along a line
---lands is then one table lookup (LAND_FWD/LAND_BWD) by the line's length, its occupancy
---and the jumper's place on it: no scan, no loop, which is what keeps the move
---generator's traces straight.
local bit = require "bit"
local band, lshift = bit.band, bit.lshift

local LAST = 99 -- the state's array runs 0..99 (see core.lua)

---@param rules table  rules.lua
---@return table
return function(rules)
  local T = { LAST = LAST }
  local is_cell = {}
  for i = 0, LAST do
    local r, c = math.floor(i / 10), i % 10
    is_cell[i] = r >= 1 and r <= 8 and c >= 1 and c <= 8
  end
  T.IS_CELL = is_cell

  -- The lines, each a list of cells in order, and for each cell its line and place on
  -- each of the four line kinds (LINE1/PLACE1 the row ... LINE4/PLACE4 the anti-diagonal).
  local lines = {}
  local function add_line(cells)
    lines[#lines + 1] = cells
  end
  for r = 1, 8 do
    local row = {}
    for c = 1, 8 do row[c] = r * 10 + c end
    add_line(row)
  end
  for c = 1, 8 do
    local col = {}
    for r = 1, 8 do col[r] = r * 10 + c end
    add_line(col)
  end
  for diff = -7, 7 do -- r - c
    local diag = {}
    for r = 1, 8 do
      local c = r - diff
      if c >= 1 and c <= 8 then diag[#diag + 1] = r * 10 + c end
    end
    add_line(diag)
  end
  for sum = 2, 16 do -- r + c
    local anti = {}
    for r = 1, 8 do
      local c = sum - r
      if c >= 1 and c <= 8 then anti[#anti + 1] = r * 10 + c end
    end
    add_line(anti)
  end

  local LINE, PLACE, CELL_ON, BASE = {}, {}, {}, {}
  for k = 1, 4 do
    LINE[k], PLACE[k] = {}, {}
    for i = 0, LAST do LINE[k][i], PLACE[k][i] = 0, 0 end
  end
  for id, cells in ipairs(lines) do
    local kind = id <= 8 and 1 or id <= 16 and 2 or id <= 31 and 3 or 4
    for place, cell in ipairs(cells) do
      LINE[kind][cell] = id
      PLACE[kind][cell] = place - 1
      CELL_ON[id * 8 + place - 1] = cell
    end
    BASE[id] = (#cells - 1) * 2048 -- where this length's part of LAND_* begins
  end
  T.LINES, T.LINE, T.PLACE, T.CELL_ON, T.BASE = lines, LINE, PLACE, CELL_ON, BASE
  T.BIT = {}
  for i = 0, 7 do T.BIT[i] = lshift(1, i) end

  -- LAND_FWD[BASE + occupancy * 8 + place]: the place where a piece at `place` lands
  -- jumping toward higher places, or -1. LAND_BWD the same toward lower places. The
  -- jumper's own bit is not in the occupancy (it is lifted).
  local long = rules.long_jumps
  local FWD, BWD = {}, {}
  for len = 1, 8 do
    for occ = 0, 255 do
      for place = 0, 7 do
        local index = (len - 1) * 2048 + occ * 8 + place
        FWD[index], BWD[index] = -1, -1
        if place < len and occ < lshift(1, len) then
          for _, step in ipairs { 1, -1 } do
            local i, gap = place + step, 0
            while i >= 0 and i < len and band(occ, lshift(1, i)) == 0 do
              i, gap = i + step, gap + 1
            end
            if i >= 0 and i < len and (long or gap == 0) then
              local land, clear = i + step, true
              for _ = 0, gap do
                if land < 0 or land >= len or band(occ, lshift(1, land)) ~= 0 then clear = false end
                land = land + step
              end
              land = land - step
              if clear then
                if step == 1 then FWD[index] = land else BWD[index] = land end
              end
            end
          end
        end
      end
    end
  end
  T.LAND_FWD, T.LAND_BWD = FWD, BWD
  return T
end

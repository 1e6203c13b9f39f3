---The hot path of Chinese checkers: legal moves, play and undo.
---
---The state is the board array the course's players already use: st[cell] for cell
---0..88 is 1 (blue), 2 (red), 0 (empty) or -1 (not a cell: row or column 0 or 9). Cells
---89..99 are -1 as well, so that a scan in any of the 8 directions (±1, ±9, ±10, ±11)
---stops at a -1 without a bounds check. The other fields: `side` (to move), `ply`,
---`pieces` (each player's six cells, sorted, so equal positions list their moves in the
---same order), `occ` (each line's occupancy, tables.lua), `winner` (0, or who won with
---the last move) and `key`.
---
---A move is the four-digit number FROM * 100 + TO (2161), or 0 for a pass.
local tables = require "games.checkers.tables"

local DIRS = { -11, -10, -9, -1, 1, 9, 10, 11 }

---@param rules table  rules.lua
---@return table  { moves, play, undo, copy, new_state, finish, is_cell, plies }
return function(rules)
  local T = tables(rules)
  local LAST, IS_CELL = T.LAST, T.IS_CELL
  local LINE, PLACE, CELL_ON, BASE, BIT = T.LINE, T.PLACE, T.CELL_ON, T.BASE, T.BIT
  local FWD, BWD = T.LAND_FWD, T.LAND_BWD
  local NLINES = #T.LINES
  local plies = 2 * rules.moves_each

  -- The camp each player must fill: the other's start, as six cells.
  local GOAL = { rules.camps[2], rules.camps[1] }
  local G1, G2 = GOAL[1], GOAL[2]

  -- The key: a sum of one random weight per (player, cell), exact below 2^53. Equal
  -- positions have equal keys; two different ones share a key with odds near 2^-40.
  local KEY_W = { {}, {} }
  local SIDE_W
  do
    local x = 20260101
    local function next_weight()
      x = (x * 16807) % 2147483647
      local hi = x % 2097152
      x = (x * 16807) % 2147483647
      return hi * 2 ^ 24 + x % 16777216 -- < 2^45: thirteen of them stay exact
    end
    for side = 1, 2 do
      for i = 0, LAST do KEY_W[side][i] = IS_CELL[i] and next_weight() or 0 end
    end
    SIDE_W = next_weight()
  end
  local W1, W2 = KEY_W[1], KEY_W[2]

  -- Scratch for the jump search: a stack of landings and the landings met, marked by a
  -- stamp that changes per piece (so nothing is cleared between searches).
  local stack, seen, stamp = {}, {}, 0
  for i = 0, LAST do seen[i] = 0 end

  -- Whether `mover`, having just moved, has won: the other's camp is full and holds at
  -- least one of the mover's pieces.
  local function winner_after(st, mover)
    local goal = mover == 1 and G1 or G2
    local mine = false
    for i = 1, 6 do
      local v = st[goal[i]]
      if v == 0 then return false end
      if v == mover then mine = true end
    end
    return mine
  end

  ---Every legal move, in a stable order: empty exactly when the game is over; a player
  ---with no move has one, the pass (0). Fills `out` when given.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function moves(st, out)
    out = out or {}
    if st.winner ~= 0 or st.ply >= plies then return out, 0 end
    local n = 0
    local occ = st.occ
    local list = st.pieces[st.side]
    for p = 1, 6 do
      local from = list[p]
      local base = from * 100
      for k = 1, 8 do
        local to = from + DIRS[k]
        if st[to] == 0 then
          n = n + 1
          out[n] = base + to
        end
      end
      -- Jumps: a search over landings, with the moving piece lifted off its lines.
      for k = 1, 4 do
        local l = LINE[k][from]
        occ[l] = occ[l] - BIT[PLACE[k][from]]
      end
      stamp = stamp + 1
      seen[from] = stamp
      local top = 1
      stack[1] = from
      repeat
        local x = stack[top]
        top = top - 1
        for k = 1, 4 do
          local l = LINE[k][x]
          local at = BASE[l] + occ[l] * 8 + PLACE[k][x]
          local a = FWD[at]
          if a >= 0 then
            local z = CELL_ON[l * 8 + a]
            if seen[z] ~= stamp then
              seen[z] = stamp
              top = top + 1
              stack[top] = z
              n = n + 1
              out[n] = base + z
            end
          end
          a = BWD[at]
          if a >= 0 then
            local z = CELL_ON[l * 8 + a]
            if seen[z] ~= stamp then
              seen[z] = stamp
              top = top + 1
              stack[top] = z
              n = n + 1
              out[n] = base + z
            end
          end
        end
      until top == 0
      for k = 1, 4 do
        local l = LINE[k][from]
        occ[l] = occ[l] + BIT[PLACE[k][from]]
      end
    end
    if n == 0 then
      n = 1
      out[1] = 0
    end
    return out, n
  end

  -- Moves the piece at `from` to `to` in its player's sorted list of cells.
  local function relocate(list, from, to)
    local i = 1
    while list[i] ~= from do i = i + 1 end
    list[i] = to
    while i > 1 and list[i - 1] > to do
      list[i] = list[i - 1]
      i = i - 1
      list[i] = to
    end
    while i < 6 and list[i + 1] < to do
      list[i] = list[i + 1]
      i = i + 1
      list[i] = to
    end
  end

  -- Moves player s's piece from `from` to `to`: the cells, the sorted list, the lines'
  -- occupancy and the key. Undo is the same move backwards.
  local function shift(st, s, from, to)
    st[from] = 0
    st[to] = s
    relocate(st.pieces[s], from, to)
    local occ = st.occ
    for k = 1, 4 do
      local l, m = LINE[k][from], LINE[k][to]
      occ[l] = occ[l] - BIT[PLACE[k][from]]
      occ[m] = occ[m] + BIT[PLACE[k][to]]
    end
    local w = s == 1 and W1 or W2
    st.key = st.key - w[from] + w[to]
  end

  ---@param st table
  ---@param m integer
  local function play(st, m)
    local s = st.side
    if m ~= 0 then
      shift(st, s, (m - m % 100) / 100, m % 100)
      if winner_after(st, s) then st.winner = s end
    end
    st.side = 3 - s
    st.ply = st.ply + 1
    st.key = st.key + (s == 1 and SIDE_W or -SIDE_W)
  end

  ---@param st table
  ---@param m integer
  local function undo(st, m)
    local s = 3 - st.side
    if m ~= 0 then shift(st, s, m % 100, (m - m % 100) / 100) end
    st.winner = 0
    st.side = s
    st.ply = st.ply - 1
    st.key = st.key - (s == 1 and SIDE_W or -SIDE_W)
  end

  ---An empty board: every cell 0, every other index -1.
  local function new_state()
    local st = { side = 1, ply = 0, winner = 0, key = 0, pieces = { {}, {} }, occ = {} }
    for i = 0, LAST do st[i] = IS_CELL[i] and 0 or -1 end
    return st
  end

  ---Fills in what follows from the cells, the side and the ply: the piece lists, the key
  ---and the winner (the player who moved last, if that move won). Returns nil and why
  ---when the cells do not hold six pieces each.
  ---@param st table
  ---@return table|nil
  ---@return string|nil
  local function finish(st)
    local pieces, key, occ = { {}, {} }, 0, {}
    for l = 1, NLINES do occ[l] = 0 end
    for i = 0, LAST do
      local v = st[i]
      if v == 1 or v == 2 then
        local list = pieces[v]
        list[#list + 1] = i
        key = key + KEY_W[v][i]
        for k = 1, 4 do
          local l = LINE[k][i]
          occ[l] = occ[l] + BIT[PLACE[k][i]]
        end
      end
    end
    for side = 1, 2 do
      if #pieces[side] ~= 6 then
        return nil, (side == 1 and "blue" or "red") .. " has " .. #pieces[side] .. " pieces, not 6"
      end
    end
    if st.side == 2 then key = key + SIDE_W end
    st.pieces, st.key, st.occ = pieces, key, occ
    local mover = 3 - st.side
    st.winner = winner_after(st, mover) and mover or 0
    return st
  end

  local function copy(st)
    local c = { side = st.side, ply = st.ply, winner = st.winner, key = st.key }
    for i = 0, LAST do c[i] = st[i] end
    local p1, p2 = st.pieces[1], st.pieces[2]
    c.pieces = { { p1[1], p1[2], p1[3], p1[4], p1[5], p1[6] }, { p2[1], p2[2], p2[3], p2[4], p2[5], p2[6] } }
    local occ, o = {}, st.occ
    for l = 1, NLINES do occ[l] = o[l] end
    c.occ = occ
    return c
  end

  return {
    moves = moves,
    play = play,
    undo = undo,
    copy = copy,
    new_state = new_state,
    finish = finish,
    is_cell = IS_CELL,
    plies = plies,
  }
end

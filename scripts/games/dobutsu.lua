---Dobutsu shogi ("animal shogi"): lions, giraffes, elephants and chicks on a 3 x 4 board.
---The canonical game of House Rules: copy its shape for a new game.
---
---Squares are numbered 1..12 row by row from the top-left (A1 = 1, C4 = 12); row 1 is at
---the top. The first player (upper case) plays from the bottom, the second (lower case)
---from the top. A move is a packed integer (see `encode` below), so that move generation
---allocates nothing and searches run at full speed.
local bit = require "bit"
local board = require "hr.board"
local util = require "hr.util"

local band, bor, bnot, rshift, lshift = bit.band, bit.bor, bit.bnot, bit.rshift, bit.lshift
local concat, format = table.concat, string.format

local W, H, N = 3, 4, 12

-- Piece types. A piece on the board is its type for the first player and type + 8 for
-- the second (so 1..5 and 9..13; 0 is an empty square).
local CHICK, ELEPHANT, GIRAFFE, LION, HEN = 1, 2, 3, 4, 5
local SECOND = 8
local LETTER = { "C", "E", "G", "L", "H" }
local NAME = { "chick", "elephant", "giraffe", "lion", "hen" }
local A_NAME = { "a chick", "an elephant", "a giraffe", "a lion", "a hen" }
local TYPE_OF_LETTER = { C = CHICK, E = ELEPHANT, G = GIRAFFE, L = LION, H = HEN }
local HOW = {
  "one step straight forward",
  "one step diagonally",
  "one step orthogonally",
  "one step in any direction",
  "one step in any direction but diagonally backwards",
}

-- Steps for the first player as (dx, dy); dy = -1 is forward (towards row 1).
local STEPS = {
  [CHICK] = { { 0, -1 } },
  [ELEPHANT] = { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } },
  [GIRAFFE] = { { 0, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } },
  [LION] = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 } },
  [HEN] = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } },
}

---------------------------------------------------------------------------------------
-- Tables computed once. Flat arrays indexed by arithmetic are what LuaJIT reads fastest.
---------------------------------------------------------------------------------------

local OWNER = { [0] = 0 }      -- OWNER[code]: 0 empty, 1 first player, 2 second
local ATTACK = {}              -- ATTACK[code * 16 + sq]: bit set of the squares it attacks
local BIT = {}                 -- BIT[sq] = 2^(sq-1): squares as bits of a 12-bit set
local SQ_OF_BIT = {}           -- SQ_OF_BIT[2^(sq-1)] = sq (a dense array: fast to read)
local STEP_N = {}              -- STEP_N[code * 16 + from]: how many destinations
local STEP_TO = {}             -- STEP_TO[(code * 16 + from) * 8 + k]: the k-th destination
local REACH = {}               -- REACH[(code * 16 + from) * 16 + to]: true if the piece reaches `to`
local ATK_N = {}               -- ATK_N[side * 16 + sq]: squares from which `side` may attack sq
local ATK_FROM = {}            -- ATK_FROM[(side * 16 + sq) * 8 + k]: the k-th of them
local ATK_MASK = {}            -- ATK_MASK[same]: bit set of the codes that attack sq from there
local FAR = {}                 -- FAR[side * 16 + sq]: sq is on that side's far row
local PROMOTE = {}             -- PROMOTE[code * 16 + to]: 65536 when a chick promotes there
local CELL_W = {}              -- CELL_W[code * 16 + sq]: that piece's share of the key
local HAND_W = {}              -- HAND_W[h]: one piece in hand slot h's share of the key
local SIDE_W = {}              -- SIDE_W[mover]: what passing the turn adds to the key
local HAND_SLOT = {}           -- HAND_SLOT[code]: hand slot of a dropped piece
local CAPTURE_SLOT = {}        -- CAPTURE_SLOT[code]: hand slot the captor puts it in
local LION_CODE = { LION, LION + SECOND }

local SQUARE_NAME, SQUARE_OF = {}, {}
do
  local geometry = board.new(W, H)
  for sq = 1, N do
    SQUARE_NAME[sq] = board.square(geometry, sq, "A1")
    SQUARE_OF[SQUARE_NAME[sq]] = sq
  end
end

local function code_of(side, t) return side == 1 and t or t + SECOND end
local function side_name(side) return side == 1 and "first" or "second" end
local function type_of(code) return code > SECOND and code - SECOND or code end

-- The key is exact: every position has its own number below 2^53. Each square is a
-- base-11 digit (empty, then the ten pieces), each hand slot a base-3 digit (a player
-- holds at most two of a kind), and the side to move one more bit.
local DIGIT = { [0] = 0 }
for t = 1, 5 do
  DIGIT[t], DIGIT[t + SECOND] = t, t + 5
end
local BOARD_SPAN = 11 ^ N

for i = 0, 2048 do SQ_OF_BIT[i] = 0 end
for sq = 1, N do
  BIT[sq] = 2 ^ (sq - 1)
  SQ_OF_BIT[BIT[sq]] = sq
end
for i = 0, 16 * 16 do PROMOTE[i] = 0 end
for i = 0, 16 * 16 do ATTACK[i] = 0 end
for i = 0, 16 * 16 do CELL_W[i] = 0 end
for side = 1, 2 do
  for t = 1, 5 do
    local code = code_of(side, t)
    OWNER[code] = side
    HAND_SLOT[code] = t <= GIRAFFE and (side - 1) * 3 + t or nil
    local captured = t == HEN and CHICK or t
    CAPTURE_SLOT[code] = captured <= GIRAFFE and (2 - side) * 3 + captured or nil
    for sq = 1, N do
      CELL_W[code * 16 + sq] = DIGIT[code] * 11 ^ (sq - 1)
      local x, y = (sq - 1) % W + 1, math.floor((sq - 1) / W) + 1
      local key, n = code * 16 + sq, 0
      for _, d in ipairs(STEPS[t]) do
        local tx, ty = x + d[1], y + (side == 1 and d[2] or -d[2])
        if tx >= 1 and tx <= W and ty >= 1 and ty <= H then
          local to = (ty - 1) * W + tx
          n = n + 1
          STEP_TO[key * 8 + n] = to
          REACH[key * 16 + to] = true
          ATTACK[key] = ATTACK[key] + 2 ^ (to - 1)
        end
      end
      STEP_N[key] = n
    end
  end
  for sq = 1, N do
    local row = math.floor((sq - 1) / W) + 1
    FAR[side * 16 + sq] = (side == 1 and row == 1) or (side == 2 and row == H)
    if FAR[side * 16 + sq] then PROMOTE[code_of(side, CHICK) * 16 + sq] = 65536 end
  end
end
for h = 1, 6 do HAND_W[h] = 3 ^ (h - 1) * BOARD_SPAN end
SIDE_W[1], SIDE_W[2] = 729 * BOARD_SPAN, -729 * BOARD_SPAN

-- Attack lists: for each side and target square, the neighbouring squares and which of
-- that side's pieces standing there would attack the target.
for side = 1, 2 do
  for sq = 1, N do
    local i, n = side * 16 + sq, 0
    for from = 1, N do
      local mask = 0
      for t = 1, 5 do
        local code = code_of(side, t)
        if REACH[(code * 16 + from) * 16 + sq] then mask = mask + lshift(1, code) end
      end
      if mask ~= 0 then
        n = n + 1
        ATK_FROM[i * 8 + n], ATK_MASK[i * 8 + n] = from, mask
      end
    end
    ATK_N[i] = n
  end
end

---------------------------------------------------------------------------------------
-- Moves: to + from * 16 + piece * 256 + captured * 4096 + promotion (65536).
-- A drop has from = 0. Decoding uses bit operations, which compile to single instructions.
---------------------------------------------------------------------------------------

local function attacked(b, sq, side)
  local i = side * 16 + sq
  local base = i * 8
  for k = 1, ATK_N[i] do
    local q = b[ATK_FROM[base + k]]
    if q ~= 0 and band(ATK_MASK[base + k], lshift(1, q)) ~= 0 then return true end
  end
  return false
end

-- The game is over (not expanded) once a lion stands on its far row.
-- Returns the player whose lion arrived (the last mover first), or nil.
local function lion_arrived(st)
  local lion, mover = st.lion, 3 - st.side
  if FAR[mover * 16 + lion[mover]] then return mover end
  if FAR[st.side * 16 + lion[st.side]] then return st.side end
  return nil
end

---Every legal move, in a stable order. Fills `out` when given (then only entries 1..count
---are the moves: entries past them are left as they were) so that searches allocate nothing.
---@param st table
---@param out? integer[]
---@return integer[] moves
---@return integer count
local function moves(st, out)
  out = out or {}
  local n = 0
  if lion_arrived(st) then return out, 0 end
  local b, s = st.board, st.side
  local occ = st.occ
  local own, opp = occ[s], occ[3 - s]
  -- Every square the opponent attacks, once per position: a lion may go to none of them.
  local attacks, t = 0, opp
  while t ~= 0 do
    local low = band(t, -t)
    t = t - low
    local sq = SQ_OF_BIT[low]
    attacks = bor(attacks, ATTACK[b[sq] * 16 + sq])
  end
  local lion = st.lion[s]
  local allowed = bnot(own) -- where pieces other than the lion may go
  local in_check = band(attacks, BIT[lion]) ~= 0
  if in_check then
    -- No piece slides, so a check can be neither blocked nor uncovered: capture the one
    -- checker, or move the lion.
    local checkers, checker = 0, 0
    t = opp
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      if band(ATTACK[b[sq] * 16 + sq], BIT[lion]) ~= 0 then checkers, checker = checkers + 1, low end
    end
    allowed = checkers == 1 and checker or 0
  end
  t = own
  while t ~= 0 do
    local low = band(t, -t)
    t = t - low
    local sq = SQ_OF_BIT[low]
    local p = b[sq]
    local targets = band(ATTACK[p * 16 + sq], sq == lion and bnot(bor(own, attacks)) or allowed)
    local from_part = sq * 16 + p * 256
    while targets ~= 0 do
      local bit_to = band(targets, -targets)
      targets = targets - bit_to
      local to = SQ_OF_BIT[bit_to]
      n = n + 1
      out[n] = to + from_part + b[to] * 4096 + PROMOTE[p * 16 + to]
    end
  end
  if not in_check then
    local hand = st.hand
    local slot0 = (s - 1) * 3
    local empty = band(bnot(bor(own, opp)), 4095)
    for kind = CHICK, GIRAFFE do
      if hand[slot0 + kind] > 0 then
        local piece = (s == 1 and kind or kind + SECOND) * 256
        t = empty
        while t ~= 0 do
          local low = band(t, -t)
          t = t - low
          n = n + 1
          out[n] = SQ_OF_BIT[low] + piece
        end
      end
    end
  end
  return out, n
end

---@param st table
---@param m integer
local function play(st, m)
  local b = st.board
  local to = band(m, 15)
  local from = band(rshift(m, 4), 15)
  local p = band(rshift(m, 8), 15)
  local s = st.side
  local key = st.key
  local occ = st.occ
  if from == 0 then
    local slot = HAND_SLOT[p]
    b[to] = p
    st.hand[slot] = st.hand[slot] - 1
    key = key - HAND_W[slot] + CELL_W[p * 16 + to]
    occ[s] = occ[s] + BIT[to]
  else
    local cap = band(rshift(m, 12), 15)
    local np = p + band(rshift(m, 16), 1) * 4 -- a promoting chick (1 or 9) becomes a hen (5 or 13)
    b[from] = 0
    b[to] = np
    key = key - CELL_W[p * 16 + from] + CELL_W[np * 16 + to]
    occ[s] = occ[s] - BIT[from] + BIT[to]
    if cap ~= 0 then
      local slot = CAPTURE_SLOT[cap]
      st.hand[slot] = st.hand[slot] + 1
      key = key - CELL_W[cap * 16 + to] + HAND_W[slot]
      occ[3 - s] = occ[3 - s] - BIT[to]
    end
    if p == LION_CODE[s] then st.lion[s] = to end
  end
  st.side = 3 - s
  st.key = key + SIDE_W[s]
end

---@param st table
---@param m integer
local function undo(st, m)
  local b = st.board
  local to = band(m, 15)
  local from = band(rshift(m, 4), 15)
  local p = band(rshift(m, 8), 15)
  local s = 3 - st.side -- the player who made the move
  local key = st.key - SIDE_W[s]
  local occ = st.occ
  if from == 0 then
    local slot = HAND_SLOT[p]
    b[to] = 0
    st.hand[slot] = st.hand[slot] + 1
    key = key + HAND_W[slot] - CELL_W[p * 16 + to]
    occ[s] = occ[s] - BIT[to]
  else
    local cap = band(rshift(m, 12), 15)
    local np = p + band(rshift(m, 16), 1) * 4
    b[to] = cap
    b[from] = p
    key = key + CELL_W[p * 16 + from] - CELL_W[np * 16 + to]
    occ[s] = occ[s] + BIT[from] - BIT[to]
    if cap ~= 0 then
      local slot = CAPTURE_SLOT[cap]
      st.hand[slot] = st.hand[slot] - 1
      key = key + CELL_W[cap * 16 + to] - HAND_W[slot]
      occ[3 - s] = occ[3 - s] + BIT[to]
    end
    if p == LION_CODE[s] then st.lion[s] = from end
  end
  st.side = s
  st.key = key
end

local function compute_occupancy(st)
  local occ = { 0, 0 }
  for sq = 1, N do
    local side = OWNER[st.board[sq]]
    if side ~= 0 then occ[side] = occ[side] + BIT[sq] end
  end
  return occ
end

local function compute_key(st)
  local key = 0
  for sq = 1, N do key = key + CELL_W[st.board[sq] * 16 + sq] end
  for h = 1, 6 do key = key + st.hand[h] * HAND_W[h] end
  if st.side == 2 then key = key + SIDE_W[1] end
  return key
end

---------------------------------------------------------------------------------------
-- Positions as text: the FEN of Fairy-Stockfish and pychess, "gle/1c1/1C1/ELG[-] w".
---------------------------------------------------------------------------------------

local START = "gle/1c1/1C1/ELG[-] w"

local function piece_text(code)
  local t = type_of(code)
  local text = t == HEN and "+C" or LETTER[t]
  return code > SECOND and text:lower() or text
end

---@param st table
---@return string
local function write_position(st)
  local rows = {}
  for y = 1, H do
    local row, empty = {}, 0
    for x = 1, W do
      local code = st.board[(y - 1) * W + x]
      if code == 0 then
        empty = empty + 1
      else
        if empty > 0 then row[#row + 1] = tostring(empty) end
        empty = 0
        row[#row + 1] = piece_text(code)
      end
    end
    if empty > 0 then row[#row + 1] = tostring(empty) end
    rows[y] = concat(row)
  end
  local hand = {}
  for side = 1, 2 do
    for t = CHICK, GIRAFFE do
      local letter = side == 1 and LETTER[t] or LETTER[t]:lower()
      hand[#hand + 1] = letter:rep(st.hand[(side - 1) * 3 + t])
    end
  end
  local held = concat(hand)
  return concat(rows, "/") .. "[" .. (held == "" and "-" or held) .. "] " .. (st.side == 1 and "w" or "b")
end

local function new_state()
  return { board = board.new(W, H), hand = { 0, 0, 0, 0, 0, 0 }, side = 1, lion = { 0, 0 }, occ = { 0, 0 }, key = 0 }
end

---Reads a position. Returns nil and the reason when the text is not a position.
---@param text string
---@return table|nil state
---@return string|nil why
local function read_position(text)
  local placement, held, side = text:match("^%s*([^%[%s]+)%[([^%]]*)%]%s*(%a?)")
  if not placement then
    placement, side = text:match("^%s*([^%[%s]+)%s+(%a)")
    held = ""
  end
  if not placement then
    return nil, "expected a position such as " .. START .. " (rows from the top, hands, side to move)"
  end
  if side ~= "w" and side ~= "b" then
    return nil, "expected 'w' (first player) or 'b' (second player) to move after the board"
  end
  local st = new_state()
  st.side = side == "w" and 1 or 2
  local rows = util.split(placement, "/")
  if #rows ~= H then return nil, format("expected %d rows separated by '/', found %d", H, #rows) end
  local count = { 0, 0, 0, 0 } -- chicks (with hens), elephants, giraffes, lions
  for y = 1, H do
    local x, i, row = 0, 1, rows[y]
    while i <= #row do
      local c = row:sub(i, i)
      if c:match("%d") then
        x = x + tonumber(c)
      else
        local promoted = false
        if c == "+" then
          promoted, i = true, i + 1
          c = row:sub(i, i)
          if c:upper() ~= "C" then return nil, format("row %d: only a chick promotes ('+C' or '+c')", y) end
        end
        local t = TYPE_OF_LETTER[c:upper()]
        if not t then return nil, format("row %d: unknown piece '%s' (C, E, G, L, H or +C)", y, c) end
        if promoted then t = HEN end
        x = x + 1
        if x > W then break end
        local piece_side = c == c:upper() and 1 or 2
        st.board[(y - 1) * W + x] = code_of(piece_side, t)
        local kind = t == HEN and CHICK or t
        count[kind] = count[kind] + 1
        if t == LION then
          if st.lion[piece_side] ~= 0 then
            return nil, "each player has exactly one lion"
          end
          st.lion[piece_side] = (y - 1) * W + x
        end
      end
      i = i + 1
    end
    if x ~= W then return nil, format("row %d ('%s') covers %d squares, expected %d", y, row, x, W) end
  end
  if st.lion[1] == 0 or st.lion[2] == 0 then return nil, "each player has exactly one lion" end
  if held ~= "-" then
    for c in held:gmatch(".") do
      local t = TYPE_OF_LETTER[c:upper()]
      if not t or t > GIRAFFE then
        return nil, format("hands hold chicks, elephants and giraffes only, not '%s'", c)
      end
      local slot = (c == c:upper() and 0 or 3) + t
      st.hand[slot] = st.hand[slot] + 1
      count[t] = count[t] + 1
    end
  end
  for t = CHICK, GIRAFFE do
    if count[t] > 2 then return nil, format("there are only two %ss in the game, found %d", NAME[t], count[t]) end
  end
  -- Under the no-suicide rule no game reaches a position where the player who just moved
  -- left its lion capturable; refusing it keeps "a lion is never captured" true.
  local mover = 3 - st.side
  if attacked(st.board, st.lion[mover], st.side) then
    return nil, format("the %s player's lion can be taken, but it is the %s player's move: no game reaches this position",
      side_name(mover), side_name(st.side))
  end
  st.key = compute_key(st)
  st.occ = compute_occupancy(st)
  return st
end

---------------------------------------------------------------------------------------
-- Move text: "L C3 C4" (piece, from, to) and "C P A2" (a drop), any case.
---------------------------------------------------------------------------------------

---@param st table
---@param m integer
---@return string
local function notate(st, m)
  local to = band(m, 15)
  local from = band(rshift(m, 4), 15)
  local letter = LETTER[type_of(band(rshift(m, 8), 15))]
  if from == 0 then return letter .. " P " .. SQUARE_NAME[to] end
  return letter .. " " .. SQUARE_NAME[from] .. " " .. SQUARE_NAME[to]
end

---Reads a move; returns nil and the rule that refuses it.
---@param st table
---@param text string
---@return integer|nil move
---@return string|nil why
local function parse(st, text)
  local list, n = moves(st)
  if lion_arrived(st) then return nil, "the game is over" end
  if n == 0 then return nil, "the game is over: no legal move is left" end
  local parts = util.split(text:upper(), "[%s,]+")
  if #parts ~= 3 then
    return nil, "expected PIECE FROM TO (L C3 C4) or PIECE P SQUARE to drop (C P A2)"
  end
  local t = TYPE_OF_LETTER[parts[1]]
  if not t then return nil, format("unknown piece '%s' (C chick, E elephant, G giraffe, L lion, H hen)", parts[1]) end
  local s = st.side
  local b = st.board
  local to = SQUARE_OF[parts[3]]
  if not to then return nil, format("'%s' is not a square (A1 to C4)", parts[3]) end
  if parts[2] == "P" then
    if t == LION then return nil, "a lion is never dropped" end
    if t == HEN then return nil, "a hen is never dropped (a captured hen is a chick in hand)" end
    if st.hand[(s - 1) * 3 + t] == 0 then return nil, format("no %s in your hand", NAME[t]) end
    if b[to] ~= 0 then return nil, format("%s is occupied", parts[3]) end
    local wanted = to + code_of(s, t) * 256
    for i = 1, n do
      if list[i] == wanted then return wanted end
    end
    return nil, "that drop leaves your lion capturable"
  end
  local from = SQUARE_OF[parts[2]]
  if not from then return nil, format("'%s' is not a square (A1 to C4)", parts[2]) end
  local p = b[from]
  if p == 0 then return nil, format("no piece on %s", parts[2]) end
  if OWNER[p] ~= s then return nil, format("the piece on %s is not yours", parts[2]) end
  if type_of(p) ~= t then
    return nil, format("the piece on %s is %s, not %s", parts[2], A_NAME[type_of(p)], A_NAME[t])
  end
  if not REACH[(p * 16 + from) * 16 + to] then
    return nil, format("%s cannot move from %s to %s (it moves %s)", A_NAME[t], parts[2], parts[3], HOW[t])
  end
  if OWNER[b[to]] == s then return nil, format("%s is occupied by your own piece", parts[3]) end
  for i = 1, n do
    local m = list[i]
    if band(m, 15) == to and band(rshift(m, 4), 15) == from then return m end
  end
  return nil, "that move leaves your lion capturable"
end

---------------------------------------------------------------------------------------
-- The rest of the contract.
---------------------------------------------------------------------------------------

---@param st table
---@return table|nil result {scores = {first, second}, reason = text}
local function result(st)
  local arrived = lion_arrived(st)
  if arrived then
    return { scores = arrived == 1 and { 1, 0 } or { 0, 1 }, reason = "the " .. side_name(arrived) .. " player's lion reached the far row" }
  end
  local _, n = moves(st)
  if n > 0 then return nil end
  local s = st.side
  local why = attacked(st.board, st.lion[s], 3 - s) and "is checkmated" or "has no legal move"
  return { scores = s == 1 and { 0, 1 } or { 1, 0 }, reason = "the " .. side_name(s) .. " player " .. why }
end

local function copy(st)
  return {
    board = board.copy(st.board),
    hand = { st.hand[1], st.hand[2], st.hand[3], st.hand[4], st.hand[5], st.hand[6] },
    side = st.side,
    lion = { st.lion[1], st.lion[2] },
    occ = { st.occ[1], st.occ[2] },
    key = st.key,
  }
end

local GLYPHS = { [0] = "." }
for code = 1, 13 do
  if OWNER[code] then GLYPHS[code] = code > SECOND and LETTER[type_of(code)]:lower() or LETTER[type_of(code)] end
end

local function hand_text(st, side)
  local parts = {}
  for t = CHICK, GIRAFFE do
    for _ = 1, st.hand[(side - 1) * 3 + t] do
      parts[#parts + 1] = side == 1 and LETTER[t] or LETTER[t]:lower()
    end
  end
  return #parts > 0 and concat(parts, " ") or "-"
end

---@param st table
---@return string
local function show(st)
  return board.render(st.board, GLYPHS, { coordinates = true, notation = "A1" })
    .. format("hands: first %s, second %s\n", hand_text(st, 1), hand_text(st, 2))
    .. format("%s player (%s) to move\n", side_name(st.side), st.side == 1 and "upper case" or "lower case")
end

-- Material and position, in hundredths of a chick, from the first player's side.
-- Pieces in hand are worth a little more than on the board: they can land anywhere.
local PIECE_VALUE = { 100, 300, 350, 0, 450 }
local HAND_VALUE = { 130, 330, 390 }
local PSQ = {}
for i = 0, 16 * 16 do PSQ[i] = 0 end
for side = 1, 2 do
  for t = 1, 5 do
    local code = code_of(side, t)
    for sq = 1, N do
      local row = math.floor((sq - 1) / W) + 1
      local advance = side == 1 and (H - row) or (row - 1) -- 0 at home, 3 at the far row
      local bonus = 0
      if t == LION then bonus = 25 * advance end
      if t == CHICK then bonus = 10 * advance end
      local centre = ((sq - 1) % W == 1) and 10 or 0
      local v = PIECE_VALUE[t] + bonus + (t ~= LION and centre or 0)
      PSQ[code * 16 + sq] = side == 1 and v or -v
    end
  end
end

---A heuristic score for `seat` (positive is good for it), for search bots.
---@param st table
---@param seat integer
---@return number
local function evaluate(st, seat)
  local b, hand = st.board, st.hand
  local score = 0
  for sq = 1, N do score = score + PSQ[b[sq] * 16 + sq] end
  for t = 1, 3 do score = score + (hand[t] - hand[t + 3]) * HAND_VALUE[t] end
  return seat == 1 and score or -score
end

---@type Game
return {
  info = {
    name = "dobutsu",
    title = "Dobutsu shogi",
    seats = { "first", "second" },
    options = {
      { name = "max_plies", default = 300, help = "a draw after this many moves (0: no limit)" },
      { name = "repetition", default = 3, help = "a draw when a position comes back this many times with the same player to move (0: never)" },
    },
    start = START,
    notation = "moves: PIECE FROM TO (L C3 C4), drops: PIECE P SQUARE (C P A2); pieces C chick, E elephant, G giraffe, L lion, H hen; columns A-C, rows 1 (top) to 4",
  },
  setup = function() return read_position(START) end,
  to_move = function(st) return st.side end,
  moves = moves,
  play = play,
  undo = undo,
  copy = copy,
  result = result,
  view = function(st) return st end,
  show = show,
  notate = notate,
  parse = parse,
  key = function(st) return st.key end,
  evaluate = evaluate,
  write_position = write_position,
  read_position = read_position,
}

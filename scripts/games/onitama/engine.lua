---The hot path of Onitama: legal moves, play and undo.
---
---The board is 5x5, squares 1..25 row by row from the top-left; red plays from the bottom
---row (rank 1), blue from the top (rank 5). A square holds 0 (empty), 1 red student,
---2 red master, 3 blue student or 4 blue master. A state holds its five cards (name,
---stamp, offsets) and where each is: 1 in red's hand, 2 in blue's, 0 beside the board.
---
---A move is a packed integer: card + beside * 8 + from * 64 + to * 2048 + captured * 65536,
---where `card` is the index of the card played (1..5) and `beside` the card that was beside
---the board (which the player takes). A pass - no piece can move - has from = to = 0.
local bit = require "bit"
local board = require "hr.board"
local rng_module = require "hr.rng"

local band, bxor, rshift = bit.band, bit.bxor, bit.rshift

local N = 25
local RED, BLUE = 1, 2
local STUDENT = { 1, 3 } -- by side
local MASTER = { 2, 4 }
local BASE = { 23, 3 } -- each side's temple arch: c1 and c5
local HALF = 2 ^ 26

-- Zobrist keys in two 26-bit halves (XOR of numbers below 2^26 stays below 2^26); the key
-- is h1 * 2^26 + h2, a whole number below 2^52. Drawn once from a fixed seed.
local Z1, Z2 = {}, {}
do
  local r = rng_module.new(20261122)
  for i = 0, 4 * 32 + 3 * 8 + 8 do
    Z1[i], Z2[i] = r:int(0, HALF - 1), r:int(0, HALF - 1)
  end
end
-- Separate slots: pieces 1..4 on squares 1..25 take 1..121, cards 1..5 at 0..2 take
-- 131..145, the side to move 150.
local function zpiece(p, sq) return (p - 1) * 32 + sq end
local function zcard(c, where) return 128 + c * 3 + where end
local ZSIDE = 150

-- Squares as bits (square sq is bit sq - 1), for the sets of each side's pieces.
local BIT, SQ_OF_BIT = {}, {}
for sq = 1, N do
  BIT[sq] = 2 ^ (sq - 1)
  SQ_OF_BIT[2 ^ (sq - 1)] = sq
end
-- Set bits in 13 bits, for counting a set of squares in two lookups.
local POP = { [0] = 0 }
for x = 1, 8191 do POP[x] = POP[rshift(x, 1)] + band(x, 1) end

-- Where each card sends a piece, per side and square, computed once per card pattern:
-- TARGETS[signature][side] = { n = { [from] = count }, to = { [from * 32 + k] = square },
-- mask = { [from] = the targets as a set } }.
local TARGETS = {}

local function targets_of(card)
  local t = TARGETS[card.signature]
  if t then return t end
  t = {}
  for side = RED, BLUE do
    local n, to, mask = {}, {}, {}
    for sq = 1, N do
      local x, y = (sq - 1) % 5 + 1, math.floor((sq - 1) / 5) + 1
      local k, set = 0, 0
      for _, o in ipairs(card.offsets) do
        -- red moves up the board (y falls); blue's card turns around
        local tx, ty = x + (side == RED and o[1] or -o[1]), y + (side == RED and -o[2] or o[2])
        if tx >= 1 and tx <= 5 and ty >= 1 and ty <= 5 then
          k = k + 1
          to[sq * 32 + k] = (ty - 1) * 5 + tx
          set = set + BIT[(ty - 1) * 5 + tx]
        end
      end
      n[sq], mask[sq] = k, set
    end
    t[side] = { n = n, to = to, mask = mask }
  end
  TARGETS[card.signature] = t
  return t
end

---@return table  {moves, play, undo, over, winner, new_state, finish, copy, targets_of, ...}
return function()
  -- The side whose win is on the board (a master taken or on the other's base), or nil.
  local function winner(st)
    local m = st.masters
    if m[BLUE] == 0 or m[RED] == BASE[BLUE] then return RED end
    if m[RED] == 0 or m[BLUE] == BASE[RED] then return BLUE end
    return nil
  end

  ---Every legal move in a stable order (by card, then square, then the card's order of
  ---its squares); fills `out` when given (only entries 1..count are the moves). When no
  ---piece can move, one pass per card.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function moves(st, out)
    out = out or {}
    if winner(st) then return out, 0 end
    local n = 0
    local b, s, where, cards = st.board, st.side, st.where, st.cards
    local own = st.occ[s]
    local keep = st.beside * 8
    for c = 1, 5 do
      if where[c] == s then
        local t = targets_of(cards[c])[s]
        local tn, tto = t.n, t.to
        local card_part = c + keep
        local pieces = own -- the player's pieces, lowest square first
        while pieces ~= 0 do
          local low = band(pieces, -pieces)
          pieces = pieces - low
          local sq = SQ_OF_BIT[low]
          local base = sq * 32
          for k = 1, tn[sq] do
            local to = tto[base + k]
            if band(own, BIT[to]) == 0 then
              n = n + 1
              out[n] = card_part + sq * 64 + to * 2048 + b[to] * 65536
            end
          end
        end
      end
    end
    if n == 0 then
      for c = 1, 5 do
        if where[c] == s then
          n = n + 1
          out[n] = c + keep
        end
      end
    end
    return out, n
  end

  ---How many moves `side`'s pieces have with its two cards, passes aside (whoever is to
  ---move): what count and an evaluation's mobility need.
  ---@param st table
  ---@param side integer
  ---@return integer
  local function mobility(st, side)
    local where, cards = st.where, st.cards
    local own = st.occ[side]
    local free = 33554431 - own -- the squares without a piece of the side's
    local n = 0
    for c = 1, 5 do
      if where[c] == side then
        local mask = targets_of(cards[c])[side].mask
        local pieces = own
        while pieces ~= 0 do
          local low = band(pieces, -pieces)
          pieces = pieces - low
          local t = band(mask[SQ_OF_BIT[low]], free)
          n = n + POP[band(t, 8191)] + POP[rshift(t, 13)]
        end
      end
    end
    return n
  end

  ---How many legal moves `st` has, without listing them (perft's count at its last ply).
  ---@param st table
  ---@return integer
  local function count(st)
    if winner(st) then return 0 end
    local n = mobility(st, st.side)
    if n == 0 then return 2 end -- a pass with either card
    return n
  end

  ---How many pieces are in a set of squares.
  ---@param set integer
  ---@return integer
  local function pieces_in(set) return POP[band(set, 8191)] + POP[rshift(set, 13)] end

  ---@param st table
  ---@param m integer
  local function play(st, m)
    local c = band(m, 7)
    local beside = band(rshift(m, 3), 7)
    local from = band(rshift(m, 6), 31)
    local s = st.side
    local h1, h2 = st.h1, st.h2
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local cap = rshift(m, 16)
      local b = st.board
      local p = b[from]
      b[from], b[to] = 0, p
      local occ = st.occ
      occ[s] = occ[s] - BIT[from] + BIT[to]
      h1 = bxor(h1, Z1[zpiece(p, from)], Z1[zpiece(p, to)])
      h2 = bxor(h2, Z2[zpiece(p, from)], Z2[zpiece(p, to)])
      if p == MASTER[s] then st.masters[s] = to end
      if cap ~= 0 then
        occ[3 - s] = occ[3 - s] - BIT[to]
        h1, h2 = bxor(h1, Z1[zpiece(cap, to)]), bxor(h2, Z2[zpiece(cap, to)])
        if cap == MASTER[3 - s] then st.masters[3 - s] = 0 end
      end
    end
    -- the card played goes beside the board; the player takes the one that was there
    local where = st.where
    local zc1, zc2 = st.zc1, st.zc2
    h1 = bxor(h1, zc1[c * 3 + s], zc1[c * 3], zc1[beside * 3], zc1[beside * 3 + s], Z1[ZSIDE])
    h2 = bxor(h2, zc2[c * 3 + s], zc2[c * 3], zc2[beside * 3], zc2[beside * 3 + s], Z2[ZSIDE])
    where[c], where[beside], st.beside = 0, s, c
    st.side = 3 - s
    st.h1, st.h2 = h1, h2
  end

  ---@param st table
  ---@param m integer
  local function undo(st, m)
    local c = band(m, 7)
    local beside = band(rshift(m, 3), 7)
    local from = band(rshift(m, 6), 31)
    local s = 3 - st.side -- the player who made the move
    local h1, h2 = st.h1, st.h2
    local where = st.where
    local zc1, zc2 = st.zc1, st.zc2
    h1 = bxor(h1, zc1[c * 3 + s], zc1[c * 3], zc1[beside * 3], zc1[beside * 3 + s], Z1[ZSIDE])
    h2 = bxor(h2, zc2[c * 3 + s], zc2[c * 3], zc2[beside * 3], zc2[beside * 3 + s], Z2[ZSIDE])
    where[c], where[beside], st.beside = s, 0, beside
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local cap = rshift(m, 16)
      local b = st.board
      local p = b[to]
      b[from], b[to] = p, cap
      local occ = st.occ
      occ[s] = occ[s] - BIT[to] + BIT[from]
      h1 = bxor(h1, Z1[zpiece(p, from)], Z1[zpiece(p, to)])
      h2 = bxor(h2, Z2[zpiece(p, from)], Z2[zpiece(p, to)])
      if p == MASTER[s] then st.masters[s] = from end
      if cap ~= 0 then
        occ[3 - s] = occ[3 - s] + BIT[to]
        h1, h2 = bxor(h1, Z1[zpiece(cap, to)]), bxor(h2, Z2[zpiece(cap, to)])
        if cap == MASTER[3 - s] then st.masters[3 - s] = to end
      end
    end
    st.side = s
    st.h1, st.h2 = h1, h2
  end

  local function key(st) return st.h1 * HALF + st.h2 end

  ---Whether `m` is forcing, for a search's quiescence: a capture, or the master stepping
  ---onto the other side's base (which wins).
  ---@param st table
  ---@param m integer
  ---@return boolean
  local function forcing(st, m)
    if m >= 65536 then return true end -- captured * 65536
    local s = st.side
    return band(rshift(m, 11), 31) == BASE[3 - s] and st.board[band(rshift(m, 6), 31)] == MASTER[s]
  end

  ---A state from its parts: the board (squares 1..25 as above), the five cards, where each
  ---is (1 red, 2 blue, 0 beside; exactly one beside) and the side to move. The masters'
  ---squares and the key follow from them.
  ---@param b table
  ---@param five table[]
  ---@param where integer[]
  ---@param side integer
  local function from_parts(b, five, where, side)
    local masters, occ = { 0, 0 }, { 0, 0 }
    for sq = 1, N do
      local p = b[sq]
      if p == MASTER[RED] then masters[RED] = sq elseif p == MASTER[BLUE] then masters[BLUE] = sq end
      if p == STUDENT[RED] or p == MASTER[RED] then occ[RED] = occ[RED] + BIT[sq] end
      if p == STUDENT[BLUE] or p == MASTER[BLUE] then occ[BLUE] = occ[BLUE] + BIT[sq] end
    end
    local beside
    for c = 1, 5 do
      if where[c] == 0 then beside = c end
    end
    -- A card's keys go by its name's rank among the five, not by its place in `five`: the
    -- same position dealt in another order (read from its text, say) has the same key.
    local names = {}
    for c = 1, 5 do names[c] = five[c].name:lower() end
    local zc1, zc2 = {}, {}
    for c = 1, 5 do
      local rank = 1
      for d = 1, 5 do
        if names[d] < names[c] then rank = rank + 1 end
      end
      for w = 0, 2 do zc1[c * 3 + w], zc2[c * 3 + w] = Z1[zcard(rank, w)], Z2[zcard(rank, w)] end
    end
    local st = { board = b, cards = five, where = where, beside = beside, side = side, masters = masters,
      occ = occ, zc1 = zc1, zc2 = zc2 }
    local h1, h2 = 0, 0
    for sq = 1, N do
      if b[sq] ~= 0 then h1, h2 = bxor(h1, Z1[zpiece(b[sq], sq)]), bxor(h2, Z2[zpiece(b[sq], sq)]) end
    end
    for c = 1, 5 do
      h1, h2 = bxor(h1, zc1[c * 3 + where[c]]), bxor(h2, zc2[c * 3 + where[c]])
    end
    if side == BLUE then h1, h2 = bxor(h1, Z1[ZSIDE]), bxor(h2, Z2[ZSIDE]) end
    st.h1, st.h2 = h1, h2
    return st
  end

  ---A state with the pieces on their back rows and five cards dealt: `cards[1]` and
  ---`cards[2]` to the player whose colour matches the stamp of `cards[5]` (who moves
  ---first), `cards[3]` and `cards[4]` to the other, `cards[5]` beside the board.
  ---@param five table[]
  local function new_state(five)
    local b = board.new(5, 5)
    for x = 1, 5 do
      b[x] = x == 3 and MASTER[BLUE] or STUDENT[BLUE]
      b[20 + x] = x == 3 and MASTER[RED] or STUDENT[RED]
    end
    local first = five[5].stamp == "red" and RED or BLUE
    return from_parts(b, five, { first, first, 3 - first, 3 - first, 0 }, first)
  end

  local function copy(st)
    local where = st.where
    return {
      board = board.copy(st.board),
      cards = st.cards, -- the cards never change during a game
      zc1 = st.zc1,
      zc2 = st.zc2,
      where = { where[1], where[2], where[3], where[4], where[5] },
      beside = st.beside,
      side = st.side,
      masters = { st.masters[1], st.masters[2] },
      occ = { st.occ[1], st.occ[2] },
      h1 = st.h1,
      h2 = st.h2,
    }
  end

  return {
    RED = RED,
    BLUE = BLUE,
    STUDENT = STUDENT,
    MASTER = MASTER,
    BASE = BASE,
    moves = moves,
    count = count,
    mobility = mobility,
    pieces_in = pieces_in,
    play = play,
    undo = undo,
    key = key,
    forcing = forcing,
    winner = winner,
    new_state = new_state,
    from_parts = from_parts,
    copy = copy,
    targets_of = targets_of,
  }
end

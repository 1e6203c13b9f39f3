---The hot path of Onitama: legal moves, play and undo.
---
---The board is 5x5, squares 1..25 row by row from the top-left; red plays from the bottom
---row (rank 1), blue from the top (rank 5). A square holds 0 (empty), 1 red student,
---2 red master, 3 blue student or 4 blue master. A state holds its five cards (name,
---stamp, offsets) and where each is: 1 in red's hand, 2 in blue's, 0 beside the board.
---Beside the board it keeps each side's pieces as a set of squares (square sq is bit sq - 1),
---each side's two cards (`hand`) and the masters' squares, so that moves are generated and
---counted a whole set at a time.
---
---A move is a packed integer: card + beside * 8 + from * 64 + to * 2048 + captured * 65536,
---where `card` is the index of the card played (1..5) and `beside` the card that was beside
---the board (which the player takes). A pass - no piece can move - has from = to = 0.
local bit = require "bit"
local board = require "hr.board"
local rng_module = require "hr.rng"

local band, bor, lshift, rshift = bit.band, bit.bor, bit.lshift, bit.rshift

local N = 25
local ALL = 2 ^ N - 1 -- every square
local RED, BLUE = 1, 2
local STUDENT = { 1, 3 } -- by side
local MASTER = { 2, 4 }
local BASE = { 23, 3 } -- each side's temple arch: c1 and c5

-- Zobrist keys, added rather than XORed: a key is a sum of numbers below 2^46 (at most 16
-- of them), so it stays a whole number below 2^53, exact in a double, and play and undo
-- change it by one addition per feature instead of two XORs of two halves. Drawn once from
-- a fixed seed. Slots: piece p on square sq at p * 32 + sq (33..153), a card of name rank r
-- at 160 + r * 3 + where (163..177), the side to move at 180.
local Z = {}
do
  local r = rng_module.new(20261122)
  for i = 0, 180 do Z[i] = r:int(0, 2 ^ 23 - 1) * 2 ^ 23 + r:int(0, 2 ^ 23 - 1) end
end
local ZSIDE = Z[180]
local function zcard(rank, where) return Z[160 + rank * 3 + where] end

local BIT = {}
for sq = 1, N do BIT[sq] = 2 ^ (sq - 1) end
-- The square of a set's lowest bit `low` is SQ_OF_LOW[rshift(low * DEBRUIJN, 27)]: a
-- de Bruijn multiply (exact in a double, as low < 2^25) instead of a hash lookup.
local DEBRUIJN = 0x077CB531
local SQ_OF_LOW = {}
for sq = 1, N do SQ_OF_LOW[rshift(BIT[sq] * DEBRUIJN, 27)] = sq end
-- Set bits in 13 bits, for counting a set of squares in two lookups.
local POP = { [0] = 0 }
for x = 1, 8191 do POP[x] = POP[rshift(x, 1)] + band(x, 1) end

-- Where each card sends a piece, per side, computed once per card pattern. Per square, for
-- reading moves: TARGETS[signature][side] = { n = { [from] = count }, to = { [from * 32 + k]
-- = square } }. And per offset, for whole sets: a piece on a square of `valid[k]` moves by
-- the k-th offset, to its bit shifted left by `left[k]` and right by `right[k]` (one is 0).
local TARGETS = {}

local function targets_of(card)
  local t = TARGETS[card.signature]
  if t then return t end
  t = {}
  for side = RED, BLUE do
    local n, to, valid, left, right = {}, {}, {}, {}, {}
    for k, o in ipairs(card.offsets) do
      -- red moves up the board (y falls); blue's card turns around
      local dx, dy = side == RED and o[1] or -o[1], side == RED and -o[2] or o[2]
      local set = 0
      for sq = 1, N do
        local x, y = (sq - 1) % 5 + 1, math.floor((sq - 1) / 5) + 1
        if x + dx >= 1 and x + dx <= 5 and y + dy >= 1 and y + dy <= 5 then set = set + BIT[sq] end
      end
      local d = dy * 5 + dx
      valid[k], left[k], right[k] = set, d > 0 and d or 0, d < 0 and -d or 0
    end
    for sq = 1, N do
      local k = 0
      for i = 1, #card.offsets do
        if band(valid[i], BIT[sq]) ~= 0 then
          k = k + 1
          to[sq * 32 + k] = sq + left[i] - right[i]
        end
      end
      n[sq] = k
    end
    t[side] = { n = n, to = to, valid = valid, left = left, right = right }
  end
  TARGETS[card.signature] = t
  return t
end

-- How many moves four offsets of a card (j..j+3 of a state's shift tables) give the pieces
-- in `own` onto squares in `free`. Unrolled: every card of the game has four offsets at
-- most (a card with fewer has empty ones; a home-made card with more has further groups).
local function reach(own, free, sv, sl, sr, j)
  local a = band(rshift(lshift(band(own, sv[j]), sl[j]), sr[j]), free)
  local b = band(rshift(lshift(band(own, sv[j + 1]), sl[j + 1]), sr[j + 1]), free)
  local c = band(rshift(lshift(band(own, sv[j + 2]), sl[j + 2]), sr[j + 2]), free)
  local d = band(rshift(lshift(band(own, sv[j + 3]), sl[j + 3]), sr[j + 3]), free)
  return POP[band(a, 8191)] + POP[rshift(a, 13)] + POP[band(b, 8191)] + POP[rshift(b, 13)]
    + POP[band(c, 8191)] + POP[rshift(c, 13)] + POP[band(d, 8191)] + POP[rshift(d, 13)]
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

  -- The moves of the player to move that land on `want`, and the master's onto `goal`
  -- (its other targets aside), by card, then the card's offsets in order, then square.
  local function generate(st, out, want, goal)
    local n = 0
    local b, s, hand = st.board, st.side, st.hand
    local sv, sl, sr, stride = st.sv, st.sl, st.sr, st.stride
    local own = st.occ[s]
    local master = goal ~= 0 and BIT[st.masters[s]] or 0
    local keep = st.beside * 8
    local c1, c2 = hand[2 * s - 1], hand[2 * s]
    if c1 > c2 then c1, c2 = c2, c1 end
    for _ = 1, 2 do
      local card_part = c1 + keep
      local j0 = (c1 * 2 + s) * stride
      for j = j0, j0 + stride - 1 do
        local l, r, v = sl[j], sr[j], sv[j]
        local t = band(rshift(lshift(band(own, v), l), r), want)
        if master ~= 0 then t = t + band(rshift(lshift(band(master, v), l), r), goal) end
        local shift = (l - r) * 64 -- from * 64 = to * 64 - shift
        while t ~= 0 do
          local low = band(t, -t)
          t = t - low
          local to = SQ_OF_LOW[rshift(low * DEBRUIJN, 27)]
          n = n + 1
          out[n] = card_part + to * 2112 - shift + b[to] * 65536
        end
      end
      c1 = c2
    end
    return n
  end

  ---Every legal move in a stable order (by card, then the card's offsets in order, then the
  ---square reached); fills `out` when given (only entries 1..count are the moves). When no
  ---piece can move, one pass per card.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function moves(st, out)
    out = out or {}
    if winner(st) then return out, 0 end
    local s = st.side
    local n = generate(st, out, ALL - st.occ[s], 0)
    if n == 0 then
      local where, keep = st.where, st.beside * 8
      for c = 1, 5 do
        if where[c] == s then
          n = n + 1
          out[n] = c + keep
        end
      end
    end
    return out, n
  end

  ---The forcing moves only (see `forcing`), in the order `moves` lists them: captures, and
  ---the master onto the other side's empty base. What a search's quiescence looks at, made
  ---without listing the quiet moves it would throw away.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function forcing_moves(st, out)
    out = out or {}
    if winner(st) then return out, 0 end
    local s, occ = st.side, st.occ
    local goal = BIT[BASE[3 - s]]
    if band(occ[1] + occ[2], goal) ~= 0 then goal = 0 end -- a piece on it: taking it is a capture
    return out, generate(st, out, occ[3 - s], goal)
  end

  ---How many moves `side`'s pieces have with its two cards, passes aside (whoever is to
  ---move): what count and an evaluation's mobility need.
  ---@param st table
  ---@param side integer
  ---@return integer
  local function mobility(st, side)
    local hand, sv, sl, sr, stride = st.hand, st.sv, st.sl, st.sr, st.stride
    local own = st.occ[side]
    local free = ALL - own -- the squares without a piece of the side's
    local j1, j2 = (hand[2 * side - 1] * 2 + side) * stride, (hand[2 * side] * 2 + side) * stride
    local n = reach(own, free, sv, sl, sr, j1) + reach(own, free, sv, sl, sr, j2)
    for more = 4, stride - 1, 4 do -- only for a card with more than four offsets
      n = n + reach(own, free, sv, sl, sr, j1 + more) + reach(own, free, sv, sl, sr, j2 + more)
    end
    return n
  end

  -- The squares four offsets of a card (j..j+3) send the pieces of `set` to, as one set.
  local function spread(set, sv, sl, sr, j)
    return bor(rshift(lshift(band(set, sv[j]), sl[j]), sr[j]),
      rshift(lshift(band(set, sv[j + 1]), sl[j + 1]), sr[j + 1]),
      rshift(lshift(band(set, sv[j + 2]), sl[j + 2]), sr[j + 2]),
      rshift(lshift(band(set, sv[j + 3]), sl[j + 3]), sr[j + 3]))
  end

  ---The squares `side`'s pieces reach with its two cards, whatever stands on them (what it
  ---attacks, and defends): for an evaluation.
  ---@param st table
  ---@param side integer
  ---@return integer  a set of squares
  local function attacks_of(st, side)
    local hand, sv, sl, sr, stride = st.hand, st.sv, st.sl, st.sr, st.stride
    local own = st.occ[side]
    local j1, j2 = (hand[2 * side - 1] * 2 + side) * stride, (hand[2 * side] * 2 + side) * stride
    local set = bor(spread(own, sv, sl, sr, j1), spread(own, sv, sl, sr, j2))
    for more = 4, stride - 1, 4 do -- only for a card with more than four offsets
      set = bor(set, spread(own, sv, sl, sr, j1 + more), spread(own, sv, sl, sr, j2 + more))
    end
    return set
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

  -- The cards of a move: the one played goes beside the board, the player takes the one
  -- that was there (`sign` 1 to play, -1 to undo, with `s` the side that played).
  local function swap_cards(st, m, s, sign)
    local c, beside = band(m, 7), band(rshift(m, 3), 7)
    local hand, where = st.hand, st.where
    st.h = st.h + sign * st.card_keys[band(m, 63) * 2 + s]
    if sign > 0 then
      where[c], where[beside], st.beside = 0, s, c
      if hand[2 * s - 1] == c then hand[2 * s - 1] = beside else hand[2 * s] = beside end
    else
      where[c], where[beside], st.beside = s, 0, beside
      if hand[2 * s - 1] == beside then hand[2 * s - 1] = c else hand[2 * s] = c end
    end
  end

  ---@param st table
  ---@param m integer
  local function play(st, m)
    local s = st.side
    local from = band(rshift(m, 6), 31)
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local b, occ = st.board, st.occ
      local p = b[from]
      b[from], b[to] = 0, p
      occ[s] = occ[s] - BIT[from] + BIT[to]
      local h = st.h - Z[p * 32 + from] + Z[p * 32 + to]
      if p == MASTER[s] then st.masters[s] = to end
      local cap = rshift(m, 16)
      if cap ~= 0 then
        occ[3 - s] = occ[3 - s] - BIT[to]
        h = h - Z[cap * 32 + to]
        if cap == MASTER[3 - s] then st.masters[3 - s] = 0 end
      end
      st.h = h
    end
    swap_cards(st, m, s, 1)
    st.side = 3 - s
  end

  ---@param st table
  ---@param m integer
  local function undo(st, m)
    local s = 3 - st.side -- the player who made the move
    swap_cards(st, m, s, -1)
    st.side = s
    local from = band(rshift(m, 6), 31)
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local cap = rshift(m, 16)
      local b, occ = st.board, st.occ
      local p = b[to]
      b[from], b[to] = p, cap
      occ[s] = occ[s] - BIT[to] + BIT[from]
      local h = st.h + Z[p * 32 + from] - Z[p * 32 + to]
      if p == MASTER[s] then st.masters[s] = from end
      if cap ~= 0 then
        occ[3 - s] = occ[3 - s] + BIT[to]
        h = h + Z[cap * 32 + to]
        if cap == MASTER[3 - s] then st.masters[3 - s] = to end
      end
      st.h = h
    end
  end

  local function key(st) return st.h end

  ---Whether `m` is forcing, for a search's quiescence: a capture, or the master stepping
  ---onto the other side's base (which wins).
  ---@param st table
  ---@param m integer
  ---@return boolean
  local function forcing(st, m)
    if m >= 65536 then return true end -- captured * 65536
    local s = st.side
    return band(rshift(m, 11), 31) == BASE[3 - s] and st.masters[s] == band(rshift(m, 6), 31)
  end

  ---Whether the side to move is in check: the other side, with its two cards, can take its
  ---master or bring its own master onto its base (either wins). A search with the `check`
  ---option answers it in quiescence with every move rather than stand on the evaluation.
  ---@param st table
  ---@return boolean
  local function in_check(st)
    local s = st.side
    local o = 3 - s
    local mine, theirs = st.masters[s], st.masters[o]
    if mine == 0 or theirs == 0 then return false end -- the game is over
    local occ, hand, sv, sl, sr, stride = st.occ, st.hand, st.sv, st.sl, st.sr, st.stride
    local own, master = occ[o], BIT[theirs]
    local prey, goal = BIT[mine], band(BIT[BASE[s]], ALL - own)
    for i = 2 * o - 1, 2 * o do
      local j0 = (hand[i] * 2 + o) * stride
      for j = j0, j0 + stride - 1 do
        local l, r, v = sl[j], sr[j], sv[j]
        if band(rshift(lshift(band(own, v), l), r), prey) ~= 0 then return true end
        if band(rshift(lshift(band(master, v), l), r), goal) ~= 0 then return true end
      end
    end
    return false
  end

  ---A state from its parts: the board (squares 1..25 as above), the five cards, where each
  ---is (1 red, 2 blue, 0 beside; exactly one beside) and the side to move. The rest (sets,
  ---hands, masters, key) follows from them.
  ---@param b table
  ---@param five table[]
  ---@param where integer[]
  ---@param side integer
  local function from_parts(b, five, where, side)
    local masters, occ = { 0, 0 }, { 0, 0 }
    local h = side == BLUE and ZSIDE or 0
    for sq = 1, N do
      local p = b[sq]
      if p == MASTER[RED] then masters[RED] = sq elseif p == MASTER[BLUE] then masters[BLUE] = sq end
      if p == STUDENT[RED] or p == MASTER[RED] then occ[RED] = occ[RED] + BIT[sq] end
      if p == STUDENT[BLUE] or p == MASTER[BLUE] then occ[BLUE] = occ[BLUE] + BIT[sq] end
      if p ~= 0 then h = h + Z[p * 32 + sq] end
    end
    local beside
    local hand = { 0, 0, 0, 0 }
    for c = 1, 5 do
      local w = where[c]
      if w == 0 then
        beside = c
      elseif hand[2 * w - 1] == 0 then
        hand[2 * w - 1] = c
      else
        hand[2 * w] = c
      end
    end
    -- A card's keys go by its name's rank among the five, not by its place in `five`: the
    -- same position dealt in another order (read from its text, say) has the same key.
    local rank = {}
    for c = 1, 5 do
      rank[c] = 1
      for d = 1, 5 do
        if five[d].name:lower() < five[c].name:lower() then rank[c] = rank[c] + 1 end
      end
      h = h + zcard(rank[c], where[c])
    end
    -- What a move's cards add to the key, by the move's low six bits (card + beside * 8)
    -- and the side that plays it: the card goes beside, the one beside to the hand, and
    -- the turn passes.
    local card_keys = {}
    for c = 1, 5 do
      for d = 1, 5 do
        for s = RED, BLUE do
          card_keys[(c + d * 8) * 2 + s] = zcard(rank[c], 0) - zcard(rank[c], s) + zcard(rank[d], s) - zcard(rank[d], 0)
            + (s == RED and ZSIDE or -ZSIDE)
        end
      end
    end
    -- Each card's offsets for the side holding it, flat at (card * 2 + side) * stride: a
    -- stride of four, or more for a home-made card with more offsets (the rest empty).
    local stride = 4
    for c = 1, 5 do
      while #five[c].offsets > stride do stride = stride + 4 end
    end
    local sv, sl, sr = {}, {}, {}
    for c = 1, 5 do
      local t = targets_of(five[c])
      for s = RED, BLUE do
        local ts = t[s]
        for k = 1, stride do
          local j = (c * 2 + s) * stride + k - 1
          sv[j], sl[j], sr[j] = ts.valid[k] or 0, ts.left[k] or 0, ts.right[k] or 0
        end
      end
    end
    return { board = b, cards = five, where = where, beside = beside, side = side, masters = masters,
      occ = occ, hand = hand, h = h, card_keys = card_keys, stride = stride, sv = sv, sl = sl, sr = sr }
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
    local where, hand = st.where, st.hand
    return {
      board = board.copy(st.board),
      -- the cards and the tables made from them never change during a game
      cards = st.cards,
      card_keys = st.card_keys,
      stride = st.stride,
      sv = st.sv,
      sl = st.sl,
      sr = st.sr,
      where = { where[1], where[2], where[3], where[4], where[5] },
      hand = { hand[1], hand[2], hand[3], hand[4] },
      beside = st.beside,
      side = st.side,
      masters = { st.masters[1], st.masters[2] },
      occ = { st.occ[1], st.occ[2] },
      h = st.h,
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
    attacks_of = attacks_of,
    pieces_in = pieces_in,
    play = play,
    undo = undo,
    key = key,
    forcing = forcing,
    forcing_moves = forcing_moves,
    in_check = in_check,
    winner = winner,
    new_state = new_state,
    from_parts = from_parts,
    copy = copy,
    targets_of = targets_of,
  }
end

---The hot path of Onitama: legal moves, play and undo.
---
---The board is 5x5, squares 1..25 row by row from the top-left; red plays from the bottom
---row (rank 1), blue from the top (rank 5). A square holds 0 (empty), 1 red student,
---2 red master, 3 blue student or 4 blue master. A state holds its five cards (name,
---stamp, offsets) and where each is: `hand` holds red's two cards at 1 and 2, blue's at 3
---and 4, `slot[card]` says where in `hand` a card is (0 beside the board: `beside`), so
---that a move swaps its cards without a test. Beside the board it keeps each side's
---pieces as a set of squares (square sq is bit sq - 1) and the masters' squares, so that
---moves are generated and counted a whole set at a time.
---
---A move is a packed integer: card + beside * 8 + from * 64 + to * 2048 + captured * 65536,
---where `card` is the index of the card played (1..5) and `beside` the card that was beside
---the board (which the player takes). A pass - no piece can move - has from = to = 0.
local bit = require "bit"
local board = require "hr.board"
local rng_module = require "hr.rng"

local band, bor, rshift = bit.band, bit.bor, bit.rshift

local N = 25
local ALL = 2 ^ N - 1 -- every square
local RED, BLUE = 1, 2
local STUDENT = { 1, 3 } -- by side
local MASTER = { 2, 4 }
local BASE = { 23, 3 } -- each side's temple arch: c1 and c5
local BASE_RED, BASE_BLUE = BASE[RED], BASE[BLUE]

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
for i = 0, 31 do Z[i] = 0 end -- "nothing captured" (cap 0) changes no key
local ZSIDE = Z[180]
local HAS = { [0] = 0, 1, 1, 1, 1 } -- by what stands on a square: 1 for a piece
local function zcard(rank, where) return Z[160 + rank * 3 + where] end

local BIT = {}
for sq = 1, N do BIT[sq] = 2 ^ (sq - 1) end
-- The square of a set's lowest bit `low` is SQ_OF_LOW[rshift(low * DEBRUIJN, 27)]: a
-- de Bruijn multiply (exact in a double, as low < 2^25) instead of a hash lookup.
local DEBRUIJN = 0x077CB531
local SQ_OF_LOW = {}
for sq = 1, N do SQ_OF_LOW[rshift(BIT[sq] * DEBRUIJN, 27)] = sq end
-- Where a square's bit falls in the tables by rows (below): row * 32 + the bit in its row.
local ROW_BIT = {}
for sq = 1, N do ROW_BIT[sq] = math.floor((sq - 1) / 5) * 32 + 2 ^ ((sq - 1) % 5) end
-- Set bits in 13 bits, for counting a set of squares in two lookups.
local POP = { [0] = 0 }
for x = 1, 8191 do POP[x] = POP[rshift(x, 1)] + band(x, 1) end

-- Where each card sends a piece, per side, computed once per card pattern. Per square, for
-- reading moves: TARGETS[signature][side] = { n = { [from] = count }, to = { [from * 32 + k]
-- = square } }. And per offset, for whole sets: a piece on a square of `valid[k]` moves by
-- the k-th offset to square + `shift[k]`, so its bit times 2 ^ shift[k].
local TARGETS = {}

local function targets_of(card)
  local t = TARGETS[card.signature]
  if t then return t end
  t = {}
  for side = RED, BLUE do
    local n, to, valid, shift = {}, {}, {}, {}
    for k, o in ipairs(card.offsets) do
      -- red moves up the board (y falls); blue's card turns around
      local dx, dy = side == RED and o[1] or -o[1], side == RED and -o[2] or o[2]
      local set = 0
      for sq = 1, N do
        local x, y = (sq - 1) % 5 + 1, math.floor((sq - 1) / 5) + 1
        if x + dx >= 1 and x + dx <= 5 and y + dy >= 1 and y + dy <= 5 then set = set + BIT[sq] end
      end
      valid[k], shift[k] = set, dy * 5 + dx
    end
    for sq = 1, N do
      local k = 0
      for i = 1, #card.offsets do
        if band(valid[i], BIT[sq]) ~= 0 then
          k = k + 1
          to[sq * 32 + k] = sq + shift[i]
        end
      end
      n[sq] = k
    end
    t[side] = { n = n, to = to, valid = valid, shift = shift }
  end
  TARGETS[card.signature] = t
  return t
end

-- How many moves four offsets of a card (j..j+3 of a state's shift tables) give the pieces
-- in `own` onto squares in `free`. Unrolled: every card of the game has four offsets at
-- most (a card with fewer has empty ones; a home-made card with more has further groups).
local function reach(own, free, sv, sm, j)
  local a = band(band(own, sv[j]) * sm[j], free)
  local b = band(band(own, sv[j + 1]) * sm[j + 1], free)
  local c = band(band(own, sv[j + 2]) * sm[j + 2], free)
  local d = band(band(own, sv[j + 3]) * sm[j + 3], free)
  return POP[band(a, 8191)] + POP[rshift(a, 13)] + POP[band(b, 8191)] + POP[rshift(b, 13)]
    + POP[band(c, 8191)] + POP[rshift(c, 13)] + POP[band(d, 8191)] + POP[rshift(d, 13)]
end

---@return table  {moves, play, undo, over, winner, new_state, finish, copy, targets_of, ...}
return function()
  -- The side whose win is on the board (a master taken or on the other's base), or nil.
  local function winner(st)
    local m = st.masters
    local red, blue = m[RED], m[BLUE]
    if blue == 0 or red == BASE_BLUE then return RED end
    if red == 0 or blue == BASE_RED then return BLUE end
    return nil
  end

  ---Whether the game is over (a master taken or home): `moves` is empty exactly then.
  ---@param st table
  ---@return boolean
  local function over(st) return winner(st) ~= nil end

  -- The moves of the player to move that land on `want`, and the master's onto `goal`
  -- (its other targets aside), by card, then the card's offsets in order, then square.
  local function generate(st, out, want, goal)
    local n = 0
    local b, s, hand = st.board, st.side, st.hand
    local sv, sm, sd, stride = st.sv, st.sm, st.sd, st.stride
    local own = st.occ[s]
    local master = goal ~= 0 and BIT[st.masters[s]] or 0
    local keep = st.beside * 8
    local c1, c2 = hand[2 * s - 1], hand[2 * s]
    if c1 > c2 then c1, c2 = c2, c1 end
    for _ = 1, 2 do
      local card_part = c1 + keep
      local j0 = (c1 * 2 + s) * stride
      for j = j0, j0 + stride - 1 do
        local v, times = sv[j], sm[j]
        local t = band(band(own, v) * times, want)
        if master ~= 0 then t = t + band(band(master, v) * times, goal) end
        local shift = sd[j] -- from * 64 = to * 64 - shift
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
    if n == 0 then -- one pass per card, in the cards' order
      local keep, c1, c2 = st.beside * 8, st.hand[2 * s - 1], st.hand[2 * s]
      if c1 > c2 then c1, c2 = c2, c1 end
      out[1], out[2], n = c1 + keep, c2 + keep, 2
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
    local hand, sv, sm, stride = st.hand, st.sv, st.sm, st.stride
    local own = st.occ[side]
    local free = ALL - own -- the squares without a piece of the side's
    local j1, j2 = (hand[2 * side - 1] * 2 + side) * stride, (hand[2 * side] * 2 + side) * stride
    local n = reach(own, free, sv, sm, j1) + reach(own, free, sv, sm, j2)
    for more = 4, stride - 1, 4 do -- only for a card with more than four offsets
      n = n + reach(own, free, sv, sm, j1 + more) + reach(own, free, sv, sm, j2 + more)
    end
    return n
  end

  ---A function of a state that gives what `build(st)` made for the state's deal (its five
  ---cards in their order): made once a deal, kept for 64 deals (a long session of many
  ---deals starts over). The deal last asked for is found by a comparison of the state's
  ---table of cards, not a lookup, at each call; a state read anew (a bot's process gets a
  ---new table of cards with every view) is found by the cards' signatures.
  ---@param build fun(st: table): any
  ---@return fun(st: table): any
  local function per_deal(build)
    local made, count = {}, 0
    local last_cards, last
    return function(st)
      local cards = st.cards
      if cards == last_cards then return last end
      local names = {}
      for c = 1, 5 do names[c] = cards[c].signature end
      local deal = table.concat(names, "/")
      local value = made[deal]
      if value == nil then
        if count >= 64 then made, count = {}, 0 end
        value = build(st)
        made[deal], count = value, count + 1
      end
      last_cards, last = cards, value
      return value
    end
  end

  -- What a side reaches with two cards, by rows, for a deal: at
  -- ((c1 * 5 + c2) * 2 + side) * 160 + row * 32 + bits, the squares that side's pieces on
  -- the squares `bits` of row `row` (five bits a row) reach with cards c1 and c2 (1..5, in
  -- either order). A side's whole reach is then five lookups, where the cards' offsets
  -- took sixteen reads and eight multiplies (the evaluation asks it twice a node, and
  -- in_check once). Made once a deal, from the state's own tables of the cards' offsets,
  -- and kept by the deal (not in the state, which crosses to bots with every move).
  local deal_attacks = per_deal(function(st)
    local sv, sm, stride = st.sv, st.sm, st.stride
    local one = {} -- one card's reach, at (c * 2 + side) * 160 + row * 32 + bits
    for c = 1, 5 do
      for side = RED, BLUE do
        local j0 = (c * 2 + side) * stride
        for row = 0, 4 do
          for bits = 0, 31 do
            local set, reached = bits * 2 ^ (5 * row), 0
            for j = j0, j0 + stride - 1 do reached = bor(reached, band(set, sv[j]) * sm[j]) end
            one[(c * 2 + side) * 160 + row * 32 + bits] = reached
          end
        end
      end
    end
    local att = {}
    for c1 = 1, 5 do
      for c2 = 1, 5 do
        for side = RED, BLUE do
          local at, a, b = ((c1 * 5 + c2) * 2 + side) * 160, (c1 * 2 + side) * 160, (c2 * 2 + side) * 160
          for i = 0, 159 do att[at + i] = bor(one[a + i], one[b + i]) end
        end
      end
    end
    return att
  end)

  -- The table by rows for `side`'s cards in `st`, and where in it they begin.
  local function reach_table(st, side)
    local hand = st.hand
    return deal_attacks(st), ((hand[2 * side - 1] * 5 + hand[2 * side]) * 2 + side) * 160
  end

  ---The squares `side`'s pieces reach with its two cards, whatever stands on them (what it
  ---attacks, and defends): for an evaluation.
  ---@param st table
  ---@param side integer
  ---@return integer  a set of squares
  local function attacks_of(st, side)
    local att, at = reach_table(st, side)
    local own = st.occ[side]
    return bor(att[at + band(own, 31)], att[at + 32 + band(rshift(own, 5), 31)],
      att[at + 64 + band(rshift(own, 10), 31)], att[at + 96 + band(rshift(own, 15), 31)],
      att[at + 128 + rshift(own, 20)])
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
    local s = st.side
    local from = band(rshift(m, 6), 31)
    local h = st.h + st.card_keys[band(m, 63) * 2 + s]
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local b, occ = st.board, st.occ
      local p = b[from]
      local cap = rshift(m, 16)
      b[from], b[to] = 0, p
      occ[s] = occ[s] - BIT[from] + BIT[to]
      occ[3 - s] = occ[3 - s] - HAS[cap] * BIT[to]
      h = h - Z[p * 32 + from] + Z[p * 32 + to] - Z[cap * 32 + to]
      if p == 2 * s then st.masters[s] = to end -- MASTER[s]
      if cap == 6 - 2 * s then st.masters[3 - s] = 0 end -- MASTER[3 - s]
    end
    st.h = h
    -- the card played goes beside the board, the player takes the one that was there
    local c, beside = band(m, 7), band(rshift(m, 3), 7)
    local slot = st.slot
    local i = slot[c]
    st.hand[i], slot[beside], slot[c], st.beside = beside, i, 0, c
    st.side = 3 - s
  end

  ---@param st table
  ---@param m integer
  local function undo(st, m)
    local s = 3 - st.side -- the player who made the move
    local c, beside = band(m, 7), band(rshift(m, 3), 7)
    local slot = st.slot
    local i = slot[beside]
    st.hand[i], slot[c], slot[beside], st.beside = c, i, 0, beside
    st.side = s
    local from = band(rshift(m, 6), 31)
    local h = st.h - st.card_keys[band(m, 63) * 2 + s]
    if from ~= 0 then
      local to = band(rshift(m, 11), 31)
      local cap = rshift(m, 16)
      local b, occ = st.board, st.occ
      local p = b[to]
      b[from], b[to] = p, cap
      occ[s] = occ[s] - BIT[to] + BIT[from]
      occ[3 - s] = occ[3 - s] + HAS[cap] * BIT[to]
      h = h + Z[p * 32 + from] - Z[p * 32 + to] + Z[cap * 32 + to]
      if p == 2 * s then st.masters[s] = from end -- MASTER[s]
      if cap == 6 - 2 * s then st.masters[3 - s] = to end -- MASTER[3 - s]
    end
    st.h = h
  end

  local function key(st) return st.h end

  ---Who holds card `c` (1..5): RED, BLUE, or 0 when it is beside the board.
  ---@param st table
  ---@param c integer
  ---@return integer
  local function holder(st, c)
    local i = st.slot[c]
    if i == 0 then return 0 end
    return i <= 2 and RED or BLUE
  end

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
    local reached = attacks_of(st, o)
    if band(reached, BIT[mine]) ~= 0 then return true end
    local goal = BIT[BASE[s]]
    if band(reached, goal) == 0 or band(st.occ[o], goal) ~= 0 then return false end
    -- a piece reaches the base: the master?
    local att, at = reach_table(st, o)
    return band(att[at + ROW_BIT[theirs]], goal) ~= 0
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
    local hand, slot = { 0, 0, 0, 0 }, { 0, 0, 0, 0, 0 }
    for c = 1, 5 do
      local w = where[c]
      if w == 0 then
        beside = c
      elseif hand[2 * w - 1] == 0 then
        hand[2 * w - 1], slot[c] = c, 2 * w - 1
      else
        hand[2 * w], slot[c] = c, 2 * w
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
    -- `sv` the squares a piece may move from, `sm` what its bit is multiplied by (2 ^ the
    -- shift: exact, and never past bit 24 for a square of `sv`; one multiply instead of
    -- two shifts), `sd` the shift times 64 (a move's from * 64 = to * 64 - sd).
    local stride = 4
    for c = 1, 5 do
      while #five[c].offsets > stride do stride = stride + 4 end
    end
    local sv, sm, sd = {}, {}, {}
    for c = 1, 5 do
      local t = targets_of(five[c])
      for s = RED, BLUE do
        local ts = t[s]
        for k = 1, stride do
          local j = (c * 2 + s) * stride + k - 1
          local d = ts.shift[k] or 0
          sv[j], sm[j], sd[j] = ts.valid[k] or 0, 2 ^ d, d * 64
        end
      end
    end
    return { board = b, cards = five, slot = slot, beside = beside, side = side, masters = masters,
      occ = occ, hand = hand, h = h, card_keys = card_keys, stride = stride, sv = sv, sm = sm, sd = sd }
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
    local slot, hand = st.slot, st.hand
    return {
      board = board.copy(st.board),
      -- the cards and the tables made from them never change during a game
      cards = st.cards,
      card_keys = st.card_keys,
      stride = st.stride,
      sv = st.sv,
      sm = st.sm,
      sd = st.sd,
      slot = { slot[1], slot[2], slot[3], slot[4], slot[5] },
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
    holder = holder,
    forcing = forcing,
    forcing_moves = forcing_moves,
    in_check = in_check,
    winner = winner,
    over = over,
    new_state = new_state,
    from_parts = from_parts,
    copy = copy,
    targets_of = targets_of,
    per_deal = per_deal,
  }
end

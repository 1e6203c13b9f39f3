---The hot path of Dobutsu shogi: legal move generation, play and undo, over the tables
---of tables.lua. The functions close over those tables as locals, so a search reads them
---as fast as module-level locals.
---
---A move is a packed integer: to + from * 16 + piece * 256 + captured * 4096, plus 65536
---when a chick promotes; a drop has from = 0. Bit operations decode it in an instruction.
local bit = require "bit"
local board = require "hr.board"

local band, bor, bnot, rshift = bit.band, bit.bor, bit.bnot, bit.rshift

---@param T table   the tables (tables.lua)
---@param rules table
---@return table  { moves, play, undo, attacks_of, attacked, arrived, new_state, copy, finish }
return function(T, rules)
  local N, SECOND = T.N, T.SECOND
  local CHICK, ELEPHANT, GIRAFFE = T.CHICK, T.ELEPHANT, T.GIRAFFE
  local OWNER, ATTACK, BIT, SQ_OF_BIT = T.OWNER, T.ATTACK, T.BIT, T.SQ_OF_BIT
  local FAR, PROMOTE, LION_CODE = T.FAR, T.PROMOTE, T.LION_CODE
  local CELL_W, HAND_W, SIDE_W = T.CELL_W, T.HAND_W, T.SIDE_W
  local HAND_SLOT, CAPTURE_SLOT = T.HAND_SLOT, T.CAPTURE_SLOT
  local try = rules.try

  -- Every square `side` attacks, as a set.
  local function attacks_of(st, side)
    local b, attacks, t = st.board, 0, st.occ[side]
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      attacks = bor(attacks, ATTACK[b[sq] * 16 + sq])
    end
    return attacks
  end

  local function attacked(st, sq, side) return band(attacks_of(st, side), BIT[sq]) ~= 0 end

  -- The player whose lion stands on its far row (the last mover first), or nil. With the
  -- try rule such a game is over and is not expanded.
  local function arrived(st)
    if not try then return nil end
    local lion, mover = st.lion, 3 - st.side
    if FAR[mover * 16 + lion[mover]] then return mover end
    if FAR[st.side * 16 + lion[st.side]] then return st.side end
    return nil
  end

  -- The far row of each side, and per piece code the squares beside a capture where its
  -- move is forcing: a chick's promotion and the lion's try (see `forcing`).
  local FAR_SET = { 0, 0 }
  for side = 1, 2 do
    for sq = 1, N do
      if FAR[side * 16 + sq] then FAR_SET[side] = FAR_SET[side] + BIT[sq] end
    end
  end
  local FORCING_TO = {}
  for code = 0, 16 do FORCING_TO[code] = 0 end
  for side = 1, 2 do
    FORCING_TO[side == 1 and CHICK or CHICK + SECOND] = FAR_SET[side]
    FORCING_TO[LION_CODE[side]] = FAR_SET[side]
  end
  local POP = { [0] = 0 } -- set bits of a 12-bit set
  for x = 1, 4095 do POP[x] = POP[rshift(x, 1)] + band(x, 1) end

  -- What the side to move may do: where its lion may go (onto no square of its own and none
  -- the opponent attacks), where its other pieces may go (anywhere not its own; in check
  -- only onto the one checker, or nowhere when two check), whether it is in check; and its
  -- pieces, the opponent's and its lion's square, which its callers read next.
  local function constraints(st)
    local b, s, occ = st.board, st.side, st.occ
    local own, opp = occ[s], occ[3 - s]
    local attacks, t = 0, opp
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      attacks = bor(attacks, ATTACK[b[sq] * 16 + sq])
    end
    local lion = BIT[st.lion[s]]
    local allowed = bnot(own)
    local in_check = band(attacks, lion) ~= 0
    if in_check then
      -- No piece slides, so a check can be neither blocked nor uncovered: capture the one
      -- checker, or move the lion.
      local checkers, checker = 0, 0
      t = opp
      while t ~= 0 do
        local low = band(t, -t)
        t = t - low
        local sq = SQ_OF_BIT[low]
        if band(ATTACK[b[sq] * 16 + sq], lion) ~= 0 then checkers, checker = checkers + 1, low end
      end
      allowed = checkers == 1 and checker or 0
    end
    return bnot(bor(own, attacks)), allowed, in_check, own, opp, st.lion[s]
  end

  -- The legal moves into `out` (the forcing ones only, when `only_forcing`): the pieces'
  -- moves square by square, then the drops. Returns how many.
  local function generate(st, out, only_forcing)
    if arrived(st) then return 0 end
    local lion_may, allowed, in_check, own, opp, lion = constraints(st)
    local b, s = st.board, st.side
    local n, t = 0, own
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      local p = b[sq]
      local may = sq == lion and lion_may or allowed
      if only_forcing then may = band(may, bor(opp, FORCING_TO[p])) end
      local targets = band(ATTACK[p * 16 + sq], may)
      local from_part = sq * 16 + p * 256
      while targets ~= 0 do
        local bit_to = band(targets, -targets)
        targets = targets - bit_to
        local to = SQ_OF_BIT[bit_to]
        n = n + 1
        out[n] = to + from_part + b[to] * 4096 + PROMOTE[p * 16 + to]
      end
    end
    if not in_check and not only_forcing then
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
    return n
  end

  ---Whether the game is over (`moves` would be empty): a lion has arrived, or the side to
  ---move has no legal move (checkmated, or nothing can move), found without listing the
  ---moves: mostly the lion's first free square answers. A search then stands on the
  ---evaluation in quiescence before it lists the forcing moves, and searches the table's
  ---move before it lists the rest.
  ---@param st table
  ---@return boolean
  local function over(st)
    if arrived(st) then return true end
    local lion_may, allowed, in_check, own, opp, lion = constraints(st)
    local b = st.board
    if band(ATTACK[b[lion] * 16 + lion], lion_may, 4095) ~= 0 then return false end
    if not in_check and band(bnot(bor(own, opp)), 4095) ~= 0 then -- an empty square to drop on
      local hand, slot0 = st.hand, (st.side - 1) * 3
      if hand[slot0 + CHICK] + hand[slot0 + ELEPHANT] + hand[slot0 + GIRAFFE] > 0 then return false end
    end
    local t = own - BIT[lion]
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      if band(ATTACK[b[sq] * 16 + sq], allowed, 4095) ~= 0 then return false end
    end
    return true
  end

  ---Every legal move, in a stable order. Fills `out` when given (then only entries
  ---1..count are the moves; entries past them are left as they were), so that searches
  ---allocate nothing.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function moves(st, out)
    out = out or {}
    return out, generate(st, out, false)
  end

  ---The forcing moves only (captures, promotions, the lion onto the far row: see
  ---`forcing`), in the order `moves` lists them: what a search's quiescence looks at,
  ---without listing the quiet moves and drops it would throw away.
  ---@param st table
  ---@param out? integer[]
  ---@return integer[] moves
  ---@return integer count
  local function forcing_moves(st, out)
    out = out or {}
    return out, generate(st, out, true)
  end

  ---How many legal moves `st` has, without listing them (perft's last ply; a search's
  ---quiescence, to tell a finished game when no move is forcing).
  ---@param st table
  ---@return integer
  local function count(st)
    if arrived(st) then return 0 end
    local lion_may, allowed, in_check, own, opp, lion = constraints(st)
    local b, s = st.board, st.side
    local n, t = 0, own
    while t ~= 0 do
      local low = band(t, -t)
      t = t - low
      local sq = SQ_OF_BIT[low]
      local may = sq == lion and lion_may or allowed
      n = n + POP[band(ATTACK[b[sq] * 16 + sq], may, 4095)]
    end
    if not in_check then
      local hand, slot0 = st.hand, (s - 1) * 3
      local kinds = 0
      for kind = CHICK, GIRAFFE do
        if hand[slot0 + kind] > 0 then kinds = kinds + 1 end
      end
      n = n + kinds * POP[band(bnot(bor(own, opp)), 4095)]
    end
    return n
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

  local function new_state()
    return { board = board.new(T.W, T.H), hand = { 0, 0, 0, 0, 0, 0 }, side = 1, lion = { 0, 0 }, occ = { 0, 0 },
      key = 0 }
  end

  -- Fills in what follows from the board, the hands and the side: occupancy and key.
  local function finish(st)
    local occ, key = { 0, 0 }, 0
    for sq = 1, N do
      local code = st.board[sq]
      local side = OWNER[code]
      if side ~= 0 then occ[side] = occ[side] + BIT[sq] end
      key = key + CELL_W[code * 16 + sq]
    end
    for slot = 1, 6 do key = key + st.hand[slot] * HAND_W[slot] end
    if st.side == 2 then key = key + SIDE_W[1] end
    st.occ, st.key = occ, key
    return st
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

  ---Whether `m` is forcing, for a search's quiescence: a capture (the lion's too), a
  ---promotion, or the lion stepping onto its far row (a try).
  ---@param st table
  ---@param m integer
  ---@return boolean
  local function forcing(st, m)
    if m >= 4096 then return true end -- captured * 4096, or the promotion bit
    local s = st.side
    return band(rshift(m, 8), 15) == LION_CODE[s] and FAR[s * 16 + band(m, 15)] == true
  end

  ---Whether the side to move is in check (its lion attacked): it must answer, and a search
  ---with the `check` option does not stand on the evaluation there in quiescence.
  ---@param st table
  ---@return boolean
  local function in_check(st)
    local s = st.side
    return attacked(st, st.lion[s], 3 - s)
  end

  ---Hands the turn to the other side without a move (a search's null move), unless the
  ---side to move is in check (then passing would let its lion be taken). Whether it did.
  ---@param st table
  ---@return boolean
  local function null_move(st)
    local s = st.side
    if attacked(st, st.lion[s], 3 - s) then return false end
    st.side = 3 - s
    st.key = st.key + SIDE_W[s]
    return true
  end

  ---Takes back null_move.
  ---@param st table
  local function undo_null_move(st)
    local s = 3 - st.side
    st.key = st.key - SIDE_W[s]
    st.side = s
  end

  return {
    moves = moves,
    forcing_moves = forcing_moves,
    count = count,
    play = play,
    undo = undo,
    forcing = forcing,
    in_check = in_check,
    over = over,
    null_move = null_move,
    undo_null_move = undo_null_move,
    attacks_of = attacks_of,
    attacked = attacked,
    arrived = arrived,
    new_state = new_state,
    finish = finish,
    copy = copy,
  }
end

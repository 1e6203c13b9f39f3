---A heuristic score of a Dobutsu position for search bots, in hundredths of a chick: each
---piece by how far it stands from its home row and whether it is on the centre file, pieces
---in hand, the move (worth about a chick), and what the
---pieces attack: how many squares each side attacks, the pieces each side attacks (and
---whether they are defended), by whether that side is to move, and the squares around each
---lion that the other side attacks.
---
---The values are fitted to the solved game: 123,922 positions of 13,114 self-play games
---(each side held to 2,000-8,000 nodes a move, from random openings of 6 and 8 plies) and
---200 games against greedy, each labelled a win, draw or loss for the side to move by the
---perfect-play table (clausecker/dobutsu), and the values chosen so that a logistic curve
---of the score predicts those labels: squared error 0.0810 with the values before, 0.0728
---after, on positions held out of the fit; on 5,873 positions of matches against
---Fairy-Stockfish from drawn openings, none of them in the fit, 0.1298 before and 0.1203
---after. Against the values before (fitted the same way to 32,518 positions) it scored
---+26.2 +/- 20.7 Elo at 100 ms a move from the drawn openings of tests/bench (SPRT [0,25]
---H1 after 452 games). Piece-square terms by where each lion stands (1,440 more values)
---lowered the error by only 0.0004 more and scored +6.8 +/- 35.4 Elo against values fitted
---like these after 102 games: not kept.
---tests/bench/dobutsu_fit.py repeats the fit (tests/bench/README.md says how).
local bit = require "bit"

local band, rshift = bit.band, bit.rshift

-- VALUE[kind][advance + 1] = { on a side file, on the centre file }; advance is 0 on the
-- piece's home row and 3 on the far row (kinds: chick, elephant, giraffe, lion, hen). A
-- chick never stands on the far row (it promotes), nor a lion (it has arrived).
local VALUE = {
  { { 134, 43 }, { 96, 170 }, { 111, 65 }, { -72, 8 } },
  { { 222, 249 }, { 388, 392 }, { 340, 398 }, { 335, 314 } },
  { { 253, 246 }, { 352, 350 }, { 424, 449 }, { 356, 411 } },
  { { -169, -63 }, { -11, -6 }, { 351, 50 }, { 75, 75 } },
  { { 450, 460 }, { 454, 460 }, { 485, 453 }, { 318, 392 } },
}
local HAND_VALUE = { 221, 290, 371 } -- chick, elephant, giraffe
local TEMPO = 109 -- for the side to move
local ATTACKED_SQUARE = -4 -- each square a side attacks, less the other's
-- By the kind of the piece attacked (chick, elephant, giraffe, lion, hen): a piece of the
-- waiting side that the side to move attacks, and more when it is not defended; a piece
-- of the side to move that the waiting side attacks, and more when not defended.
local THREAT_BY_MOVER = { -42, 44, 19, 0, 97 }
local HANGING_BY_MOVER = { 185, 330, 471, 0, 101 }
local THREAT_ON_MOVER = { 21, -83, 19, -115, -20 }
local HANGING_ON_MOVER = { -56, -13, -19, -70, -28 }
-- Each square beside the side to move's lion that the waiting side attacks, and beside the
-- waiting side's lion that the side to move attacks.
local MOVER_LION_ZONE, WAITING_LION_ZONE = -14, 7

---@param T table  tables.lua
---@param E table  core.lua (attacks_of)
return function(T, E)
  local W, H, N, SECOND = T.W, T.H, T.N, T.SECOND
  local ATTACK, SQ_OF_BIT, LION_CODE = T.ATTACK, T.SQ_OF_BIT, T.LION_CODE
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
  -- Per piece code (either side's): its kind's threat values.
  local TBM, HBM, TOM, HOM = {}, {}, {}, {}
  for code = 0, 16 do
    local kind = code > SECOND and code - SECOND or code
    TBM[code], HBM[code] = THREAT_BY_MOVER[kind] or 0, HANGING_BY_MOVER[kind] or 0
    TOM[code], HOM[code] = THREAT_ON_MOVER[kind] or 0, HANGING_ON_MOVER[kind] or 0
  end
  local POP = { [0] = 0 } -- set bits of a 12-bit set
  for x = 1, 4095 do POP[x] = POP[rshift(x, 1)] + band(x, 1) end
  local attacks_of = E.attacks_of

  -- The pieces of the set `attacked` by their kind's `threat` value, and `hanging` more
  -- for those not on a square of `defended`.
  local function threats(b, attacked, defended, threat, hanging)
    local value = 0
    while attacked ~= 0 do
      local low = band(attacked, -attacked)
      attacked = attacked - low
      local code = b[SQ_OF_BIT[low]]
      value = value + threat[code]
      if band(defended, low) == 0 then value = value + hanging[code] end
    end
    return value
  end

  ---@param st table
  ---@param seat integer
  ---@return number  positive when good for `seat`
  return function(st, seat)
    local b, hand, occ = st.board, st.hand, st.occ
    local score = 0
    for sq = 1, N do score = score + PSQ[b[sq] * 16 + sq] end
    for t = 1, 3 do score = score + (hand[t] - hand[t + 3]) * HAND_VALUE[t] end
    -- the rest is from the side to move's view
    local m = st.side
    local o = 3 - m
    local mine, theirs = occ[m], occ[o]
    local am, ao = attacks_of(st, m), attacks_of(st, o) -- the squares each attacks
    local rel = TEMPO + ATTACKED_SQUARE * (POP[am] - POP[ao])
      + threats(b, band(theirs, am), ao, TBM, HBM) + threats(b, band(mine, ao), am, TOM, HOM)
    local lion = st.lion
    rel = rel + MOVER_LION_ZONE * POP[band(ATTACK[LION_CODE[m] * 16 + lion[m]], ao)]
      + WAITING_LION_ZONE * POP[band(ATTACK[LION_CODE[o] * 16 + lion[o]], am)]
    if m == 1 then score = score + rel else score = score - rel end
    return seat == 1 and score or -score
  end
end

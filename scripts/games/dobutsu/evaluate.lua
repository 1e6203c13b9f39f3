---A heuristic score of a Dobutsu position for search bots, in hundredths of a chick: each
---piece by how far it stands from its home row and whether it is on the centre file, pieces
---in hand, the move, and what the pieces attack: how many squares each side attacks, the
---pieces each side attacks (and whether they are defended), by whether that side is to
---move, and the squares around each lion that the other side attacks; then a small
---network over where the pieces stand (network.lua), which knows what these linear terms
---cannot: which placements go together.
---
---The values and the network are fitted together to the solved game (tests/bench/
---dobutsu_net.py; tests/bench/README.md says how): 259,622 positions of 28,516 self-play
---games (each side held to 2,000-10,000 nodes a move; 22,000 from random openings of 6 and
---8 plies, 10,000 of them played with the first network; 6,516 played with the second
---network from 1,629 openings of 6-10 plies the table calls a draw, none of those the
---measuring matches start from), each labelled a win, draw or loss for the side to move
---by the perfect-play table (clausecker/dobutsu), so that a logistic curve of the score
---predicts those labels. On positions of games against Fairy-Stockfish (from drawn
---openings, none in the fit) the squared error was 0.1098 with the linear values alone
---(84dc7e4) and 0.0832 with the first network, fitted to the first 12,000 games. That
---network scored +82.3 +/- 45.1 Elo against the values alone at 100 ms a move from the
---drawn openings of tests/bench (SPRT [0,25] H1 after 86 games), though the search runs at
---0.82x-0.92x the nodes/s; the second +126.1 +/- 50.7 against the first (H1 after 46
---games), and this third +65.9 +/- 34.1 against the second (H1 after 64 games; both with
---Dobutsu's search_settings), then +20.9 +/- 26.6 in 200 games more. 64 hidden units
---scored +3.2 +/- 16.5 against 32 (H0 after 545 games).
local bit = require "bit"

local band, rshift = bit.band, bit.rshift
local network_of = require "games.dobutsu.network"

-- VALUE[kind][advance + 1] = { on a side file, on the centre file }; advance is 0 on the
-- piece's home row and 3 on the far row (kinds: chick, elephant, giraffe, lion, hen). A
-- chick never stands on the far row (it promotes), nor a lion (it has arrived).
local VALUE = {
  { { 163, 40 }, { 103, 167 }, { 127, 50 }, { -96, -9 } },
  { { 275, 257 }, { 383, 416 }, { 359, 401 }, { 329, 312 } },
  { { 312, 265 }, { 390, 312 }, { 455, 499 }, { 369, 411 } },
  { { -143, -41 }, { -48, -2 }, { 330, 50 }, { 75, 75 } },
  { { 450, 460 }, { 454, 459 }, { 493, 449 }, { 326, 389 } },
}
local HAND_VALUE = { 276, 302, 454 } -- chick, elephant, giraffe
local TEMPO = -3 -- for the side to move
local ATTACKED_SQUARE = -8 -- each square a side attacks, less the other's
-- By the kind of the piece attacked (chick, elephant, giraffe, lion, hen): a piece of the
-- waiting side that the side to move attacks, and more when it is not defended; a piece
-- of the side to move that the waiting side attacks, and more when not defended.
local THREAT_BY_MOVER = { -76, 8, 42, 0, 125 }
local HANGING_BY_MOVER = { 166, 343, 509, 0, 194 }
local THREAT_ON_MOVER = { 56, -42, 19, -182, -37 }
local HANGING_ON_MOVER = { -71, -88, -39, -91, -76 }
-- Each square beside the side to move's lion that the waiting side attacks, and beside the
-- waiting side's lion that the side to move attacks.
local MOVER_LION_ZONE, WAITING_LION_ZONE = -59, -14

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

  local network = network_of(T)

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
    if network then rel = rel + network(b, st.hand, m) end
    if m == 1 then score = score + rel else score = score - rel end
    return seat == 1 and score or -score
  end
end

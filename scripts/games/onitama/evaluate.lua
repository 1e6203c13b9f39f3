---A heuristic score of an Onitama position for search bots, in hundredths of a student, as
---a sum of weighted features seen from the side to move: each piece by how far it has
---advanced and how near the centre file it stands, how free each side's pieces are with
---the cards it holds (mobility), the masters' way to the other side's base, and what each
---side's cards attack (students threatened, and whether they are defended).
---
---`evaluation.new(E, weights)` makes the function; `evaluation.FEATURES` names what the
---weights weigh, and a fit (tests/bench/onitama_fit.lua) reads each feature back as the
---score of a one-weight evaluation, so the search and the fit can never disagree on what
---a feature is.
local bit = require "bit"

local band, bnot = bit.band, bit.bnot

local evaluation = {}

-- Each feature is a count from the side to move's view: its own less the other side's
-- (pieces on squares, mobility, master distance), or one side's alone (threats).
--   tempo            1 (the move is the side to move's)
--   mobility         the moves each side's pieces have with its cards, own less other's
--   master_distance  king steps from the other master to the mover's base, less from the
--                    mover's master to the other base
--   threat, hanging  the other side's students the mover's cards reach, and those of them
--                    no card of the other side defends
--   threatened, loose  the same for the mover's students and the other side's cards
--   check            the other side's cards reach the mover's master
--   studentAF, masterAF  a piece advanced A rows from its home row (0-4) on file F from the
--                    edge (0-2: a and e, b and d, c)
local FEATURES = { "tempo", "mobility", "master_distance", "threat", "hanging", "threatened", "loose", "check" }
for _, piece in ipairs({ "student", "master" }) do
  for advance = 0, 4 do
    for file = 0, 2 do FEATURES[#FEATURES + 1] = piece .. advance .. file end
  end
end
evaluation.FEATURES = FEATURES
local IS_FEATURE = {}
for _, name in ipairs(FEATURES) do IS_FEATURE[name] = true end

-- Fitted to 95563 positions of 4000 self-play games (alphabeta at depth 5, random deals,
-- four random first moves) by onitama_fit.py, each labelled with its game's result for the
-- side to move: held-out log loss 0.638 -> 0.594 against the hand-set weights (a student
-- 100, mobility 4, master distance 6), and +251 +/- 141 Elo against them at 100 ms a move
-- (SPRT [0,40] accepted after 34 games). Mobility weighs nothing once the squares do, and
-- is not computed.
local WEIGHTS = {
  tempo = 14,
  mobility = 0,
  master_distance = 70,
  threat = 3,
  hanging = 68,
  threatened = -5,
  loose = 2,
  check = -51,
  student00 = 69, student01 = 77, student02 = 79,
  student10 = 88, student11 = 109, student12 = 113,
  student20 = 99, student21 = 116, student22 = 119,
  student30 = 87, student31 = 121, student32 = 109,
  student40 = 85, student41 = 123, student42 = 106,
  master00 = 11, master01 = 25, master02 = 44,
  master10 = -31, master11 = -16, master12 = -20,
  master20 = -82, master21 = -41, master22 = -27,
  master30 = -10, master31 = 37, master32 = 45,
  master40 = -19, master41 = 82, master42 = 0,
}
evaluation.WEIGHTS = WEIGHTS

---The evaluation with these weights (by feature name; a name left out weighs 0).
---@param E table         engine.lua
---@param weights? table  default evaluation.WEIGHTS
---@return fun(st: table, seat: integer): number  positive when good for `seat`
function evaluation.new(E, weights)
  weights = weights or WEIGHTS
  for name in pairs(weights) do
    if not IS_FEATURE[name] then error("onitama evaluation: no feature named '" .. tostring(name) .. "'", 2) end
  end
  local function w(name) return weights[name] or 0 end
  local BASE, STUDENT, MASTER = E.BASE, E.STUDENT, E.MASTER
  local mobility, attacks_of, pieces_in = E.mobility, E.attacks_of, E.pieces_in

  -- VALUE[mover][code * 32 + sq]: what a piece (code 1-4) on `sq` is worth to the mover.
  local VALUE = { {}, {} }
  for mover = 1, 2 do
    for i = 0, 4 * 32 + 25 do VALUE[mover][i] = 0 end
    for side = 1, 2 do
      local sign = side == mover and 1 or -1
      for sq = 1, 25 do
        local row, x = math.floor((sq - 1) / 5), (sq - 1) % 5
        local advance = side == 1 and 4 - row or row -- red's home row is the bottom one
        local file = math.min(x, 4 - x)
        VALUE[mover][STUDENT[side] * 32 + sq] = sign * w("student" .. advance .. file)
        VALUE[mover][MASTER[side] * 32 + sq] = sign * w("master" .. advance .. file)
      end
    end
  end
  -- DISTANCE[a * 32 + b]: king steps between squares a and b.
  local DISTANCE = {}
  for a = 1, 25 do
    for b = 1, 25 do
      local ax, ay, bx, by = (a - 1) % 5, math.floor((a - 1) / 5), (b - 1) % 5, math.floor((b - 1) / 5)
      DISTANCE[a * 32 + b] = math.max(math.abs(ax - bx), math.abs(ay - by))
    end
  end
  local BIT = {}
  for sq = 1, 25 do BIT[sq] = 2 ^ (sq - 1) end
  local TEMPO, MOBILITY, MASTER_DISTANCE = w("tempo"), w("mobility"), w("master_distance")
  local THREAT, HANGING, THREATENED, LOOSE, CHECK = w("threat"), w("hanging"), w("threatened"), w("loose"), w("check")

  return function(st, seat)
    local m = st.side
    local o = 3 - m
    local b, occ, masters = st.board, st.occ, st.masters
    local value = VALUE[m]
    local score = TEMPO
    if MOBILITY ~= 0 then score = score + MOBILITY * (mobility(st, m) - mobility(st, o)) end
    for sq = 1, 25 do score = score + value[b[sq] * 32 + sq] end
    local mm, mo = masters[m], masters[o]
    if mm ~= 0 and mo ~= 0 then
      score = score + MASTER_DISTANCE * (DISTANCE[mo * 32 + BASE[m]] - DISTANCE[mm * 32 + BASE[o]])
      local am, ao = attacks_of(st, m), attacks_of(st, o)
      local students_m, students_o = occ[m] - BIT[mm], occ[o] - BIT[mo]
      local hit_o, hit_m = band(students_o, am), band(students_m, ao)
      score = score + THREAT * pieces_in(hit_o) + HANGING * pieces_in(band(hit_o, bnot(ao)))
        + THREATENED * pieces_in(hit_m) + LOOSE * pieces_in(band(hit_m, bnot(am)))
      if band(BIT[mm], ao) ~= 0 then score = score + CHECK end
    end
    return seat == m and score or -score
  end
end

return evaluation

---A heuristic score of an Onitama position for search bots, in hundredths of a student, as
---a sum of weighted features seen from the side to move: each piece by how far it has
---advanced and how near the centre file it stands, the squares its owner's two cards move
---it to (a piece-square table for the cards held), how free each side's pieces are with
---the cards it holds (mobility), the masters' way to the other side's base, and what each
---side's cards attack (students threatened, and whether they are defended), plus a small
---network over where the pieces stand and what the cards move (network.lua) for what the
---sum leaves out. A position of the two masters alone it knows exactly, from the deal's
---solved endgame (endgame.lua).
---
---`evaluation.new(E, weights)` makes the function; `evaluation.FEATURES` names what the
---weights weigh, and a fit (tests/bench/onitama_fit.lua) reads each feature back as the
---score of a one-weight evaluation, so the search and the fit can never disagree on what
---a feature is.
local bit = require "bit"

local network = require "games.onitama.network"

local band, bnot, rshift = bit.band, bit.bnot, bit.rshift
local has_new, new_table = pcall(require, "table.new")
if not has_new then new_table = function() return {} end end
-- The tables by hands are found by index: four cards 1-5 and the mover (at most 1562).
local HANDS = 1600

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
--   reach_studentAF, reach_masterAF  a square A rows from the owner's home row on file F
--                    that one of its owner's cards moves the piece to, whatever stands there
--                    (with the two cards it holds: a card-aware piece-square table, made of
--                    any card's offsets, so a card from a file of the user's is valued too)
local FEATURES = { "tempo", "mobility", "master_distance", "threat", "hanging", "threatened", "loose", "check" }
for _, prefix in ipairs({ "", "reach_" }) do
  for _, piece in ipairs({ "student", "master" }) do
    for advance = 0, 4 do
      for file = 0, 2 do FEATURES[#FEATURES + 1] = prefix .. piece .. advance .. file end
    end
  end
end
evaluation.FEATURES = FEATURES
local IS_FEATURE = {}
for _, name in ipairs(FEATURES) do IS_FEATURE[name] = true end

-- Fitted to 249769 positions of 12000 self-play games (alphabeta at depth 5, random deals,
-- four random first moves; tests/bench/onitama_fit.lua, seeds 21-23) by onitama_fit.py,
-- each labelled with its game's result for the side to move, mobility left out: held-out
-- log loss 0.5973 -> 0.5896 against the weights before (without the reach features,
-- refitted on the same positions: 0.5961), and +26.5 +/- 17.8 Elo against them at 100 ms a
-- move (SPRT [0,40] H1 after 961 games). The master that one of its cards brings onto the
-- other base next turn (reach_master42) weighs most: a threat to win, which the master's
-- distance to the base (70 before, 10 now) weighed less well. Those weights had been
-- fitted the same way to 95563 positions (0.638 -> 0.594 against hand-set weights, +251
-- +/- 141 Elo at 100 ms). Mobility weighs nothing once the squares do, and is not computed.
local WEIGHTS = {
  tempo = 17,
  mobility = 0,
  master_distance = 10,
  threat = 2,
  hanging = 76,
  threatened = -2,
  loose = 0,
  check = -53,
  student00 = 81, student01 = 93, student02 = 90,
  student10 = 103, student11 = 120, student12 = 130,
  student20 = 109, student21 = 123, student22 = 131,
  student30 = 105, student31 = 103, student32 = 94,
  student40 = 79, student41 = 79, student42 = 61,
  master00 = -28, master01 = -4, master02 = 24,
  master10 = -14, master11 = 10, master12 = 19,
  master20 = -9, master21 = 21, master22 = 12,
  master30 = 2, master31 = 21, master32 = -16,
  master40 = -40, master41 = 3, master42 = 0,
  reach_student00 = -1, reach_student01 = -1, reach_student02 = 1,
  reach_student10 = -3, reach_student11 = 0, reach_student12 = 5,
  reach_student20 = -2, reach_student21 = 2, reach_student22 = 8,
  reach_student30 = 1, reach_student31 = 3, reach_student32 = 5,
  reach_student40 = 3, reach_student41 = 6, reach_student42 = 4,
  reach_master00 = 0, reach_master01 = -2, reach_master02 = 0,
  reach_master10 = -1, reach_master11 = -2, reach_master12 = -1,
  reach_master20 = 2, reach_master21 = 5, reach_master22 = 7,
  reach_master30 = 16, reach_master31 = 24, reach_master32 = 22,
  reach_master40 = 16, reach_master41 = 35, reach_master42 = 447,
}
evaluation.WEIGHTS = WEIGHTS

-- What a position of the two masters alone is worth when the side to move wins it (less a
-- point a ply to the win): beyond any sum of the features, below a search's proven values.
local SOLVED = 10000
evaluation.SOLVED = SOLVED

---The evaluation with these weights (by feature name; a name left out weighs 0). With the
---default weights it also adds the network (network.lua, whose weights were fitted on top
---of these) and knows the endgame of the two masters alone (endgame.lua): such a position
---is worth SOLVED less the plies to the win to the side that wins it, 0 when neither side
---can force a win. A fit asks for its features alone (weights given).
---@param E table         core.lua
---@param weights? table  default evaluation.WEIGHTS, the network and the solved endgame
---@return fun(st: table, seat: integer): number  positive when good for `seat`
function evaluation.new(E, weights)
  local solved = weights == nil and require("games.onitama.endgame").new(E) or nil
  local net = weights == nil and network.new(E, require("games.onitama.network_weights")) or nil
  weights = weights or WEIGHTS
  for name in pairs(weights) do
    if not IS_FEATURE[name] then error("onitama evaluation: no feature named '" .. tostring(name) .. "'", 2) end
  end
  local function w(name) return weights[name] or 0 end
  local BASE, STUDENT, MASTER = E.BASE, E.STUDENT, E.MASTER
  local mobility, attacks_of, pieces_in = E.mobility, E.attacks_of, E.pieces_in

  -- VALUE[mover][code * 32 + sq]: what a piece (code 1-4) on `sq` is worth to the mover.
  -- Where `sq` stands for `side`: rows from its home row (red's is the bottom one), and the
  -- file from the nearer edge.
  local function placed(side, sq)
    local row, x = math.floor((sq - 1) / 5), (sq - 1) % 5
    return side == 1 and 4 - row or row, math.min(x, 4 - x)
  end
  local ROWS = 256 -- where a value table's sums by row begin (see add_rows)
  local VALUE = { new_table(ROWS + 320, 0), new_table(ROWS + 320, 0) }
  for mover = 1, 2 do
    for i = 0, 4 * 32 + 25 do VALUE[mover][i] = 0 end
    for side = 1, 2 do
      local sign = side == mover and 1 or -1
      for sq = 1, 25 do
        local advance, file = placed(side, sq)
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
  local BIT = { [0] = 0 }
  for sq = 1, 25 do BIT[sq] = 2 ^ (sq - 1) end
  -- What a side's students on a set of squares are worth, without a loop over the board:
  -- a value table also holds, at ROWS + (side - 1) * 160 + row * 32 + bits, the sum of its
  -- student values on each set of squares of each row (five bits a row), so that a side's
  -- students are five lookups (with a loop over the 25 squares the evaluation took 235 ns
  -- a call; 130 ns with these sums and the engine's attack tables by rows).
  local function add_rows(t)
    for side = 1, 2 do
      local code = STUDENT[side]
      for row = 0, 4 do
        local at = ROWS + (side - 1) * 160 + row * 32
        for bits = 0, 31 do
          local sum = 0
          for x = 0, 4 do
            if band(bits, 2 ^ x) ~= 0 then sum = sum + t[code * 32 + row * 5 + x + 1] end
          end
          t[at + bits] = sum
        end
      end
    end
    return t
  end
  for mover = 1, 2 do add_rows(VALUE[mover]) end
  -- REACH[kind][advance * 3 + file]: what a square the piece (1 student, 2 master) can move
  -- to is worth to it; none when every reach weight is 0.
  local REACH, any_reach = { {}, {} }, false
  for kind, piece in ipairs({ "student", "master" }) do
    for advance = 0, 4 do
      for file = 0, 2 do
        local v = w("reach_" .. piece .. advance .. file)
        REACH[kind][advance * 3 + file] = v
        if v ~= 0 then any_reach = true end
      end
    end
  end
  -- What card `c` (1-5) held by `side` adds to a piece of `kind` of that side on `sq`: read
  -- from the engine's own tables of the card's moves for that side (`sv` the squares each
  -- offset may move from, `sd` its shift times 64).
  local function reach_value(st, c, side, kind, sq)
    local sv, sd, v = st.sv, st.sd, 0
    for j = (c * 2 + side) * st.stride, (c * 2 + side + 1) * st.stride - 1 do
      if band(sv[j], BIT[sq]) ~= 0 then
        local advance, file = placed(side, sq + sd[j] / 64)
        v = v + REACH[kind][advance * 3 + file]
      end
    end
    return v
  end
  -- The piece-square values with the cards as they are held, by the deal (the five cards'
  -- moves in order: a bot's process gets a new table of cards with every view), then by
  -- hands and mover: made when first needed, at most 240 a deal (a side's two cards in
  -- either order, the other's two of the three left, either to move).
  local deal_values = E.per_deal(function() return new_table(HANDS, 0) end)
  local function values_for(st, m, index, cache)
    local hand = st.hand
    local t = new_table(ROWS + 320, 0)
    for i = 0, 4 * 32 + 25 do t[i] = VALUE[m][i] end
    for side = 1, 2 do
      local sign = side == m and 1 or -1
      local a, b = hand[2 * side - 1], hand[2 * side]
      for kind = 1, 2 do
        local code = kind == 1 and STUDENT[side] or MASTER[side]
        for sq = 1, 25 do
          t[code * 32 + sq] = t[code * 32 + sq]
            + sign * (reach_value(st, a, side, kind, sq) + reach_value(st, b, side, kind, sq))
        end
      end
    end
    cache[index] = add_rows(t)
    return t
  end
  local TEMPO, MOBILITY, MASTER_DISTANCE = w("tempo"), w("mobility"), w("master_distance")
  local THREAT, HANGING, THREATENED, LOOSE, CHECK = w("threat"), w("hanging"), w("threatened"), w("loose"), w("check")

  -- The value of the two masters alone to the side to move.
  local function solved_score(st)
    local outcome, plies = solved(st)
    return outcome * (SOLVED - plies)
  end

  return function(st, seat)
    local m = st.side
    local o = 3 - m
    local occ, masters = st.occ, st.masters
    local value = VALUE[m]
    if any_reach then
      local hand = st.hand
      local index = (((hand[1] * 5 + hand[2]) * 5 + hand[3]) * 5 + hand[4]) * 2 + m
      local cache = deal_values(st)
      value = cache[index] or values_for(st, m, index, cache)
    end
    local score = TEMPO
    if MOBILITY ~= 0 then score = score + MOBILITY * (mobility(st, m) - mobility(st, o)) end
    local mm, mo = masters[m], masters[o]
    local red, blue = occ[1] - BIT[masters[1]], occ[2] - BIT[masters[2]]
    score = score + value[MASTER[1] * 32 + masters[1]] + value[MASTER[2] * 32 + masters[2]]
      + value[ROWS + band(red, 31)] + value[ROWS + 32 + band(rshift(red, 5), 31)]
      + value[ROWS + 64 + band(rshift(red, 10), 31)] + value[ROWS + 96 + band(rshift(red, 15), 31)]
      + value[ROWS + 128 + rshift(red, 20)]
      + value[ROWS + 160 + band(blue, 31)] + value[ROWS + 192 + band(rshift(blue, 5), 31)]
      + value[ROWS + 224 + band(rshift(blue, 10), 31)] + value[ROWS + 256 + band(rshift(blue, 15), 31)]
      + value[ROWS + 288 + rshift(blue, 20)]
    if mm ~= 0 and mo ~= 0 then
      score = score + MASTER_DISTANCE * (DISTANCE[mo * 32 + BASE[m]] - DISTANCE[mm * 32 + BASE[o]])
      local am, ao = attacks_of(st, m), attacks_of(st, o)
      local students_m, students_o = occ[m] - BIT[mm], occ[o] - BIT[mo]
      local hit_o, hit_m = band(students_o, am), band(students_m, ao)
      score = score + THREAT * pieces_in(hit_o) + HANGING * pieces_in(band(hit_o, bnot(ao)))
        + THREATENED * pieces_in(hit_m) + LOOSE * pieces_in(band(hit_m, bnot(am)))
      if band(BIT[mm], ao) ~= 0 then score = score + CHECK end
      -- the two masters alone: the solved value (tested last, the rare case aside)
      if red + blue == 0 and solved then
        score = solved_score(st)
      elseif net then
        score = score + net(st)
      end
    end
    return seat == m and score or -score
  end
end

return evaluation

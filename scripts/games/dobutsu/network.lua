---The small network of Dobutsu's evaluation: one hidden layer (ReLU) over the pieces alone,
---seen from the side to move: each piece by whose it is, its kind and its square counted
---from the mover's side (120 inputs), and the pieces in hand, mine and theirs, one or two of
---each kind (12). Its output, in hundredths of a chick (rounded: the linear terms are
---whole), is added to evaluate.lua's linear terms. network_weights.lua holds the weights,
---fitted together with those terms to the solved game by tests/bench/dobutsu_net.py.
---
---Why it is fast enough for a search: the first layer is a sum of rows, one per input, and
---the rows are summed ahead for what two neighbouring squares hold together (6 pairs of
---squares, 121 contents each) and for a whole hand (27 contents each), so a position adds 8
---rows, not 12 to 18. The pass reads the 8 rows' offsets first, then makes each hidden unit
---in one sum of 8 loads, so that no sum is kept from row to row (32 sums kept over a loop of
---squares spilled out of the registers and took 3x the time). With it, alphabeta searches
---0.82x-0.92x the nodes/s it searches without (2 s a move from the start, 3 runs each).
local weights = require "games.dobutsu.network_weights"

local KINDS, SQUARES, HAND_INPUTS = 5, 12, 120
local PAIRS = SQUARES / 2

---@param T table  tables.lua
---@return (fun(board: table, hand: table, mover: integer): integer)|nil  nil when the network does not fit the board
return function(T)
  local hidden = weights.hidden
  if T.N ~= SQUARES or #weights.input ~= (HAND_INPUTS + 12) * hidden then return nil end
  local input = weights.input
  -- The input rows: row(i)[j] = input[i * hidden + j], i from 0.
  local function add_input(dst, i)
    for j = 1, hidden do dst[j] = dst[j] + input[i * hidden + j] end
  end
  local function zeros()
    local r = {}
    for j = 1, hidden do r[j] = 0 end
    return r
  end
  -- The input of `code` on `sq` for `mover`, or nil for an empty square.
  local function board_input(mover, code, sq)
    if code == 0 then return nil end
    local side = code > T.SECOND and 2 or 1
    local kind = side == 1 and code or code - T.SECOND
    local mine = side == mover and 0 or 1
    local seen = mover == 1 and sq - 1 or SQUARES - sq
    return (mine * KINDS + kind - 1) * SQUARES + seen
  end

  -- W holds the summed rows one after another; PAIR[mover][(pair * 16 + c1) * 16 + c2] and
  -- HAND[mover][side * 27 + contents] are a row's offset (its first weight is W[offset + 1]).
  local W, rows = {}, 0
  local function keep(r)
    for j = 1, hidden do W[rows * hidden + j] = r[j] end
    rows = rows + 1
    return (rows - 1) * hidden
  end
  local codes = { 0 }
  for kind = 1, KINDS do codes[#codes + 1], codes[#codes + 2] = kind, kind + T.SECOND end
  local PAIR, HAND = { {}, {} }, { {}, {} }
  for mover = 1, 2 do
    for pair = 0, PAIRS - 1 do
      for _, c1 in ipairs(codes) do
        for _, c2 in ipairs(codes) do
          local r = zeros()
          local i1, i2 = board_input(mover, c1, pair * 2 + 1), board_input(mover, c2, pair * 2 + 2)
          if i1 then add_input(r, i1) end
          if i2 then add_input(r, i2) end
          PAIR[mover][(pair * 16 + c1) * 16 + c2] = keep(r)
        end
      end
    end
    for side = 1, 2 do
      local mine = side == mover and 0 or 1
      for contents = 0, 26 do -- a chick, an elephant, a giraffe: 0 to 2 each, base 3
        local r, rest = zeros(), contents
        for kind = 1, 3 do
          local count = rest % 3
          rest = (rest - count) / 3
          for c = 1, count do add_input(r, HAND_INPUTS + (mine * 3 + kind - 1) * 2 + c - 1) end
        end
        HAND[mover][side * 27 + contents] = keep(r)
      end
    end
  end

  local BIAS, OUT = {}, {}
  for j = 1, hidden do BIAS[j], OUT[j] = weights.bias[j], weights.output[j] end
  local max, floor = math.max, math.floor
  local output_bias = weights.output_bias + 0.5 -- so that floor rounds

  return function(b, hand, mover)
    local pair = PAIR[mover]
    local o1, o2 = pair[b[1] * 16 + b[2]], pair[256 + b[3] * 16 + b[4]]
    local o3, o4 = pair[512 + b[5] * 16 + b[6]], pair[768 + b[7] * 16 + b[8]]
    local o5, o6 = pair[1024 + b[9] * 16 + b[10]], pair[1280 + b[11] * 16 + b[12]]
    local hands = HAND[mover]
    local o7 = hands[27 + hand[1] + 3 * hand[2] + 9 * hand[3]]
    local o8 = hands[54 + hand[4] + 3 * hand[5] + 9 * hand[6]]
    local s = output_bias
    for j = 1, hidden do
      s = s + max(BIAS[j] + W[o1 + j] + W[o2 + j] + W[o3 + j] + W[o4 + j] + W[o5 + j] + W[o6 + j]
        + W[o7 + j] + W[o8 + j], 0) * OUT[j]
    end
    return floor(s)
  end
end

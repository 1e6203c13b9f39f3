---The small network of Onitama's evaluation: one hidden layer (ReLU) over where the pieces
---stand and what the cards move, seen from the side to move. Its output, in hundredths of
---a student, is added to evaluate.lua's sum of features.
---
---Its inputs (`network.active` lists those of a position, for the fit):
---  0..99     a piece: (mine 0, theirs 1) * 2 + (student 0, master 1), times 25, plus its
---            square seen from the mover (0 the far row's first file, 24 the mover's home
---            row's last): the other side's board is turned around the centre
---  100..124  the mover's two cards: each offset of each card, in the card's own frame
---            (dy > 0 forward), at (dy + 2) * 5 + dx + 2 (a card file's grid reaches 2)
---  125..149  the other side's two cards, the same way
---  150..174  the card beside the board, which the mover takes with its move
---Cards are inputs by their moves, not their names, so a card of a player's own folder is
---valued as any other.
---
---Why it is fast enough for a search: the first layer is a sum of rows, one per input, and
---the rows are summed ahead for what two neighbouring rows of the board hold of one side's
---students (10 squares, 1024 contents), for each master's square, and for the whole deal
---of cards as held (made when first met, per deal): a position adds 9 rows, one load each
---per hidden unit.
local bit = require "bit"

local band, rshift = bit.band, bit.rshift

local network = {}

network.INPUTS = 175
local BOARD_INPUTS, CARD_GROUP = 100, 25

local function cell(o) return (o[2] + 2) * 5 + o[1] + 2 end

-- The inputs of the cards as held, appended to `out` after its first `n`: the mover's two,
-- the other side's two, the card beside.
local function card_inputs(st, out, n)
  local hand, cards, m = st.hand, st.cards, st.side
  local o = 3 - m
  local held = { hand[2 * m - 1], hand[2 * m], hand[2 * o - 1], hand[2 * o], st.beside }
  for g, c in ipairs(held) do
    local base = BOARD_INPUTS + (g <= 2 and 0 or g <= 4 and 1 or 2) * CARD_GROUP
    for _, offset in ipairs(cards[c].offsets) do
      n = n + 1
      out[n] = base + cell(offset)
    end
  end
  return out, n
end

---The network's active inputs of a position (an input twice when two cards share an
---offset), from the side to move's view.
---@param st table
---@param out? integer[]
---@return integer[] inputs
---@return integer count
function network.active(st, out)
  out = out or {}
  local n, m, b = 0, st.side, st.board
  for sq = 1, 25 do
    local code = b[sq]
    if code ~= 0 then
      local mine = (code <= 2) == (m == 1) and 0 or 1
      local kind = (code - 1) % 2
      n = n + 1
      out[n] = (mine * 2 + kind) * 25 + (m == 1 and sq or 26 - sq) - 1
    end
  end
  return card_inputs(st, out, n)
end

-- The rows summed ahead for the board, by weights (made once for all evaluations of them):
-- W holds the rows one after another; STUDENTS[m][owner][pair * 1024 + bits] is the offset
-- in W of the row of `owner`'s students on the squares `bits` of the board's rows 2 * pair
-- and 2 * pair + 1 (ten bits, as the occupancy's), seen by mover m; MASTERS[m][owner][sq]
-- the same for a master (0: none).
local summed = setmetatable({}, { __mode = "k" })
local function board_rows(weights)
  if summed[weights] then return summed[weights] end
  local hidden, input = weights.hidden, weights.input
  local W, rows = {}, 0
  -- a row of `hidden` sums of the inputs listed, kept in W; its offset
  local function keep(list)
    for j = 1, hidden do
      local s = 0
      for _, i in ipairs(list) do s = s + input[i * hidden + j] end
      W[rows * hidden + j] = s
    end
    rows = rows + 1
    return (rows - 1) * hidden
  end
  local ZERO = keep({})
  local function square_input(m, owner, kind, sq)
    return ((owner == m and 0 or 1) * 2 + kind) * 25 + (m == 1 and sq or 26 - sq) - 1
  end
  local STUDENTS, MASTERS = { {}, {} }, { {}, {} }
  for m = 1, 2 do
    for owner = 1, 2 do
      local t = {}
      for pair = 0, 2 do
        local width = pair < 2 and 10 or 5
        for bits = 0, 2 ^ width - 1 do
          local list = {}
          for k = 0, width - 1 do
            if band(bits, 2 ^ k) ~= 0 then list[#list + 1] = square_input(m, owner, 0, pair * 10 + k + 1) end
          end
          t[pair * 1024 + bits] = keep(list)
        end
      end
      STUDENTS[m][owner] = t
      local masters = { [0] = ZERO }
      for sq = 1, 25 do masters[sq] = keep({ square_input(m, owner, 1, sq) }) end
      MASTERS[m][owner] = masters
    end
  end
  summed[weights] = { W = W, STUDENTS = STUDENTS, MASTERS = MASTERS }
  return summed[weights]
end

---@param E table        core.lua
---@param weights table  network_weights.lua's form: hidden, input, bias, output, output_bias
---@return fun(st: table): integer  the network's score for the side to move
function network.new(E, weights)
  local has_new, new_table = pcall(require, "table.new")
  if not has_new then new_table = function() return {} end end
  local hidden, input = weights.hidden, weights.input
  if #input ~= network.INPUTS * hidden then
    error("onitama network: " .. #input .. " input weights, expected " .. network.INPUTS * hidden, 2)
  end
  local rows = board_rows(weights)
  local W, STUDENTS, MASTERS = rows.W, rows.STUDENTS, rows.MASTERS
  -- The cards' row, by the deal, then by hands and mover (as evaluate.lua's tables).
  local deal_rows = E.per_deal(function() return new_table(1600, 0) end)
  local cards_list = {}
  local B, OUT = {}, {}
  for j = 1, hidden do B[j], OUT[j] = weights.bias[j], weights.output[j] end
  local max, floor = math.max, math.floor
  local output_bias = weights.output_bias + 0.5 -- so that floor rounds
  local BIT = { [0] = 0 }
  for sq = 1, 25 do BIT[sq] = 2 ^ (sq - 1) end

  return function(st)
    local m = st.side
    local hand = st.hand
    local index = (((hand[1] * 5 + hand[2]) * 5 + hand[3]) * 5 + hand[4]) * 2 + m
    local cache = deal_rows(st)
    local cr = cache[index]
    if cr == nil then
      local _, n = card_inputs(st, cards_list, 0)
      cr = {}
      for j = 1, hidden do
        local v = 0
        for k = 1, n do v = v + input[cards_list[k] * hidden + j] end
        cr[j] = v
      end
      cache[index] = cr
    end
    local occ, masters = st.occ, st.masters
    local red, blue = occ[1] - BIT[masters[1]], occ[2] - BIT[masters[2]]
    local sr, sb = STUDENTS[m][1], STUDENTS[m][2]
    local o1, o2, o3 = sr[band(red, 1023)], sr[1024 + band(rshift(red, 10), 1023)], sr[2048 + rshift(red, 20)]
    local o4, o5, o6 = sb[band(blue, 1023)], sb[1024 + band(rshift(blue, 10), 1023)], sb[2048 + rshift(blue, 20)]
    local o7, o8 = MASTERS[m][1][masters[1]], MASTERS[m][2][masters[2]]
    local s = output_bias
    for j = 1, hidden do
      s = s + max(B[j] + W[o1 + j] + W[o2 + j] + W[o3 + j] + W[o4 + j] + W[o5 + j] + W[o6 + j] + W[o7 + j]
        + W[o8 + j] + cr[j], 0) * OUT[j]
    end
    return floor(s)
  end
end

return network

---The lookup tables of Dobutsu shogi, computed from its rules (rules.lua) once per build.
---Flat arrays indexed by arithmetic are what LuaJIT reads fastest.
---
---Squares are numbered 1..12 row by row from the top-left (A1 = 1, C4 = 12); row 1 is at
---the top. A piece is its type for the first player and type + 8 for the second (1..5 and
---9..13; 0 is an empty square). Sets of squares are 12-bit numbers, square sq as 2^(sq-1).
local board = require "hr.board"

local W, H, N = 3, 4, 12
local CHICK, ELEPHANT, GIRAFFE, LION, HEN = 1, 2, 3, 4, 5
local SECOND = 8
local KINDS = { "chick", "elephant", "giraffe", "lion", "hen" }

---@param rules table  see rules.lua
---@return table
return function(rules)
  local T = {
    W = W, H = H, N = N,
    CHICK = CHICK, ELEPHANT = ELEPHANT, GIRAFFE = GIRAFFE, LION = LION, HEN = HEN,
    SECOND = SECOND,
    KINDS = KINDS,
    LION_CODE = { LION, LION + SECOND },
    OWNER = { [0] = 0 },   -- OWNER[code]: 0 empty, 1 first player, 2 second
    ATTACK = {},           -- ATTACK[code * 16 + sq]: the set of squares that piece attacks from sq
    BIT = {},              -- BIT[sq] = 2^(sq-1)
    SQ_OF_BIT = {},        -- SQ_OF_BIT[2^(sq-1)] = sq (a dense array: fast to read)
    REACH = {},            -- REACH[(code * 16 + from) * 16 + to]: true if the piece reaches `to`
    FAR = {},              -- FAR[side * 16 + sq]: sq is on that side's far row
    PROMOTE = {},          -- PROMOTE[code * 16 + to]: 65536 when a chick promotes there
    CELL_W = {},           -- CELL_W[code * 16 + sq]: that piece's share of the key
    HAND_W = {},           -- HAND_W[slot]: one piece in a hand slot's share of the key
    SIDE_W = {},           -- SIDE_W[mover]: what passing the turn adds to the key
    HAND_SLOT = {},        -- HAND_SLOT[code]: the hand slot of a dropped piece
    CAPTURE_SLOT = {},     -- CAPTURE_SLOT[code]: the hand slot the captor puts it in
    SQUARE_NAME = {},      -- "A1" .. "C4"
    SQUARE_OF = {},        -- the other way round
  }
  local function code_of(side, t) return side == 1 and t or t + SECOND end

  local geometry = board.new(W, H)
  for sq = 1, N do
    T.SQUARE_NAME[sq] = board.square(geometry, sq, "A1")
    T.SQUARE_OF[T.SQUARE_NAME[sq]] = sq
  end
  for i = 0, 2048 do T.SQ_OF_BIT[i] = 0 end
  for sq = 1, N do
    T.BIT[sq] = 2 ^ (sq - 1)
    T.SQ_OF_BIT[T.BIT[sq]] = sq
  end
  for i = 0, 16 * 16 do
    T.PROMOTE[i], T.ATTACK[i], T.CELL_W[i] = 0, 0, 0
  end

  -- The key is exact: every position has its own number below 2^53. Each square is a
  -- base-11 digit (empty, then the ten pieces), each hand slot a base-3 digit (a player
  -- holds at most two of a kind), and the side to move one more digit.
  local digit = { [0] = 0 }
  for t = 1, 5 do
    digit[t], digit[t + SECOND] = t, t + 5
  end
  local board_span = 11 ^ N

  for side = 1, 2 do
    for t = 1, 5 do
      local code = code_of(side, t)
      T.OWNER[code] = side
      T.HAND_SLOT[code] = t <= GIRAFFE and (side - 1) * 3 + t or nil
      local captured = t == HEN and CHICK or t
      T.CAPTURE_SLOT[code] = captured <= GIRAFFE and (2 - side) * 3 + captured or nil
      local steps = rules.steps[KINDS[t]]
      assert(type(steps) == "table", "rules.steps." .. KINDS[t] .. " is missing")
      for sq = 1, N do
        T.CELL_W[code * 16 + sq] = digit[code] * 11 ^ (sq - 1)
        local x, y = (sq - 1) % W + 1, math.floor((sq - 1) / W) + 1
        local key = code * 16 + sq
        for _, d in ipairs(steps) do
          local tx, ty = x + d[1], y + (side == 1 and d[2] or -d[2])
          if tx >= 1 and tx <= W and ty >= 1 and ty <= H then
            local to = (ty - 1) * W + tx
            if not T.REACH[key * 16 + to] then
              T.REACH[key * 16 + to] = true
              T.ATTACK[key] = T.ATTACK[key] + 2 ^ (to - 1)
            end
          end
        end
      end
    end
    for sq = 1, N do
      local row = math.floor((sq - 1) / W) + 1
      T.FAR[side * 16 + sq] = (side == 1 and row == 1) or (side == 2 and row == H)
      if T.FAR[side * 16 + sq] then T.PROMOTE[code_of(side, CHICK) * 16 + sq] = 65536 end
    end
  end
  for slot = 1, 6 do T.HAND_W[slot] = 3 ^ (slot - 1) * board_span end
  T.SIDE_W[1], T.SIDE_W[2] = 729 * board_span, -729 * board_span
  return T
end

-- A hostile bot that computes what the rival hides from what it can see: its own
-- generator. Seeds used to be a public function of the match seed (mix64, the splitmix64
-- finalizer), so it tries small match seeds and game numbers until the seed it derives
-- gives a generator whose state is its own; then it deals the game itself from the game's
-- seed derived alongside. It reports its guess as its first move's score, and plays the
-- first legal move:
--   - Kuhn poker: the rival's card (1 J, 2 Q, 3 K); when it found nothing, one of the two
--     cards it does not hold, at random;
--   - RPS: where the rival's flag stands, as the position of its letter in the whole
--     board's text (game.show(state, 0)); 0 when it found nothing.
local rng_module = require("hr.rng")
local bit = require("bit")

local TWO32 = 4294967296

-- 64-bit words as {hi, lo}, each a whole number below 2^32.
local function u32(x) return x % TWO32 end

local function xor(a, b) return { u32(bit.bxor(a[1], b[1])), u32(bit.bxor(a[2], b[2])) } end

local function shr(a, n) -- 0 < n < 32
  local lo = u32(bit.bor(bit.rshift(a[2], n), bit.lshift(a[1], 32 - n)))
  return { u32(bit.rshift(a[1], n)), lo }
end

local function limbs(a)
  return { a[2] % 65536, math.floor(a[2] / 65536), a[1] % 65536, math.floor(a[1] / 65536) }
end

local function mul(a, b) -- modulo 2^64
  local x, y = limbs(a), limbs(b)
  local r, carry = {}, 0
  for k = 0, 3 do
    local sum = carry
    for i = 0, k do sum = sum + x[i + 1] * y[k - i + 1] end
    r[k + 1] = sum % 65536
    carry = math.floor(sum / 65536)
  end
  return { r[4] * 65536 + r[3], r[2] * 65536 + r[1] }
end

local function add(a, n) -- n < 2^32
  local lo = a[2] + n
  return { u32(a[1] + math.floor(lo / TWO32)), lo % TWO32 }
end

local C1 = { 0xbf58476d, 0x1ce4e5b9 }
local C2 = { 0x94d049bb, 0x133111eb }

local function mix64(z)
  z = mul(xor(z, shr(z, 30)), C1)
  z = mul(xor(z, shr(z, 27)), C2)
  return xor(z, shr(z, 31))
end

local function word(n) return { math.floor(n / TWO32), n % TWO32 } end

-- x >> 11 as a Lua number (below 2^53, exact)
local function high53(a) return a[1] * 2097152 + math.floor(a[2] / 2048) end

-- What match.cpp derived (before seeds came from a secret key).
local function game_seed(match_seed, index)
  return high53(mix64(xor(word(match_seed), mix64(word(math.floor(index / 2) + 1)))))
end

local function bot_seed(match_seed, index, seat)
  local game = game_seed(match_seed, index)
  local bots = mix64(add(word(match_seed), index + 1))
  return high53(mix64(xor(bots, mix64(add(word(game), 1000 * seat)))))
end

local found -- what the rival hides in this game, once computed (false: not found)
local options -- the game's options, for its setup

local function hidden_of(game, dealt, seat)
  if game.info.name == "kuhn" then return dealt.cards[3 - seat] end
  return game.show(dealt, 0):find(seat == 1 and "f" or "F", 1, true) or 0
end

---@type Bot
return {
  new_game = function(_, _, _, _, game_options)
    found = nil
    options = game_options or {}
  end,
  choose = function(game, view, _, rng)
    if found == nil then
      found = false
      local mine = rng:state()
      for match_seed = 0, 3 do
        for index = 0, 399 do
          for seat = 1, 2 do
            if rng_module.new(bot_seed(match_seed, index, seat)):state() == mine then
              local dealt = game.setup(options, rng_module.new(game_seed(match_seed, index)))
              found = hidden_of(game, dealt, seat)
            end
          end
        end
      end
    end
    local guess = found
    if not guess and game.info.name ~= "kuhn" then guess = 0 end
    if not guess then
      local own = view.cards[1] ~= 0 and view.cards[1] or view.cards[2]
      local others = {}
      for card = 1, 3 do
        if card ~= own then others[#others + 1] = card end
      end
      guess = others[rng:int(2)]
    end
    local moves = game.moves(view)
    return moves[1], { score = guess }
  end,
}

---Kuhn poker: the smallest game with hidden information, here as the example of how a
---game hides what a seat may not see (`view`) and lets a bot guess it (`sample_hidden`).
---Three cards (J, Q, K); each player antes one chip and is dealt one card, which only
---they see. The first player checks or bets one chip; after a check the second player
---checks (showdown) or bets; facing a bet a player folds or calls (showdown). The higher
---card wins the pot. Scores are chips won, from -2 to 2.
local format = string.format

local CARD = { "J", "Q", "K" }
local PASS, BET = 1, 2
-- After each history, who moves next (nil: the hand is over).
local NEXT = { [""] = 1, p = 2, b = 2, pb = 1 }
local SYMBOL = { "p", "b" }

local function to_move(st) return NEXT[st.history] end

local function moves(st)
  if NEXT[st.history] == nil then return {}, 0 end
  return { PASS, BET }, 2
end

local function play(st, m) st.history = st.history .. SYMBOL[m] end

local function undo(st) st.history = st.history:sub(1, -2) end

local function copy(st) return { cards = { st.cards[1], st.cards[2] }, history = st.history } end

-- Chips won by the first player at the end of a hand; nil while it goes on.
local function payoff(st)
  local h = st.history
  if h == "bp" then return 1 end -- the second player folded
  if h == "pbp" then return -1 end -- the first player folded
  local stake = (h == "pp") and 1 or (h == "bb" or h == "pbb") and 2 or nil
  if not stake then return nil end
  return st.cards[1] > st.cards[2] and stake or -stake
end

-- The cards are shown when the hand ends without a fold.
local function showdown(st)
  local h = st.history
  return payoff(st) ~= nil and h ~= "bp" and h ~= "pbp"
end

local function result(st)
  local p = payoff(st)
  if not p then return nil end
  local winner = p > 0 and 1 or 2
  local folded = not showdown(st)
  return {
    scores = { p, -p },
    reason = format("player %d %s %d chip%s", winner, folded and "wins by a fold:" or "shows the higher card:",
      math.abs(p), math.abs(p) == 1 and "" or "s"),
  }
end

---@type Game
return {
  info = {
    name = "kuhn",
    title = "Kuhn poker",
    seats = { "first", "second" },
    notation = "check or bet (p, b), facing a bet fold or call (p, b)",
  },
  setup = function(_, rng)
    local deck = { 1, 2, 3 }
    for i = 3, 2, -1 do
      local j = rng:int(i)
      deck[i], deck[j] = deck[j], deck[i]
    end
    return { cards = { deck[1], deck[2] }, history = "" }
  end,
  ---Every deal with its odds (six, equally likely): what a solver (CFR) plays through.
  starts = function()
    local list = {}
    for a = 1, 3 do
      for b = 1, 3 do
        if a ~= b then list[#list + 1] = { { cards = { a, b }, history = "" }, 1 / 6 } end
      end
    end
    return list
  end,
  to_move = to_move,
  moves = moves,
  play = play,
  undo = undo,
  copy = copy,
  result = result,
  ---A seat sees its own card; the other is 0 until the showdown.
  view = function(st, seat)
    local v = copy(st)
    if not showdown(st) then v.cards[3 - seat] = 0 end
    return v
  end,
  ---A full state that agrees with a view: the unseen card is one of the two left.
  sample_hidden = function(view, rng)
    local st = copy(view)
    for seat = 1, 2 do
      if st.cards[seat] == 0 then
        local known = st.cards[3 - seat]
        local left = {}
        for c = 1, 3 do
          if c ~= known then left[#left + 1] = c end
        end
        st.cards[seat] = left[rng:int(#left)]
      end
    end
    return st
  end,
  show = function(st, seat)
    local function card(s)
      local c = st.cards[s]
      if c == 0 or (seat and seat ~= 0 and seat ~= s and not showdown(st)) then return "?" end
      return CARD[c]
    end
    return format("first: %s, second: %s; bets: %s", card(1), card(2), st.history == "" and "none" or st.history)
  end,
  notate = function(st, m)
    local facing_bet = st.history:sub(-1) == "b"
    if m == PASS then return facing_bet and "fold" or "check" end
    return facing_bet and "call" or "bet"
  end,
  parse = function(st, text)
    if not NEXT[st.history] then return nil, "the hand is over" end
    local facing_bet = st.history:sub(-1) == "b"
    local t = text:lower():gsub("^%s+", ""):gsub("%s+$", "")
    if t == "p" or t == (facing_bet and "fold" or "check") then return PASS end
    if t == "b" or t == (facing_bet and "call" or "bet") then return BET end
    return nil, facing_bet and "facing a bet: fold or call" or "check or bet"
  end,
  key = function(st) return st.cards[1] * 100 + st.cards[2] * 10 .. st.history end,
}

---A coin decides who wins: the test game of `houserules analyze` (tests/transcripts/
---analyze.t), whose answers are known. Each player calls once (a choice that changes
---nothing), then the coin falls: heads, the first player wins. Its house rules change
---the coin.
local function build(heads)
  local game = {
    info = { name = "coin", title = "Coin", seats = { "first", "second" } },
    heads = heads,
  }
  game.setup = function() return { calls = 0, coin = nil } end
  game.to_move = function(st)
    if st.calls < 2 then return st.calls + 1 end
    return "chance"
  end
  game.moves = function(st)
    if st.coin or st.calls >= 2 then return {}, 0 end
    return { 1, 2 }, 2
  end
  game.chances = function() return { { 3, heads }, { 4, 1 - heads } } end
  game.play = function(st, m)
    if m <= 2 then st.calls = st.calls + 1 else st.coin = m end
  end
  game.result = function(st)
    if not st.coin then return nil end
    local first = st.coin == 3
    return { scores = first and { 1, 0 } or { 0, 1 }, reason = first and "heads" or "tails", kind = "coin" }
  end
  game.view = function(st) return st end
  game.copy = function(st) return { calls = st.calls, coin = st.coin } end
  game.show = function(st) return string.format("calls %d, coin %s", st.calls, tostring(st.coin)) end
  game.notate = function(_, m) return ({ "heads", "tails", "fell heads", "fell tails" })[m] end
  game.parse = function(_, text)
    for m, name in ipairs({ "heads", "tails", "fell heads", "fell tails" }) do
      if text == name then return m end
    end
    return nil, "heads or tails"
  end
  game.key = function(st) return st.calls * 10 + (st.coin or 0) end
  game.build = build
  return game
end

return build(0.5)

local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local game = rules.load("dobutsu")

local function at(text)
  local st, why = game.read_position(text)
  assert(st, why)
  return st
end

local function texts(st)
  local out = {}
  local list, n = game.moves(st)
  for i = 1, n do out[i] = game.notate(st, list[i]) end
  table.sort(out)
  return out
end

local function play(st, text)
  local m, why = game.parse(st, text)
  assert(m, why)
  game.play(st, m)
  return st
end

t.test("the start position and its four moves", function()
  local st = game.setup()
  t.eq(game.write_position(st), "gle/1c1/1C1/ELG[-] w")
  t.eq(texts(st), { "C B3 B2", "G C4 C3", "L B4 A3", "L B4 C3" })
  t.eq(game.to_move(st), 1)
  t.contains(game.show(st), "  A B C\n1 g l e\n2 . c .\n3 . C .\n4 E L G\n", "first player (upper case) to move")
end)

t.test("a chick moving into the far row becomes a hen", function()
  local st = play(at("l2/1C1/3/2L[-] w"), "C B2 B1")
  t.eq(game.write_position(st), "l+C1/3/3/2L[-] b")
  -- a hen moves one step in any direction but diagonally backwards
  st = at("2l/3/1+C1/L2[-] w")
  t.eq(texts(st), { "H B3 A2", "H B3 A3", "H B3 B2", "H B3 B4", "H B3 C2", "H B3 C3", "L A4 A3", "L A4 B4" })
end)

t.test("a chick dropped into the far row stays a chick", function()
  local st = play(at("l2/3/3/2L[C] w"), "C P B1")
  t.eq(game.write_position(st), "lC1/3/3/2L[-] b")
end)

t.test("a captured hen goes to the hand as a chick", function()
  local st = play(at("l2/+c2/G2/2L[-] w"), "G A3 A2")
  t.eq(game.write_position(st), "l2/G2/3/2L[C] b")
  st = play(at("l2/3/2L/1+c1[-] b"), "L A1 B1")
  play(st, "L C3 B4")
  t.eq(game.write_position(st), "1l1/3/3/1L1[C] b")
end)

t.test("drops go on any empty square, as the whole turn", function()
  local st = at("l2/3/3/2L[E] w")
  local drops = 0
  for _, text in ipairs(texts(st)) do
    if text:match("^E P") then drops = drops + 1 end
  end
  t.eq(drops, 10)
end)

t.test("a move or drop that leaves the lion capturable is illegal", function()
  local st = at("1l1/3/1g1/1L1[C] w") -- the giraffe on B3 attacks the lion on B4, A3 and C3
  t.eq(texts(st), { "L B4 A4", "L B4 B3", "L B4 C4" })
  local none, why = game.parse(st, "C P A2")
  t.eq(none, nil)
  t.eq(why, "that drop leaves your lion capturable")
  st = at("1l1/3/e2/1L1[-] w") -- the elephant on A3 checks B4, but B3 is safe
  none, why = game.parse(st, "L B4 B3")
  t.eq(why, nil)
  t.truthy(none ~= nil, "L B4 B3 is legal")
  st = at("1l1/1g1/3/1L1[-] w")
  none, why = game.parse(st, "L B4 B3")
  t.eq(none, nil)
  t.eq(why, "that move leaves your lion capturable")
end)

t.test("a lion that reaches the far row safely wins at once", function()
  local st = play(at("3/L2/2l/3[-] w"), "L A2 A1")
  t.eq(game.result(st), { scores = { 1, 0 }, reason = "the first player's lion reached the far row",
    kind = "try" })
  local _, n = game.moves(st)
  t.eq(n, 0)
  -- the second player's far row is row 4
  st = play(at("3/L2/2l/3[-] b"), "L C3 C4")
  t.eq(game.result(st), { scores = { 0, 1 }, reason = "the second player's lion reached the far row",
    kind = "try" })
  -- a position with a lion already home is over
  t.eq(game.result(at("3/1L1/3/l2[-] w")).scores, { 0, 1 })
  -- into an attacked square of the far row it may not go (the giraffe on A1 guards B1)
  st = at("g2/L2/2l/3[-] w")
  local none, why = game.parse(st, "L A2 B1")
  t.eq(none, nil)
  t.eq(why, "that move leaves your lion capturable")
end)

t.test("no legal move loses: checkmate and stalemate alike", function()
  local st = at("1l1/1+C1/1C1/1L1[-] b") -- the hen checks B1 and guards every escape
  t.eq(game.result(st), { scores = { 1, 0 }, reason = "the second player is checkmated", kind = "checkmate" })
  st = at("l1G/2G/1E1/1L1[-] b") -- A1 is safe, but A2, B1 and B2 are all guarded
  t.eq(game.result(st), { scores = { 1, 0 }, reason = "the second player has no legal move",
    kind = "no legal move" })
end)

t.test("over says the game is over exactly when there is no legal move, without listing them", function()
  local cases = {
    { "1l1/1+C1/1C1/1L1[-] b", true }, -- checkmated
    { "l1G/2G/1E1/1L1[-] b", true }, -- no legal move: every square of the lion's is guarded
    { "l1G/2G/1E1/1L1[c] b", false }, -- the same, with a chick to drop
    { "l1G/2G/1E1/eL1[-] b", false }, -- the same, with an elephant that may take on B3
    { "1l1/Gc1/1L1/3[-] w", false }, -- in check, the giraffe may take the checker
    { "1l1/1c1/1L1/3[G] w", false }, -- in check, only the lion moves: no drop blocks
    { "gle/1c1/1C1/ELG[-] w", false }, -- the start
    { "L1l/3/3/3[-] b", true }, -- the first player's lion has arrived (the try)
  }
  for _, case in ipairs(cases) do
    local st = at(case[1])
    t.eq(game.over(st), case[2], case[1])
    t.eq(#game.moves(st) == 0, case[2], case[1] .. ": moves agree")
  end
end)

t.test("a check is met only by capturing the checker or moving the lion", function()
  -- the chick on B2 checks the lion on B3; A2 and C2 are guarded by the lion on B1, so is
  -- the chick, and a drop cannot block a check
  local st = at("1l1/1c1/1L1/3[G] w")
  t.eq(texts(st), { "L B3 A3", "L B3 A4", "L B3 B4", "L B3 C3", "L B3 C4" })
  local m, why = game.parse(st, "L B3 B2")
  t.eq(m, nil)
  t.eq(why, "that move leaves your lion capturable")
  -- the giraffe on A2 may take the checker, and it may do nothing else
  st = at("1l1/Gc1/1L1/3[-] w")
  t.eq(texts(st), { "G A2 B2", "L B3 A3", "L B3 A4", "L B3 B4", "L B3 C3", "L B3 C4" })
end)

t.test("move text is read in any case, and refused with the rule", function()
  local st = game.setup()
  t.eq(game.notate(st, game.parse(st, "c b3 b2")), "C B3 B2")
  t.eq(game.notate(st, game.parse(st, "  L  b4   a3 ")), "L B4 A3")
  local cases = {
    { "L A3 A2", "no piece on A3" },
    { "L B1 A2", "the piece on B1 is not yours" },
    { "G B4 A3", "the piece on B4 is a lion, not a giraffe" },
    { "E A4 B3", "B3 is occupied by your own piece" },
    { "E A4 A3", "an elephant cannot move from A4 to A3 (it moves one step diagonally)" },
    { "C B3 C2", "a chick cannot move from B3 to C2 (it moves one step straight forward)" },
    { "L B4 B3", "B3 is occupied by your own piece" },
    { "C P A3", "no chick in your hand" },
    { "L P A3", "a lion is never dropped" },
    { "X B3 B2", "unknown piece 'X' (C chick, E elephant, G giraffe, L lion, H hen)" },
    { "C B3 B9", "'B9' is not a square (A1 to C4)" },
    { "C B3", "expected PIECE FROM TO (L C3 C4) or PIECE P SQUARE to drop (C P A2)" },
  }
  for _, case in ipairs(cases) do
    local m, why = game.parse(st, case[1])
    t.eq(m, nil, case[1])
    t.eq(why, case[2], case[1])
  end
  local occupied = at("l2/3/1C1/2L[C] w")
  local _, why = game.parse(occupied, "C P B3")
  t.eq(why, "B3 is occupied")
  local over = play(at("3/L2/2l/3[-] w"), "L A2 A1")
  _, why = game.parse(over, "L A4 A3")
  t.eq(why, "the game is over")
end)

t.test("position text: read, written, refused with the reason", function()
  for _, text in ipairs({ "gle/1c1/1C1/ELG[-] w", "l+C1/3/3/2L[CEeg] b", "1l1/1e1/1L1/E1+c[cgg] w" }) do
    t.eq(game.write_position(at(text)), text)
  end
  t.eq(game.write_position(at("l2/3/1H1/2L[] w")), "l2/3/1+C1/2L[-] w")
  t.eq(game.write_position(at("gle/1c1/1C1/ELG[-] w 0 1")), "gle/1c1/1C1/ELG[-] w")
  local refusals = {
    { "gle/1c1/1C1/ELG[-]", "expected 'w'" },
    { "gle/1c1/1C1[-] w", "expected 4 rows" },
    { "gle/1c2/1C1/ELG[-] w", "row 2 ('1c2') covers 4 squares, expected 3" },
    { "gle/1c1/1C1/ELL[-] w", "each player has exactly one lion" },
    { "g1e/1c1/1C1/ELG[-] w", "each player has exactly one lion" },
    { "gle/1c1/1C1/ELG[CC] w", "there are only two chicks in the game, found 4" },
    { "gle/1x1/1C1/ELG[-] w", "row 2: unknown piece 'x'" },
    { "gle/1c1/1C1/ELG[L] w", "hands hold chicks, elephants and giraffes only, not 'L'" },
    { "gle/1c1/1+E1/ELG[-] w", "only a chick promotes" },
    { "nonsense", "expected a position such as gle/1c1/1C1/ELG[-] w" },
    { "1l1/1+C1/1C1/1L1[-] w", "the second player's lion can be taken, but it is the first player's move" },
  }
  for _, case in ipairs(refusals) do
    local st, why = game.read_position(case[1])
    t.eq(st, nil, case[1])
    t.contains(why, case[2])
  end
end)

t.test("the key tells positions apart and undo restores it", function()
  local st = game.setup()
  local key = game.key(st)
  local list, n = game.moves(st)
  local keys = { [key] = true }
  for i = 1, n do
    game.play(st, list[i])
    t.truthy(not keys[game.key(st)], "a new key for each child")
    keys[game.key(st)] = true
    game.undo(st, list[i])
    t.eq(game.key(st), key)
  end
  t.eq(game.key(at("gle/1c1/1C1/ELG[-] b")) ~= key, true)
end)

t.test("evaluate is symmetric", function()
  local st = at("l+C1/3/3/2L[CEeg] b")
  t.eq(game.evaluate(st, 1), -game.evaluate(st, 2))
  -- the start is even but for the move, which is worth the same to either side
  local first, second = at("gle/1c1/1C1/ELG[-] w"), at("gle/1c1/1C1/ELG[-] b")
  t.eq(game.evaluate(first, 1), game.evaluate(second, 2))
  t.truthy(game.evaluate(first, 1) > 0, "the move is worth something")
  t.eq(game.evaluate(game.setup(), 1), game.evaluate(first, 1))
end)

t.test("the evaluation's network is the sum of its inputs' rows, from the mover's side", function()
  -- network.lua sums rows ahead for pairs of squares and whole hands; here each input's
  -- row is added one by one, as network_weights.lua says.
  local weights = require "games.dobutsu.network_weights"
  local T = require("games.dobutsu.tables")(game.rules)
  local network = require("games.dobutsu.network")(T)
  local H = weights.hidden
  local function by_rows(st)
    local m, active = st.side, {}
    for sq = 1, 12 do
      local code = st.board[sq]
      if code ~= 0 then
        local side = code > T.SECOND and 2 or 1
        local kind = side == 1 and code or code - T.SECOND
        local seen = m == 1 and sq - 1 or 12 - sq
        active[#active + 1] = ((side == m and 0 or 1) * 5 + kind - 1) * 12 + seen
      end
    end
    for slot = 1, 6 do
      local side, kind = slot <= 3 and 1 or 2, (slot - 1) % 3 + 1
      for c = 1, st.hand[slot] do
        active[#active + 1] = 120 + ((side == m and 0 or 1) * 3 + kind - 1) * 2 + c - 1
      end
    end
    local s = weights.output_bias
    for j = 1, H do
      local a = weights.bias[j]
      for _, i in ipairs(active) do a = a + weights.input[i * H + j] end
      s = s + math.max(a, 0) * weights.output[j]
    end
    return s
  end
  local rng = require("hr.rng").new(11)
  local checked, far = 0, 0
  for _ = 1, 20 do
    local st = game.setup()
    for _ = 1, 30 do
      local list, n = game.moves(st)
      if n == 0 or game.result(st) then break end
      local exact = by_rows(st)
      local got = network(st.board, st.hand, st.side)
      -- the same sum in another order: only the rounding to a whole number may differ
      t.truthy(math.abs(got - exact) <= 0.5 + 1e-9, game.write_position(st) .. ": " .. got .. " against " .. exact)
      if math.abs(exact) > 20 then far = far + 1 end
      checked = checked + 1
      game.play(st, list[rng:int(n)])
    end
  end
  t.truthy(checked > 300 and far > checked / 4, "positions where the network says something")
end)

t.test("the house rule no_try: a lion on the far row plays on", function()
  local no_try = rules.load("dobutsu", { "no_try" })
  t.eq(no_try.variants, { "no_try" })
  local st = no_try.read_position("3/L2/2l/3[-] w")
  local m = no_try.parse(st, "L A2 A1")
  no_try.play(st, m)
  t.eq(no_try.result(st), nil)
  local _, n = no_try.moves(st)
  t.truthy(n > 0, "the second player still moves")
  -- the base game is untouched by the variant
  t.eq(game.result(play(at("3/L2/2l/3[-] w"), "L A2 A1")).scores, { 1, 0 })
end)

t.test("variants are refused with the reason when they are not games", function()
  t.raises(function() rules.load("dobutsu", { "nope" }) end,
    "unknown house rule 'nope' (house rules of dobutsu: no_try)")
  t.raises(function() rules.load("dobutsu", { "../x" }) end, "'../x' is not a variant name")
end)

t.test("the UCI dialect of Fairy-Stockfish: its FEN, moves, promotions and drops", function()
  local st = game.setup()
  t.eq(game.uci.variant, "dobutsu")
  t.eq(game.uci.position(st), "gle/1c1/1C1/ELG[] w - - 0 1")
  local uci = {}
  local list, n = game.moves(st)
  for i = 1, n do uci[#uci + 1] = game.uci.move(st, list[i]) end
  table.sort(uci)
  t.eq(uci, { "b1a2", "b1c2", "b2b3", "c1c2" })
  -- the set Fairy-Stockfish 11.1 lists with `go perft 1` (less b3b4, a chick that does
  -- not promote, which Dobutsu does not allow)
  st = at("l2/1C1/3/2L[Cg] w")
  t.eq(game.uci.position(st), "l2/1C1/3/2L[Cg] w - - 0 1")
  uci = {}
  list, n = game.moves(st)
  for i = 1, n do uci[#uci + 1] = game.uci.move(st, list[i]) end
  table.sort(uci)
  t.eq(uci, { "C@a1", "C@a2", "C@a3", "C@b1", "C@b2", "C@b4", "C@c2", "C@c3", "C@c4", "b3b4+",
    "c1b1", "c1b2", "c1c2" })
  -- Fairy-Stockfish may leave out the "+" of a chick reaching the far row: it still names
  -- the promotion, the only move there is
  local promotion
  for i = 1, n do
    if game.uci.move(st, list[i]) == "b3b4+" then promotion = list[i] end
  end
  t.truthy(game.uci.names(st, promotion, "b3b4") and game.uci.names(st, promotion, "b3b4+"))
  t.truthy(not game.uci.names(st, promotion, "b3b3"))
  t.eq(rules.load("dobutsu", { "no_try" }).uci, nil) -- no engine plays that house rule
end)

t.test("forcing moves: captures, promotions and the lion's try; nothing else", function()
  local function forcing_moves(position) return t.forcing_moves(game, position) end
  t.eq(forcing_moves("gle/1c1/1C1/ELG[-] w"), { "C B3 B2" }, "the start: only the chicks' exchange")
  t.eq(forcing_moves("2l/C2/L2/3[-] w"), { "C A2 A1" }, "a promotion")
  t.eq(forcing_moves("2l/L2/3/3[-] w"), { "L A2 A1" }, "the lion's try (B1 and B2 are the other lion's)")
end)

t.test("a null move passes the turn, not in check, and is taken back exactly", function()
  local st = assert(game.read_position("gle/1c1/1C1/ELG[-] w"))
  local key = game.key(st)
  t.truthy(game.null_move(st))
  t.eq(game.to_move(st), 2)
  t.truthy(game.key(st) ~= key, "the side to move is part of the key")
  t.eq(game.write_position(st), "gle/1c1/1C1/ELG[-] b")
  t.eq(game.key(st), game.key(assert(game.read_position("gle/1c1/1C1/ELG[-] b"))), "the key of that position")
  game.undo_null_move(st)
  t.eq(game.key(st), key)
  t.eq(game.to_move(st), 1)
  -- in check (the giraffe on B3 attacks the lion on B4): no pass
  local checked = assert(game.read_position("l2/3/1g1/1L1[-] w"))
  local before = game.write_position(checked)
  t.eq(game.null_move(checked), false)
  t.eq(game.write_position(checked), before)
end)

return t.run()

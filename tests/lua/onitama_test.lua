local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local bit = require "bit"
local rules = require "hr.rules"
local session = require "hr.session"
local files = require "hr.files"
local cards = require "games.onitama.cards"

local game = rules.load("onitama")

local function deal(names, variants)
  return session.new(rules.load("onitama", variants), { options = { deal = names } })
end

local function texts(g, st)
  local out = {}
  local list, n = g.moves(st)
  for i = 1, n do out[i] = g.notate(st, list[i]) end
  return out
end

-- A scratch folder granted as the root "cards", for card files written by the tests.
local scratch = os.tmpname()
os.remove(scratch)
os.execute("mkdir -p '" .. scratch .. "'")
files.grant("cards", scratch)
local function write(name, text)
  local f = assert(io.open(scratch .. "/" .. name, "w"))
  f:write(text)
  f:close()
end
local TIGER = "blue\n..x..\n.....\n..X..\n..x..\n.....\n"

t.test("the start: students and masters on their back rows, five cards dealt", function()
  local s = deal("Dragon,Crab,Frog,Eel,Tiger")
  local st = s.state
  t.contains(game.show(st), "5 b b B b b\n4 . . . . .\n3 . . . . .\n2 . . . . .\n1 r r R r r\n  a b c d e\n")
  -- each card drawn as its moves go on this board: blue's turned around, the card beside
  -- facing blue (to move); Tiger goes two towards rank 1 for blue
  t.contains(game.show(st), "blue        blue        red         red         beside\n"
    .. "Dragon      Crab        Frog        Eel         Tiger\n"
    .. ".....       .....       .....       .....       .....\n"
    .. ".x.x.       .....       .x...       .x...       ..x..\n"
    .. "..X..       x.X.x       x.X..       ..Xx.       ..X..\n"
    .. "x...x       ..x..       ...x.       .x...       .....\n"
    .. ".....       .....       .....       .....       ..x..\n")
  -- Tiger's stamp is blue: blue moves first and holds the first two cards
  t.eq(game.to_move(st), 2)
  t.eq(game.card_names(st, 2), { "Dragon", "Crab" })
  t.eq(game.card_names(st, 1), { "Frog", "Eel" })
  t.eq(st.cards[st.beside].name, "Tiger")
  t.contains(game.show(st), "red holds Frog and Eel; blue holds Dragon and Crab; Tiger is beside the board",
    "blue to move")
end)

t.test("a shuffled deal comes from the seed, and the stamp of the card beside picks who starts", function()
  local a = session.new(game, { seed = 3 })
  local b = session.new(game, { seed = 3 })
  t.eq(game.card_names(a.state, 1), game.card_names(b.state, 1))
  local starts = {}
  for seed = 1, 40 do
    local st = session.new(game, { seed = seed }).state
    t.eq(st.cards[st.beside].stamp == "red" and 1 or 2, game.to_move(st))
    starts[game.to_move(st)] = true
  end
  t.eq(starts, { true, true })
end)

t.test("offsets are seen from the player's side: blue's turn around", function()
  local st = deal("Tiger,Crab,Frog,Eel,Boar").state -- Boar is red: red moves with Tiger and Crab
  local moves = texts(game, st)
  t.contains(table.concat(moves, ","), "Tiger c1 c3", "Tiger a1 a3", "Crab c1 c2")
  local s = deal("Tiger,Crab,Frog,Eel,Ox") -- Ox is blue: blue moves with Tiger, down the board
  t.contains(table.concat(texts(game, s.state), ","), "Tiger c5 c3", "Crab c5 c4")
end)

t.test("the card played goes beside the board and the player takes the one that was there", function()
  local s = deal("Tiger,Crab,Frog,Eel,Boar")
  t.eq(s:play_text("tiger c1 c3"), "Tiger c1 c3")
  local st = s.state
  t.eq(st.cards[st.beside].name, "Tiger")
  t.eq(game.card_names(st, 1), { "Crab", "Boar" })
  t.eq(game.to_move(st), 2)
end)

-- A dealt game with only the pieces given: { a5 = "R", c3 = "b", ... } (R, B masters).
local function position(names, pieces)
  local st = deal(names).state
  local code = { r = 1, R = 2, b = 3, B = 4 }
  for sq = 1, 25 do st.board[sq] = 0 end
  st.masters = { 0, 0 }
  for square, piece in pairs(pieces) do
    local sq = game.square_of[square]
    st.board[sq] = code[piece]
    if piece == "R" then st.masters[1] = sq end
    if piece == "B" then st.masters[2] = sq end
  end
  -- through position text, which makes what follows from the board (the sets, the key)
  return assert(game.read_position(game.write_position(st)))
end

t.test("capturing the other master wins, and so does reaching its base", function()
  -- red to move with Tiger and Crab (Boar beside has a red stamp)
  local st = position("Tiger,Crab,Frog,Eel,Boar", { c3 = "R", c4 = "B", a1 = "r" })
  game.play(st, game.parse(st, "Crab c3 c4"))
  t.eq(game.result(st), { scores = { 1, 0 }, reason = "red took the blue master", kind = "master taken" })
  local _, n = game.moves(st)
  t.eq(n, 0)
  st = position("Tiger,Crab,Frog,Eel,Boar", { c4 = "R", a3 = "B", a1 = "r" })
  game.play(st, game.parse(st, "Crab c4 c5"))
  t.eq(game.result(st), { scores = { 1, 0 }, reason = "red brought its master to the blue base",
    kind = "base reached" })
  -- a student on the other base wins nothing
  st = position("Tiger,Crab,Frog,Eel,Boar", { c4 = "r", a1 = "R", e5 = "B" })
  game.play(st, game.parse(st, "Crab c4 c5"))
  t.eq(game.result(st), nil)
end)

t.test("no legal move: the player passes, one move per card", function()
  -- red's pieces fill rank 5: with Crab and Boar every move leaves the board or lands on
  -- a red piece (Cobra beside has a red stamp, so red moves with Crab and Boar)
  local st = position("Crab,Boar,Frog,Eel,Cobra", { a5 = "R", b5 = "r", c5 = "r", d5 = "r", e5 = "r", c3 = "B" })
  t.eq(texts(game, st), { "Crab pass", "Boar pass" })
  local _, why = game.parse(st, "Crab a5 a4")
  t.eq(why, "no piece of yours can move with either card: pass, giving one up (Crab pass)")
  game.play(st, game.parse(st, "boar PASS"))
  t.eq(game.card_names(st, 1), { "Crab", "Cobra" })
  t.eq(st.cards[st.beside].name, "Boar")
  t.eq(game.to_move(st), 2)
end)

t.test("card files: the set and every card are read and checked", function()
  local base = cards.read_set("variants:onitama/", "variants/onitama/")
  t.eq(#base, 16)
  t.eq(base[16].name, "Tiger")
  t.eq(base[16].stamp, "blue")
  t.eq(base[16].offsets, { { 0, 2 }, { 0, -1 } })
  local rabbit = cards.read("variants:onitama/", "variants/onitama/", "Rabbit")
  t.eq(rabbit.offsets, { { 1, 1 }, { 2, 0 }, { -1, -1 } })
  t.eq(cards.grid(rabbit), { ".....", "...x.", "..X.x", ".x...", "....." })
  t.eq(#cards.read_set("variants:onitama/sensei_path/", "variants/onitama/sensei_path/"), 16)
end)

t.test("a bad card file is refused with the file, the line and what was expected", function()
  local cases = {
    { "green\n.....\n.....\n..X..\n..x..\n.....\n", "mine/Bad.txt:1: the stamp is red or blue, not 'green'" },
    { "red\n.....\n..X..\n", "mine/Bad.txt: expected 6 rows (the stamp, then the 5 rows of the grid), found 3" },
    { "red\n.....\n......\n..X..\n..x..\n.....\n", "mine/Bad.txt:3: expected 5 characters ('.', 'x' or 'X'), found 6" },
    { "red\n.....\n.....\n.....\n..x..\n.....\n",
      "mine/Bad.txt: no X: one X marks the piece, in the centre (line 4, column 3)" },
    { "red\n..X..\n.....\n..X..\n..x..\n.....\n", "mine/Bad.txt:4: a second X (the first is on line 2)" },
    { "red\n.....\n.....\n.X...\n..x..\n.....\n",
      "mine/Bad.txt:4: the X stands in the centre (line 4, column 3), not in column 2" },
    { "red\n.....\n..#..\n..X..\n..x..\n.....\n", "mine/Bad.txt:3: unknown character '#' in column 3" },
    { "red\n.....\n.....\n..X..\n.....\n.....\n", "mine/Bad.txt: no x: the card moves the piece nowhere" },
  }
  for _, case in ipairs(cases) do
    write("Bad.txt", case[1])
    local card, why = cards.read("cards:", "mine/", "Bad")
    t.eq(card, nil)
    t.contains(why, case[2])
  end
  local _, missing = cards.read("cards:", "mine/", "Nowhere")
  t.eq(missing, "mine/Nowhere.txt: no such file")
  write("Bad.txt", "RED\r\n.....\r\n.....\r\n..X..\r\n..x..\r\n.....\r\n\r\n")
  t.eq(cards.read("cards:", "mine/", "Bad").stamp, "red") -- case and Windows line ends are fine
end)

t.test("a bad movecards.txt is refused with the line and what was expected", function()
  for _, name in ipairs({ "A", "B", "C", "D", "E" }) do write(name .. ".txt", TIGER) end
  local cases = {
    { "", "mine/movecards.txt:1: expected the number of cards, found an empty file" },
    { "five\nA\n", "mine/movecards.txt:1: expected the number of cards, found 'five'" },
    { "5\nA\nB\nC\nD\n", "mine/movecards.txt:1: says 5 cards, but lists 4" },
    { "4\nA\nB\nC\nD\n", "mine/movecards.txt:1: a game needs at least 5 cards, the set has 4" },
    { "5\nA\nB\nA\nD\nE\n", "mine/movecards.txt:4: A is listed twice (also on line 2)" },
    { "5\nA\nB\nC\nD\nF\n", "mine/F.txt: no such file (listed on line 6 of mine/movecards.txt)" },
    { "5\nA\n\nC\nD\nE\n", "mine/movecards.txt:3: expected a card name, found an empty line" },
    { "5\nA\nB\nC\nD\n../E\n", "mine/movecards.txt:6: a card name is a file name, without '/', '..' or control" },
    -- a NUL byte once reached the file API and raised with no file or line
    { "5\nA\nB\nC\0\nD\nE\n", "mine/movecards.txt:4: a card name is a file name, without '/', '..' or control "
      .. "characters: 'C\\000'" },
    { "\0005\nA\nB\nC\nD\nE\n", "mine/movecards.txt:1: expected the number of cards, found '\\0005'" },
  }
  for _, case in ipairs(cases) do
    write("movecards.txt", case[1])
    local set, why = cards.read_set("cards:", "mine/")
    t.eq(set, nil)
    t.contains(why, case[2])
  end
  -- The first line is how many cards will be used (the course's reading): the rows after
  -- the first N names are not read, even a name with no file or a bad one.
  write("movecards.txt", "5\nA\nB\nC\nD\nE\nF\n../G\n")
  local set = assert(cards.read_set("cards:", "mine/"))
  t.eq(#set, 5)
  t.eq(set[5].name, "E")
  os.remove(scratch .. "/movecards.txt")
  local _, why = cards.read_set("cards:", "mine/")
  t.eq(why, "mine/movecards.txt: no such file")
end)

t.test("a player's own folder of cards plays at once (--option cards=DIR)", function()
  write("movecards.txt", "5\nA\nB\nC\nD\nE\n")
  write("E.txt", "red\n.....\n.....\n..X..\n..x..\n.....\n")
  local s = session.new(game, { options = { cards = scratch }, seed = 1 })
  local names = {}
  for c = 1, 5 do names[#names + 1] = s.state.cards[c].name end
  table.sort(names)
  t.eq(names, { "A", "B", "C", "D", "E" })
  write("movecards.txt", "5\nA\nB\nC\nD\n")
  t.raises(function() session.new(game, { options = { cards = scratch } }) end,
    "movecards.txt:1: says 5 cards, but lists 4")
end)

t.test("a home-made card with more than four moves is counted and listed whole", function()
  -- The engine counts four of a card's offsets at a time, unrolled; a king's card has eight.
  write("movecards.txt", "5\nA\nB\nC\nD\nKing\n")
  write("King.txt", "red\n.....\n.xxx.\n.xXx.\n.xxx.\n.....\n")
  local s = session.new(game, { options = { cards = scratch, deal = "King,A,B,C,D" }, seed = 1 })
  local st = s.state
  -- moves counted square by square from the cards' grids, apart from the engine
  local function brute_force(state)
    local n, side, b = 0, state.side, state.board
    local own = side == 1 and { [1] = true, [2] = true } or { [3] = true, [4] = true }
    for c = 1, 5 do
      if state.hand[2 * side - 1] == c or state.hand[2 * side] == c then
        for sq = 1, 25 do
          if own[b[sq]] then
            local x, y = (sq - 1) % 5, math.floor((sq - 1) / 5)
            for _, o in ipairs(state.cards[c].offsets) do
              local tx, ty = x + (side == 1 and o[1] or -o[1]), y + (side == 1 and -o[2] or o[2])
              if tx >= 0 and tx < 5 and ty >= 0 and ty < 5 and not own[b[ty * 5 + tx + 1]] then n = n + 1 end
            end
          end
        end
      end
    end
    return n
  end
  local rng = require("hr.rng").new(7)
  local played = 0
  for _ = 1, 40 do
    local list, n = game.moves(st)
    if n == 0 then break end
    t.eq(game.count_moves(st), n)
    if list[1] >= 64 then t.eq(n, brute_force(st)) end -- not a pass
    local seen = {}
    for i = 1, n do
      t.eq(seen[list[i]], nil, "a move listed twice")
      seen[list[i]] = true
    end
    game.play(st, list[rng:int(1, n)])
    played = played + 1
  end
  t.eq(played >= 10, true)
end)

t.test("move text is read in any case and refused with the rule", function()
  local st = deal("Tiger,Crab,Frog,Eel,Boar").state -- red to move with Tiger and Crab
  t.eq(game.notate(st, game.parse(st, "TIGER C1 C3")), "Tiger c1 c3")
  local refusals = {
    { "Frog a1 b2", "Frog is not in your hand (yours: Tiger or Crab)" },
    { "Lion a1 a2", "expected one of your cards (Tiger or Crab)" },
    { "Tiger a1", "expected the piece's square and where it lands after the card (Tiger c1 c2)" },
    { "Tiger z1 a2", "'z1' is not a square (a1 to e5)" },
    { "Tiger a3 a5", "no piece on a3" },
    { "Tiger a5 a3", "the piece on a5 is not yours" },
    { "Crab a1 c1", "c1 holds your own piece" },
    { "Tiger a1 a2", "Tiger does not take the piece on a1 to a2 (from a1 it goes to a3)" },
    { "Crab pass", "you can move a piece, so you may not pass" },
  }
  for _, case in ipairs(refusals) do
    local m, why = game.parse(st, case[1])
    t.eq(m, nil, case[1])
    t.contains(why, case[2])
  end
end)

t.test("a deal names five cards of the set", function()
  t.raises(function() deal("Tiger,Crab,Frog,Eel") end, "deal: expected five card names separated by commas, got 4")
  t.raises(function() deal("Tiger,Crab,Frog,Eel,Lion") end, "deal: no card named 'Lion' in the set")
  t.raises(function() deal("Tiger,Crab,Frog,Eel,Tiger") end, "deal: Tiger is dealt twice")
  t.eq(deal("Kirin,Phoenix,Sea Snake,Turtle,Fox", { "sensei_path" }).state.cards[3].name, "Sea Snake")
end)

t.test("the menu game plays the printed rules: no draw by repetition or move count unless asked", function()
  local frontend = require "frontends.onitama"
  local options = frontend.classic_options(game, {})
  t.eq(options.max_plies, "0")
  t.eq(options.repetition, "0")
  options = frontend.classic_options(game, { max_plies = "40", deal = "x" })
  t.eq(options, { max_plies = "40", repetition = "0", deal = "x" })
  -- a match keeps them: a game between bots must end
  t.eq(rules.options(game, {}).max_plies, 200)
end)

t.test("position text: written and read back to the same position and key, after any moves", function()
  local s = deal("Tiger,Crab,Monkey,Boar,Ox")
  -- (Ox has a blue stamp: blue moves first, with the first two cards dealt)
  t.eq(game.write_position(s.state), "bbBbb/5/5/5/rrRrr blue Monkey,Boar Tiger,Crab Ox")
  local rng = require("hr.rng").new(9)
  for _ = 1, 12 do
    local text = game.write_position(s.state)
    local back = assert(game.read_position(text))
    t.eq(game.key(back), game.key(s.state), text)
    t.eq(game.write_position(back), text)
    t.eq(texts(game, back), texts(game, s.state), "the same moves from " .. text)
    local list, n = game.moves(s.state)
    if n == 0 then break end
    s:play(list[rng:int(n)])
  end
  -- names in any case, and a session started from the text
  local from = session.new(game, { position = "2B2/5/2r2/5/2R2 red tiger,CRAB Monkey,Boar ox" })
  t.eq(game.write_position(from.state), "2B2/5/2r2/5/2R2 red Tiger,Crab Monkey,Boar Ox")
  t.truthy(from:play_text("Tiger c3 c5"), "the student takes the master")
  t.eq(from:result().reason, "red took the blue master")
end)

t.test("position text names its cards from the set the options choose; a space is written '_'", function()
  local s = session.new(rules.load("onitama", { "sensei_path" }),
    { options = { deal = "Sea Snake,Bear,Dog,Fox,Mouse" } })
  local text = s.game.write_position(s.state)
  t.contains(text, "Sea_Snake,Bear")
  t.eq(s.game.write_position(assert(s.game.read_position(text))), text)
  t.contains(select(2, game.read_position(text)), "no card named '", "in the set (Boar, Cobra")
  write("movecards.txt", "5\nTiger\nCrab\nMonkey\nBoar\nOx\n")
  for _, name in ipairs({ "Tiger", "Crab", "Monkey", "Boar", "Ox" }) do write(name .. ".txt", TIGER) end
  local own = assert(game.read_position("bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox", { cards = scratch }))
  t.eq(texts(game, own)[1], "Tiger a1 a3", "the folder's Tiger (two squares up)")
end)

t.test("position text that is not a position is refused, saying what was expected", function()
  local cases = {
    { "", "expected five fields, got 0: the board (bbBbb/5/5/5/rrRrr), the side to move" },
    { "bbBbb/5/5/5 red Tiger,Crab Monkey,Boar Ox", "the board has 5 rows separated by '/', not 4" },
    { "bbBbb/5/5/5/rrRrx red Tiger,Crab Monkey,Boar Ox", "row 5 of the board: 'x' is no piece" },
    { "bbBbb/5/5/5/rrRr red Tiger,Crab Monkey,Boar Ox", "row 5 of the board ('rrRr') has 4 squares, not 5" },
    { "bbBbb/6/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox", "row 2 of the board: '6' is no piece" },
    { "bbBbb/5/5/5/rrRrr green Tiger,Crab Monkey,Boar Ox", "'green' is not a side to move (red or blue)" },
    { "bbBbb/5/5/5/rrRrr red Tiger Monkey,Boar,Ox Crab", "expected two cards (A,B) for red's hand, got 'Tiger'" },
    { "bbBbb/5/5/5/rrRrr red Tiger,,Crab Monkey,Boar Ox", "expected two cards (A,B) for red's hand" },
    { "bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox,Eel", "expected one card for beside the board" },
    { "bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Tiger Ox", "Tiger is dealt twice" },
    { "bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Zebra", "no card named 'Zebra' in the set (Boar, Cobra" },
    { "bbBbB/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox", "blue has 2 masters (one at most)" },
    { "bbBbb/r4/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox", "red has 5 students (four at most)" },
    { "bbbb1/5/5/5/rrrr1 red Tiger,Crab Monkey,Boar Ox", "there is no master on the board" },
  }
  for _, case in ipairs(cases) do
    local state, why = game.read_position(case[1])
    t.eq(state, nil, case[1])
    t.contains(why, case[2])
  end
  t.eq(select(2, game.read_position(42)), "position text is text, not a number")
  t.raises(function() session.new(game, { position = "bbBbb/5/5/5/rrRrr red" }) end, "expected five fields, got 2")
end)

t.test("the UCI dialect: our position text, a move as one token, in any case", function()
  local s = deal("Tiger,Crab,Monkey,Boar,Ox")
  t.eq(game.uci.variant, "onitama")
  t.eq(game.uci.position(s.state), "bbBbb/5/5/5/rrRrr blue Monkey,Boar Tiger,Crab Ox")
  local list, n = game.moves(s.state)
  local tokens = {}
  for i = 1, n do
    tokens[i] = game.uci.move(s.state, list[i])
    t.truthy(game.uci.names(s.state, list[i], tokens[i]:upper()))
    t.truthy(not game.uci.names(s.state, list[i], tokens[i] .. "x"))
  end
  t.eq(tokens[1], "Tiger:a5a3")
  -- a pass: red's pieces fill rank 5, and with Crab and Boar none can move
  local stuck = assert(game.read_position("Rrrrr/5/2B2/5/5 red Crab,Boar Frog,Eel Cobra"))
  list, n = game.moves(stuck)
  t.eq(n, 2)
  t.eq(game.uci.move(stuck, list[1]), "Crab:pass")
  t.truthy(game.uci.names(stuck, list[2], "boar:PASS"))
end)

t.test("forcing moves: captures and the master onto the other base; nothing else", function()
  local function forcing_moves(text) return t.forcing_moves(game, text) end
  t.eq(forcing_moves("bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox"), {}, "the start")
  t.eq(forcing_moves("4B/5/2b2/5/2r1R red Tiger,Crab Monkey,Boar Ox"), { "Tiger c1 c3" }, "a capture")
  t.eq(forcing_moves("B4/5/2R2/5/5 red Tiger,Crab Monkey,Boar Ox"), { "Tiger c3 c5" }, "onto blue's base")
end)

-- Random games on three deals (`games` each, at most `plies` moves): `visit(state)` sees
-- every position before its move; returns how many it saw.
local function random_positions(seed, games, plies, visit)
  local rng = require("hr.rng").new(seed)
  local positions = 0
  local deals = { "Tiger,Crab,Monkey,Crane,Dragon", "Boar,Eel,Cobra,Rooster,Ox", "Horse,Frog,Rabbit,Goose,Elephant" }
  for _, names in ipairs(deals) do
    for _ = 1, games do
      local st = deal(names).state
      for _ = 1, plies do
        local list, n = game.moves(st)
        if n == 0 then break end
        positions = positions + 1
        visit(st)
        game.play(st, list[rng:int(1, n)])
      end
    end
  end
  return positions
end

-- Brute force: let the other side move from the same position, and see whether one of
-- its moves takes the master or brings its master onto the base.
local function threatened(st)
  local s = st.side
  local flipped = game.copy(st)
  flipped.side = 3 - s
  local list, n = game.moves(flipped)
  for i = 1, n do
    local m = list[i]
    local from, to = bit.band(bit.rshift(m, 6), 31), bit.band(bit.rshift(m, 11), 31)
    if from ~= 0 then
      if bit.rshift(m, 16) == 2 * s then return true end -- the master (2 red, 4 blue)
      if from == st.masters[3 - s] and to == (s == 1 and 23 or 3) then return true end
    end
  end
  return false
end

-- Brute force: the squares a side's pieces reach with its cards, over every piece, card
-- and offset.
local function attacked(st, side)
  local set = 0
  local hand = {}
  for c = 1, 5 do
    if st.hand[2 * side - 1] == c or st.hand[2 * side] == c then hand[#hand + 1] = st.cards[c] end
  end
  for sq = 1, 25 do
    local p = st.board[sq]
    if p == 2 * side - 1 or p == 2 * side then -- a student or the master of the side
      local x, y = (sq - 1) % 5, math.floor((sq - 1) / 5)
      for _, card in ipairs(hand) do
        for _, o in ipairs(card.offsets) do
          local tx, ty = x + (side == 1 and o[1] or -o[1]), y + (side == 1 and -o[2] or o[2])
          local to = ty * 5 + tx + 1
          if tx >= 0 and tx < 5 and ty >= 0 and ty < 5 and math.floor(set / 2 ^ (to - 1)) % 2 == 0 then
            set = set + 2 ^ (to - 1)
          end
        end
      end
    end
  end
  return set
end

t.test("in check: the other side could take the master or reach the base with its cards", function()
  local checks = 0
  local positions = random_positions(11, 30, 60, function(st)
    local want = threatened(st)
    t.eq(game.in_check(st), want, game.write_position(st))
    if want then checks = checks + 1 end
  end)
  t.truthy(checks > 50 and checks < positions, checks .. " checks in " .. positions .. " positions")
end)

t.test("what a side's cards attack, against a brute force over every piece, card and offset", function()
  local E = require("games.onitama.core")()
  local positions = random_positions(5, 20, 40, function(st)
    for side = 1, 2 do t.eq(E.attacks_of(st, side), attacked(st, side), game.write_position(st)) end
  end)
  t.truthy(positions > 500, positions .. " positions")
end)

t.test("with a home-made card of eight moves, what a side attacks and whether it is in check", function()
  -- The engine's tables hold four offsets of a card at a time; a king's card has eight.
  local E = require("games.onitama.core")()
  write("movecards.txt", "5\nA\nB\nC\nD\nKing\n")
  write("King.txt", "red\n.....\n.xxx.\n.xXx.\n.xxx.\n.....\n")
  local rng = require("hr.rng").new(3)
  local checks, positions = 0, 0
  for seed = 1, 20 do
    local st = session.new(game, { options = { cards = scratch, deal = "King,A,B,C,D" }, seed = seed }).state
    for _ = 1, 40 do
      local list, n = game.moves(st)
      if n == 0 then break end
      positions = positions + 1
      for side = 1, 2 do t.eq(E.attacks_of(st, side), attacked(st, side), game.write_position(st)) end
      local want = threatened(st)
      t.eq(game.in_check(st), want, game.write_position(st))
      if want then checks = checks + 1 end
      game.play(st, list[rng:int(1, n)])
    end
  end
  t.truthy(checks > 20 and checks < positions, checks .. " checks in " .. positions .. " positions")
end)

t.test("the evaluation's features, each read as the score of an evaluation that weighs it alone", function()
  local E = require("games.onitama.core")()
  local evaluation = require "games.onitama.evaluate"
  local function feature(name, text, seat)
    local st = assert(game.read_position(text))
    return evaluation.new(E, { [name] = 1 })(st, seat or st.side)
  end
  -- red's Tiger takes c1 to c3, where a blue student stands that no blue card defends
  local text = "4B/5/2b2/5/2r1R red Tiger,Crab Monkey,Boar Ox"
  t.eq(feature("threat", text), 1)
  t.eq(feature("hanging", text), 1)
  t.eq(feature("threatened", text), 0)
  t.eq(feature("check", text), 0)
  t.eq(feature("tempo", text), 1)
  t.eq(feature("tempo", text, 2), -1, "seen from the other seat")
  t.eq(feature("student00", text), 0, "a red student on c1 less none of blue's on its home row")
  t.eq(feature("student02", text), 1, "red's student on the c file, its home row")
  t.eq(feature("student22", text), -1, "blue's student two rows from its home, on the c file")
  t.eq(feature("master00", text), 1 - 1, "both masters at home on an edge file")
  -- the squares each side's cards move its pieces to: red's student on c1 reaches c3 with
  -- the Tiger and a1, e1 and c2 with the Crab; blue's on c3 reaches b4, d4, b2 and d2
  -- with the Monkey and b3, d3 and c2 with the Boar (rows counted from blue's home row)
  t.eq(feature("reach_student22", text), 1, "c3 for red")
  t.eq(feature("reach_student00", text), 2, "a1 and e1 for red")
  t.eq(feature("reach_student12", text), 1, "c2 for red")
  t.eq(feature("reach_student11", text), -2, "b4 and d4 for blue")
  t.eq(feature("reach_student31", text), -2, "b2 and d2 for blue")
  t.eq(feature("reach_student21", text), -2, "b3 and d3 for blue")
  t.eq(feature("reach_student32", text), -1, "c2 for blue")
  -- red's master on e1: e3 (Tiger), c1 and e2 (Crab); blue's on e5: d4 (Monkey), d5 and e4
  t.eq(feature("reach_master20", text), 1)
  t.eq(feature("reach_master02", text), 1)
  t.eq(feature("reach_master10", text), 1 - 1)
  t.eq(feature("reach_master11", text), -1)
  t.eq(feature("reach_master01", text), -1)
  -- the game evaluates with the default weights
  local st = assert(game.read_position(text))
  t.eq(evaluation.new(E)(st, 1), game.evaluate(st, 1))
  -- one evaluation through a game (its tables by the hands, made as they come) scores each
  -- position as a new one does
  local kept = evaluation.new(E)
  random_positions(3, 10, 30, function(sample)
    t.eq(kept(sample, 1), evaluation.new(E)(sample, 1), game.write_position(sample))
  end)
  local ok, message = pcall(evaluation.new, E, { studnet00 = 1 })
  t.truthy(not ok and message:find("no feature named 'studnet00'", 1, true), message)
end)

t.test("the evaluation's network is the sum of its inputs' rows, from the mover's side", function()
  -- network.lua sums rows ahead for two board rows of students and for the cards as held;
  -- here each active input's row is added one by one, as network_weights.lua says.
  local E = require("games.onitama.core")()
  local evaluation = require "games.onitama.evaluate"
  local network = require "games.onitama.network"
  local weights = require "games.onitama.network_weights"
  local net = network.new(E, weights)
  local linear = evaluation.new(E, evaluation.WEIGHTS)
  local H = weights.hidden
  local function by_rows(st)
    local active, n = network.active(st)
    local s = weights.output_bias
    for j = 1, H do
      local a = weights.bias[j]
      for i = 1, n do a = a + weights.input[active[i] * H + j] end
      s = s + math.max(a, 0) * weights.output[j]
    end
    return s
  end
  local checked, far = 0, 0
  random_positions(7, 12, 40, function(st)
    local exact = by_rows(st)
    local got = net(st)
    -- the same sum in another order: only the rounding to a whole number may differ
    t.truthy(math.abs(got - exact) <= 0.5 + 1e-9, game.write_position(st) .. ": " .. got .. " against " .. exact)
    if math.abs(exact) > 20 then far = far + 1 end
    -- the game's evaluation is the features' sum plus the network, from either seat (but
    -- for the two masters alone, which it knows exactly)
    if E.pieces_in(st.occ[1] + st.occ[2]) > 2 then
      t.eq(game.evaluate(st, st.side), linear(st, st.side) + got, game.write_position(st))
      t.eq(game.evaluate(st, 3 - st.side), -(linear(st, st.side) + got), game.write_position(st))
    end
    checked = checked + 1
  end)
  t.truthy(checked > 200 and far > checked / 4, checked .. " positions, " .. far .. " where the network says something")
  -- the inputs: a piece on each of its 25 squares seen from the mover, then the offsets of
  -- the mover's two cards, the other side's two and the card beside
  local st = assert(game.read_position("4B/5/2b2/5/2r1R red Tiger,Crab Monkey,Boar Ox"))
  local active, n = network.active(st)
  local pieces, groups = {}, { 0, 0, 0 }
  for i = 1, n do
    if active[i] < 100 then pieces[#pieces + 1] = active[i] else
      local g = math.floor((active[i] - 100) / 25) + 1
      groups[g] = groups[g] + 1
    end
  end
  table.sort(pieces)
  -- red to move: its student on c1 (square 23, input 22) and master on e1 (square 25: 25 +
  -- 24); blue's student on c3 (square 13: 50 + 12) and master on e5 (square 5: 75 + 4)
  t.eq(pieces, { 22, 49, 62, 79 })
  -- Tiger 2 moves, Crab 3; Monkey 4, Boar 3; Ox 3
  t.eq(groups, { 5, 7, 3 })
end)

t.test("the two masters alone: the endgame table agrees with the generic solver; the evaluation knows it", function()
  local E = require("games.onitama.core")()
  local solve = require "hr.solve"
  local clock = require "hr.clock"
  local evaluation = require "games.onitama.evaluate"
  local probe = require("games.onitama.endgame").new(E)
  local st = deal("Tiger,Crab,Monkey,Crane,Dragon").state
  for sq = 1, 25 do st.board[sq] = 0 end
  st.board[21], st.board[5] = 2, 4 -- red's master on a1, blue's on e5
  local start = assert(game.read_position(game.write_position(st)))
  -- every position the start reaches, valued backwards by hr.solve over the game's rules
  local values = solve.retrograde(game, start, 100000, clock.now() + 300)
  t.truthy(values, "the generic solver settles the endgame")
  local HOLDINGS = { { 1, 1, 2, 2, 0 }, { 0, 2, 1, 2, 1 }, { 2, 0, 1, 1, 2 }, { 1, 2, 0, 1, 2 } }
  local rng = require("hr.rng").new(5)
  local checked, wins, losses = 0, 0, 0
  for _ = 1, 2000 do
    local red, blue = rng:int(1, 25), rng:int(1, 25)
    if red ~= blue and red ~= E.BASE[2] and blue ~= E.BASE[1] then
      local b = require("hr.board").new(5, 5)
      b[red], b[blue] = 2, 4
      local pos = E.from_parts(b, start.cards, HOLDINGS[rng:int(1, #HOLDINGS)], rng:int(1, 2))
      local want = values[game.key(pos)]
      if want then
        local outcome, plies = probe(pos)
        local text = game.write_position(pos)
        t.eq(outcome, want.value, text)
        if outcome ~= 0 then t.eq(plies, want.plies, text) end
        if outcome == 1 then wins = wins + 1 elseif outcome == -1 then losses = losses + 1 end
        -- the evaluation: the solved value less the plies, for the side that wins
        t.eq(game.evaluate(pos, pos.side), outcome * (evaluation.SOLVED - plies), text)
        t.eq(game.evaluate(pos, 3 - pos.side), -outcome * (evaluation.SOLVED - plies), text)
        checked = checked + 1
      end
    end
  end
  t.truthy(checked > 1000 and wins > 100 and losses > 100,
    checked .. " positions, " .. wins .. " won, " .. losses .. " lost")
  -- a fit's evaluation of its features alone knows nothing of it
  local pos = assert(game.read_position("4B/5/5/5/R4 red Tiger,Crab Monkey,Boar Ox"))
  t.truthy(math.abs(evaluation.new(E, evaluation.WEIGHTS)(pos, 1)) < 1000)
end)

local ok, err = pcall(t.run)
os.execute("rm -rf '" .. scratch .. "'")
if not ok then error(err, 0) end

local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local session = require "hr.session"
local rng_module = require "hr.rng"
local util = require "hr.util"

local game = rules.load("rps")
local E, X = game.engine, game.text
local R, P, S, B, F, J = E.R, E.P, E.S, E.B, E.F, E.J
local here = arg[0]:match("^(.*)/")

local function options(given) return assert(rules.options(game, given or {})) end

-- A state from two position files' texts, on a board of `rows` x `columns`.
local function from_text(b1, b2, given)
  local opts = options(given)
  local l1 = assert(X.read_layout(b1, opts))
  local l2 = assert(X.read_layout(b2, opts))
  return E.start(opts, { l1, l2 })
end

local function play_text(st, text)
  local m, why = game.parse(st, text)
  assert(m, tostring(text) .. ": " .. tostring(why))
  game.play(st, m)
  return m
end

-- Every position of `games` seeded random games, with the game's rng; calls visit(st, rng).
local function each_position(games, visit)
  for seed = 1, games do
    local rng = rng_module.new(seed)
    local st = game.setup(options(), rng)
    local guard = 0
    while not game.result(st) and guard < 400 do
      visit(st, rng)
      local list, n = game.moves(st)
      game.play(st, list[rng:int(n)])
      guard = guard + 1
    end
  end
end

-- The fields a view may have: nothing else can carry what a seat must not see.
local VIEW_FIELDS = {
  n = true, m = true, cells = true, caps = true, no_fight = true, owner = true, kind = true, rep = true,
  shown = true, moved = true, side = true, ply = true, quiet = true, lost = true, winner = true, why = true,
  pieces = true, mobile = true, flags_lost = true,
}

t.test("fights: R beats S, S beats P, P beats R; a pair of a kind, and a bomb with whatever meets it, leave together",
  function()
    t.eq({ E.fight(R, S), E.fight(S, P), E.fight(P, R) }, { 1, 1, 1 })
    t.eq({ E.fight(S, R), E.fight(P, S), E.fight(R, P) }, { 2, 2, 2 })
    t.eq({ E.fight(R, R), E.fight(B, B), E.fight(R, B), E.fight(B, P), E.fight(F, F) }, { 0, 0, 0, 0, 0 })
    t.eq({ E.fight(R, F), E.fight(F, S), E.fight(B, F), E.fight(F, B) }, { 1, 2, 1, 2 }, "a flag loses to every piece")
  end)

t.test("a move line is the notation; a joker change to what it is already is the move without one", function()
  local st = from_text("R 1 1\nJ 2 1 R\nF 4 1\n", "F 4 3\nP 1 3\n", { rows = 3, columns = 4 })
  local m = play_text(E.copy(st), "1 1 1 2 J: 2 1 B")
  t.eq(game.notate(st, m), "1 1 1 2 J: 2 1 B")
  t.eq(game.parse(st, "1 1 1 2 J: 2 1 R"), game.parse(st, "1 1 1 2"))
  t.eq(game.notate(st, game.parse(st, "2 1 2 2 J: 2 2 S")), "2 1 2 2 J: 2 2 S", "the moving joker, where it lands")
  -- the course names a joker by its source square: the moving joker by where it stood, too
  t.eq(game.parse(st, "2 1 2 2 J: 2 1 S"), game.parse(st, "2 1 2 2 J: 2 2 S"), "the moving joker, where it stood")
  local _, why = game.parse(st, "1 1 1 2 J: 1 1 S")
  t.contains(why, "no joker of yours at (1, 1): a joker is named by its square before the move")
  _, why = game.parse(st, "1 1 1 2 J: 4 1 S")
  t.contains(why, "no joker of yours at (4, 1)")
  local list, n = game.moves(st)
  local seen = {}
  for i = 1, n do seen[game.notate(st, list[i])] = true end
  -- R: 1 square (down) x (1 + 3 changes); J: 2 squares (right, down) x (1 + 3 changes); the flag none
  t.eq(n, 12)
  t.truthy(seen["2 1 2 2 J: 2 2 P"] and seen["1 1 1 2 J: 2 1 B"] and not seen["1 1 1 2 J: 2 1 R"])
end)

t.test("the rival learns a move without its joker change", function()
  t.eq(game.public_move("1 1 1 2 J: 2 1 B", 1, 2), "1 1 1 2")
  t.eq(game.public_move("1 1 1 2 J: 2 1 B", 1, 1), "1 1 1 2 J: 2 1 B")
  t.eq(game.public_move("4 5 4 6", 2, 1), "4 5 4 6")
end)

t.test("a joker fights as what it represents, the change counts from the next move, and as a bomb it cannot move",
  function()
    local st = from_text("J 1 1 S\nF 4 1\nR 4 2\n", "P 1 2\nR 2 1\nF 4 3\n", { rows = 3, columns = 4 })
    play_text(st, "1 1 1 2 J: 1 2 B") -- fights as S: beats P, then becomes a bomb
    t.eq(st.kind[E.cell_of(st, 1, 2)], J)
    t.eq(st.shown[E.cell_of(st, 1, 2)], S, "the rival saw it fight as scissors")
    play_text(st, "2 1 2 2")
    local _, why = game.parse(st, "1 2 1 3")
    t.contains(why, "does not move (a joker that represents a bomb)")
    play_text(st, "4 2 3 2 J: 1 2 R")
    play_text(st, "2 2 1 2") -- R attacks the joker, now R: both leave
    t.eq(st.owner[E.cell_of(st, 1, 2)], 0)
    t.eq(st.lost[1], { R }, "player 1 lost its joker, seen as a rock")
    t.eq(st.lost[2], { P, R })
    t.contains(game.result(st).reason, "player 1 wins: all moving PIECES of the opponent are eaten")
  end)

t.test("two states that differ only in what a seat has not seen give that seat the same view", function()
  local checked = 0
  each_position(40, function(st, rng)
    for seat = 1, 2 do
      local view = game.view(st, seat)
      -- the rival's pieces shuffled, its jokers changed: nothing the seat has seen
      local other = E.copy(st)
      local cells = {}
      for c = 1, other.cells do
        if other.owner[c] == 3 - seat then cells[#cells + 1] = c end
      end
      for i = #cells, 2, -1 do
        local j = rng:int(i)
        local a, b = cells[i], cells[j]
        other.kind[a], other.kind[b] = other.kind[b], other.kind[a]
        other.rep[a], other.rep[b] = other.rep[b], other.rep[a]
      end
      for _, c in ipairs(cells) do
        if other.kind[c] == J then other.rep[c] = rng:int(4) end
      end
      E.recount(other)
      t.eq(game.view(other, seat), view, "the view after shuffling what the seat has not seen")
      checked = checked + 1
    end
    -- the same step with and without a secret joker change: the rival sees the same
    local list, n = game.moves(st)
    for i = 1, n do
      local text = game.notate(st, list[i])
      if text:find("J:") then
        local with, without = E.copy(st), E.copy(st)
        game.play(with, list[i])
        game.play(without, game.parse(st, game.public_move(text, st.side, 3 - st.side)))
        t.eq(game.view(with, 3 - st.side), game.view(without, 3 - st.side), "a joker change seen by the rival")
        t.eq(game.key(game.view(with, 3 - st.side)), game.key(game.view(without, 3 - st.side)))
        break
      end
    end
  end)
  t.truthy(checked > 1000, "views checked: " .. checked)
end)

t.test("a view never names the type of a rival piece, nor carries anything but the board and what was seen",
  function()
    each_position(40, function(st)
      for seat = 1, 2 do
        local view = game.view(st, seat)
        for k in pairs(view) do t.truthy(VIEW_FIELDS[k], "a view field " .. tostring(k)) end
        for c = 1, view.cells do
          if view.owner[c] == 3 - seat then
            t.eq({ view.kind[c], view.rep[c] }, { 0, 0 }, "a rival piece's kind and representation")
          elseif view.owner[c] == seat then
            t.eq({ view.kind[c], view.rep[c] }, { st.kind[c], st.rep[c] }, "an own piece")
          end
          t.eq({ view.shown[c], view.moved[c] }, { st.shown[c], st.moved[c] })
        end
        -- the board as the seat sees it names no rival type it has not seen
        local text = game.show(view, seat)
        local legend = text:match("jokers: ([^\n]*)")
        t.truthy(not legend or not legend:find(seat == 1 and "j" or "J", 1, true), "show names a rival joker")
      end
    end)
  end)

t.test("sample_hidden: the rival's pieces fit its counts, moved pieces move, shown pieces are that type or a joker",
  function()
    local differ, samples = 0, 0
    each_position(25, function(st, rng)
      if st.ply % 5 ~= 0 then return end
      for seat = 1, 2 do
        local view = game.view(st, seat)
        local guess = game.sample_hidden(E.copy(view), rng)
        samples = samples + 1
        t.eq(game.view(guess, seat), view, "the guess shows the seat its own view")
        local rival = 3 - seat
        -- the guessed pieces alive, with those lost (a lost piece is its type or a joker), fit the counts
        local alive, lost = { 0, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 }
        for _, k in ipairs(st.lost[rival]) do lost[k] = lost[k] + 1 end
        for c = 1, guess.cells do
          if guess.owner[c] == rival then
            local k = guess.kind[c]
            t.truthy(k >= 1 and k <= 6, "a guessed kind")
            alive[k] = alive[k] + 1
            if guess.moved[c] == 1 then t.truthy(k ~= B and k ~= F, "a piece that moved guessed as a bomb or flag") end
            if guess.shown[c] ~= 0 then t.truthy(k == guess.shown[c] or k == J, "a shown piece guessed otherwise") end
            if k ~= st.kind[c] then differ = differ + 1 end
          end
        end
        local jokers = alive[J]
        for k = 1, 5 do
          t.truthy(alive[k] <= guess.caps[k], "a type beyond its count")
          jokers = jokers + math.max(0, alive[k] + lost[k] - guess.caps[k])
        end
        t.truthy(jokers <= guess.caps[J], "more jokers than the count")
        local alive_flags = 0
        for c = 1, guess.cells do
          if guess.owner[c] == rival and guess.kind[c] == F then alive_flags = alive_flags + 1 end
        end
        t.eq(alive_flags + guess.flags_lost[rival], guess.caps[F], "exactly F flags, alive or lost")
      end
    end)
    t.truthy(samples > 200, "samples: " .. samples)
    t.truthy(differ > samples, "the guesses are guesses, not the truth: " .. differ .. " pieces differ")
  end)

t.test("the referee's tie after moves without a fight, off in the classic game", function()
  local st = from_text("R 1 1\nF 4 1\n", "R 1 3\nF 4 3\n", { rows = 3, columns = 4, no_fight = 3 })
  play_text(st, "1 1 2 1")
  play_text(st, "1 3 2 3")
  t.eq(game.result(st), nil)
  play_text(st, "2 1 3 1")
  t.contains(game.result(st).reason, "a tie: 3 moves in a row without a fight")
  t.eq(game.moves(st), {})
  local classic = from_text("R 1 1\nF 4 1\n", "R 1 3\nF 4 3\n", { rows = 3, columns = 4, no_fight = 0 })
  for _ = 1, 50 do
    play_text(classic, "1 1 2 1")
    play_text(classic, "1 3 2 3")
    play_text(classic, "2 1 1 1")
    play_text(classic, "2 3 1 3")
  end
  t.eq(game.result(classic), nil)
end)

t.test("a side that cannot move loses; a position file plays through --option board1=FILE", function()
  local st = from_text("B 1 1\nJ 2 1 B\nF 4 1\n", "R 1 3\nF 4 3\n", { rows = 3, columns = 4 })
  t.contains(game.result(st).reason, "player 2 wins: player 1 cannot move")
  local dir = here .. "/../rps/scenarios/flags_captured/"
  local s = session.new(game, { seed = 1, options = { rows = "3", columns = "4", board1 = dir .. "player1.rps_board",
    board2 = dir .. "player2.rps_board" } })
  t.eq(X.board_lines(s.state), "R  F\n    \nf  p\n")
  t.raises(function()
    session.new(game, { seed = 1, options = { rows = "3", columns = "4",
      board1 = here .. "/../rps/scenarios/bad_position_too_many/player1.rps_board" } })
  end, "player1.rps_board line 3: more than 2 rocks")
end)

t.test("a random layout from the seed: every piece, player 1 on the top rows, player 2 on the bottom ones", function()
  local a = game.setup(options(), rng_module.new(7))
  local b = game.setup(options(), rng_module.new(7))
  t.eq(a, b, "the same seed, the same layout")
  t.eq(a.pieces, { 13, 13 })
  for c = 1, a.cells do
    local _, y = E.xy(a, c)
    if a.owner[c] == 1 then t.truthy(y <= 2) elseif a.owner[c] == 2 then t.truthy(y >= 9) end
  end
  t.truthy(not util.deep_equal(a, game.setup(options(), rng_module.new(8))), "another seed, another layout")
end)

t.test("rps_hunter sees only its view, plays legal moves and beats random; it plays rps only", function()
  local clock = require "hr.clock"
  package.loaded["bots.rps_hunter"] = nil
  local hunter = require "bots.rps_hunter"
  local random = require "bots.random"
  local wins = 0
  for seed = 1, 4 do
    local rng = rng_module.new(seed)
    local st = game.setup(options(), rng)
    local hunter_seat = seed % 2 + 1
    hunter.new_game(game, hunter_seat, {})
    while not game.result(st) do
      local mover = game.to_move(st)
      local bot = mover == hunter_seat and hunter or random
      local m = bot.choose(game, game.view(st, mover), clock.new(10), rng)
      local list, n = game.moves(st)
      local legal = false
      for i = 1, n do legal = legal or list[i] == m end
      t.truthy(legal, "an illegal move")
      game.play(st, m)
    end
    if game.result(st).scores[hunter_seat] == 1 then wins = wins + 1 end
  end
  t.truthy(wins >= 3, "rps_hunter won " .. wins .. " of 4 against random")
  t.raises(function() hunter.new_game(rules.load("dobutsu"), 1, {}) end, "rps_hunter plays rps only")
end)

t.test("a set-up of one's own: the placement view shows only the seat's pieces, place takes a position file's lines",
  function()
    local st = game.setup(options(), rng_module.new(3))
    for seat = 1, 2 do
      local v = game.placement(st, seat)
      t.eq(v.pieces[3 - seat], 0, "none of the rival's pieces")
      t.eq(v.pieces[seat], 13)
      t.eq(v.winner, 0)
      for c = 1, v.cells do
        if v.owner[c] == seat then t.eq(v.kind[c], st.kind[c], "its own random layout") end
      end
    end
    -- player 2 sets up on player 1's back row: the pieces on the same square fight at once
    local placed = assert(game.place(st, 2, "F 10 10\nS 1 1\nJ 5 10 B\n"))
    local c11 = E.cell_of(st, 1, 1)
    if st.owner[c11] == 1 then
      local stays = E.fight(st.rep[c11], S)
      t.eq(placed.owner[c11], stays, "the fight at (1, 1)")
      t.eq(#placed.lost[1] + #placed.lost[2], stays == 0 and 2 or 1)
    else
      t.eq(placed.owner[c11], 2)
    end
    t.eq(placed.pieces[2], placed.owner[c11] == 2 and 3 or 2)
    t.eq(placed.owner[E.cell_of(placed, 10, 10)], 2)
    t.eq(placed.rep[E.cell_of(placed, 5, 10)], B)
    -- player 1's pieces are as they were, and its own set-up later keeps player 2's
    local both = assert(game.place(placed, 1, "F 1 10\nR 2 1"))
    t.eq(both.owner[E.cell_of(both, 10, 10)], 2)
    t.eq(both.owner[E.cell_of(both, 2, 1)], 1)
    t.eq(both.pieces[1], 2)
    t.eq(both.owner[E.cell_of(both, 1, 10)], 1)
    -- refused, with the line and what was expected
    local no, why = game.place(st, 1, "F 1 1\nQ 2 2")
    t.eq(no, nil)
    t.truthy(why:find("^line 2: expected PIECE X Y"), why)
    no, why = game.place(st, 1, "R 1 1")
    t.truthy(not no, "refused")
    t.truthy(why:find("^line 1: the file ends with 0 of its 1 flag"), why)
    no, why = game.place(st, 1, "F 11 1")
    t.truthy(not no, "refused")
    t.truthy(why:find("off the board"), why)
    -- after a move, nobody sets up
    local after = game.setup(options(), rng_module.new(3))
    local list = game.moves(after)
    game.play(after, list[1])
    t.eq(game.placement(after, 2), nil)
    no, why = game.place(after, 2, "F 1 10")
    t.truthy(not no, "refused")
    t.truthy(why:find("before the first move"), why)
    -- a view (a copy of the state) cannot be placed on: it carries no set-up
    no = game.place(game.view(st, 1), 1, "F 1 1")
    t.eq(no, nil)
  end)

t.test("a layout written as a position file's lines reads back as it was", function()
  local opts = options()
  local layout = { { F, 1, 1 }, { J, 3, 2, B }, { R, 10, 10 }, { J, 4, 1, P } }
  local text = X.write_layout(layout)
  t.eq(text, "F 1 1\nJ 3 2 B\nR 10 10\nJ 4 1 P")
  t.eq(assert(X.read_layout(text, opts)), layout)
end)

t.test("a seat whose pieces come from a position file is not asked to set them up", function()
  local dir = os.tmpname()
  os.remove(dir)
  os.execute("mkdir -p " .. dir)
  local f = assert(io.open(dir .. "/p1.rps_board", "w"))
  f:write("F 1 1\nR 2 1\n")
  f:close()
  local s = session.new(game, { options = { board1 = dir .. "/p1.rps_board" }, seed = 1 })
  t.eq(s:placement(1), nil)
  t.truthy(s:placement(2) ~= nil)
  local ok, why = s:place(1, "F 3 1")
  t.eq(ok, nil)
  t.truthy(why:find("not its own to choose"), why)
  os.execute("rm -rf " .. dir)
end)

t.test("the session keeps a seat's set-up through undo and :reload, and a record's set-ups start the game", function()
  local s = session.new(game, { seed = 5 })
  local ok, why = s:place(1, "F 1 1\nB 2 1\nR 1 2")
  t.truthy(ok, why)
  t.eq(s:placed(), { "F 1 1\nB 2 1\nR 1 2" })
  t.eq(s.state.pieces[1], 3)
  ok, why = s:place(1, "F 2 2")
  t.truthy(not ok, "refused")
  t.truthy(why:find("already"), why)
  ok, why = s:place(3, "F 2 2")
  t.truthy(not ok, "refused")
  t.truthy(why:find("no seat 3"), why)
  ok, why = s:place(2, { "F 1 10" })
  t.truthy(not ok, "refused")
  t.truthy(why:find("is text"), why)
  t.truthy(s:play_text("1 2 1 3"))
  ok, why = s:place(2, "F 1 10")
  t.truthy(not ok, "refused")
  t.truthy(why:find("before the first move"), why)
  s:undo()
  t.eq(s.state.pieces[1], 3, "undo replays from the set-up")
  t.truthy(s:play_text("1 2 1 3"))
  t.truthy(s:reload(rules.load("rps")))
  t.eq(s.state.owner[E.cell_of(s.state, 1, 3)], 1, "reload replays from the set-up")
  -- new rules under which the set-up no longer fits (no rocks): the reload is refused and
  -- the game goes on under the rules it had
  local strict = {}
  for k, v in pairs(game) do strict[k] = v end
  strict.info = util.deep_copy(game.info)
  for _, option in ipairs(strict.info.options) do
    if option.name == "rocks" then option.default = 0 end
  end
  local before, rules_before = util.deep_copy(s.state), s.game
  t.raises(function() s:reload(strict) end, "no longer fits the rules: line 3: more than 0 rocks")
  t.truthy(s.game == rules_before, "the rules it had (those of the last reload)")
  t.eq(s.state, before)
  local again = session.new(game, { seed = 5, placements = s:placed() })
  again:replay(s:history())
  t.eq(again.state, s.state)
  t.raises(function() session.new(game, { seed = 5, placements = { "R 1 1" } }) end, "the set-up of seat 1")
end)

t.run()

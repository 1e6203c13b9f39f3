-- The generic bots play every game through the contract alone; mcts's solver proves a
-- won position and plays the win.
local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local clock = require "hr.clock"
local rng_module = require "hr.rng"
local session = require "hr.session"

local BOTS = { "random", "greedy", "alphabeta", "mcts", "ismcts" }
local GAMES = {
  { name = "dobutsu" },
  { name = "onitama" },
  { name = "bobing", options = { players = 2 } },
  { name = "kuhn" },
  { name = "rps" },
}

local function fresh(name)
  package.loaded["bots." .. name] = nil -- a bot keeps its settings per game, as in a seat
  return require("bots." .. name)
end

local function legal(game, st, move)
  local list, n = game.moves(st)
  for i = 1, n or #list do
    if game.notate(st, list[i]) == game.notate(st, move) then return true end
  end
  return false
end

-- Plays a game from `options` and `seed` for at most `plies` moves, `bot` in every seat
-- (seeing only its seat's view) and the rng for chance; each move must be legal. `who`
-- names the bot in failures.
local function play_to_end(game, bot, who, options, seed, plies)
  local rng = rng_module.new(seed)
  local st = session.new(game, { options = options, seed = seed }).state
  local played = 0
  while not game.result(st) and played < plies do
    local mover = game.to_move(st)
    local m
    if mover == "chance" then
      local list = game.moves(st)
      m = list[rng:int(#list)]
    else
      local ok, chosen = pcall(bot.choose, game, game.view(st, mover), clock.new(0.03), rng)
      t.truthy(ok, game.info.name .. ": " .. who .. " failed: " .. tostring(chosen))
      t.truthy(chosen ~= nil and legal(game, st, chosen), game.info.name .. ": " .. who .. " returned an illegal move")
      m = chosen
    end
    game.play(st, m)
    played = played + 1
  end
end

t.test("every generic bot plays a legal move in every game, to the end of a game", function()
  for _, g in ipairs(GAMES) do
    local game = rules.load(g.name)
    for _, name in ipairs(BOTS) do
      local bot = fresh(name)
      if bot.new_game then bot.new_game(game, 1, {}) end
      play_to_end(game, bot, name, g.options or {}, 3, 40)
    end
  end
end)

-- The bots of docs/writing-a-bot.md, as a reader copies them: the last block the page writes
-- to `file` (tests/docs/tutorials.lua runs the page's commands).
local function tutorial_bot(file)
  local docs = arg[0]:match("^(.*)/") .. "/../../docs/writing-a-bot.md"
  local f = assert(io.open(docs))
  local text = f:read("*a")
  f:close()
  local code
  for block in text:gmatch("<!%-%- file: " .. file:gsub("%.", "%%.") .. " %-%->\n```lua\n(.-)```") do code = block end
  assert(code, "the tutorial's " .. file .. " block")
  return assert(loadstring(code, "=writing-a-bot.md:" .. file))()
end

t.test("the tutorial's bots play every shipped game to its end", function()
  for _, file in ipairs({ "fewest_replies.lua", "mybot.lua" }) do
    for _, name in ipairs(rules.games()) do
      local game = rules.load(name)
      local bot = tutorial_bot(file)
      if bot.new_game then bot.new_game(game, 1, {}) end
      play_to_end(game, bot, "the tutorial's " .. file, {}, 9, 60)
    end
  end
end)

-- A game may give undo and no copy (the contract asks for one of them): the bots that copy
-- a state make their own copies of it then (lua-language-server found mcts calling a nil
-- copy).
t.test("every generic bot plays a game that has undo and no copy", function()
  for _, name in ipairs({ "dobutsu", "kuhn" }) do
    local game = rules.load(name)
    local undo_only = {}
    for k, v in pairs(game) do undo_only[k] = v end
    undo_only.copy = nil
    for _, bot_name in ipairs(BOTS) do
      local bot = fresh(bot_name)
      if bot.new_game then bot.new_game(undo_only, 1, {}) end
      play_to_end(undo_only, bot, bot_name .. " (undo, no copy)", {}, 5, 12)
    end
  end
end)

-- mcts and ismcts sample chance nodes inside their trees through playout.chance (found by
-- lua-language-server: it asked the generator for a method it does not have).
t.test("playout.chance draws a chance node's outcomes with the bot's rng", function()
  local playout = require "hr.playout"
  local game = rules.load("bobing")
  local st = session.new(game, { options = rules.options(game, {}), seed = 1 }).state
  while game.to_move(st) ~= "chance" do game.play(st, game.moves(st)[1]) end -- the first roll
  local r = rng_module.new(7)
  local seen, outcomes = {}, #game.chances(st)
  for _ = 1, 200 do
    local m, index = playout.chance(game, st, r)
    t.truthy(legal(game, st, m), "playout.chance drew a move that is not an outcome")
    seen[index] = true
  end
  local distinct = 0
  for _ in pairs(seen) do distinct = distinct + 1 end
  t.truthy(distinct > 1 and distinct <= outcomes, "200 draws gave " .. distinct .. " distinct outcomes")
end)

t.test("mcts proves a won position and plays the win", function()
  local game = rules.load("dobutsu")
  local st = assert(game.read_position("3/L2/2l/3[-] w"))
  for seed = 1, 5 do
    local bot = fresh("mcts")
    bot.new_game(game, 1, {})
    local m = bot.choose(game, game.copy(st), clock.new(0.2), rng_module.new(seed))
    local after = game.copy(st)
    game.play(after, m)
    local r = game.result(after)
    t.truthy(r and r.scores[1] == 1, "mcts played " .. game.notate(st, m) .. ", which does not win")
    t.eq(bot.last.proven, 1)
  end
end)

t.test("mcts refuses options it does not have, and playout=eval without evaluate", function()
  local bot = fresh("mcts")
  t.raises(function() bot.new_game(rules.load("dobutsu"), 1, { colour = "red" }) end, "mcts has no option 'colour'")
  -- a name close to one it has: what was meant
  t.raises(function() bot.new_game(rules.load("dobutsu"), 1, { dpth = "3" }) end,
    "mcts has no option 'dpth'; did you mean 'depth'?")
  t.raises(function() bot.new_game(rules.load("dobutsu"), 1, { c = "x" }) end, "expects a number")
  t.raises(function() bot.new_game(rules.load("bobing"), 1, { playout = "eval" }) end, "no evaluate")
end)

t.test("ismcts offers eval playouts as mcts does: refused without evaluate, legal moves with it", function()
  local bot = fresh("ismcts")
  t.raises(function() bot.new_game(rules.load("kuhn"), 1, { playout = "eval" }) end,
    "ismcts: this game has no evaluate")
  local game = rules.load("rps")
  local s = session.new(game, { seed = 3 })
  while s:to_move() == "chance" do s:play_chance() end
  bot.new_game(game, s:to_move(), { playout = "eval", depth = "4" })
  local view = game.view(s.state, s:to_move())
  local move = bot.choose(game, view, clock.new(0.2), rng_module.new(1))
  t.truthy(legal(game, view, move), "a legal move")
  t.truthy(bot.last.iterations > 0, "it searched")
end)

t.test("a game's playout_settings are mcts's and ismcts's defaults there, the user's options still first", function()
  local playout = require "hr.playout"
  local game = rules.load("checkers")
  for _, name in ipairs({ "mcts", "ismcts" }) do
    local info = fresh(name).info
    local settings = playout.read(info, game, {})
    t.eq(settings.depth, 0)
    t.eq(settings.scale, 50)
    t.eq(settings.playout, "eval")
    settings = playout.read(info, game, { depth = "3", playout = "random" })
    t.eq(settings.depth, 3)
    t.eq(settings.playout, "random")
    t.eq(settings.scale, 50)
    -- a game without settings keeps the bot's own defaults
    t.eq(playout.read(info, rules.load("onitama"), {}).depth, 6)
  end
  -- settings a playout does not have, or eval without evaluate, break the contract
  local contract = require "hr.contract"
  local broken = {}
  for k, v in pairs(game) do broken[k] = v end
  local function why(settings, evaluate)
    broken.playout_settings, broken.evaluate = settings, evaluate
    local _, problems = contract.check(broken, "games/broken.lua")
    return problems or ""
  end
  t.truthy(why({ dpeth = 0 }, game.evaluate):find("playout_settings.dpeth is not a playout setting", 1, true))
  t.truthy(why({ depth = "0" }, game.evaluate):find("playout_settings.depth is not a number", 1, true))
  t.truthy(why({ playout = "best" }, game.evaluate):find("playout is random or eval, not best", 1, true))
  t.truthy(why({ scale = 0 }, game.evaluate):find("scale is 0", 1, true))
  t.truthy(why({ depth = -1 }, game.evaluate):find("depth is not a number from 0 up", 1, true))
  t.truthy(why({ playout = "eval" }, nil):find("the game has no evaluate", 1, true))
  t.eq(why({ playout = "eval", depth = 2, scale = 5 }, game.evaluate), "")
end)

t.test("ismcts guesses the hidden card: the king calls and wins every guess, the queen half", function()
  local game = rules.load("kuhn")
  local function decide(cards, history, seat)
    local bot = fresh("ismcts")
    bot.new_game(game, seat, {})
    local st = { cards = cards, history = history }
    local view = game.view(st, seat)
    t.eq(view.cards[3 - seat], 0) -- the view hides the other card
    local m = bot.choose(game, view, clock.new(0.1), rng_module.new(11))
    return game.notate(st, m), bot.last.value
  end
  -- facing a bet as the second player: with the king a call always wins
  local move, value = decide({ 1, 3 }, "b", 2)
  t.eq(move, "call")
  t.truthy(value > 0.99, "the king wins every guess, not " .. value)
  -- with the queen the other card is the jack or the king: a call wins half the guesses
  -- (a bot that took the hidden 0 for a card would think it always wins)
  move, value = decide({ 3, 2 }, "b", 2)
  t.eq(move, "call")
  t.truthy(value > 0.35 and value < 0.65, "the queen wins about half the guesses, not " .. value)
end)

-- Dobutsu with an evaluation of material alone (a chick 1, an elephant or a giraffe 3, a
-- hen 4, in hundredths), so that what a test of the search's mechanics sees at its leaves
-- does not move when the game's own evaluation is fitted again.
local function dobutsu_by_material()
  local game = rules.load("dobutsu")
  local VALUE = { 100, 300, 300, 0, 400 }
  local by_material = setmetatable({}, { __index = game })
  by_material.evaluate = function(st, seat)
    local score = 0
    for sq = 1, 12 do
      local code = st.board[sq]
      if code ~= 0 then
        local kind, sign = code % 8, code > 8 and -1 or 1
        score = score + sign * VALUE[kind]
      end
    end
    for slot = 1, 6 do score = score + (slot <= 3 and 1 or -1) * st.hand[slot] * VALUE[(slot - 1) % 3 + 1] end
    return seat == 1 and score or -score
  end
  return by_material
end

-- The first player's move in a Dobutsu position (its evaluation of material alone) by
-- alphabeta at depth 1 with `options` besides, and the value it found.
local function depth_one(position, options)
  local game = dobutsu_by_material()
  local st = assert(game.read_position(position))
  local bot = fresh("alphabeta")
  options.depth = "1"
  bot.new_game(game, 1, options)
  local move = bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
  return game.notate(st, move), bot.last.value
end

t.test("alphabeta looks past its depth at forcing moves: at depth 1 it does not take a defended chick", function()
  -- the giraffe on B3 can take the chick on B2, which the lion on B1 takes back
  local position = "1l1/1c1/1G1/1L1[-] w"
  t.eq(depth_one(position, { quiesce = "0" }), "G B3 B2", "without quiescence the capture looks good")
  t.truthy(depth_one(position, { quiesce = "8" }) ~= "G B3 B2", "with it, the recapture is seen")
end)

t.test("with check, quiescence answers a check with every move: a fork is seen at depth 1", function()
  -- G B2 B1 checks the lion on A1 and attacks the elephant on C1; the elephant on C2 keeps
  -- the lion off B1, so the lion must go to A2 and the giraffe takes the elephant
  local position = "l1e/1GE/3/1L1[-] w"
  local plain_move, plain = depth_one(position, { check = "0" })
  local move, value = depth_one(position, { check = "1" })
  t.eq(move, "G B2 B1")
  -- standing on the evaluation in check, the lion's only answer and the capture after it
  -- go unseen; answered, the elephant is won: the value is at least that of the position
  -- after the line, and more than standing in check saw
  local game = dobutsu_by_material()
  local st = assert(game.read_position(position))
  for _, m in ipairs({ "G B2 B1", "L A1 A2", "G B1 C1" }) do game.play(st, assert(game.parse(st, m))) end
  local won = game.evaluate(st, 1)
  t.truthy(value >= won and won > plain,
    plain_move .. " " .. plain .. " then " .. move .. " " .. value .. ", the elephant won " .. won)
end)

t.test("Dobutsu tells a search when the side to move is in check", function()
  local game = rules.load("dobutsu")
  -- the second player's giraffe on B3 attacks the first player's lion on B4
  t.eq(game.in_check(assert(game.read_position("1l1/3/1g1/1L1[-] w"))), true)
  t.eq(game.in_check(assert(game.read_position("1l1/3/g2/1L1[-] w"))), false) -- A3: diagonal
  t.eq(game.in_check(assert(game.read_position("1l1/3/3/1L1[-] w"))), false)
end)

t.test("hr.search takes a bot's own evaluation and move ordering", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = rules.load("dobutsu")
  local st = session.new(game, {}).state
  local evaluated, ordered = 0, 0
  -- the settings the alphabeta bot reads in this game (its search_settings too)
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "4" }, game.search_settings)
  local searcher = search.new(game, 1, settings, {
    evaluate = function(state, seat) evaluated = evaluated + 1 return game.evaluate(state, seat) end,
    order = function() ordered = ordered + 1 return 0 end,
  })
  local move, report = searcher:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.truthy(legal(game, st, move))
  t.eq(report.depth, 4)
  t.truthy(evaluated > 0 and ordered > 0, evaluated .. " evaluations, " .. ordered .. " order scores")
  -- the same search as the alphabeta bot's at the same depth, with the game's own hooks
  local plain = search.new(game, 1, settings)
  local again = plain:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  local bot = fresh("alphabeta")
  bot.new_game(game, 1, { depth = "4" })
  local chosen = bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.eq(game.notate(st, chosen), game.notate(st, again))
  t.eq(bot.last.nodes, plain.last.nodes)
  t.raises(function() search.new(nil, 1, settings) end, "game and settings are tables")
end)

t.test("a node budget (nodes=N) stops the search at N nodes: the same move on any machine", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = rules.load("dobutsu")
  local st = session.new(game, {}).state
  local settings = bot_options.read({ options = search.OPTIONS }, { nodes = "3000" })
  local first = search.new(game, 1, settings)
  local move, report = first:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.truthy(legal(game, st, move))
  t.eq(report.nodes, 3000, "stopped at its budget")
  t.truthy(report.depth >= 2, "iterations finished within it: " .. report.depth)
  -- another searcher, a clock far from the first's: the same tree and move
  local again = search.new(game, 1, settings):choose(game.copy(st), clock.new(1e6), rng_module.new(2))
  t.eq(game.notate(st, again), game.notate(st, move))
  -- a budget larger than the search needs changes nothing
  local deep = bot_options.read({ options = search.OPTIONS }, { depth = "3" })
  local budget = bot_options.read({ options = search.OPTIONS }, { depth = "3", nodes = "100000000" })
  local _, plain = search.new(game, 1, deep):choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  local _, capped = search.new(game, 1, budget):choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.eq(capped.nodes, plain.nodes)
end)

t.test("a search started from a hook stops the one running; one ended by an error leaves the next sound", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = rules.load("dobutsu")
  local st = session.new(game, {}).state
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "3", warmup = "0" })
  local inner = search.new(game, 2, settings)
  local nested = false
  local outer = search.new(game, 1, settings, {
    evaluate = function(state, seat)
      if not nested then
        nested = true
        inner:choose(game.copy(state), clock.new(math.huge), rng_module.new(1))
      end
      return game.evaluate(state, seat)
    end,
  })
  t.raises(function() outer:choose(game.copy(st), clock.new(math.huge), rng_module.new(1)) end,
    "a hook started another search")
  -- a hook's error ends its search; the next search (of another searcher) is the same as
  -- one in a fresh state
  local failing = search.new(game, 1, settings, { evaluate = function() error("evaluate broke") end })
  t.raises(function() failing:choose(game.copy(st), clock.new(math.huge), rng_module.new(1)) end, "evaluate broke")
  local after = search.new(game, 1, settings)
  local move = after:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  package.loaded["hr.search"] = nil
  local fresh_search = require "hr.search"
  local clean = fresh_search.new(game, 1, settings)
  local clean_move = clean:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.eq({ game.notate(st, move), after.last.nodes, after.last.value },
    { game.notate(st, clean_move), clean.last.nodes, clean.last.value })
end)

t.test("a searcher without a seat answers either side: one side's table does not mislead the other", function()
  -- Its values are from the side to move at the root; what its table kept from a search for
  -- the other side was kept from that side's view. Along games of Onitama at a fixed depth,
  -- one such searcher moves for both sides; wherever a fresh searcher proves a win or a
  -- loss, it must find the same one.
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = rules.load("onitama")
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "5", warmup = "0" },
    game.search_settings)
  local proven, rng = 0, rng_module.new(3)
  for _ = 1, 6 do
    local st = game.setup({ cards = "", deal = "", max_plies = 200, repetition = 0 }, rng)
    local both = search.new(game, nil, settings)
    both:new_game(nil, { repetition = 0 })
    for _ = 1, 40 do
      if game.result(st) then break end
      local move = both:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
      local alone = search.new(game, nil, settings)
      alone:new_game(nil, { repetition = 0 })
      alone:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
      if math.abs(alone.last.value) > 1e8 then
        proven = proven + 1
        t.eq(both.last.value, alone.last.value, game.write_position(st))
      end
      game.play(st, move)
    end
  end
  t.truthy(proven >= 10, proven .. " proven positions")
end)

-- The nodes alphabeta searches to a fixed depth from the start of `name` (default Dobutsu)
-- with `options` (its move must be legal).
local function start_nodes(options, name)
  local game = rules.load(name or "dobutsu")
  local st = session.new(game, {}).state
  local bot = fresh("alphabeta")
  bot.new_game(game, 1, options)
  local move = bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.truthy(legal(game, st, move))
  return bot.last.nodes
end

t.test("null-move pruning (null=1) cuts the tree where the game can pass", function()
  -- null moves alone, without the other pruning Dobutsu's search_settings turn on (with
  -- lmr=2 and rfp=100 the tree to depth 8 was 1712 nodes with null moves, 1534 without)
  local with = start_nodes({ depth = "8", lmr = "1", rfp = "0", null = "1" })
  local without = start_nodes({ depth = "8", lmr = "1", rfp = "0", null = "0" })
  t.truthy(with < without, with .. " nodes with null moves, " .. without .. " without")
end)

t.test("forcing_first=1 searches forcing moves first: a smaller tree in Onitama", function()
  -- (Onitama's default, where it earned its place by a match; in Dobutsu, with the
  -- evaluation's first network (0deee69), its tree was the smaller to depths 8 and 13 and
  -- the larger to 9-12, 14 and 15. In Onitama it was the smaller to every depth from 5 to
  -- 10; with the evaluation's network, to 5-7 and 9-11 (0.92x the nodes at 10), and the
  -- larger at 8, by 1.6%.)
  local with = start_nodes({ depth = "10", forcing_first = "1" }, "onitama")
  local without = start_nodes({ depth = "10", forcing_first = "0" }, "onitama")
  t.truthy(with < without, with .. " nodes with forcing moves first, " .. without .. " without")
end)

-- The nodes and value of hr.search to a fixed depth from a Dobutsu position, as `game`
-- (default Dobutsu itself) plays it, with `options` (strings, as a user gives them), and
-- the searcher.
local function dobutsu_search(position, options, game)
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  game = game or rules.load("dobutsu")
  local st = position and assert(game.read_position(position)) or session.new(game, {}).state
  local given = { warmup = "0" }
  for k, v in pairs(options) do given[k] = v end
  local searcher = search.new(game, nil, bot_options.read({ options = search.OPTIONS }, given))
  local move = searcher:choose(game.copy(st), clock.new(math.huge), rng_module.new(1))
  t.truthy(legal(game, st, move))
  return searcher.last.nodes, searcher.last.value, searcher
end

-- The longest line a search of Dobutsu's start plays without quiescence, with `options`
-- (`depth` among them), as a copy of the game that counts the plies of its line and whose
-- in_check, when `checked` is given, is that.
local function longest_line(options, checked)
  local game = rules.load("dobutsu")
  local copy, line, most = {}, 0, 0
  for k, v in pairs(game) do copy[k] = v end
  copy.play = function(st, m)
    line = line + 1
    if line > most then most = line end
    return game.play(st, m)
  end
  copy.undo = function(st, m)
    line = line - 1
    return game.undo(st, m)
  end
  if checked then copy.in_check = checked end
  options.quiesce = "0"
  dobutsu_search(nil, options, copy)
  return most
end

t.test("extend=1 searches a side in check a ply deeper, up to twice the iteration's depth", function()
  -- to depth 2, as a game whose in_check says `checked`
  local function longest(options, checked)
    options.depth = "2"
    return longest_line(options, checked)
  end
  local never, always = function() return false end, function() return true end
  t.eq(longest({ extend = "0" }, always), 2)
  t.eq(longest({ extend = "1" }, never), 2)
  -- Always in check, each node 1 to 3 plies from the root is searched at depth 2 (1 and a
  -- ply more), the one 4 plies away (twice the depth) at 1: a line of 5 plies. Without the
  -- bound it would never come nearer the horizon.
  t.eq(longest({ extend = "1" }, always), 5)
  -- As Dobutsu's own in_check says: the check at the horizon is searched further.
  t.truthy(longest({ extend = "1" }, rules.load("dobutsu").in_check) > 2, "no line went past the depth")
end)

t.test("singular=N searches the table's move deeper where no other move comes near it", function()
  t.eq(longest_line({ depth = "8" }), 8)
  -- no move is ever a margin of 1e6 a ply short of another's value: nothing is extended
  t.eq(longest_line({ depth = "8", singular = "1000000" }), 8)
  -- (12 plies at the time of writing) and no extension past twice the iteration's depth
  -- from the root, where a line has at most the root's depth left: 24 plies at most
  local extended = longest_line({ depth = "8", singular = "8" })
  t.truthy(extended > 8 and extended <= 24, extended .. " plies")
  -- the wins of the pruning test below, found at the depth the plain search finds them
  for _, position in ipairs({ "l1e/g2/cL1/E1G[C] w", "1g1/l1+C/c2/ELG[e] w", "g1e/lc1/1CL/E1G[-] w" }) do
    local _, value = dobutsu_search(position, { depth = "7", singular = "8" })
    t.eq(value, 1e9 - 7, position)
  end
end)

t.test("malus=1 takes history from the moves searched before a cut; counter=1 keeps the move that cut", function()
  local function searched(options)
    options.depth = "8"
    local _, _, searcher = dobutsu_search(nil, options)
    local below = 0
    for _, score in pairs(searcher.history) do
      if score < 0 then below = below + 1 end
    end
    return below, searcher.counter_moves
  end
  local below, counters = searched({})
  t.eq(below, 0)
  t.eq(counters, nil)
  below, counters = searched({ malus = "1", counter = "1" })
  t.truthy(below > 0, "no move lost history")
  -- each answer kept is a move of Dobutsu's (a number), kept under the move it answered
  local kept = 0
  for before, answer in pairs(counters) do
    t.eq(type(before), "number")
    t.eq(type(answer), "number")
    kept = kept + 1
  end
  t.truthy(kept > 0, "no counter move kept")
end)

t.test("rfp, futility and lmp each prune the tree near the horizon, never where the side is in check",
  function()
  -- (at depth 8, where the pruning itself outweighs the order it leaves to the next
  -- iterations: with the evaluation fitted to 123,922 positions lmp's tree to depth 8 is
  -- 0.67x, but to depths 9 to 16 1.0x-2.3x, the moves it leaves out ordering the next
  -- iteration otherwise; rfp's and futility's are 0.51x and 0.90x at 8)
  local none = dobutsu_search(nil, { depth = "8" })
  for _, option in ipairs({ { rfp = "100" }, { futility = "100" }, { lmp = "1" } }) do
    local name, value = next(option)
    option.depth = "8"
    local nodes = dobutsu_search(nil, option)
    t.truthy(nodes < none, name .. "=" .. value .. ": " .. nodes .. " nodes to depth 8, " .. none .. " without")
  end
  -- a game whose side to move is always in check: nothing is pruned, the same tree
  local checked = {}
  for k, v in pairs(rules.load("dobutsu")) do checked[k] = v end
  checked.in_check = function() return true end
  local all = { depth = "10", rfp = "100", futility = "100", lmp = "1" }
  t.eq(dobutsu_search(nil, all, checked), dobutsu_search(nil, { depth = "10" }, checked))
end)

t.test("pruning near the horizon finds a win at most 3 plies later than the full search", function()
  -- the first player wins in 7 plies (L B3 C2 first); standing on the evaluation 3 plies
  -- from the horizon, reverse futility sees the second player's material, not the threat
  local position, win_in = "l1e/g2/cL1/E1G[C] w", 7
  local all = { rfp = "100", futility = "100", lmp = "1" }
  local function value(options, depth)
    options.depth = tostring(depth)
    local _, v = dobutsu_search(position, options)
    return v
  end
  t.eq(value({}, win_in), 1e9 - win_in)
  t.truthy(value(all, win_in) < 1e9 - 100000, "the pruned search at depth 7 did not miss the win: a test that"
    .. " no longer tests")
  t.eq(value(all, win_in + 3), 1e9 - win_in)
  -- wins that the full search finds at depth 7 and the pruned one at the depth given
  local wins = { { "2e/lce/1C1/1LG[G] b", 5, 7 }, { "1g1/l1+C/c2/ELG[e] w", 7, 8 }, { "g1e/lc1/1CL/E1G[-] w", 7, 8 } }
  for _, case in ipairs(wins) do
    position = case[1]
    t.eq(value({}, 7), 1e9 - case[2], position)
    t.eq(value(all, case[3]), 1e9 - case[2], position)
  end
end)

t.test("the search takes the game's own list of forcing moves and its over, and lists fewer moves", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "7", warmup = "0" })
  -- the game as it is, without its forcing moves, without its `over`
  local function without(g, name)
    local copy = {}
    for k, v in pairs(g) do copy[k] = v end
    copy[name] = nil
    return copy
  end
  for _, case in ipairs({ { "onitama", { deal = "Dragon,Crab,Frog,Eel,Tiger" } }, { "dobutsu", {} } }) do
    local g = rules.load(case[1])
    local start = session.new(g, { options = case[2] }).state
    local results = {}
    for _, variant in ipairs({ g, without(g, "forcing_moves"), without(g, "over") }) do
      local searcher = search.new(variant, 1, settings)
      local move = searcher:choose(variant.copy(start), clock.new(math.huge), rng_module.new(1))
      results[#results + 1] = { variant.notate(start, move), searcher.last.nodes, searcher.last.value }
    end
    t.eq(results[1], results[2], case[1] .. " without forcing_moves: the same tree")
    -- (with `over` the other moves are listed after the table's move is searched, and
    -- ordered by the history that search left: the same move and value, not the same tree)
    t.eq({ results[1][1], results[1][3] }, { results[3][1], results[3][3] }, case[1] .. " without over")
    -- with `over`, a quiescence node that stands on its evaluation lists no move at all,
    -- and a node that the table's move or the evaluation (reverse futility, one of the
    -- game's own settings) settles lists none either
    local tuned = bot_options.read({ options = search.OPTIONS }, { depth = "7", warmup = "0" }, g.search_settings)
    local forcing_lists, move_lists = {}, {}
    for _, variant in ipairs({ g, without(g, "over") }) do
      local listing = without(variant, "none")
      local forcing_listed, listed = 0, 0
      listing.forcing_moves = function(...)
        forcing_listed = forcing_listed + 1
        return g.forcing_moves(...)
      end
      listing.moves = function(...)
        listed = listed + 1
        return g.moves(...)
      end
      search.new(listing, 1, tuned):choose(listing.copy(start), clock.new(math.huge), rng_module.new(1))
      forcing_lists[#forcing_lists + 1], move_lists[#move_lists + 1] = forcing_listed, listed
    end
    t.truthy(forcing_lists[1] < forcing_lists[2] * 0.8, case[1] .. ": " .. forcing_lists[1]
      .. " lists of forcing moves with over, " .. forcing_lists[2] .. " without")
    t.truthy(move_lists[1] < move_lists[2] * 0.8, case[1] .. ": " .. move_lists[1] .. " move lists with over, "
      .. move_lists[2] .. " without")
  end
  local game = rules.load("onitama")
  local st = session.new(game, { options = { deal = "Dragon,Crab,Frog,Eel,Tiger" } }).state
  -- a bot's own forcing hook is its own: the game's list is not used for it
  local listed = 0
  local counting = {}
  for k, v in pairs(game) do counting[k] = v end
  counting.forcing_moves = function(...)
    listed = listed + 1
    return game.forcing_moves(...)
  end
  search.new(counting, 1, settings, { forcing = function() return false end }):choose(counting.copy(st),
    clock.new(math.huge), rng_module.new(1))
  t.eq(listed, 0)
  search.new(counting, 1, settings):choose(counting.copy(st), clock.new(math.huge), rng_module.new(1))
  t.truthy(listed > 0)
end)

t.test("the search plays on a copy of the view, laid out as the warm-up's start is", function()
  -- compiled code reads a table's fields at the hash slots it was compiled for: a view
  -- decoded by the host and the warm-up's copy differ there (search.lua, Searcher:choose)
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = rules.load("onitama")
  local view = session.new(game, { options = { deal = "Dragon,Crab,Frog,Eel,Tiger" } }).state
  local copies = setmetatable({}, { __mode = "k" })
  local played_on_view = 0
  local watched = {}
  for k, v in pairs(game) do watched[k] = v end
  watched.copy = function(st)
    local c = game.copy(st)
    copies[c] = true
    return c
  end
  watched.play = function(st, ...)
    if not copies[st] then played_on_view = played_on_view + 1 end
    return game.play(st, ...)
  end
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "3", warmup = "0" })
  local move = search.new(watched, 1, settings):choose(view, clock.new(math.huge), rng_module.new(1))
  t.truthy(legal(game, view, move))
  t.eq(played_on_view, 0)
  -- a game without copy is searched as given
  watched.copy = nil
  t.truthy(legal(game, view, search.new(watched, 1, settings):choose(view, clock.new(math.huge), rng_module.new(1))))
end)

t.test("a new game forgets what the last one taught the search: the same start, the same tree", function()
  local game = rules.load("onitama")
  local st = session.new(game, {}).state
  local bot = fresh("alphabeta")
  local nodes = {}
  for i = 1, 2 do
    bot.new_game(game, 1, { depth = "8", warmup = "0" })
    bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
    nodes[i] = bot.last.nodes
  end
  t.eq(nodes[2], nodes[1])
end)

-- A game of three positions, for the search's draws by repetition: from A (1) the first
-- player goes to B (2, worth 10 to it) or C (3, worth 5, or `c_value`); from B or C the
-- second goes back to A. A position's key is its node and the side to move.
local function three_positions(repetition, c_value)
  local VALUE = { 0, 10, c_value or 5 }
  return {
    info = { name = "three", seats = { "first", "second" },
      options = repetition and { { name = "repetition", default = repetition } } or {} },
    to_move = function(st) return st.side end,
    moves = function(st, out)
      out = out or {}
      if st.node == 1 then out[1], out[2] = 2, 3 return out, 2 end
      out[1] = 1
      return out, 1
    end,
    play = function(st, m) st.node, st.side = m, 3 - st.side end,
    copy = function(st) return { node = st.node, side = st.side } end,
    result = function() return nil end,
    key = function(st) return st.node * 2 + st.side end,
    evaluate = function(st, seat) return seat == 1 and VALUE[st.node] or -VALUE[st.node] end,
  }
end

t.test("a position that came back one time short of the repetition rule is a draw to the search", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "1", warmup = "0" })
  local A, B = { node = 1, side = 1 }, { node = 2, side = 2 }
  local function best(game, times_b_seen)
    local searcher = search.new(game, 1, settings)
    searcher:seen(A)
    for _ = 1, times_b_seen do searcher:seen(B) end
    return (searcher:choose(game.copy(A), clock.new(math.huge), rng_module.new(1)))
  end
  local threefold = three_positions(3)
  t.eq(best(threefold, 0), 2)
  t.eq(best(threefold, 1), 2) -- B again would be its second time: the game goes on
  t.eq(best(threefold, 2), 3) -- its third: a draw, worth less than C
  t.eq(best(three_positions(2), 1), 3)
  t.eq(best(three_positions(0), 2), 2) -- a game that is never drawn by repetition
  t.eq(best(three_positions(nil), 2), 2)
  -- a new game forgets the positions of the last one
  local searcher = search.new(threefold, 1, settings)
  searcher:seen(B)
  searcher:seen(B)
  searcher:new_game(1)
  t.eq(searcher:choose(threefold.copy(A), clock.new(math.huge), rng_module.new(1)), 2)
end)

t.test("the warm-up searches once per game and evaluation, with the bot's own hooks", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = three_positions(0)
  local settings = bot_options.read({ options = search.OPTIONS }, { depth = "2", warmup = "0" })
  local start = { node = 1, side = 1 }
  local called = 0
  local function my_evaluate(st, seat)
    called = called + 1
    return game.evaluate(st, seat)
  end
  t.eq(search.warm_up(game, settings, 0.01, start), true)
  t.eq(search.warm_up(game, settings, 0.01, start), false) -- warm already
  t.eq(called, 0)
  t.eq(search.warm_up(game, settings, 0.01, start, { evaluate = my_evaluate }), true)
  t.eq(called > 0, true) -- it searched with the hook
  t.eq(search.warm_up(game, settings, 0.01, start, { evaluate = my_evaluate }), false)
  t.eq(start, { node = 1, side = 1 }) -- left as it was
end)

t.test("with contempt a draw by repetition is worth less than a position a little behind", function()
  local search = require "hr.search"
  local bot_options = require "hr.bot_options"
  local game = three_positions(3, -5) -- C is worth -5 to the first player
  local A, B = { node = 1, side = 1 }, { node = 2, side = 2 }
  local function best(contempt, seat)
    local settings = bot_options.read({ options = search.OPTIONS },
      { depth = "1", warmup = "0", contempt = tostring(contempt) })
    local searcher = search.new(game, seat, settings)
    searcher:seen(A)
    searcher:seen(B)
    searcher:seen(B) -- B once more draws
    local move = searcher:choose(game.copy(A), clock.new(math.huge), rng_module.new(1))
    return move, searcher.last.value
  end
  local move, value = best(0, 1)
  t.eq({ move, value }, { 2, 0 }) -- the draw (0) before C (-5)
  t.eq(tostring(value), "0") -- without contempt a draw is 0, not "-0" in a report
  move, value = best(4, 1)
  t.eq({ move, value }, { 2, -4 }) -- a draw worth -4 is still better than -5
  move, value = best(6, 1)
  t.eq({ move, value }, { 3, -5 }) -- worth -6 it is not: the game goes on
  move, value = best(6, nil) -- a searcher without a seat: the side to move's contempt
  t.eq({ move, value }, { 3, -5 })
end)

t.test("alphabeta hears every position of the game (its start, then observe)"
  .. " and avoids a repetition that draws", function()
  local game = three_positions(3)
  local A, B = { node = 1, side = 1 }, { node = 2, side = 2 }
  local bot = fresh("alphabeta")
  local function choose()
    return bot.choose(game, game.copy(A), clock.new(math.huge), rng_module.new(1))
  end
  bot.new_game(game, 1, { depth = "1", warmup = "0" }, A)
  t.eq(choose(), 2)
  bot.observe(B, "B")
  bot.observe(A, "A")
  t.eq(choose(), 2)
  bot.observe(B, "B")
  bot.observe(A, "A")
  t.eq(choose(), 3)
  bot.new_game(game, 1, { depth = "1", warmup = "0" }, A)
  t.eq(choose(), 2)
end)

t.test("alphabeta's lmr=2 reduces late quiet moves more (a smaller tree), and lmr takes only 0, 1 or 2",
  function()
  local game = dobutsu_by_material()
  local st = session.new(game, {}).state
  local bot = fresh("alphabeta")
  local nodes = {}
  for _, lmr in ipairs({ "0", "1", "2" }) do
    bot.new_game(game, 1, { depth = "12", warmup = "0", lmr = lmr, rfp = "0" })
    local m = bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
    t.truthy(legal(game, st, m))
    nodes[#nodes + 1] = bot.last.nodes
  end
  -- (lmr alone: rfp=0, though Dobutsu's search_settings turn it on. With material alone at
  -- the leaves lmr=2's tree is the smallest to every depth from 8 to 15: to 12, 78,398,
  -- 36,202 and 26,317 nodes. With the game's evaluation and its
  -- first network (0deee69) it was the smallest only to 8-10; to 12, 162,901, 38,824 and
  -- 66,231: its searches again cost more than its reductions saved.)
  t.truthy(nodes[3] < nodes[2] and nodes[3] < nodes[1], "nodes to depth 12 with lmr 0, 1, 2: "
    .. table.concat(nodes, ", "))
  t.raises(function() bot.new_game(game, 1, { lmr = "3" }) end, "alphabeta option lmr is 0 or 1 or 2, got '3'")
end)

t.test("a game's search_settings are alphabeta's defaults there, the user's options still first", function()
  local game = rules.load("onitama")
  t.eq(game.search_settings.forcing_first, 1)
  local st = session.new(game, { seed = 3 }).state
  local bot = fresh("alphabeta")
  local function nodes(options)
    options.depth, options.warmup = "7", "0"
    bot.new_game(game, 1, options)
    bot.choose(game, game.copy(st), clock.new(math.huge), rng_module.new(1))
    return bot.last.nodes
  end
  local default, first, not_first = nodes({}), nodes({ forcing_first = "1" }), nodes({ forcing_first = "0" })
  t.eq(default, first)
  t.truthy(not_first ~= first, "forcing_first 0 and 1 searched the same tree")
  -- Onitama's reverse futility (rfp = 40), later last iteration (soft = 0.7) and larger
  -- reductions of late moves (lmr = 2) too
  t.eq(game.search_settings.rfp, 40)
  t.eq(game.search_settings.soft, 0.7)
  t.eq(game.search_settings.lmr, 2)
  t.eq(default, nodes({ lmr = "2" }))
  t.truthy(nodes({ lmr = "1" }) ~= default, "lmr 1 and 2 searched the same tree")
  t.eq(require("hr.bot_options").read(bot.info, { depth = "3" }, game.search_settings).soft, 0.7)
  t.eq(default, nodes({ rfp = "40" }))
  t.truthy(nodes({ rfp = "0" }) > default, "without reverse futility the tree was not larger")
  -- the check extension is not on there (it lost its second match): the tree with it is larger
  t.eq(game.search_settings.extend, nil)
  t.truthy(nodes({ extend = "1" }) > default, "with the check extension the tree was not larger")
  -- a game that names a setting the search does not have breaks the contract
  local contract = require "hr.contract"
  local broken = {}
  for k, v in pairs(game) do broken[k] = v end
  broken.search_settings = { forcing_frist = 1 }
  local ok, why = contract.check(broken, "games/broken.lua")
  t.eq(ok, nil)
  t.truthy(why:find("search_settings.forcing_frist is not a setting of hr.search", 1, true), why)
  broken.search_settings = { forcing_first = "yes" }
  t.eq((contract.check(broken, "games/broken.lua")), nil)
  broken.search_settings = { forcing_first = 1, lmr = 2 }
  t.truthy(contract.check(broken, "games/broken.lua"))
  t.raises(function()
    require("hr.bot_options").read({ name = "alphabeta", options = require("hr.search").OPTIONS }, {}, { nope = 1 })
  end, "a default for alphabeta that it has no number option for: 'nope'")
end)

t.test("the search reads the repetition rule the game is played with, not the option's default", function()
  local game = three_positions(3)
  local A, B = { node = 1, side = 1 }, { node = 2, side = 2 }
  local bot = fresh("alphabeta")
  local function after_b_seen(times, game_options)
    bot.new_game(game, 1, { depth = "1", warmup = "0" }, A, game_options)
    for _ = 1, times do
      bot.observe(B, "B")
      bot.observe(A, "A")
    end
    return bot.choose(game, game.copy(A), clock.new(math.huge), rng_module.new(1))
  end
  t.eq(after_b_seen(2, nil), 3) -- the default, threefold: B a third time draws
  t.eq(after_b_seen(2, { repetition = 0 }), 2) -- played without the rule: B is no draw
  t.eq(after_b_seen(1, { repetition = 2 }), 3) -- twofold: B a second time draws
  t.eq(after_b_seen(1, { repetition = 3 }), 2)
  -- the bot's host reads the options the referee was given, as text, as the referee does
  local host = require "hr.bot_host"
  local heard
  local spy = { choose = function() end,
    new_game = function(_, _, _, _, game_options) heard = game_options end }
  host.load_game({ game = "onitama", variants = {}, options = { repetition = "0", max_plies = "40" } })
  host.start_bot({ module = spy, seat = 1, seed = 1, options = {} })
  t.eq(heard.repetition, 0)
  t.eq(heard.max_plies, 40)
  host.load_game({ game = "onitama", variants = {}, options = {} })
  host.start_bot({ module = spy, seat = 1, seed = 1, options = {} })
  t.eq(heard.repetition, 3)
end)

t.test("bench --profile tells where the search's time goes", function()
  -- (a move of two seconds from the start, sampled by LuaJIT's profiler)
  local report = assert(require("hr.commands.bench").profile("dobutsu", {}))
  t.truthy(report:find("^alphabeta from the start, a move of 2 s: depth %d+, %d+ nodes in [%d.]+ s"), report)
  t.truthy(not report:find("depth 0,", 1, true), report)
  t.truthy(report:find("compiled %d+%%, interpreted %d+%%, C code %d+%%"), report)
  t.truthy(report:find("functions:\n +[%d.]+%%  scripts/"), report)
  t.truthy(report:find("scripts/lib/search.lua:search_node", 1, true), report)
  t.truthy(report:find("lines:\n +[%d.]+%%  scripts/[%w_/]+%.lua:%d+"), report)
end)

return t.run()

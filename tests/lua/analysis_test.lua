local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local analysis = require "hr.analysis"
local stats = require "hr.stats"

-- A toy game: `plies` moves of two kinds, then `winner(state)` decides (nil: a draw); or a
-- coin decides at the start (a chance node).
local function toy(winner, coin)
  local game = {
    info = { name = "toy", seats = { "first", "second" } },
    setup = function() return { ply = 0, coin = coin and 0 or nil, won = nil } end,
    to_move = function(st)
      if st.coin == 0 then return "chance" end
      return st.ply % 2 + 1
    end,
    moves = function(st)
      if st.ply >= 4 then return {}, 0 end
      return { 1, 2 }, 2
    end,
    chances = function() return { { 1, 0.5 }, { 2, 0.5 } } end,
    play = function(st, m)
      if st.coin == 0 then st.coin = m else st.ply = st.ply + 1 end
    end,
    result = function(st)
      if st.ply < 4 then return nil end
      local w = winner(st)
      if not w then return { scores = { 0.5, 0.5 }, reason = "a draw" } end
      return { scores = w == 1 and { 1, 0 } or { 0, 1 }, reason = "seat " .. w .. " wins", kind = "toy" }
    end,
    view = function(st) return st end,
    copy = function(st) return { ply = st.ply, coin = st.coin } end,
    show = function(st) return tostring(st.ply) end,
    notate = function(_, m) return tostring(m) end,
    parse = function(_, text) return tonumber(text) end,
    key = function(st) return st.ply * 3 + (st.coin or 0) end,
  }
  return game
end

local function run(game, games)
  local f = analysis.figures()
  for seed = 1, games do analysis.add(f, analysis.play(game, {}, { analysis.uniform() }, seed, 0)) end
  return analysis.summary(f)
end

t.test("a game the first player always wins reads 100% with a tight interval", function()
  local s = run(toy(function() return 1 end), 200)
  t.eq(s.first.share, 1)
  t.truthy(s.first.low > 0.98, "the interval's low end: " .. s.first.low)
  t.eq(s.wins[1].count + (s.wins[2] and s.wins[2].count or 0) + s.draws.count, 200)
  t.eq(s.kinds[1].kind, "toy")
  t.eq(s.completion.share, 1)
end)

t.test("a coin flip reads balanced, and wins, draws and losses add up to the games", function()
  local s = run(toy(function(st) return st.coin end, true), 400)
  t.truthy(s.first.low < 0.5 and s.first.high > 0.5, "0.5 within the interval: " .. s.first.low .. " " .. s.first.high)
  t.eq(s.wins[1].count + s.wins[2].count + s.draws.count, 400)
  -- a game of draws: no wins, every game a draw
  local d = run(toy(function() return nil end), 50)
  t.eq(d.draws.count, 50)
  t.eq(d.first.share, 0.5, "a draw is half a point")
end)

t.test("Wilson's interval and a comparison that decides a difference, or its absence", function()
  local p, low, high = stats.wilson(0, 100)
  t.eq(p, 0)
  t.truthy(low == 0 and high > 0.03 and high < 0.04, "0 of 100: 0 to 3.7%")
  t.eq(stats.compare(50, 100, 90, 100, 1.96, 0.05).verdict, "differ")
  t.eq(stats.compare(5000, 10000, 5010, 10000, 1.96, 0.05).verdict, "same")
  t.eq(stats.compare(5, 10, 6, 10, 1.96, 0.05).verdict, "open")
  t.truthy(stats.pocock(5) > stats.pocock(1), "more looks, a stricter bound")
  t.eq(math.floor(stats.elo(0.75) + 0.5), 191)
end)

-- the test bots (tests/analysis/bots), by their files
local bots_folder = arg[0]:match("^(.*)/") .. "/../analysis/bots/"
local dobutsu = { game = "dobutsu", variants = {}, options = {} }

t.test("an unknown bot is told with the bots there are, before any game", function()
  t.raises(function() analysis.player("nosuch", dobutsu) end, "unknown bot 'nosuch'")
end)

t.test("the players run confined: a bot that reaches for io, os, debug or ffi finds none", function()
  local game = require("hr.rules").load("dobutsu", {})
  local snoop = { analysis.player(bots_folder .. "snoop.lua", dobutsu) }
  -- (in the analysis's own state it found them all, and its error stopped the analysis)
  for seed = 1, 2 do
    local g = analysis.play(game, {}, snoop, seed, 2)
    t.truthy(g.plies > 2, "a game played")
  end
end)

t.test("figures merged from workers are those of one process, and travel as a literal", function()
  local util = require "hr.util"
  local game = toy(function(st) return st.coin end, true)
  local random = { analysis.uniform() }
  local whole, first, second = analysis.figures(), analysis.figures(), analysis.figures()
  for seed = 1, 60 do analysis.add(whole, analysis.play(game, {}, random, seed, 0)) end
  for seed = 1, 25 do analysis.add(first, analysis.play(game, {}, random, seed, 0)) end
  for seed = 26, 60 do analysis.add(second, analysis.play(game, {}, random, seed, 0)) end
  local sent = load("return " .. util.literal(second), "=worker", "t", {})()
  analysis.merge(first, sent)
  t.eq(first, whole)
  t.eq(load("return " .. util.literal({ 0.1, "a\nb", x = { 1 / 0 } }))(), { 0.1, "a\nb", x = { 1 / 0 } })
  -- keys from 26 on (a worker's games), and a table with holes, read back as they were
  local sparse = {}
  for i = 26, 50 do sparse[i] = { i } end
  sparse[1], sparse[3] = "one", "three"
  t.eq(load("return " .. util.literal(sparse))(), sparse)
end)

t.test("players hear the game as from a referee: the start, then every move, the ones before they started too",
  function()
    local heard = {}
    -- a player made here: it counts what it hears, per seat
    local listener = { name = "listener" }
    function listener.start(seat, _, start)
      heard[seat] = { start = start ~= nil, moves = {} }
      return {
        choose = function(state, game) return (game.moves(state))[1] end,
        observe = function(_, text) table.insert(heard[seat].moves, text) end,
      }
    end
    local game = toy(function() return 1 end)
    -- two random plies first: each seat's player starts after them and still hears them
    local g = analysis.play(game, {}, { listener }, 1, 2)
    t.eq(g.plies, 4)
    for seat = 1, 2 do
      t.truthy(heard[seat].start, "seat " .. seat .. " got the start")
      t.eq(#heard[seat].moves, 4, "seat " .. seat .. " heard every move")
    end
  end)

t.test("a bot in its process hears the start and every move, those before it started too", function()
  local game = require("hr.rules").load("dobutsu", {})
  local listener = { analysis.player(bots_folder .. "listener.lua", dobutsu) }
  -- two random plies, then seat 1's first move (ply 3), seat 2's, and seat 1's second
  -- (ply 5): it was told of plies 1 to 4
  t.raises(function() analysis.play(game, {}, listener, 1, 2) end, "seat 1: start true, 4 moves heard")
end)

t.test("a bot that never answers is ended at the hang limit, and the analysis says so", function()
  local game = require("hr.rules").load("dobutsu", {})
  local hang = { analysis.player(bots_folder .. "hang.lua", { game = "dobutsu", variants = {}, options = {},
    ceiling = 0.3 }) }
  t.raises(function() analysis.play(game, {}, hang, 1, 0) end,
    "hang.lua in seat 1: no answer within the hang limit of 0.3 s")
end)

t.test("a bot's failure stops the analysis with the bot's words and its seat", function()
  local game = require("hr.rules").load("dobutsu", {})
  local listener = { analysis.player(bots_folder .. "listener.lua", dobutsu) }
  t.raises(function() analysis.play(game, {}, listener, 1, 0) end, "listener.lua in seat 1: error: seat 1")
end)

return t.run()

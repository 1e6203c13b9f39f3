local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local solve = require "hr.solve"
local cfr = require "hr.cfr"
local rules = require "hr.rules"
local session = require "hr.session"

-- Nim: `stones` on the table, a move takes 1 or 2, who takes the last wins. A multiple of
-- 3 is lost for the side to move; else it wins by leaving one.
local function nim(stones)
  return {
    info = { name = "nim", seats = { "first", "second" } },
    setup = function() return { n = stones, side = 1 } end,
    to_move = function(st) return st.side end,
    moves = function(st)
      if st.n == 0 then return {}, 0 end
      if st.n == 1 then return { 1 }, 1 end
      return { 1, 2 }, 2
    end,
    play = function(st, m) st.n, st.side = st.n - m, 3 - st.side end,
    result = function(st)
      if st.n > 0 then return nil end
      return { scores = st.side == 1 and { 0, 1 } or { 1, 0 }, reason = "the last stone taken" }
    end,
    copy = function(st) return { n = st.n, side = st.side } end,
    key = function(st) return st.n * 2 + st.side end,
  }
end

-- A game of two positions that only lead to each other: endless, so a draw.
local loop = {
  to_move = function(st) return st.side end,
  moves = function() return { 1 }, 1 end,
  play = function(st) st.side = 3 - st.side end,
  result = function() return nil end,
  copy = function(st) return { side = st.side } end,
  key = function(st) return st.side end,
}

t.test("retrograde analysis values every position of a small game, draws included", function()
  local game = nim(7)
  local values = solve.retrograde(game, game.setup(), 1000, math.huge)
  t.eq(values[game.key({ n = 7, side = 1 })], { value = 1, plies = 5, drawn = false }) -- 7 -> 6 -> ... take 1 first
  t.eq(values[game.key({ n = 6, side = 2 })].value, -1)
  t.eq(values[game.key({ n = 3, side = 2 })], { value = -1, plies = 2, drawn = false }) -- either take, then the rest
  local endless = solve.retrograde(loop, { side = 1 }, 1000, math.huge)
  t.eq(endless[1].drawn, true)
  -- more positions than the cap: no values
  t.eq(solve.retrograde(nim(50), nim(50).setup(), 10, math.huge), nil)
end)

t.test("the proofs find the same wins and losses, and prove nothing of a draw", function()
  local game = nim(7)
  local won = solve.prove(game, game.setup(), 20, math.huge)
  t.eq({ won.value, won.plies, won.move }, { 1, 5, 1 })
  local lost = solve.prove(nim(6), nim(6).setup(), 20, math.huge)
  t.eq({ lost.value, lost.plies }, { -1, 4 })
  local open = solve.prove(loop, { side = 1 }, 30, math.huge)
  t.eq(open.value, nil)
  t.eq(open.depth, 30)
end)

t.test("a Dobutsu position won in one ply, proved both ways", function()
  local game = rules.load("dobutsu")
  local s = session.new(game, { position = "3/L2/2l/3[-] w" })
  local values = solve.retrograde(game, s.state, 100000, math.huge)
  t.eq(values[game.key(s.state)].value, 1)
  t.eq(values[game.key(s.state)].plies, 1)
  local proof = solve.prove(game, s.state, 5, math.huge)
  t.eq({ proof.value, proof.plies, game.notate(s.state, proof.move) }, { 1, 1, "L A2 A1" })
end)

-- A gamble: the first player takes a sure draw, or throws a die (a 5 or 6 loses, else it
-- wins); then, if it drew, the second player may gamble the same way.
local gamble = {
  to_move = function(st)
    if st.die == 0 then return "chance" end
    return st.side
  end,
  moves = function(st)
    if st.over then return {}, 0 end
    return { "sure", "throw" }, 2
  end,
  chances = function() return { { 1, 2 / 3 }, { 2, 1 / 3 } } end,
  play = function(st, m)
    if st.die == 0 then
      st.die, st.over, st.winner = m, true, m == 1 and st.side or 3 - st.side
    elseif m == "throw" then
      st.die = 0
    elseif st.side == 1 then
      st.side = 2
    else
      st.over = true
    end
  end,
  result = function(st)
    if not st.over then return nil end
    if not st.winner then return { scores = { 0.5, 0.5 } } end
    return { scores = st.winner == 1 and { 1, 0 } or { 0, 1 } }
  end,
  copy = function(st) return { side = st.side, die = st.die, over = st.over, winner = st.winner } end,
  key = function(st) return string.format("%d/%s/%s/%s", st.side, st.die, st.over, st.winner) end,
}

t.test("a game with chance is valued by expectation: each side takes its best, each die by its odds", function()
  local found = solve.expect(gamble, { side = 1, die = -1 }, 1000, math.huge)
  -- throwing is worth 2/3 - 1/3 = 1/3 to the thrower; the second player throws too when
  -- left the draw (-1/3 for the first), so the first throws at once: +1/3
  t.truthy(math.abs(found.value - 1 / 3) < 1e-12, "value " .. tostring(found.value))
  t.truthy(math.abs(found.values[gamble.key({ side = 2, die = -1 })] + 1 / 3) < 1e-12, "the second's gamble")
  -- a loop has no finite sum, and too many positions is no answer either: unknown
  local looping = solve.expect(loop, { side = 1 }, 1000, math.huge)
  t.eq(looping.value, nil)
  t.truthy(looping.why:find("come back"), looping.why)
  t.eq(solve.expect(nim(50), nim(50).setup(), 10, math.huge).why, "more positions than --positions")
end)

t.test("CFR finds Kuhn poker's equilibrium: the first player's value -1/18", function()
  local solver = cfr.new(rules.load("kuhn"), {})
  solver.iterate(10000)
  local value = solver.value()
  t.truthy(math.abs(value + 1 / 18) < 0.001, "value " .. value)
  local e = solver.exploitability()
  t.truthy(e >= 0 and e < 0.01, "exploitability " .. e)
end)

t.test("the conformance suite holds a game's starts to setup: odds that add up to 1, every deal listed", function()
  local conformance = require "hr.conformance"
  local kuhn = rules.load("kuhn")
  local quiet = { playouts = 30, print = function() end }
  t.eq(conformance.run(kuhn, quiet).failed, 0)
  local short = setmetatable({ starts = function()
    local list = kuhn.starts()
    table.remove(list) -- one deal missing, its odds with it
    return list
  end }, { __index = kuhn })
  local report = conformance.run(short, quiet)
  t.truthy(report.failed > 0, "a missing deal is found")
  t.contains(table.concat(report.failures, "\n"), "starts: the odds add up to")
  t.contains(table.concat(report.failures, "\n"), "deals a start they do not list")
end)

return t.run()

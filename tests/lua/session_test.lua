local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local session = require "hr.session"

local function texts(s)
  local out = {}
  for i, entry in ipairs(s:history()) do out[i] = entry.move end
  return out
end

t.test("moves are played by value or by text, and illegal ones refused", function()
  local s = session.new(rules.load("dobutsu"))
  t.eq(s:to_move(), 1)
  t.eq(s:play_text("c b3 b2", 0.25), "C B3 B2")
  local text, why = s:play_text("C B3 B2")
  t.eq(text, nil)
  t.eq(why, "no piece on B3")
  why = select(2, s:play(12345))
  t.eq(why, "not a legal move")
  t.eq(s:play(s:moves()[1]), "L B1 A2")
  t.eq(s:history()[1], { seat = 1, move = "C B3 B2", seconds = 0.25 })
end)

t.test("undo and redo replay the game", function()
  local s = session.new(rules.load("dobutsu"))
  for _, m in ipairs({ "C B3 B2", "L B1 A2", "C P B3" }) do
    local ok, why = s:play_text(m)
    t.truthy(ok, why)
  end
  local key = s.game.key(s.state)
  t.eq(s:undo().move, "C P B3")
  t.eq(s:undo().move, "L B1 A2")
  t.eq(texts(s), { "C B3 B2" })
  t.eq(s:to_move(), 2)
  t.eq(s:redo().move, "L B1 A2")
  t.eq(s:redo().move, "C P B3")
  t.eq(s:redo(), nil)
  t.eq(s.game.key(s.state), key)
  s:undo()
  t.eq(s:play_text("L B4 C3"), "L B4 C3")
  t.eq(s:redo(), nil) -- a new move drops the undone ones
  while s:undo() do end
  t.eq(s.game.write_position(s.state), "gle/1c1/1C1/ELG[-] w")
end)

t.test("a position that comes back three times is a draw", function()
  local s = session.new(rules.load("dobutsu"))
  local loop = { "G C4 C3", "G A1 A2", "G C3 C4", "G A2 A1" }
  for _ = 1, 2 do
    for _, m in ipairs(loop) do
      t.eq(s:result(), nil)
      t.truthy(s:play_text(m))
    end
  end
  t.eq(s:result(), { scores = { 0.5, 0.5 }, reason = "a draw: the same position came back 3 times",
    kind = "repetition" })
  local _, why = s:play_text("L B4 A3")
  t.eq(why, "the game is over")
  local never = session.new(rules.load("dobutsu"), { options = { repetition = "0" } })
  for _ = 1, 3 do
    for _, m in ipairs(loop) do never:play_text(m) end
  end
  t.eq(never:result(), nil)
end)

t.test("an engine whose dialect reads the history gets the start and every move since", function()
  local s = session.new(rules.load("dobutsu"), { position = "l2/1C1/3/2L[Cg] w" })
  t.eq({ s:engine_position() }, { "dobutsu", "l2/1C1/3/2L[Cg] w - - 0 1" })
  for _, m in ipairs({ "C B2 B1", "L A1 A2", "C P A3" }) do t.truthy(s:play_text(m)) end
  -- the promotion written out, the drop in its own notation
  t.eq({ s:engine_position() }, { "dobutsu", "l2/1C1/3/2L[Cg] w - - 0 1 moves b3b4+ a4a3 C@a2" })
  s:undo()
  t.eq({ s:engine_position() }, { "dobutsu", "l2/1C1/3/2L[Cg] w - - 0 1 moves b3b4+ a4a3" })
  -- a dialect without `history`: the position alone
  local game = rules.load("dobutsu")
  local plain = {}
  for k, v in pairs(game) do plain[k] = v end
  plain.uci = { variant = "dobutsu", position = game.uci.position, move = game.uci.move }
  local p = session.new(plain)
  t.truthy(p:play_text("C B3 B2"))
  t.eq({ p:engine_position() }, { "dobutsu", "gle/1C1/3/ELG[C] b - - 0 1" })
end)

t.test("the move limit ends the game in a draw", function()
  local s = session.new(rules.load("dobutsu"), { options = { max_plies = "3" } })
  for _, m in ipairs({ "G C4 C3", "G A1 A2", "G C3 C4" }) do s:play_text(m) end
  t.eq(s:result(), { scores = { 0.5, 0.5 }, reason = "a draw: 3 moves were played",
    kind = "move limit", cut = true })
end)

t.test("a forfeit ends the game against that seat", function()
  local s = session.new(rules.load("dobutsu"))
  s:lose(2, "time")
  t.eq(s:result(), { scores = { 1, 0 }, reason = "time" })
end)

t.test("options are checked against the game", function()
  t.raises(function() session.new(rules.load("dobutsu"), { options = { nope = "1" } }) end,
    "unknown option 'nope' for dobutsu (options: max_plies, repetition)")
  t.raises(function() session.new(rules.load("dobutsu"), { options = { max_plies = "many" } }) end,
    "option max_plies expects a number, got 'many'")
  t.raises(function() session.new(rules.load("dobutsu"), { position = "bad" }) end, "position 'bad':")
end)

t.test("a record replays, and a bad record names its move", function()
  local s = session.new(rules.load("dobutsu"))
  s:replay({ { move = "C B3 B2" }, { move = "L B1 A2" } })
  t.eq(texts(s), { "C B3 B2", "L B1 A2" })
  local bad = session.new(rules.load("dobutsu"))
  t.raises(function() bad:replay({ { move = "C B3 B2" }, { move = "C B3 B2" } }) end,
    "move 2 (C B3 B2) cannot be played: no piece on B3")
end)

t.test("reload runs the history under the new rules", function()
  local s = session.new(rules.load("dobutsu"))
  for _, m in ipairs({ "C B3 B2", "L B1 A2", "G C4 C3" }) do s:play_text(m) end
  t.eq(s:reload(rules.load("dobutsu")), true)
  t.eq(texts(s), { "C B3 B2", "L B1 A2", "G C4 C3" })
  -- new rules in which giraffes may not move: the history stops before the giraffe move
  local strict = rules.load("dobutsu")
  local parse = strict.parse
  strict.parse = function(st, text)
    if text:match("^G") then return nil, "giraffes sleep" end
    return parse(st, text)
  end
  local ok, why = s:reload(strict)
  t.eq(ok, false)
  t.eq(why, "move 3 (G C4 C3) is not legal under these rules: giraffes sleep")
  t.eq(texts(s), { "C B3 B2", "L B1 A2" })
  t.eq(s:to_move(), 1)
end)

t.test("the same seed sets up the same game", function()
  local a = session.new(rules.load("dobutsu"), { seed = 5 })
  local b = session.new(rules.load("dobutsu"), { seed = 5 })
  t.eq(a.game.key(a.state), b.game.key(b.state))
  t.eq(a.rng:int(1000000), b.rng:int(1000000))
end)

t.test("what a seat sees of a game that hides something: its view, the moves as it learned them", function()
  local s = session.new(rules.load("rps"), { seed = 3 })
  local seen = s:seen_by(1)
  t.eq(seen.seat, 1)
  t.eq(seen.seat_names, s.seat_names)
  local own, rival = 0, 0
  for cell = 1, seen.state.cells do
    if seen.state.owner[cell] == 1 and seen.state.kind[cell] ~= 0 then own = own + 1 end
    if seen.state.owner[cell] == 2 and seen.state.kind[cell] ~= 0 then rival = rival + 1 end
  end
  t.truthy(own > 0, "its own pieces' types")
  t.eq(rival, 0, "none of the rival's")
  t.truthy(s:play_text(s:move_texts()[1]))
  t.eq(#s:seen_by(2).moves, 1)
  t.eq(s:seen_by(0).state, s.state) -- all of it
end)

return t.run()

local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local session = require "hr.session"
local repl_line = require "hr.repl_line"

-- A game whose move generation counts its calls.
local function counted(name)
  local game = rules.load(name)
  local calls, moves = 0, game.moves
  game.moves = function(...)
    calls = calls + 1
    return moves(...)
  end
  return game, function() return calls end
end

t.test("a line at a position already learned learns nothing again", function()
  -- RPS has about a hundred moves a position (a joker's choices) and a hundred after
  -- each: learning them for every line typed once took 100 ms a line.
  local game, calls = counted("rps")
  local s = session.new(game, { seed = 1 })
  t.eq(repl_line.judge(s, "x", true), nil) -- one word, no move's shape: Lua
  local first = calls()
  t.truthy(first > 2, "the position and each one a move away are learned")
  for _ = 1, 5 do t.eq(repl_line.judge(s, "x", true), nil) end
  t.eq(calls(), first)
  local move = s:move_texts()[1]
  local before = calls()
  t.eq(repl_line.judge(s, move, true), "move")
  t.truthy(calls() <= before + 1, "a legal move is taken without learning (one look: is it legal)")
  t.truthy(s:play_text(move))
  before = calls()
  t.eq(repl_line.judge(s, "x", true), nil)
  t.truthy(calls() > before + 2, "a new position is learned")
  -- a line shaped like a move that is not one gets the move's refusal
  local verdict, why = repl_line.judge(s, "1 1 1 1", true)
  t.eq(verdict, "refused")
  t.truthy(why)
end)

t.test("a finished game is judged from its start, learned once", function()
  local game, calls = counted("dobutsu")
  local s = session.new(game)
  s:lose(1, "resigned")
  t.eq(repl_line.judge(s, "C B3 B2", true), "refused")
  local first = calls()
  t.eq(select(2, repl_line.judge(s, "C B3 B2", true)), "the game is over")
  t.eq(calls(), first)
end)

return t.run()

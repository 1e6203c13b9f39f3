-- A UCI engine for Onitama in our dialect, run by `houserules run`: it reads each position
-- as our position text and names the first legal move as one token (Tiger:c1c3). What a
-- bridge to an external engine does, at its simplest.
local rules = require "hr.rules"
local game = rules.load("onitama")
local state
local function say(text)
  io.stdout:write(text, "\n")
  io.stdout:flush()
end
for line in io.lines() do
  if line == "uci" then
    say("id name onitama-first")
    say("uciok")
  elseif line == "isready" then
    say("readyok")
  elseif line:match("^position fen ") then
    state = assert(game.read_position(line:sub(#"position fen " + 1)))
  elseif line:match("^go") then
    local list = game.moves(state)
    say("bestmove " .. game.uci.move(state, list[1]))
  elseif line == "quit" then
    break
  end
end

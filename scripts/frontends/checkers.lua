---houserules checkers: Chinese checkers on the 8x8 board as the course's C program plays
---it. It asks for the mode (1 human vs human, 2 human vs computer) and nothing else, so a
---file that holds the mode and then the moves plays as the course's program reads it; in
---mode 2 the person moves first (blue) unless --computer-first is given. It prints the
---board every round (# blue, O red, . empty) and reads each move as four digits, the start
---cell then the end cell (2161). A bad move is refused with the course's own
---messages, checked in the course's order, and the same player is asked again.
---
---Input is read as the course's program reads it with scanf: numbers separated by spaces
---or line ends, so a file of moves piped in plays exactly as typed. The end of the input
---in the middle of a game ends the program with a message. It is a thin layer over the
---rules (games/checkers) and the bots.
local rules = require "hr.rules"
local session_module = require "hr.session"
local bots = require "hr.bots"
local shared = require "hr.commands.options"
local errors = require "hr.errors"

local format = string.format

local frontend = {
  summary = "Chinese checkers (8x8), the course's game: human vs human or vs the computer, moves as four digits.",
  synopsis = "[--time MS] [--bot NAME] [--bot-option K=V]... [--seed N] [--variant V]... [--computer-first] [--echo]",
  details = "Moves are four digits: the start cell then the end cell, each as row and column (2161:\n"
    .. "from row 2, column 1 to row 6, column 1). A file of answers can be piped in: houserules checkers < game.txt",
  options = {
    { name = "time", value = "MS", help = "how long the computer thinks per move (default 1000)" },
    { name = "bot", value = "NAME", help = "the computer player (default alphabeta)" },
    { name = "bot-option", value = "K=V", help = "an option for the computer player", repeatable = true },
    { name = "seed", value = "N", help = "the computer's seed (its choices between equal moves)" },
    { name = "variant", value = "V", help = "a house rule (short_jumps: only jumps over an adjacent piece)",
      repeatable = true },
    { name = "computer-first", value = "",
      help = "in mode 2 the computer plays blue and moves first (by default the person does)" },
    { name = "echo", value = "", help = "print each answer after its question (for transcripts)" },
  },
}

-- The course's messages for a refused move, by the check that refused it (text.lua judge).
local REFUSAL = {
  format = "Invalid input format, please input again:",
  board = "Input out of the game board, please input again:",
  start = "Invalid starting location, please input again:",
  ending = "Invalid ending location, please input again:",
  rule = "The move violates the game rule, please input again:",
}

local NAME = { "Blue", "Red" }
local MARK = { "#", "O" }

function frontend.main(a)
  local echo = a.echo ~= nil
  local computer_first = a["computer-first"] ~= nil
  local think = shared.milliseconds(a.time, "time", 1000) / 1000
  local seed = shared.seed(a.seed, 1)
  local variants = a.variant or {}
  local bot_options = shared.pairs(a["bot-option"], "bot-option")
  local bot_name = a.bot and a.bot[#a.bot] or "alphabeta"
  local wrong = bots.check(bot_name) -- the user's mistake, before any question
  if wrong then errors.user(wrong) end
  local game = rules.load("checkers", variants)

  local function say(...)
    io.write(...)
    io.write("\n")
    io.flush()
  end

  -- The next answer: a word of the input (as scanf reads), or nil at its end. The
  -- question is left on its line, as the course's program does.
  local pending = {}
  local function answer()
    while #pending == 0 do
      local line = io.read("*l")
      if line == nil then return nil end
      for word in line:gmatch("%S+") do pending[#pending + 1] = word end
    end
    local word = table.remove(pending, 1)
    if echo then io.write(" ", word) end
    io.write("\n")
    io.flush()
    return word
  end

  local function ask(question)
    io.write(question)
    io.flush()
    return answer()
  end

  local function ended()
    say("")
    say("End of input: the game is left unfinished.")
    return 0
  end

  -- An answer of 1 or 2; nil at the end of the input.
  local function one_or_two(question, what)
    while true do
      local answer_text = ask(question)
      if answer_text == nil or answer_text == "1" or answer_text == "2" then return answer_text end
      say("There is no ", what, " '", answer_text, "': type 1 or 2.")
    end
  end

  say("Chinese checkers (8x8)")
  local mode = one_or_two("Choose the mode (1: human vs human, 2: human vs computer):", "mode")
  if mode == nil then return ended() end

  local computer = {} -- computer[side]: the bot playing that side
  if mode == "2" then
    -- The course's program asks nothing more here: the next answer is the first move.
    local side = computer_first and 1 or 2
    local ok, seat = pcall(bots.new, { game = "checkers", variants = variants, bot = bot_name, seat = side,
      bot_options = bot_options, seed = seed })
    if not ok then
      io.stderr:write("houserules checkers: the computer player could not start: ", tostring(seat), "\n")
      return 1
    end
    computer[side] = seat
    say(format("You play %s (%s); the computer plays %s (%s). Blue moves first.", NAME[3 - side], MARK[3 - side],
      NAME[side], MARK[side]))
  end

  local s = session_module.new(game, {})
  while not s:result() do
    local state = s.state
    local side = state.side
    say("")
    say(game.grid(state))
    local list, n = game.moves(state)
    if n == 1 and list[1] == 0 then
      say(format("%s (%s) has no legal move and passes.", NAME[side], MARK[side]))
      s:play(0)
    elseif computer[side] then
      say(format("%s (%s), the computer, to move:", NAME[side], MARK[side]))
      local move, failure = computer[side]:choose(state, think)
      if move == nil then
        -- A bot that fails still owes a move: the course's program never stops here.
        io.stderr:write("houserules checkers: the computer player failed (", failure,
          "); playing its first legal move\n")
        move = list[1]
      end
      say(game.notate(state, move))
      s:play(move)
    else
      local move
      local why = nil
      repeat
        local text = ask(why and REFUSAL[why] or format("%s (%s), input your move:", NAME[side], MARK[side]))
        if text == nil then return ended() end
        move, why = game.judge(state, text)
      until move
      s:play(move)
    end
  end

  local result = s:result()
  say("")
  say(game.grid(s.state))
  if result.scores[1] == result.scores[2] then
    say(format("The game is a draw: %s.", result.reason))
  else
    local winner = result.scores[1] > result.scores[2] and 1 or 2
    say(format("%s (%s) wins: %s.", NAME[winner], MARK[winner], result.reason))
  end
  return 0
end

return frontend

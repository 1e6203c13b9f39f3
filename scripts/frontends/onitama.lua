---houserules onitama: the classic menu game. A new game asks both players' names (a seat
---may be a bot), shows the shuffled cards, then every turn draws the board, each player's
---two cards and the card beside the board, and asks for a card, a piece and a landing
---square - each checked, with the reason when it is refused. After the game the menu
---offers its replay; the Hall of Fame keeps the ten best players (each with their fewest
---moves to win).
---It is a thin layer over the rules (games/onitama) and the bots.
local rules = require "hr.rules"
local session_module = require "hr.session"
local bots = require "hr.bots"
local fame_module = require "hr.fame"
local util = require "hr.util"
local clock = require "hr.clock"
local shared = require "hr.commands.options"

local format = string.format

local frontend = {
  summary = "Onitama, the menu game: play people or bots, replay the last game, the Hall of Fame.",
  synopsis = "[--seed N] [--variant V]... [--option cards=DIR] [--time MS] [--echo]",
  details = "A seat is a person's name, or a bot: random, greedy, alphabeta, mcts (any in scripts/bots).\n"
    .. "The Hall of Fame lives in your data folder (onitama/halloffame.txt).",
  options = {
    { name = "seed", value = "N", help = "the seed of the first game's shuffle (the next games count on)" },
    { name = "variant", value = "V", help = "a house rule (sensei_path: the expansion's cards)", repeatable = true },
    { name = "option", value = "K=V", help = "a game option (cards=DIR: your own card set)", repeatable = true },
    { name = "time", value = "MS", help = "how long a bot thinks per move (default 1000)" },
    { name = "echo", value = "", help = "print each answer after its question (for transcripts)" },
  },
}

-- The course's words for the pieces and the temple arch (the rules say master and base).
local COURSE_WORDS = { master = "SENSEI", base = "BASE" }

---A result's reason in the course's words: "blue took the red SENSEI".
---@param reason string
---@return string
local function in_course_words(reason)
  return (reason:gsub("%a+", COURSE_WORDS))
end

local LEGEND = "r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row "
  .. "(red c1, blue c5):\na player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE."

local BOTS = {} -- every bot that can be named; the prompt names the classic three
for _, name in ipairs(rules.bots("onitama")) do BOTS[name] = true end

---The options of a menu game: the printed rules (see hr.commands.options.classic).
frontend.classic_options = shared.classic

function frontend.main(a)
  local echo = a.echo ~= nil
  local seed = shared.seed(a.seed) or math.floor(clock.now() * 1000) % 1000000
  local think = shared.milliseconds(a.time, "time", 1000) / 1000
  local variants = a.variant or {}
  local options = shared.pairs(a.option, "option")
  local game = rules.load("onitama", variants)
  options = frontend.classic_options(game, options)
  -- A broken card set is told at once, not when the first game begins.
  local ok, problem = pcall(session_module.new, game, { seed = seed, options = options })
  if not ok then
    io.stderr:write("houserules onitama: ", tostring(problem), "\n")
    return 1
  end

  local function say(...) io.write(...) io.write("\n") io.flush() end

  -- An answer to a question; nil at the end of input.
  local function ask(question)
    io.write(question)
    io.flush()
    local line = io.read("*l")
    if line == nil then
      io.write("\n")
      return nil
    end
    line = util.trim(line:gsub("\r$", ""))
    if echo then io.write(line) end
    io.write("\n")
    return line
  end

  say("ONITAMA")
  local fame, warning = fame_module.open("onitama/halloffame.txt", { "name", "colour", "opponent" }, 10, "name")
  if warning then say("Note: ", warning, ".") end

  local last -- the last game: { seed, names, moves = { {who, text} } }

  local function readable(path)
    local f = io.open(path, "r")
    if f then f:close() end
    return f ~= nil
  end

  -- A player's name, or a bot: a shipped bot's name, or the path of a bot file (anything
  -- with a slash or ending in .lua, which no person is called). Two bots may be the same
  -- bot; two people need two names.
  local function seat_name(colour, other)
    while true do
      local answer = ask(format("%s player's name (or a bot: random, greedy, alphabeta): ", colour))
      if answer == nil then return nil end
      local path = answer:find("/") or answer:lower():find("%.lua$")
      if answer == "" then
        say("A name, please.")
      elseif path and not readable(answer) then
        say(format("There is no bot file '%s': a bot is %s, or the path of a .lua file.", answer,
          table.concat(rules.bots("onitama"), ", ")))
      elseif other and answer:lower() == other:lower() and not BOTS[answer:lower()] and not path then
        say("That is the red player's name: the blue player needs another.")
      else
        return answer
      end
    end
  end

  -- The bot a seat's name stands for (a shipped bot's name or a bot file), or nil for a person.
  local function bot_of(name)
    if BOTS[name:lower()] then return name:lower() end
    if name:find("/") or name:lower():find("%.lua$") then return name end
  end

  local function show(state)
    say(game.show(state))
  end

  -- One person's move: a card, a piece, a landing square, each checked. nil at the end of input.
  local function human_move(state, name)
    local s = state.side
    local hand = game.card_names(state, s)
    local list, n = game.moves(state)
    local passing = n > 0 and list[1] < 64
    while true do
      if passing then
        say("No piece of yours can move with either card: choose the card to put beside the board.")
      end
      local answer = ask(format("%s, your cards: 1. %s  2. %s\nCard (1, 2 or its name): ", name, hand[1], hand[2]))
      if answer == nil then return nil end
      local card = ({ ["1"] = hand[1], ["2"] = hand[2] })[answer]
      for _, h in ipairs(hand) do
        if h:lower() == answer:lower() then card = h end
      end
      if not card then
        say(format("There is no card '%s' in your hand: choose 1 (%s) or 2 (%s).", answer, hand[1], hand[2]))
      elseif passing then
        return card .. " pass"
      else
        while true do
          local from = ask("Piece (its square, such as c1; back to choose another card): ")
          if from == nil then return nil end
          if from:lower() == "back" then break end
          local sq = game.square_of[from:lower()]
          local p = sq and state.board[sq]
          local why
          if not sq then
            why = format("'%s' is not a square (a1 to e5)", from)
          elseif p == 0 then
            why = format("There is no piece on %s", from:lower())
          elseif (s == 1 and p > 2) or (s == 2 and p < 3) then
            why = format("The piece on %s is not yours", from:lower())
          else
            local can = false
            for i = 1, n do
              if game.notate(state, list[i]):lower():find(card:lower() .. " " .. from:lower() .. " ", 1, true) == 1 then
                can = true
              end
            end
            if not can then
              why = format("The piece on %s cannot move with %s: every square it would go to is off the board "
                .. "or holds a piece of yours", from:lower(), card)
            end
          end
          if why then
            say(why .. ".")
          else
            while true do
              local to = ask("Landing square (back to choose another piece): ")
              if to == nil then return nil end
              if to:lower() == "back" then break end
              local text = format("%s %s %s", card, from:lower(), to:lower())
              local move, refused = game.parse(state, text)
              if move then return text end
              say(refused .. ".")
            end
          end
        end
      end
    end
  end

  local function play_game()
    local red = seat_name("Red")
    if not red then return false end
    local blue = seat_name("Blue", red)
    if not blue then return false end
    local names = { red, blue }
    local s = session_module.new(game, { seed = seed, options = options })
    local seats = {}
    for side, name in ipairs(names) do
      local bot = bot_of(name)
      if bot then
        local started, seat = pcall(bots.new, { game = "onitama", variants = variants, bot = bot, seat = side,
          seed = seed + side })
        if not started then
          say(format("The bot %s could not start: %s", name, tostring(seat)))
          return true
        end
        seats[side] = seat
      end
    end
    local function who(side) return format("%s (%s)", names[side], side == 1 and "red" or "blue") end
    local state = s.state
    local red_hand, blue_hand = game.card_names(state, 1), game.card_names(state, 2)
    local beside = state.cards[state.beside]
    say(format("The cards are shuffled: %s holds %s and %s; %s holds %s and %s; %s is beside the board.",
      who(1), red_hand[1], red_hand[2], who(2), blue_hand[1], blue_hand[2], beside.name))
    say(format("%s has a %s stamp: %s moves first.", beside.name, beside.stamp, who(state.side)))
    say(LEGEND)
    last = { seed = seed, names = names, moves = {}, options = options }
    seed = seed + 1
    local count = 0
    while not s:result() do
      count = count + 1
      state = s.state
      local side = state.side
      say("")
      say(format("Move %d: %s to move.", count, who(side)))
      show(state)
      local text
      if seats[side] then
        local move, failure = seats[side]:choose(state, think)
        if move == nil then
          say(format("%s cannot move (%s) and loses.", who(side), failure))
          s:lose(side, "error: " .. failure)
          break
        end
        text = game.notate(state, move)
        say(format("%s plays %s.", who(side), text))
      else
        text = human_move(state, names[side])
        if text == nil then
          say("End of input: the game is left unfinished.")
          return false
        end
      end
      local played = assert(s:play_text(text))
      last.moves[#last.moves + 1] = { side = side, text = played }
    end
    local result = s:result()
    say("")
    show(s.state)
    if result.scores[1] == result.scores[2] then
      say(format("The game is drawn: %s.", in_course_words(result.reason)))
      return true
    end
    local winner = result.scores[1] > result.scores[2] and 1 or 2
    local moves_to_win = 0
    for _, m in ipairs(last.moves) do
      if m.side == winner then moves_to_win = moves_to_win + 1 end
    end
    say(format("%s wins in %d move%s: %s.", who(winner), moves_to_win, moves_to_win == 1 and "" or "s",
      in_course_words(result.reason)))
    if seats[winner] then
      say(format("%s is a bot: the Hall of Fame is for players.", names[winner]))
      return true
    end
    local entry = { score = moves_to_win, name = names[winner], colour = winner == 1 and "red" or "blue",
      opponent = names[3 - winner] }
    local before = fame:place_of(entry)
    local place, kept = fame:add(entry)
    if kept then
      local best = fame.entries[kept]
      say(format("%s keeps place %d of the Hall of Fame with a win in %d move%s.", best.name, kept, best.score,
        best.score == 1 and "" or "s"))
    elseif place then
      local saved, why = fame:save()
      if before then
        say(format("%s moves from place %d to place %d of the Hall of Fame.", names[winner], before, place))
      else
        say(format("%s enters the Hall of Fame at place %d.", names[winner], place))
      end
      if not saved then say("The Hall of Fame could not be saved (", why, "); it is kept for this session.") end
    else
      say(format("%s does not enter the Hall of Fame: its ten players all won in %d moves or fewer.",
        names[winner], fame.entries[#fame.entries].score))
    end
    return true
  end

  local function replay()
    if not last then
      say("No game has been played yet.")
      return
    end
    local s = session_module.new(game, { seed = last.seed, options = last.options })
    say(format("Replay: %s (red) against %s (blue).", last.names[1], last.names[2]))
    show(s.state)
    for i, m in ipairs(last.moves) do
      s:play_text(m.text)
      say(format("Move %d: %s (%s) plays %s.", i, last.names[m.side], m.side == 1 and "red" or "blue", m.text))
      show(s.state)
    end
    local result = s:result()
    say(result and ("The game ended: " .. in_course_words(result.reason) .. ".") or "The game was left unfinished.")
  end

  local function hall_of_fame()
    if #fame.entries == 0 then
      say("The Hall of Fame is empty: win a game to enter it.")
      return
    end
    say("HALL OF FAME: the top 10 players (fewest moves to win)")
    for i, e in ipairs(fame.entries) do
      say(format("%2d. %-16s %3d move%s  (%s, against %s)", i, e.name, e.score, e.score == 1 and " " or "s",
        e.colour, e.opponent))
    end
  end

  while true do
    say("")
    say("1. New game")
    say("2. Replay the last game")
    say("3. Hall of Fame")
    say("4. Exit")
    local choice = ask("Choose 1, 2, 3 or 4: ")
    if choice == nil or choice == "4" then
      say("Goodbye.")
      return 0
    elseif choice == "1" then
      if not play_game() then
        say("Goodbye.")
        return 0
      end
    elseif choice == "2" then
      replay()
    elseif choice == "3" then
      hall_of_fame()
    else
      say(format("There is no choice '%s': type 1, 2, 3 or 4.", choice))
    end
  end
end

return frontend

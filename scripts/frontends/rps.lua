---houserules rps [DIR]: the course's file referee. It reads the position files
---player1.rps_board and player2.rps_board and the move files player1.rps_moves and
---player2.rps_moves from DIR, plays the game and writes DIR/rps.output: the winner, the
---reason in the course's exact words, an empty line and the final board. What is wrong
---with a bad line is told on the screen, never in the file.
---It is a thin layer over the rules (games/rps).
local rules = require "hr.rules"
local files = require "hr.files"
local errors = require "hr.errors"
local shared = require "hr.commands.options"

local format = string.format

local INPUTS = { "player1.rps_board", "player2.rps_board", "player1.rps_moves", "player2.rps_moves" }

local frontend = {
  summary = "The RPS file referee: reads the position and move files of DIR, writes DIR/rps.output.",
  synopsis = "[DIR] [--variant V]... [--option K=V]...",
  details = "DIR (default: the current folder) holds player1.rps_board, player2.rps_board,\n"
    .. "player1.rps_moves and player2.rps_moves. rps.output is replaced; a bad line is explained\n"
    .. "on the screen. Exit status: 0 when a game was judged (bad lines included), 1 when an\n"
    .. "input file is missing or unreadable (no output is written), 2 for bad usage.\n"
    .. "Options change the board and the pieces: --option rows=8 --option jokers=3.\n",
  options = {
    { name = "variant", value = "V", help = "a house rule (variants/rps/V.lua)", repeatable = true },
    { name = "option", value = "K=V", help = "a game option: rows, columns, rocks, papers, scissors, bombs, "
      .. "jokers, flags", repeatable = true },
  },
}

local USAGE = "usage: houserules rps [DIR] [--variant V]... [--option K=V]...\n"
  .. "DIR must hold " .. table.concat(INPUTS, ", ") .. ".\n"

---Judges the game of DIR's files; returns the winner (0 for none), the reason and the state
---whose board is written. `say` prints what is wrong with a bad line.
---@param game table
---@param opts table
---@param texts table<string, string>  the four inputs by file name
---@param say fun(text: string)
function frontend.judge(game, opts, texts, say)
  local E, X = game.engine, game.text
  local layouts, bad = {}, {}
  for seat = 1, 2 do
    local name = format("player%d.rps_board", seat)
    local layout, line, why = X.read_layout(texts[name], opts)
    if layout then
      layouts[seat] = layout
    else
      local lines = X.lines(texts[name])
      local quoted = lines[line] and format(" \"%s\"", lines[line]) or ""
      say(format("%s line %d%s: %s", name, line, quoted, why))
      bad[seat] = line
      layouts[seat] = {}
    end
  end
  if bad[1] and bad[2] then
    return 0, format("Bad Positioning input file for both players - player 1: line %d, player 2: line %d", bad[1],
      bad[2]), E.start(opts, { {}, {} })
  elseif bad[1] or bad[2] then
    -- No game is played: the board shows the good file's pieces.
    local loser = bad[1] and 1 or 2
    return 3 - loser, format("Bad Positioning input file for player %d - line %d", loser, bad[loser]),
      E.start(opts, layouts)
  end
  local st = E.start(opts, layouts)
  if st.winner ~= 0 then return st.winner % 3, st.why, st end
  local lines = { X.lines(texts["player1.rps_moves"]), X.lines(texts["player2.rps_moves"]) }
  local at, done = { 0, 0 }, { false, false }
  -- The next line of a player's file that is not blank, and its number.
  local function next_line(seat)
    local list = lines[seat]
    while at[seat] < #list do
      at[seat] = at[seat] + 1
      local text = list[at[seat]]
      if text:match("%S") then return text, at[seat] end
    end
    return nil
  end
  local seat = 1
  while true do
    local text, number = next_line(seat)
    if not text then
      done[seat] = true
      if done[3 - seat] then return 0, "A tie - both Moves input files done without a winner", st end
      seat = 3 - seat
    else
      st.side = seat
      local m, why = X.judge(st, text)
      if not m then
        say(format("player%d.rps_moves line %d \"%s\": %s", seat, number, text, why))
        return 3 - seat, format("Bad Moves input file for player %d - line %d", seat, number), st
      end
      E.play(st, m)
      if st.winner ~= 0 then return st.winner, st.why, st end
      if not done[3 - seat] then seat = 3 - seat end
    end
  end
end

function frontend.main(a)
  local args = a.args or {}
  if #args > 1 then
    io.stderr:write("houserules rps: one folder at most, got " .. #args .. "\n\n" .. USAGE)
    return 2
  end
  local dir = args[1] or "."
  local game = rules.load("rps", a.variant or {})
  -- the course's game: no referee's tie after moves without a fight, unless asked
  local opts, why = rules.options(game, shared.classic(game, shared.pairs(a.option, "option")))
  if not opts then errors.user(why) end
  if opts.board1 ~= "" or opts.board2 ~= "" then
    errors.user("the position files are DIR's own: no board options here")
  end
  game.check_options(opts)
  files.grant("dir", dir, true)
  local texts = {}
  for _, name in ipairs(INPUTS) do
    local text, problem = files.read("dir:" .. name)
    if not text then
      problem = tostring(problem):gsub("^dir:[^:]*: ", "")
      io.stderr:write(format("houserules rps: cannot read %s/%s: %s\n\n%s", dir, name, problem, USAGE))
      return 1
    end
    texts[name] = text
  end
  local winner, reason, st = frontend.judge(game, opts, texts, function(text) print(text) end)
  local output = format("Winner: %d\nReason: %s\n\n%s", winner, reason, game.text.board_lines(st))
  local ok, problem = files.write("dir:rps.output", output)
  if not ok then
    io.stderr:write(format("houserules rps: cannot write %s/rps.output: %s\n", dir, problem))
    return 1
  end
  print(format("%s/rps.output: Winner: %d, %s", dir, winner, reason))
  return 0
end

return frontend

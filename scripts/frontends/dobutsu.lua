---houserules dobutsu: the one-move protocol of Dobutsu shogi programs.
---
---Reads one position from standard input, six lines: the board rows 1 (top) to 4
---(bottom), three characters each, `o` for an empty square, upper case for your pieces
---(you play from the bottom) and lower case for the opponent's; then your hand (upper
---case, may be empty) and the opponent's hand (lower case, may be empty). Prints exactly
---one line: a move (`L C3 C4`), a drop (`C P A2`) or `give_up` when there is no legal
---move. Bad input: one line on standard error naming the line, nothing on standard
---output, exit status 1.
---
---A judge's input is read tolerantly, since a missing answer costs the most: spaces and
---CR are ignored, blank lines before the board and after the last hand too, and hands
---left out at the end are empty.
local rules = require "hr.rules"
local bots = require "hr.bots"
local clock = require "hr.clock"
local shared = require "hr.commands.options"
local errors = require "hr.errors"

local frontend = {
  summary = "Dobutsu shogi, one move: read a position on standard input, print the best move.",
  synopsis = "[--time MS] [--bot NAME] [--bot-option K=V]...",
  details = "Input, six lines: board rows 1 (top) to 4, three squares each ('o' empty, upper case\n"
    .. "yours - you play from the bottom - lower case the opponent's), your hand (upper case),\n"
    .. "the opponent's hand (lower case). Example: ogl, ooo, oEL, ooo, EC, gc.\n"
    .. "Spaces, CR and blank lines around the position are ignored; hands left out at the end are empty.\n"
    .. "Output, one line: L C3 C4 (piece, from, to), C P A2 (a drop) or give_up.",
  options = {
    { name = "time", value = "MS", help = "the whole answer within MS milliseconds (default 1000)" },
    { name = "bot", value = "NAME", help = "the bot that answers (default alphabeta, the strongest)" },
    { name = "bot-option", value = "K=V", help = "an option for the bot", repeatable = true },
  },
}

local KIND = { C = "chick", H = "chick", E = "elephant", G = "giraffe", L = "lion" }

-- One more piece of a kind, read on line `y`; an error when the game has no such piece.
local function count_piece(count, kind, y)
  count[kind] = count[kind] + 1
  if kind == "lion" and count.lion > 2 then
    return string.format("line %d: a third lion (there are two, one each)", y)
  end
  if count[kind] > 2 then
    return string.format("line %d: a third %s (there are only two%s)", y, kind,
      kind == "chick" and "; hens count as chicks" or "")
  end
end

-- The protocol's lines as read: without spaces or CR, and without the blank lines before
-- the board and after the last hand. Also where each one was in the input.
local function logical_lines(raw)
  local lines, number = {}, {}
  for i, line in ipairs(raw) do
    local text = line:gsub("%s", "")
    if text ~= "" or #lines > 0 then
      local n = #lines + 1
      lines[n], number[n] = text, i
    end
  end
  while #lines > 0 and lines[#lines] == "" do lines[#lines] = nil end
  return lines, number
end

---Reads the six lines into position text, or returns nil and "line N: what is wrong".
---@param lines string[]
---@return string|nil text
---@return string|nil why
function frontend.position_text(raw)
  local lines, number = logical_lines(raw)
  if #lines < 4 then
    return nil, string.format("expected 4 board rows, then your hand and the opponent's hand; got %d line%s",
      #lines, #lines == 1 and "" or "s")
  end
  if #lines > 6 then
    local extra = 7
    while lines[extra] == "" do extra = extra + 1 end
    return nil, string.format("line %d: expected 6 lines (4 board rows, your hand, the opponent's hand), got more",
      number[extra])
  end
  local rows, count, lions = {}, { chick = 0, elephant = 0, giraffe = 0, lion = 0 }, { 0, 0 }
  for y = 1, 4 do
    local line = lines[y]
    if #line ~= 3 then
      return nil, string.format("line %d: a board row has 3 squares, got %d ('%s')", number[y], #line, line)
    end
    local row, empty = {}, 0
    for x = 1, 3 do
      local c = line:sub(x, x)
      if c == "o" then
        empty = empty + 1
      else
        local kind = KIND[c:upper()]
        if not kind then
          return nil, string.format("line %d: unknown piece '%s'"
            .. " (o empty; C chick, E elephant, G giraffe, L lion, H hen)",
            number[y], c)
        end
        if empty > 0 then row[#row + 1] = tostring(empty) end
        empty = 0
        row[#row + 1] = c:upper() == "H" and (c == "H" and "+C" or "+c") or c
        local too_many = count_piece(count, kind, number[y])
        if too_many then return nil, too_many end
        if kind == "lion" then lions[c == "L" and 1 or 2] = lions[c == "L" and 1 or 2] + 1 end
      end
    end
    if empty > 0 then row[#row + 1] = tostring(empty) end
    rows[y] = table.concat(row)
  end
  local hands = {}
  for i, which in ipairs({ "upper", "lower" }) do
    local line = lines[4 + i] or "" -- a hand left out at the end is empty
    for c in line:gmatch(".") do
      local ok = which == "upper" and c:match("^[CEG]$") or which == "lower" and c:match("^[ceg]$")
      if not ok then
        return nil, string.format("line %d: %s hand holds %s-case C, E or G, not '%s'",
          number[4 + i], i == 1 and "your" or "the opponent's", which, c)
      end
      local too_many = count_piece(count, KIND[c:upper()], number[4 + i])
      if too_many then return nil, too_many end
      hands[#hands + 1] = c
    end
  end
  if lions[1] ~= 1 then return nil, "lines 1-4: you need exactly one lion (L) on the board" end
  if lions[2] ~= 1 then return nil, "lines 1-4: the opponent needs exactly one lion (l) on the board" end
  return table.concat(rows, "/") .. "[" .. table.concat(hands) .. "] w"
end

function frontend.main(a)
  local time = shared.milliseconds(a.time, "time", 1000)
  local started = clock.now()
  local bot_name = a.bot and a.bot[#a.bot] or "alphabeta"
  local wrong = bots.check(bot_name) -- the user's mistake, before the position is read
  if wrong then errors.user(wrong) end
  -- Blank lines may follow the position: read on until a line of text too many.
  local lines, text_lines = {}, 0
  for line in io.stdin:lines() do
    lines[#lines + 1] = line
    if line:find("%S") then text_lines = text_lines + 1 end
    if text_lines > 6 or #lines > 1000 then break end
  end
  local text, why = frontend.position_text(lines)
  local game = rules.load("dobutsu")
  local state
  if text then state, why = game.read_position(text) end
  -- A position where the lion of the player who just moved can be taken is no position a
  -- game reaches, but a referee may send one: taking the lion wins, so that is the answer.
  local capture = text and not state and game.lion_capture and game.lion_capture(text)
  if capture then
    print(capture)
    return 0
  end
  if not state then
    io.stderr:write("houserules dobutsu: ", why, "\n")
    return 1
  end
  local list, n = game.moves(state)
  if n == 0 then
    print("give_up")
    return 0
  end
  if n == 1 then
    print(game.notate(state, list[1]))
    return 0
  end
  local options = shared.pairs(a["bot-option"], "bot-option")
  -- Its start may take half the time, but no less than three seconds: a bot that loads
  -- slowly on a busy machine (or under a sanitizer) still answers, late, with its own move.
  local started_seat, seat = pcall(bots.new, { game = "dobutsu", bot = bot_name,
    bot_options = options, seat = 1, start = math.max(time / 2000, 3) })
  -- What is left of the time after starting up, less a safety share for printing and exit.
  local left = time / 1000 - (clock.now() - started)
  local move, failure
  if started_seat then
    move, failure = seat:choose(state, math.max(0.01, left * 0.85), math.max(0.005, left * 0.05))
  else
    failure = tostring(seat):gsub("^[^:]*:%d+: ", ""):gsub("^the bot failed to start", "it did not start")
  end
  if move == nil then
    -- The bot failed (time, an error): a legal move is still better than no answer.
    io.stderr:write("houserules dobutsu: the bot failed (", failure, "); playing the first legal move\n")
    move = list[1]
  end
  print(game.notate(state, move))
  return 0
end

return frontend

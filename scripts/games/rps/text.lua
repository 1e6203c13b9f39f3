---Rock-paper-scissors as text: position files, move lines (which are also the game's move
---notation), the board as the file referee writes it, and the board for a terminal.
local E = require "games.rps.core"

local format, concat = string.format, table.concat
local LETTER, TYPE_OF, J, F = E.LETTER, E.TYPE_OF, E.J, E.F
local NAME = { "rock", "paper", "scissors", "bomb", "flag", "joker" }
local COUNT_OPTION = E.COUNT_OPTION

local X = { NAME = NAME }

local function words(line)
  local list = {}
  for w in line:gmatch("%S+") do list[#list + 1] = w end
  return list
end

-- A coordinate as written: digits only.
local function number(w)
  if w and w:match("^%d+$") then return tonumber(w) end
  return nil
end

---Splits a file's text into lines (a last line without its newline counts; CR is dropped).
---@param text string
---@return string[]
function X.lines(text)
  local list = {}
  for line in (text:gsub("\r", "") .. "\n"):gmatch("([^\n]*)\n") do list[#list + 1] = line end
  if #list > 0 and list[#list] == "" and text:sub(-1) == "\n" then list[#list] = nil end
  return list
end

---Reads a position file: the pieces of one player, each {type, x, y [, rep]}.
---@param text string   the file's contents
---@param opts table    the game's options (board size, how many of each piece)
---@return table|nil layout, integer|nil line, string|nil why  (why says what was expected)
function X.read_layout(text, opts)
  local lines = X.lines(text)
  local layout, count, taken = {}, { 0, 0, 0, 0, 0, 0 }, {}
  local caps = E.caps(opts)
  for i, line in ipairs(lines) do
    local w = words(line)
    if #w > 0 then
      local t = TYPE_OF[w[1]]
      local want = t == J and 4 or 3
      if not t or #w ~= want then
        return nil, i, t == J and "expected J X Y REP, e.g. \"J 3 4 R\" (REP one of R P S B)"
          or t and format("expected %s X Y: a piece and its column and row, nothing more", w[1])
          or "expected PIECE X Y (PIECE one of R P S B F) or J X Y REP"
      end
      local x, y = number(w[2]), number(w[3])
      if not x or not y then return nil, i, "X and Y are whole numbers: the column, then the row" end
      if x < 1 or x > opts.columns or y < 1 or y > opts.rows then
        return nil, i, format("(%d, %d) is off the board: X is a column 1 to %d, Y a row 1 to %d", x, y,
          opts.columns, opts.rows)
      end
      local rep = t
      if t == J then
        rep = TYPE_OF[w[4]]
        if not rep or rep == F or rep == J then
          return nil, i, format("a joker represents R, P, S or B, not \"%s\"", w[4])
        end
      end
      count[t] = count[t] + 1
      if count[t] > caps[t] then
        return nil, i, format("more than %d %s (--option %s=%d)", caps[t], caps[t] == 1 and NAME[t] or NAME[t] .. "s",
          COUNT_OPTION[t], caps[t])
      end
      local c = (y - 1) * opts.columns + x
      if taken[c] then
        return nil, i, format("(%d, %d) already holds a piece of this player (line %d)", x, y, taken[c])
      end
      taken[c] = i
      layout[#layout + 1] = { t, x, y, t == J and rep or nil }
    end
  end
  if count[F] < caps[F] then
    return nil, math.max(#lines, 1), format("the file ends with %d of its %d flag%s placed: every flag must be placed",
      count[F], caps[F], caps[F] == 1 and "" or "s")
  end
  return layout
end

---Writes a layout as a position file's lines (what read_layout reads back): what a bot's
---`place` hook returns.
---@param layout table  {type, x, y [, rep]} each
---@return string
function X.write_layout(layout)
  local lines = {}
  for i, p in ipairs(layout) do
    lines[i] = format("%s %d %d%s", LETTER[p[1]], p[2], p[3], p[1] == J and " " .. LETTER[p[4]] or "")
  end
  return table.concat(lines, "\n")
end

---Judges a move line for the side to move, in the order the referee names faults.
---@param st table
---@param line string
---@return integer|nil move, string|nil why
function X.judge(st, line)
  local w = words(line)
  local shape = "expected FROM_X FROM_Y TO_X TO_Y, then optionally J: JOKER_X JOKER_Y NEW_REP"
  if #w ~= 4 and #w ~= 8 then return nil, shape end
  local fx, fy, tx, ty = number(w[1]), number(w[2]), number(w[3]), number(w[4])
  if not (fx and fy and tx and ty) then return nil, shape .. " (coordinates are whole numbers)" end
  local jx, jy
  if #w == 8 then
    jx, jy = number(w[6]), number(w[7])
    if w[5] ~= "J:" or not jx or not jy then return nil, shape .. " (the joker part is J: X Y REP)" end
  end
  local n, m, side = st.n, st.m, st.side
  local function on(x, y) return x >= 1 and x <= m and y >= 1 and y <= n end
  local from = on(fx, fy) and E.cell_of(st, fx, fy)
  if not from or st.owner[from] ~= side then
    return nil, format("no piece of yours at (%d, %d)", fx, fy)
  end
  if not E.can_move(st.kind[from], st.rep[from]) then
    return nil, format("your piece at (%d, %d) does not move (%s)", fx, fy,
      st.kind[from] == J and "a joker that represents a bomb" or "a " .. NAME[st.kind[from]])
  end
  if not on(tx, ty) then return nil, format("(%d, %d) is off the board (%d columns, %d rows)", tx, ty, m, n) end
  local to = E.cell_of(st, tx, ty)
  if math.abs(tx - fx) + math.abs(ty - fy) ~= 1 then
    return nil, format("(%d, %d) is not next to (%d, %d): a piece moves one square up, down, left or right", tx, ty,
      fx, fy)
  end
  if st.owner[to] == side then return nil, format("(%d, %d) holds a piece of yours", tx, ty) end
  local joker, rep = 0, 0
  if jx then
    -- The joker by its source square (the course's words), or the moving joker by where it
    -- lands: either names one joker, since no other piece of ours stands on either square.
    local j = on(jx, jy) and E.cell_of(st, jx, jy)
    if j == from and st.kind[from] == J then j = to end
    local is_joker = j and ((j == to and st.kind[from] == J) or (j ~= from and j ~= to and st.owner[j] == side
      and st.kind[j] == J))
    if not is_joker then
      return nil, format("no joker of yours at (%d, %d): a joker is named by its square before the move "
        .. "(the one that moves also by where it lands)", jx, jy)
    end
    rep = TYPE_OF[w[8]]
    if not rep or rep == F or rep == J then return nil, format("a joker represents R, P, S or B, not \"%s\"", w[8]) end
    local now = j == to and st.rep[from] or st.rep[j]
    if rep ~= now then joker = j else rep = 0 end
  end
  return E.encode(st, from, to, joker, rep)
end

---The move as a line of a moves file.
---@param st table
---@param m integer
---@return string
function X.notate(st, m)
  local from, to, joker, rep = E.decode(st, m)
  local fx, fy = E.xy(st, from)
  local tx, ty = E.xy(st, to)
  local text = format("%d %d %d %d", fx, fy, tx, ty)
  if joker ~= 0 then
    local jx, jy = E.xy(st, joker)
    text = text .. format(" J: %d %d %s", jx, jy, LETTER[rep])
  end
  return text
end

---The squares a move touches, where the piece starts and where it steps, as the notation
---writes a square ("3 4"). What a page marks as the last move (a joker's change is not
---marked: the rival must not learn it).
---@param st table
---@param m integer
---@return string[]
function X.squares(st, m)
  local from, to = E.decode(st, m)
  local fx, fy = E.xy(st, from)
  local tx, ty = E.xy(st, to)
  return { fx .. " " .. fy, tx .. " " .. ty }
end

---What a seat learns of a move's text: the rival's joker changes are secret.
---@param text string
---@param mover integer
---@param seat integer
---@return string
function X.public_move(text, mover, seat)
  if seat == mover then return text end
  return (text:gsub("%s+J:.*$", ""))
end

---The board as the file referee writes it: N lines of M characters, player 1 upper
---case, player 2 lower case, a joker J/j whatever it represents, a space for an empty square.
---@param st table
---@return string
function X.board_lines(st)
  local rows = {}
  for y = 1, st.n do
    local row = {}
    for x = 1, st.m do
      local c = E.cell_of(st, x, y)
      local o = st.owner[c]
      local ch = o == 0 and " " or LETTER[st.kind[c]]
      row[x] = o == 2 and ch:lower() or ch
    end
    rows[y] = concat(row)
  end
  return concat(rows, "\n") .. "\n"
end

---The board for a terminal, as `seat` sees it (0 or nil: everything). A rival piece not
---seen is `?` (`!` once it has moved), or the type it last fought as, in its player's case.
---@param st table
---@param seat integer|nil
---@return string
function X.show(st, seat)
  seat = seat or 0
  local out = {}
  local wide = st.m >= 10 and "%3s" or "%2s"
  local head = { "   " }
  for x = 1, st.m do head[#head + 1] = format(wide, x) end
  out[1] = concat(head)
  local jokers = {}
  for y = 1, st.n do
    local row = { format("%2d ", y) }
    for x = 1, st.m do
      local c = E.cell_of(st, x, y)
      local o, k = st.owner[c], st.kind[c]
      local ch
      if o == 0 then
        ch = "."
      elseif seat ~= 0 and o ~= seat then
        local s = st.shown[c]
        ch = s ~= 0 and LETTER[s] or st.moved[c] == 1 and "!" or "?"
      else
        ch = LETTER[k] or "?"
        if k == J then
          jokers[#jokers + 1] = format("%s %d %d as %s", o == 1 and "J" or "j", x, y, LETTER[st.rep[c]])
        end
      end
      row[#row + 1] = format(wide, o == 2 and ch:lower() or ch)
    end
    out[#out + 1] = concat(row)
  end
  if #jokers > 0 then out[#out + 1] = "jokers: " .. concat(jokers, ", ") end
  local function lost(s)
    local t = {}
    for i, k in ipairs(st.lost[s]) do t[i] = LETTER[k] end
    return #t == 0 and "none" or concat(t, " ")
  end
  out[#out + 1] = format("lost: player 1 %s; player 2 %s", lost(1), lost(2))
  local tail = format("player %d to move", st.side)
  if st.no_fight > 0 then tail = tail .. format("; %d of %d moves without a fight", st.quiet, st.no_fight) end
  out[#out + 1] = tail
  return concat(out, "\n") .. "\n"
end

return X

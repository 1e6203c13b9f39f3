---Dobutsu shogi as text: moves ("L C3 C4", drops "C P A2"), positions (the FEN of
---Fairy-Stockfish and pychess, "gle/1c1/1C1/ELG[-] w") and the board for a terminal.
---Every refusal says which rule refuses.
local board = require "hr.board"
local bit = require "bit"
local util = require "hr.util"

local band, rshift = bit.band, bit.rshift
local concat, format = table.concat, string.format

local LETTER = { "C", "E", "G", "L", "H" }
local A_NAME = { "a chick", "an elephant", "a giraffe", "a lion", "a hen" }
local START = "gle/1c1/1C1/ELG[-] w"

local function side_name(side) return side == 1 and "first" or "second" end

---@param T table   tables.lua
---@param E table   core.lua
---@param rules table
return function(T, E, rules)
  local W, H, N, SECOND = T.W, T.H, T.N, T.SECOND
  local CHICK, GIRAFFE, LION, HEN = T.CHICK, T.GIRAFFE, T.LION, T.HEN
  local OWNER, REACH, SQUARE_NAME, SQUARE_OF = T.OWNER, T.REACH, T.SQUARE_NAME, T.SQUARE_OF
  local TYPE_OF_LETTER = { C = 1, E = 2, G = 3, L = 4, H = 5 }
  local HOW = {}
  for t, kind in ipairs(T.KINDS) do HOW[t] = rules.how[kind] or "as the house rules say" end

  local function code_of(side, t) return side == 1 and t or t + SECOND end
  local function type_of(code) return code > SECOND and code - SECOND or code end

  local function piece_text(code)
    local t = type_of(code)
    local text = t == HEN and "+C" or LETTER[t]
    return code > SECOND and text:lower() or text
  end

  ---@param st table
  ---@return string
  local function write_position(st)
    local rows = {}
    for y = 1, H do
      local row, empty = {}, 0
      for x = 1, W do
        local code = st.board[(y - 1) * W + x]
        if code == 0 then
          empty = empty + 1
        else
          if empty > 0 then row[#row + 1] = tostring(empty) end
          empty = 0
          row[#row + 1] = piece_text(code)
        end
      end
      if empty > 0 then row[#row + 1] = tostring(empty) end
      rows[y] = concat(row)
    end
    local hand = {}
    for side = 1, 2 do
      for t = CHICK, GIRAFFE do
        local letter = side == 1 and LETTER[t] or LETTER[t]:lower()
        hand[#hand + 1] = letter:rep(st.hand[(side - 1) * 3 + t])
      end
    end
    local held = concat(hand)
    return concat(rows, "/") .. "[" .. (held == "" and "-" or held) .. "] " .. (st.side == 1 and "w" or "b")
  end

  -- The position a text describes, whoever's lion stands attacked; nil and why.
  local function read_placement(text)
    local placement, held, side = text:match("^%s*([^%[%s]+)%[([^%]]*)%]%s*(%a?)")
    if not placement then
      placement, side = text:match("^%s*([^%[%s]+)%s+(%a)")
      held = ""
    end
    if not placement then
      return nil, "expected a position such as " .. START .. " (rows from the top, hands, side to move)"
    end
    if side ~= "w" and side ~= "b" then
      return nil, "expected 'w' (first player) or 'b' (second player) to move after the board"
    end
    local st = E.new_state()
    st.side = side == "w" and 1 or 2
    local rows = util.split(placement, "/")
    if #rows ~= H then return nil, format("expected %d rows separated by '/', found %d", H, #rows) end
    local count = { 0, 0, 0, 0 } -- chicks (with hens), elephants, giraffes, lions
    for y = 1, H do
      local x, i, row = 0, 1, rows[y]
      while i <= #row do
        local c = row:sub(i, i)
        if c:match("%d") then
          x = x + tonumber(c)
        else
          local promoted = false
          if c == "+" then
            promoted, i = true, i + 1
            c = row:sub(i, i)
            if c:upper() ~= "C" then return nil, format("row %d: only a chick promotes ('+C' or '+c')", y) end
          end
          local t = TYPE_OF_LETTER[c:upper()]
          if not t then return nil, format("row %d: unknown piece '%s' (C, E, G, L, H or +C)", y, c) end
          if promoted then t = HEN end
          x = x + 1
          if x > W then break end
          local piece_side = c == c:upper() and 1 or 2
          st.board[(y - 1) * W + x] = code_of(piece_side, t)
          local kind = t == HEN and CHICK or t
          count[kind] = count[kind] + 1
          if t == LION then
            if st.lion[piece_side] ~= 0 then return nil, "each player has exactly one lion" end
            st.lion[piece_side] = (y - 1) * W + x
          end
        end
        i = i + 1
      end
      if x ~= W then return nil, format("row %d ('%s') covers %d squares, expected %d", y, row, x, W) end
    end
    if st.lion[1] == 0 or st.lion[2] == 0 then return nil, "each player has exactly one lion" end
    if held ~= "-" then
      for c in held:gmatch(".") do
        local t = TYPE_OF_LETTER[c:upper()]
        if not t or t > GIRAFFE then
          return nil, format("hands hold chicks, elephants and giraffes only, not '%s'", c)
        end
        local slot = (c == c:upper() and 0 or 3) + t
        st.hand[slot] = st.hand[slot] + 1
        count[t] = count[t] + 1
      end
    end
    for t = CHICK, GIRAFFE do
      if count[t] > 2 then
        return nil, format("there are only two %ss in the game, found %d", T.KINDS[t], count[t])
      end
    end
    E.finish(st)
    return st
  end

  ---Reads a position; nil and the reason when the text is not one.
  ---@param text string
  ---@return table|nil state
  ---@return string|nil why
  local function read_position(text)
    local st, why = read_placement(text)
    if not st then return nil, why end
    -- Under the no-suicide rule no game reaches a position where the player who just
    -- moved left its lion capturable; refusing it keeps "a lion is never captured" true.
    local mover = 3 - st.side
    if E.attacked(st, st.lion[mover], st.side) then
      return nil, format("the %s player's lion can be taken, but it is the %s player's move:"
        .. " no game reaches this position",
        side_name(mover), side_name(st.side))
    end
    return st
  end

  ---The move that takes the other player's lion in a position read_position refuses for
  ---that reason (a referee may still send one: the capture wins it), as move text; nil
  ---when the text is no position or no piece of the player to move attacks that lion.
  ---@param text string
  ---@return string|nil
  local function lion_capture(text)
    local st = read_placement(text)
    if not st then return nil end
    local target = st.lion[3 - st.side]
    for sq = 1, N do
      local code = st.board[sq]
      if code ~= 0 and OWNER[code] == st.side and band(T.ATTACK[code * 16 + sq], T.BIT[target]) ~= 0 then
        return LETTER[type_of(code)] .. " " .. SQUARE_NAME[sq] .. " " .. SQUARE_NAME[target]
      end
    end
    return nil
  end

  ---@param st table
  ---@param m integer
  ---@return string
  local function notate(st, m)
    local to = band(m, 15)
    local from = band(rshift(m, 4), 15)
    local letter = LETTER[type_of(band(rshift(m, 8), 15))]
    if from == 0 then return letter .. " P " .. SQUARE_NAME[to] end
    return letter .. " " .. SQUARE_NAME[from] .. " " .. SQUARE_NAME[to]
  end

  ---The squares a move touches, as the notation names them: where it starts (none for a
  ---drop) and where it lands. What a page marks as the last move.
  ---@param m integer
  ---@return string[]
  local function squares(_, m)
    local to, from = band(m, 15), band(rshift(m, 4), 15)
    if from == 0 then return { SQUARE_NAME[to] } end
    return { SQUARE_NAME[from], SQUARE_NAME[to] }
  end

  ---Reads a move; nil and the rule that refuses it.
  ---@param st table
  ---@param text string
  ---@return integer|nil move
  ---@return string|nil why
  local function parse(st, text)
    local list, n = E.moves(st)
    if E.arrived(st) then return nil, "the game is over" end
    if n == 0 then return nil, "the game is over: no legal move is left" end
    local parts = util.split(text:upper(), "[%s,]+")
    if #parts ~= 3 then
      return nil, "expected PIECE FROM TO (L C3 C4) or PIECE P SQUARE to drop (C P A2)"
    end
    local t = TYPE_OF_LETTER[parts[1]]
    if not t then return nil, format("unknown piece '%s' (C chick, E elephant, G giraffe, L lion, H hen)", parts[1]) end
    local s, b = st.side, st.board
    local to = SQUARE_OF[parts[3]]
    if not to then return nil, format("'%s' is not a square (A1 to C4)", parts[3]) end
    if parts[2] == "P" then
      if t == LION then return nil, "a lion is never dropped" end
      if t == HEN then return nil, "a hen is never dropped (a captured hen is a chick in hand)" end
      if st.hand[(s - 1) * 3 + t] == 0 then return nil, format("no %s in your hand", T.KINDS[t]) end
      if b[to] ~= 0 then return nil, format("%s is occupied", parts[3]) end
      local wanted = to + code_of(s, t) * 256
      for i = 1, n do
        if list[i] == wanted then return wanted end
      end
      return nil, "that drop leaves your lion capturable"
    end
    local from = SQUARE_OF[parts[2]]
    if not from then return nil, format("'%s' is not a square (A1 to C4)", parts[2]) end
    local p = b[from]
    if p == 0 then return nil, format("no piece on %s", parts[2]) end
    if OWNER[p] ~= s then return nil, format("the piece on %s is not yours", parts[2]) end
    if type_of(p) ~= t then
      return nil, format("the piece on %s is %s, not %s", parts[2], A_NAME[type_of(p)], A_NAME[t])
    end
    if not REACH[(p * 16 + from) * 16 + to] then
      return nil, format("%s cannot move from %s to %s (it moves %s)", A_NAME[t], parts[2], parts[3], HOW[t])
    end
    if OWNER[b[to]] == s then return nil, format("%s is occupied by your own piece", parts[3]) end
    for i = 1, n do
      local m = list[i]
      if band(m, 15) == to and band(rshift(m, 4), 15) == from then return m end
    end
    return nil, "that move leaves your lion capturable"
  end

  local GLYPHS = { [0] = "." }
  for code = 1, 13 do
    if OWNER[code] then GLYPHS[code] = code > SECOND and LETTER[type_of(code)]:lower() or LETTER[type_of(code)] end
  end

  local function hand_text(st, side)
    local parts = {}
    for t = CHICK, GIRAFFE do
      for _ = 1, st.hand[(side - 1) * 3 + t] do
        parts[#parts + 1] = side == 1 and LETTER[t] or LETTER[t]:lower()
      end
    end
    return #parts > 0 and concat(parts, " ") or "-"
  end

  ---@param st table
  ---@return string
  local function show(st)
    return board.render(st.board, GLYPHS, { coordinates = true, notation = "A1" })
      .. format("hands: first %s, second %s\n", hand_text(st, 1), hand_text(st, 2))
      .. format("%s player (%s) to move\n", side_name(st.side), st.side == 1 and "upper case" or "lower case")
  end

  return {
    START = START,
    side_name = side_name,
    write_position = write_position,
    read_position = read_position,
    lion_capture = lion_capture,
    notate = notate,
    squares = squares,
    parse = parse,
    show = show,
  }
end

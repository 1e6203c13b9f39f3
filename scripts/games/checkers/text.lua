---Chinese checkers as text: moves (four digits, 2161), the board for a terminal and
---position text.
local errors_of = {
  format = "not a four-digit move (FROM TO, e.g. 2161)",
  board = "a cell outside the board (rows and columns 1 to 8)",
  start = "no piece of yours on the starting cell",
  ending = "the ending cell is not empty",
  rule = "the end cannot be reached by a step or a chain of jumps",
}

local SIDE_NAME = { "blue", "red" }
local MARK = { [0] = ".", "#", "O" }

---@param E table  core.lua
---@return table
return function(E)
  local X = { SIDE_NAME = SIDE_NAME, MARK = MARK }

  -- The legal moves of the last position judged, as a set: a front end or the
  -- conformance suite judges many lines in one position.
  local known_state, known_key, known_ply, known_set, known_pass
  local function legal_set(st)
    if st ~= known_state or st.key ~= known_key or st.ply ~= known_ply then
      local list, n = E.moves(st)
      known_set, known_pass = {}, n == 1 and list[1] == 0
      for i = 1, n do known_set[list[i]] = true end
      known_state, known_key, known_ply = st, st.key, st.ply
    end
    return known_set, known_pass
  end

  ---@param st table
  ---@param m integer
  ---@return string
  function X.notate(st, m)
    if m == 0 then return "pass" end
    return tostring(m)
  end

  ---The squares a move touches, its start cell and its end cell as the notation writes them
  ---("21", "61"); none for a pass. What a page marks as the last move.
  ---@param m integer
  ---@return string[]
  function X.squares(_, m)
    if m == 0 then return {} end
    return { tostring(math.floor(m / 100)), string.format("%02d", m % 100) }
  end

  ---Judges a line as a move for the player to move, in the order the course's program
  ---checks it. Returns the move, or nil and which check refused it: "format" (not four
  ---digits), "board" (a digit 0 or 9), "start" (no piece of the player's on the first
  ---cell), "ending" (the last cell is taken) or "rule".
  ---@param st table
  ---@param text string
  ---@return integer|nil
  ---@return string|nil
  function X.judge(st, text)
    text = text:match("^%s*(.-)%s*$")
    local legal, pass = legal_set(st)
    if text:lower() == "pass" then
      if pass then return 0 end
      return nil, "rule"
    end
    if not text:match("^[1-9]%d%d%d$") then return nil, "format" end
    local m = tonumber(text)
    local from, to = math.floor(m / 100), m % 100
    if not (E.is_cell[from] and E.is_cell[to]) then return nil, "board" end
    if st[from] ~= st.side then return nil, "start" end
    if st[to] ~= 0 then return nil, "ending" end
    if legal[m] then return m end
    return nil, "rule"
  end

  ---The words for a refusal `judge` gave.
  ---@param why string
  ---@return string
  function X.reason(why) return errors_of[why] end

  ---@param st table
  ---@param text string
  ---@return integer|nil
  ---@return string|nil
  function X.parse(st, text)
    local m, why = X.judge(st, text)
    if m then return m end
    if why == "rule" and text:match("^%s*[Pp][Aa][Ss][Ss]%s*$") then
      return nil, "you may pass only when no piece can move"
    end
    return nil, errors_of[why]
  end

  ---The board with row and column numbers: # blue, O red, . empty.
  ---@param st table
  ---@return string
  function X.grid(st)
    local lines = { "  1 2 3 4 5 6 7 8" }
    for r = 1, 8 do
      local row = { tostring(r) }
      for c = 1, 8 do row[#row + 1] = MARK[st[r * 10 + c]] end
      lines[#lines + 1] = table.concat(row, " ")
    end
    return table.concat(lines, "\n")
  end

  ---The board, and who is to move while the game goes on.
  ---@param st table
  ---@return string
  function X.show(st)
    if st.winner ~= 0 or st.ply >= E.plies then return X.grid(st) end
    return X.grid(st) .. "\n" .. SIDE_NAME[st.side] .. " (" .. MARK[st.side] .. ") to move"
  end

  ---Position text: the rows from the top, separated by '/', then who moves and how many
  ---moves were played: "###...../##....../#......./......../......../......./......OO/.....OOO blue 0"
  ---(a run of dots may be written as its length: "###5/##6/#7/8/8/7O/6OO/5OOO blue 0").
  ---@param st table
  ---@return string
  function X.write_position(st)
    local rows = {}
    for r = 1, 8 do
      local row = {}
      for c = 1, 8 do row[c] = MARK[st[r * 10 + c]] end
      rows[r] = table.concat(row)
    end
    return table.concat(rows, "/") .. " " .. SIDE_NAME[st.side] .. " " .. st.ply
  end

  ---@param text string
  ---@return table|nil
  ---@return string|nil
  function X.read_position(text)
    local rows_text, side, ply = text:match("^%s*(%S+)%s+(%a+)%s*(%d*)%s*$")
    if not rows_text then return nil, "expected ROWS SIDE [MOVES], e.g. '" .. X.START .. "'" end
    local st = E.new_state()
    local rows = {}
    for row in (rows_text .. "/"):gmatch("([^/]*)/") do rows[#rows + 1] = row end
    if #rows ~= 8 then return nil, "expected 8 rows separated by '/', found " .. #rows end
    for r = 1, 8 do
      local c = 0
      for ch in rows[r]:gmatch(".") do
        if ch:match("%d") then
          for _ = 1, tonumber(ch) do
            c = c + 1
            if c <= 8 then st[r * 10 + c] = 0 end
          end
        else
          c = c + 1
          local v = ch == "#" and 1 or (ch == "O" or ch == "o") and 2 or ch == "." and 0 or nil
          if not v then return nil, "row " .. r .. ": '" .. ch .. "' is not #, O, . or a number of empty cells" end
          if c <= 8 then st[r * 10 + c] = v end
        end
      end
      if c ~= 8 then return nil, "row " .. r .. " has " .. c .. " cells, not 8" end
    end
    side = side:lower()
    if side == "blue" then
      st.side = 1
    elseif side == "red" then
      st.side = 2
    else
      return nil, "expected 'blue' or 'red' to move, found '" .. side .. "'"
    end
    st.ply = tonumber(ply) or 0
    if st.ply > E.plies then return nil, "the game ends after " .. E.plies .. " moves" end
    if (st.ply % 2 == 1) ~= (st.side == 2) then
      return nil, "after " .. st.ply .. " moves it is " .. SIDE_NAME[st.ply % 2 + 1] .. " to move"
    end
    return E.finish(st)
  end

  X.START = "###...../##....../#......./......../......../.......O/......OO/.....OOO blue 0"
  return X
end

---Onitama as text: moves ("Tiger c1 c3", or "Crab pass" when no piece can move), the
---board (red plays from rank 1 at the bottom, blue from rank 5) and the cards.
---Every refusal says which rule refuses.
local bit = require "bit"
local board = require "hr.board"
local util = require "hr.util"
local cards = require "games.onitama.cards"

local band, rshift = bit.band, bit.rshift
local format, concat = string.format, table.concat

local SIDE = { "red", "blue" }
local GLYPHS = { [0] = ".", "r", "R", "b", "B" }

---@param E table  core.lua
return function(E)
  local geometry = board.new(5, 5)
  local NAME, SQUARE = {}, {}
  for sq = 1, 25 do
    NAME[sq] = board.square(geometry, sq, "a1")
    SQUARE[NAME[sq]] = sq
  end

  local function card_names(st, side)
    local names = {}
    for c = 1, 5 do
      if E.holder(st, c) == side then names[#names + 1] = st.cards[c].name end
    end
    return names
  end

  ---@param st table
  ---@param m integer
  ---@return string
  local function notate(st, m)
    local card = st.cards[band(m, 7)].name
    local from = band(rshift(m, 6), 31)
    if from == 0 then return card .. " pass" end
    return card .. " " .. NAME[from] .. " " .. NAME[band(rshift(m, 11), 31)]
  end

  ---The squares a move touches (where the piece starts and lands; none for a pass), as the
  ---notation names them. What a page marks as the last move.
  ---@param m integer
  ---@return string[]
  local function squares(_, m)
    local from = band(rshift(m, 6), 31)
    if from == 0 then return {} end
    return { NAME[from], NAME[band(rshift(m, 11), 31)] }
  end

  -- The card in `st` whose name starts `text` (any case), and the rest of the text.
  local function find_card(st, text)
    local lower = text:lower()
    local best, rest
    for c = 1, 5 do
      local name = st.cards[c].name:lower()
      if lower:sub(1, #name) == name and (#lower == #name or lower:sub(#name + 1, #name + 1):match("%s")) then
        if not best or #name > #st.cards[best].name then best, rest = c, text:sub(#name + 1) end
      end
    end
    return best, rest
  end

  ---Reads a move: CARD FROM TO, or CARD pass. nil and the rule that refuses it.
  ---@param st table
  ---@param text string
  ---@return integer|nil
  ---@return string|nil why
  local function parse(st, text)
    if E.winner(st) then return nil, "the game is over" end
    local s = st.side
    local mine = concat(card_names(st, s), " or ")
    text = util.trim(text)
    local c, rest = find_card(st, text)
    if not c then
      return nil, format("expected one of your cards (%s), then the piece's square and where it lands (%s c1 c2)",
        mine, card_names(st, s)[1])
    end
    local card = st.cards[c]
    if E.holder(st, c) ~= s then
      return nil, format("%s is not in your hand (yours: %s)", card.name, mine)
    end
    local words = util.split(rest:lower())
    local list, n = E.moves(st)
    local passing = band(rshift(list[1], 6), 31) == 0
    if #words == 1 and words[1] == "pass" then
      if not passing then return nil, "you can move a piece, so you may not pass" end
      for i = 1, n do
        if band(list[i], 7) == c then return list[i] end
      end
    end
    if passing then
      return nil, format("no piece of yours can move with either card: pass, giving one up (%s pass)", card.name)
    end
    if #words ~= 2 then
      return nil, format("expected the piece's square and where it lands after the card (%s c1 c2)", card.name)
    end
    local from, to = SQUARE[words[1]], SQUARE[words[2]]
    if not from then return nil, format("'%s' is not a square (a1 to e5)", words[1]) end
    if not to then return nil, format("'%s' is not a square (a1 to e5)", words[2]) end
    local b = st.board
    if b[from] == 0 then return nil, format("no piece on %s", words[1]) end
    if b[from] ~= E.STUDENT[s] and b[from] ~= E.MASTER[s] then
      return nil, format("the piece on %s is not yours", words[1])
    end
    if b[to] == E.STUDENT[s] or b[to] == E.MASTER[s] then
      return nil, format("%s holds your own piece", words[2])
    end
    for i = 1, n do
      local m = list[i]
      if band(m, 7) == c and band(rshift(m, 6), 31) == from and band(rshift(m, 11), 31) == to then return m end
    end
    local reach = {}
    local t = E.targets_of(card)[s]
    for k = 1, t.n[from] do reach[#reach + 1] = NAME[t.to[from * 32 + k]] end
    return nil, format("%s does not take the piece on %s to %s (from %s it goes to %s)", card.name, words[1],
      words[2], words[1], #reach > 0 and concat(reach, ", ") or "nowhere on the board")
  end

  -- A card's grid as its moves go on this board: red plays up it, so red's cards are as
  -- drawn; blue plays down it, so blue's cards turn around.
  -- Kept per card and side: the board is drawn after every move.
  local drawn = { setmetatable({}, { __mode = "k" }), setmetatable({}, { __mode = "k" }) }
  local function oriented(card, side)
    side = side == 2 and 2 or 1
    local grid = drawn[side][card]
    if grid then return grid end
    grid = cards.grid(card)
    if side == 2 then
      local turned = {}
      for r = 1, 5 do turned[r] = grid[6 - r]:reverse() end
      grid = turned
    end
    drawn[side][card] = grid
    return grid
  end

  ---The five cards as grids side by side, with their names and where they are: each as
  ---its moves go on the board shown (the card beside faces the player to move, who
  ---takes it next).
  local function card_lines(st)
    local columns = {}
    local order = {}
    for _, side in ipairs({ 2, 1, 0 }) do
      for c = 1, 5 do
        if E.holder(st, c) == side then order[#order + 1] = c end
      end
    end
    for _, c in ipairs(order) do
      local card = st.cards[c]
      local held = E.holder(st, c)
      local side = held == 0 and st.side or held
      local owner = held == 0 and "beside" or SIDE[held]
      columns[#columns + 1] = { title = card.name, owner = owner, grid = oriented(card, side) }
    end
    local width = 12
    for _, col in ipairs(columns) do width = math.max(width, #col.title + 1, #col.owner + 1) end
    local function pad(text) return text .. string.rep(" ", width - #text) end
    local lines = { "", "" }
    for r = 1, 5 do lines[r + 2] = "" end
    for _, col in ipairs(columns) do
      lines[1] = lines[1] .. pad(col.owner)
      lines[2] = lines[2] .. pad(col.title)
      for r = 1, 5 do lines[r + 2] = lines[r + 2] .. pad(col.grid[r]) end
    end
    for i = 1, #lines do lines[i] = lines[i]:gsub("%s+$", "") end
    return lines
  end

  ---@param st table
  ---@return string
  local function show(st)
    local text = board.render(st.board, GLYPHS, { coordinates = true, notation = "a1" })
    text = text .. concat(card_lines(st), "\n") .. "\n"
    text = text .. format("red holds %s; blue holds %s; %s is beside the board\n",
      concat(card_names(st, 1), " and "), concat(card_names(st, 2), " and "), st.cards[st.beside].name)
    local won = E.winner(st)
    if won then return text .. SIDE[won] .. " has won\n" end
    return text .. SIDE[st.side] .. " to move\n"
  end

  -- Position text: the board from rank 5 (blue's home row) down to rank 1, rows joined by
  -- "/", a digit for a run of empty squares (as chess FEN); the side to move; red's two
  -- cards; blue's two; the card beside the board. A space in a card's name is written "_",
  -- so that each of the five fields is one word:
  --   bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox
  local FIELDS = "the board (bbBbb/5/5/5/rrRrr), the side to move (red or blue), red's two cards, "
    .. "blue's two cards and the card beside the board, e.g. 'bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox'"
  local PIECE = { r = 1, R = 2, b = 3, B = 4 }

  local function card_word(card) return (card.name:gsub(" ", "_")) end

  ---@param st table
  ---@return string
  local function write_position(st)
    local rows = {}
    for r = 0, 4 do
      local row, empty = {}, 0
      for x = 1, 5 do
        local p = st.board[r * 5 + x]
        if p == 0 then
          empty = empty + 1
        else
          if empty > 0 then row[#row + 1] = tostring(empty) end
          row[#row + 1], empty = GLYPHS[p], 0
        end
      end
      if empty > 0 then row[#row + 1] = tostring(empty) end
      rows[#rows + 1] = concat(row)
    end
    local hands = { {}, {} }
    for c = 1, 5 do
      local w = E.holder(st, c)
      if w ~= 0 then hands[w][#hands[w] + 1] = card_word(st.cards[c]) end
    end
    return format("%s %s %s %s %s", concat(rows, "/"), SIDE[st.side], concat(hands[1], ","),
      concat(hands[2], ","), card_word(st.cards[st.beside]))
  end

  -- The board field as 25 squares, or nil and why.
  local function read_board(field)
    local rows = util.split(field, "/")
    if #rows ~= 5 then return nil, format("the board has 5 rows separated by '/', not %d ('%s')", #rows, field) end
    local b = board.new(5, 5)
    local count = { 0, 0, 0, 0 }
    for r = 1, 5 do
      local x = 0
      for ch in rows[r]:gmatch(".") do
        if ch:match("^[1-5]$") then
          for _ = 1, tonumber(ch) do
            x = x + 1
            if x <= 5 then b[(r - 1) * 5 + x] = 0 end
          end
        elseif PIECE[ch] then
          x = x + 1
          if x <= 5 then b[(r - 1) * 5 + x] = PIECE[ch] end
          count[PIECE[ch]] = count[PIECE[ch]] + 1
        else
          return nil, format("row %d of the board: '%s' is no piece"
            .. " (r R b B: red and blue students and masters; 1-5: empty squares)", r, ch)
        end
      end
      if x ~= 5 then return nil, format("row %d of the board ('%s') has %d squares, not 5", r, rows[r], x) end
    end
    for side = 1, 2 do
      local masters, students = count[E.MASTER[side]], count[E.STUDENT[side]]
      if masters > 1 then return nil, format("%s has %d masters (one at most)", SIDE[side], masters) end
      if students > 4 then return nil, format("%s has %d students (four at most)", SIDE[side], students) end
    end
    if count[E.MASTER[1]] + count[E.MASTER[2]] == 0 then return nil, "there is no master on the board" end
    return b
  end

  ---Reads position text (write_position's) with the cards of `set` (names in any case, "_"
  ---for a space). nil and why when it is not a position.
  ---@param text string
  ---@param set table[]  the card set
  ---@return table|nil state
  ---@return string|nil why
  local function read_position(text, set)
    if type(text) ~= "string" then return nil, "position text is text, not a " .. type(text) end
    local fields = util.split(text)
    if #fields ~= 5 then return nil, format("expected five fields, got %d: %s", #fields, FIELDS) end
    local b, why = read_board(fields[1])
    if not b then return nil, why end
    local side = ({ red = 1, blue = 2 })[fields[2]:lower()]
    if not side then return nil, format("'%s' is not a side to move (red or blue)", fields[2]) end
    local by_name = {}
    for _, card in ipairs(set) do by_name[card.name:lower():gsub(" ", "_")] = card end
    local five, where, seen = {}, {}, {}
    for i, holder in ipairs({ 1, 2, 0 }) do
      local words = util.split(fields[i + 2], ",")
      local want = holder == 0 and 1 or 2
      local whose = holder == 0 and "beside the board" or SIDE[holder] .. "'s hand"
      if #words ~= want or fields[i + 2]:find(",,") or fields[i + 2]:find("^,") or fields[i + 2]:find(",$") then
        return nil, format("expected %s card%s for %s, got '%s'", want == 1 and "one" or "two",
          want == 1 and "" or "s (A,B)", whose, fields[i + 2])
      end
      for _, word in ipairs(words) do
        local card = by_name[word:lower()]
        if not card then
          local known = {}
          for _, c in ipairs(set) do known[#known + 1] = card_word(c) end
          return nil, format("no card named '%s' in the set (%s)", word, concat(known, ", "))
        end
        if seen[card] then return nil, format("%s is dealt twice", card.name) end
        seen[card] = true
        local n = #five + 1
        five[n], where[n] = card, holder
      end
    end
    return E.from_parts(b, five, where, side)
  end

  return {
    SIDE = SIDE,
    write_position = write_position,
    read_position = read_position,
    NAME = NAME,
    SQUARE = SQUARE,
    notate = notate,
    squares = squares,
    parse = parse,
    show = show,
    card_names = card_names,
    card_lines = card_lines,
    oriented = oriented,
  }
end

---Dobutsu in the UCI dialect of Fairy-Stockfish (UCI_Variant dobutsu), so that an
---external engine can take a seat: positions as its FEN, moves as its move text.
---Its board has files a-c and ranks 1 (the first player's home row, our row 4) to 4;
---moves are b1b2, a promotion b3b4+, a drop C@b2.

local bit = require "bit"

local band, rshift = bit.band, bit.rshift

---@param X table  text.lua (write_position)
---@param notate fun(st: table, m: integer): string
---@param moves fun(st: table): integer[], integer  the legal moves (for SAN's disambiguation)
return function(X, notate, moves)
  -- history: the engine gets the start and every move since (`position fen START moves
  -- b2b3 ...`), so that it sees a repetition coming as the referee does
  local uci = { variant = "dobutsu", history = true }

  -- "C3" (our column and row, row 1 at the top) -> "c2"
  local function square(name)
    local file, row = name:match("^(%a)(%d)$")
    return file:lower() .. tostring(5 - tonumber(row))
  end

  ---The position as Fairy-Stockfish's FEN: "gle/1c1/1C1/ELG[] w - - 0 1".
  ---@param st table
  ---@return string
  function uci.position(st)
    local placement, hand, side = X.write_position(st):match("^(%S+)%[(.-)%]%s+(%a)$")
    if hand == "-" then hand = "" end
    return placement .. "[" .. hand .. "] " .. side .. " - - 0 1"
  end

  ---A legal move in the dialect.
  ---@param st table
  ---@param m integer
  ---@return string
  function uci.move(st, m)
    local piece, from, to = notate(st, m):match("^(%a) (%S+) (%S+)$")
    if from == "P" then return piece:upper() .. "@" .. square(to) end
    local text = square(from) .. square(to)
    local far_row = st.side == 1 and "1" or "4"
    if piece:upper() == "C" and to:sub(2) == far_row then text = text .. "+" end
    return text
  end

  ---A legal move as Fairy-Stockfish's SAN writes it (what its PGN and pychess-variants'
  ---hold): the piece's letter (H a hen), the from-square's file, rank or both when another
  ---piece of the same kind could go there too, x for a capture, the square, =H for a
  ---chick that promotes; a drop as C@b2.
  ---@param st table
  ---@param m integer
  ---@return string
  function uci.san(st, m)
    local piece, from, to = notate(st, m):match("^(%a) (%S+) (%S+)$")
    piece = piece:upper()
    if from == "P" then return piece .. "@" .. square(to) end
    local from_square = square(from)
    -- another piece of this kind that may go to the same square
    local same_file, same_rank, others = false, false, false
    local list, n = moves(st)
    for i = 1, n or #list do
      local other = list[i]
      if other ~= m then
        local p, f, t = notate(st, other):match("^(%a) (%S+) (%S+)$")
        if p:upper() == piece and f ~= "P" and t == to then
          others = true
          local sq = square(f)
          if sq:sub(1, 1) == from_square:sub(1, 1) then same_file = true end
          if sq:sub(2) == from_square:sub(2) then same_rank = true end
        end
      end
    end
    local which = ""
    if others then
      which = not same_file and from_square:sub(1, 1) or not same_rank and from_square:sub(2) or from_square
    end
    -- the move's captured piece and promotion, as the engine packs them (core.lua)
    local capture = band(rshift(m, 12), 15) ~= 0 and "x" or ""
    local promotion = band(rshift(m, 16), 1) == 1 and "=H" or ""
    return piece .. which .. capture .. square(to) .. promotion
  end

  ---Whether the engine's `text` names legal move `m`. Fairy-Stockfish 11.1 sometimes
  ---moves a chick to the far row without the "+", a choice Dobutsu does not have (a chick
  ---there always becomes a hen), so that text names the promotion too.
  ---@param st table
  ---@param m integer
  ---@param text string
  ---@return boolean
  function uci.names(st, m, text)
    local ours = uci.move(st, m)
    return ours == text or ours == text .. "+"
  end

  return uci
end

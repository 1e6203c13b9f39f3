---Dobutsu in the UCI dialect of Fairy-Stockfish (UCI_Variant dobutsu), so that an
---external engine can take a seat: positions as its FEN, moves as its move text.
---Its board has files a-c and ranks 1 (the first player's home row, our row 4) to 4;
---moves are b1b2, a promotion b3b4+, a drop C@b2.

---@param X table  text.lua (write_position)
---@param notate fun(st: table, m: integer): string
return function(X, notate)
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

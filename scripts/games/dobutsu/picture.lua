---Dobutsu shogi drawn as SVG (the contract's optional `picture`), for the replay page: the
---3 x 4 board as its players know it, each piece a tile with its letter and the dots of
---the steps it may take, the second player's tiles turned round, and the hands beside.
---It draws from the position text and the rules' steps, so a house rule's board and pieces
---draw as they are.
local concat, format = table.concat, string.format
local escape = require("hr.util").xml_escape
local board_squares = require "hr.picture"

local CELL, PAD = 64, 40 -- a square's size and the room for the hands above and below
local FILL = { "#f3e3b3", "#c9ddf2" } -- the first player's tiles, the second's

local KIND = { C = "chick", E = "elephant", G = "giraffe", L = "lion", H = "hen" }

-- A tile centred at (cx, cy): its letter, the dots of its steps (dy = -1 forward);
-- turned round for side 2.
local function tile(out, steps, letter, side, cx, cy, size)
  local half = size * 0.42
  out[#out + 1] = format('<g transform="translate(%g %g)%s">', cx, cy, side == 2 and " rotate(180)" or "")
  out[#out + 1] = format('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s" stroke="#6b5430"/>',
    -half, -half, 2 * half, 2 * half, size * 0.1, FILL[side])
  for _, step in ipairs(steps[KIND[letter]] or {}) do
    out[#out + 1] = format('<circle cx="%g" cy="%g" r="%g" fill="#b03a2e"/>', step[1] * half * 0.72,
      step[2] * half * 0.72, size * 0.04)
  end
  out[#out + 1] = format('<text y="%g" font-size="%g" text-anchor="middle" font-family="sans-serif"'
    .. ' font-weight="bold" fill="#3a2a10">%s</text></g>', size * 0.14, size * 0.4, escape(letter))
end

---@param X table  text.lua (write_position)
---@param rules table  the game's rules (their `steps`)
return function(X, rules)
  local steps = rules.steps
  ---@param st table
  ---@return string svg
  return function(st)
    local placement, hand, side = X.write_position(st):match("^(%S+)%[(.-)%]%s+(%a)$")
    local rows = {}
    for row in placement:gmatch("[^/]+") do rows[#rows + 1] = row end
    -- each row's squares: a digit for empty ones, a letter a piece, "+" before a hen's
    local squares = {}
    for y, row in ipairs(rows) do
      squares[y] = {}
      local promoted = false
      for ch in row:gmatch(".") do
        if ch:match("%d") then
          for _ = 1, tonumber(ch) do squares[y][#squares[y] + 1] = false end
        elseif ch == "+" then
          promoted = true
        else
          squares[y][#squares[y] + 1] = { letter = promoted and "H" or ch:upper(), owner = ch == ch:upper() and 1 or 2 }
          promoted = false
        end
      end
    end
    local width = #squares[1]
    local w, h = width * CELL, #rows * CELL
    local out = { format('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">',
      w, h + 2 * PAD, w, h + 2 * PAD) }
    -- squares named as the notation names them: A1 is the top left (the second player's side)
    local squares_of = { x = 0, y = PAD, size = CELL, columns = width, rows = #rows, stroke = "#6b5430",
      name = function(c, r) return string.char(64 + c) .. r end,
      fill = function() return "#e9d29a" end,
      column_label = function(c) return string.char(64 + c) end,
      row_label = function(r) return tostring(r) end }
    board_squares.squares(out, squares_of)
    for y, row in ipairs(squares) do
      for x, piece in ipairs(row) do
        if piece then tile(out, steps, piece.letter, piece.owner, (x - 0.5) * CELL, PAD + (y - 0.5) * CELL, CELL) end
      end
    end
    -- the hands: the first player's below the board, the second's above
    local held = { {}, {} }
    for letter in hand:gmatch("%a") do
      local owner = letter == letter:upper() and 1 or 2
      held[owner][#held[owner] + 1] = letter:upper()
    end
    for owner = 1, 2 do
      for i, letter in ipairs(held[owner]) do
        local cy = owner == 1 and PAD + h + PAD / 2 or PAD / 2
        tile(out, steps, letter, owner, (i - 0.5) * PAD, cy, PAD)
      end
    end
    board_squares.coordinates(out, squares_of)
    local turn = side == "w" and 1 or 2
    out[#out + 1] = format('<circle cx="%d" cy="%d" r="6" fill="#2e7d32"><title>%s to move</title></circle>',
      w - 10, turn == 1 and PAD + h + PAD / 2 or PAD / 2, turn == 1 and "first player" or "second player")
    out[#out + 1] = "</svg>"
    return concat(out, "\n")
  end
end

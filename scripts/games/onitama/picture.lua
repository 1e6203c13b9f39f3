---Onitama drawn as SVG (the contract's optional `picture`), for the replay page: the 5 x 5
---board with each side's students and master, blue's two cards above it, red's two below
---and the card beside the board at the side, each card's moves as the side holding it
---plays them (the grids of text.lua's `oriented`).
local concat, format = table.concat, string.format
local escape = require("hr.util").xml_escape
local board_squares = require "hr.picture"

local CELL, CARD_CELL = 56, 11 -- a board square; a square of a card's grid
local COLOUR = { "#c0392b", "#2e5f9e" } -- red, blue
local CARD_W, CARD_H = 5 * CARD_CELL + 16, 5 * CARD_CELL + 26

-- One card at (x, y): its name, then its grid ('X' the piece, 'x' where it may go).
local function card(out, name, grid, side, x, y)
  out[#out + 1] = format('<g transform="translate(%d %d)"><rect width="%d" height="%d" rx="6" fill="#fffaf0"'
    .. ' stroke="%s" stroke-width="2"/>', x, y, CARD_W, CARD_H, side and COLOUR[side] or "#888")
  out[#out + 1] = format('<text x="%d" y="14" font-size="11" text-anchor="middle" font-family="sans-serif">%s</text>',
    CARD_W / 2, escape(name))
  for r = 1, 5 do
    for c = 1, 5 do
      local mark = grid[r]:sub(c, c)
      local fill = mark == "X" and "#333" or mark == "x" and "#e3a21a" or "#f0e6d2"
      out[#out + 1] = format('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#ccc"/>',
        8 + (c - 1) * CARD_CELL, 20 + (r - 1) * CARD_CELL, CARD_CELL, CARD_CELL, fill)
    end
  end
  out[#out + 1] = "</g>"
end

---@param E table  core.lua (holder)
---@param X table  text.lua (oriented)
return function(E, X)
  ---@param st table
  ---@return string svg
  return function(st)
    local board_w = 5 * CELL
    local top = CARD_H + 12 -- blue's cards above the board
    local width, height = board_w + CARD_W + 24, top + board_w + CARD_H + 12
    local out = { format('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">',
      width, height, width, height) }
    -- the squares as the notation names them: a1 at the bottom left (red's side)
    local squares_of = { x = 0, y = top, size = CELL, columns = 5, rows = 5,
      name = function(c, r) return X.NAME[(r - 1) * 5 + c] end,
      fill = function(c, r) return c == 3 and (r == 1 or r == 5) and "#d9c9a3" or "#efe3c4" end,
      column_label = function(c) return string.char(96 + c) end,
      row_label = function(r) return tostring(6 - r) end }
    board_squares.squares(out, squares_of)
    for r = 0, 4 do
      for c = 0, 4 do
        local p = st.board[r * 5 + c + 1]
        if p ~= 0 then
          local side = p <= 2 and 1 or 2
          local master = p == 2 or p == 4
          out[#out + 1] = format('<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#222"/>', c * CELL + CELL / 2,
            top + r * CELL + CELL / 2, master and CELL * 0.4 or CELL * 0.3, COLOUR[side])
          if master then
            out[#out + 1] = format('<text x="%d" y="%d" font-size="18" text-anchor="middle" fill="#fff"'
              .. ' font-family="sans-serif" font-weight="bold">M</text>', c * CELL + CELL / 2,
              top + r * CELL + CELL / 2 + 6)
          end
        end
      end
    end
    board_squares.coordinates(out, squares_of)
    local placed = { 0, 0 }
    for c = 1, 5 do
      local held = E.holder(st, c)
      local name = st.cards[c].name
      if held == 0 then
        card(out, name, X.oriented(st.cards[c], st.side), nil, board_w + 16, top + board_w / 2 - CARD_H / 2)
      else
        local x = placed[held] * (CARD_W + 12)
        placed[held] = placed[held] + 1
        card(out, name, X.oriented(st.cards[c], held), held, x, held == 2 and 0 or top + board_w + 12)
      end
    end
    local won = E.winner(st)
    out[#out + 1] = format('<text x="%d" y="%d" font-size="13" font-family="sans-serif" fill="%s">%s</text>',
      board_w + 16, top + board_w / 2 + CARD_H / 2 + 20, COLOUR[won or st.side],
      won and (won == 1 and "red" or "blue") .. " has won" or (st.side == 1 and "red" or "blue") .. " to move")
    out[#out + 1] = "</svg>"
    return concat(out, "\n")
  end
end

---Board squares for a game's `picture` (require "hr.picture"): each square a rect that
---names itself (`data-square`, as the game's notation writes it), so that a page can mark
---the squares of the last move (the game's `squares` hook names them) and, later, take a
---click; and the coordinates in the squares' corners, as a player reads them on a board.
local format = string.format
local escape = require("hr.util").xml_escape

local picture = {}

---@class PictureGrid
---@field x number          the board's left edge
---@field y number          its top edge
---@field size number       a square's side
---@field columns integer
---@field rows integer
---@field name fun(column: integer, row: integer): string  the square's name (row 1 at the top)
---@field fill fun(column: integer, row: integer): string  its colour
---@field stroke? string    the lines between squares
---@field column_label? fun(column: integer): string  under the bottom row (default: none)
---@field row_label? fun(row: integer): string        beside the left column (default: none)

---Appends every square of the grid to `out`, each a rect with its `data-square` name.
---@param out string[]
---@param g PictureGrid
function picture.squares(out, g)
  for r = 1, g.rows do
    for c = 1, g.columns do
      out[#out + 1] = format('<rect data-square="%s" x="%g" y="%g" width="%g" height="%g" fill="%s" stroke="%s"/>',
        escape(g.name(c, r)), g.x + (c - 1) * g.size, g.y + (r - 1) * g.size, g.size, g.size, g.fill(c, r),
        g.stroke or "#7a6a4f")
    end
  end
end

---Appends the coordinates: each column's label in the bottom-right corner of its bottom
---square, each row's in the top-left corner of its left square (drawn after the pieces, so
---that a piece does not hide them).
---@param out string[]
---@param g PictureGrid
function picture.coordinates(out, g)
  local font = math.max(8, math.floor(g.size * 0.2))
  local function label(x, y, anchor, text)
    out[#out + 1] = format('<text x="%g" y="%g" font-size="%d" text-anchor="%s" font-family="sans-serif"'
      .. ' fill="#5a4a2f" pointer-events="none">%s</text>', x, y, font, anchor, escape(text))
  end
  if g.column_label then
    for c = 1, g.columns do
      label(g.x + c * g.size - 2, g.y + g.rows * g.size - 3, "end", g.column_label(c))
    end
  end
  if g.row_label then
    for r = 1, g.rows do label(g.x + 2, g.y + (r - 1) * g.size + font, "start", g.row_label(r)) end
  end
end

return picture

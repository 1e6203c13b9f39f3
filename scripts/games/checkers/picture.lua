---Chinese checkers on the 8 x 8 board drawn as SVG (the contract's optional `picture`),
---for the replay page: blue's pieces (#) and red's (O) on the board, whose corner
---triangles are the two sides' homes.
local concat, format = table.concat, string.format
local board_squares = require "hr.picture"

local CELL = 40
local COLOUR = { "#2e5f9e", "#c0392b" } -- blue, red
local NAME = { "blue", "red" }

---@param E table  core.lua (plies: the game's move limit)
return function(E)
  ---@param st table
  ---@return string svg
  return function(st)
    local size = 8 * CELL
    local out = { format('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">',
      size, size + 28, size, size + 28) }
    -- the cells as a move names them: row then column, 11 at the top left
    local cells = { x = 0, y = 0, size = CELL, columns = 8, rows = 8, stroke = "#b9a37a",
      name = function(c, r) return r .. c end,
      fill = function(c, r) return (r + c <= 4 or r + c >= 14) and "#efe3c4" or "#f8f1de" end,
      column_label = function(c) return tostring(c) end,
      row_label = function(r) return tostring(r) end }
    board_squares.squares(out, cells)
    for r = 1, 8 do
      for c = 1, 8 do
        -- the homes: blue's triangle at the top left, red's at the bottom right
        local home = (r + c <= 4) and COLOUR[1] or (r + c >= 14) and COLOUR[2] or nil
        if home then
          out[#out + 1] = format('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" opacity="0.12"'
            .. ' pointer-events="none"/>', (c - 1) * CELL, (r - 1) * CELL, CELL, CELL, home)
        end
        local p = st[r * 10 + c]
        if p ~= 0 then
          out[#out + 1] = format('<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#222"/>',
            (c - 1) * CELL + CELL / 2, (r - 1) * CELL + CELL / 2, CELL * 0.36, COLOUR[p])
        end
      end
    end
    board_squares.coordinates(out, cells)
    local text
    if st.winner ~= 0 then
      text = NAME[st.winner] .. " has won"
    elseif st.ply >= E.plies then
      text = "the game is over"
    else
      text = NAME[st.side] .. " to move"
    end
    out[#out + 1] = format('<text x="4" y="%d" font-size="14" font-family="sans-serif" fill="%s">%s</text>',
      size + 20, COLOUR[st.winner ~= 0 and st.winner or st.side], text)
    out[#out + 1] = "</svg>"
    return concat(out, "\n")
  end
end

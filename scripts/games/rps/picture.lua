---Rock-paper-scissors-with-bombs drawn as SVG (the contract's optional `picture`), for the
---replay page: the whole board as the referee sees it, each piece a tile in its player's
---colour with its letter (a joker shows what it stands for), and the pieces each player
---has lost beside. A replay shows everything; a seat's own view is the REPL's.
local E = require "games.rps.core"

local concat, format = table.concat, string.format
local board_squares = require "hr.picture"

local CELL = 36
local COLOUR = { "#2e5f9e", "#c0392b" }
local LETTER, J = E.LETTER, E.J

---@return fun(st: table): string
return function()
  ---@param st table
  ---@return string svg
  return function(st)
    local w, h = st.m * CELL, st.n * CELL
    local out = { format('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">',
      w, h + 52, w, h + 52) }
    -- the squares as a move names them: column then row, "1 1" at the top left
    local squares_of = { x = 0, y = 0, size = CELL, columns = st.m, rows = st.n, stroke = "#c9c1ad",
      name = function(x, y) return x .. " " .. y end,
      fill = function(x, y) return (x + y) % 2 == 0 and "#f4eedf" or "#ece3cc" end,
      column_label = function(x) return tostring(x) end,
      row_label = function(y) return tostring(y) end }
    board_squares.squares(out, squares_of)
    for y = 1, st.n do
      for x = 1, st.m do
        local px, py = (x - 1) * CELL, (y - 1) * CELL
        local c = E.cell_of(st, x, y)
        local o, k = st.owner[c], st.kind[c]
        if o ~= 0 then
          local label = LETTER[k] or "?"
          if k == J then label = "J" .. (LETTER[st.rep[c]] or "") end
          out[#out + 1] = format('<rect x="%d" y="%d" width="%d" height="%d" rx="5" fill="%s"/>', px + 3, py + 3,
            CELL - 6, CELL - 6, COLOUR[o])
          out[#out + 1] = format('<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#fff"'
            .. ' font-family="sans-serif" font-weight="bold">%s</text>', px + CELL / 2, py + CELL / 2 + 5,
            #label > 1 and 11 or 15, label)
        end
      end
    end
    board_squares.coordinates(out, squares_of)
    for s = 1, 2 do
      local lost = {}
      for i, k in ipairs(st.lost[s]) do lost[i] = LETTER[k] end
      out[#out + 1] = format('<text x="2" y="%d" font-size="13" font-family="sans-serif" fill="%s">player %d has'
        .. ' lost: %s</text>', h + 18 * s, COLOUR[s], s, #lost > 0 and concat(lost, " ") or "nothing")
    end
    out[#out + 1] = "</svg>"
    return concat(out, "\n")
  end
end

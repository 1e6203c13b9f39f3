---Bo Bing drawn as SVG (the contract's optional `picture`), for the replay page: the six
---dice of the last roll as they lie in the bowl (the fours and the one red, as on the
---dice families play with), and under them the table's state in words (`show`'s lines).
local concat, format = table.concat, string.format

local DIE, GAP = 48, 10
-- Where a face's pips sit, in thirds of the die.
local PIPS = {
  { { 2, 2 } },
  { { 1, 1 }, { 3, 3 } },
  { { 1, 1 }, { 2, 2 }, { 3, 3 } },
  { { 1, 1 }, { 3, 1 }, { 1, 3 }, { 3, 3 } },
  { { 1, 1 }, { 3, 1 }, { 2, 2 }, { 1, 3 }, { 3, 3 } },
  { { 1, 1 }, { 3, 1 }, { 1, 2 }, { 3, 2 }, { 1, 3 }, { 3, 3 } },
}

local escape = require("hr.util").xml_escape

---@param rolls table  rolls.lua (text: a roll as its six faces)
---@param show fun(st: table): string
return function(rolls, show)
  ---@param st table
  ---@return string svg
  return function(st)
    local lines = {}
    for line in show(st):gmatch("[^\n]+") do lines[#lines + 1] = line end
    local width = 6 * (DIE + GAP) + GAP
    local text_top = DIE + 2 * GAP + 16
    local height = text_top + 20 * #lines
    width = math.max(width, 560)
    local out = { format('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">',
      width, height, width, height) }
    out[#out + 1] = format('<rect x="0" y="0" width="%d" height="%d" rx="12" fill="#f6e7c8"/>',
      6 * (DIE + GAP) + GAP, DIE + 2 * GAP)
    if not st.last then
      -- before the first roll: the bowl says whose roll opens the game, not just nothing
      out[#out + 1] = format('<text x="%d" y="%d" font-size="15" text-anchor="middle" font-family="sans-serif"'
        .. ' fill="#7a5a2a">the bowl is empty: nobody has rolled yet</text>', (6 * (DIE + GAP) + GAP) / 2,
        GAP + DIE / 2 + 5)
    else
      local faces = {}
      for face in rolls.text(st.last.roll):gmatch("%d") do faces[#faces + 1] = tonumber(face) end
      for i, face in ipairs(faces) do
        local x, y = GAP + (i - 1) * (DIE + GAP), GAP
        out[#out + 1] = format('<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="#fff" stroke="#555"/>',
          x, y, DIE, DIE)
        local red = face == 4 or face == 1
        for _, pip in ipairs(PIPS[face] or {}) do
          out[#out + 1] = format('<circle cx="%g" cy="%g" r="%g" fill="%s"/>', x + pip[1] * DIE / 4,
            y + pip[2] * DIE / 4, face == 1 and DIE * 0.14 or DIE * 0.08, red and "#c0392b" or "#222")
        end
      end
    end
    for i, line in ipairs(lines) do
      out[#out + 1] = format('<text x="4" y="%d" font-size="14" font-family="sans-serif">%s</text>',
        text_top + (i - 1) * 20, escape(line))
    end
    out[#out + 1] = "</svg>"
    return concat(out, "\n")
  end
end

---Move cards from text files - the format Onitama players already use.
---
---A card file (Rabbit.txt) has six rows: the colour of the card's stamp (red or blue), then
---a 5x5 grid drawn for the player at the bottom moving up: '.' for a square, 'X' for the
---piece (the centre) and 'x' for each square it may move to. movecards.txt lists a set:
---the number of cards that will be used (N) on its first row, then one card name per row.
---As the course's program reads it, the set is the first N names: rows after them are not
---read (a player may keep spare names there), and fewer than N is a mistake.
---
---Every mistake is refused with the file, the line and what was expected.
local cards = {}

local format = string.format

-- Text from a file as a message shows it: control characters (a NUL, a tab) as \ddd.
local function visible(text)
  return (text:gsub("%c", function(c) return format("\\%03d", c:byte()) end))
end

-- Lines of a text file without the empty ones at its end; nil and why when it is missing.
local function lines_of(where, file)
  local files = require "hr.files" -- only the referee's (trusted) state reads card files
  local lines = files.lines(where .. file)
  if not lines then return nil end
  while #lines > 0 and lines[#lines]:match("^%s*$") do lines[#lines] = nil end
  return lines
end

---The 5x5 grid of a card as five strings (the card file's drawing).
---@param card {offsets: integer[][]}
---@return string[]
function cards.grid(card)
  local rows = {}
  for r = 1, 5 do rows[r] = { ".", ".", ".", ".", "." } end
  rows[3][3] = "X"
  for _, o in ipairs(card.offsets) do
    local r, c = 3 - o[2], 3 + o[1]
    if r >= 1 and r <= 5 and c >= 1 and c <= 5 then rows[r][c] = "x" end
  end
  for r = 1, 5 do rows[r] = table.concat(rows[r]) end
  return rows
end

---Reads one card. `where` is the files path of its folder, `shown` how messages name it.
---@param where string
---@param shown string
---@param name string
---@return table|nil card {name, stamp, offsets}
---@return string|nil why
function cards.read(where, shown, name)
  local file = shown .. name .. ".txt"
  local lines = lines_of(where, name .. ".txt")
  if not lines then return nil, file .. ": no such file" end
  return cards.parse(lines, file, name)
end

---A card from the lines of its file (without the empty lines at the end); `file` is how
---messages name it.
---@param lines string[]
---@param file string
---@param name string
---@return table|nil card {name, stamp, offsets}
---@return string|nil why
function cards.parse(lines, file, name)
  if #lines ~= 6 then
    return nil, format("%s: expected 6 rows (the stamp, then the 5 rows of the grid), found %d", file, #lines)
  end
  local stamp = lines[1]:match("^%s*(%a+)%s*$")
  stamp = stamp and stamp:lower()
  if stamp ~= "red" and stamp ~= "blue" then
    return nil, format("%s:1: the stamp is red or blue, not '%s'", file, visible(lines[1]))
  end
  local offsets, centre = {}, nil
  for r = 1, 5 do
    local row, line = lines[r + 1], r + 1
    if #row ~= 5 then
      return nil, format("%s:%d: expected 5 characters ('.', 'x' or 'X'), found %d", file, line, #row)
    end
    for c = 1, 5 do
      local ch = row:sub(c, c)
      if ch == "X" then
        if centre then
          return nil, format("%s:%d: a second X (the first is on line %d): one X marks the piece", file, line,
            centre[1])
        end
        centre = { line, c }
      elseif ch == "x" then
        offsets[#offsets + 1] = { c - 3, 3 - r }
      elseif ch ~= "." then
        return nil, format("%s:%d: unknown character '%s' in column %d (expected '.', 'x' or 'X')", file, line,
          visible(ch), c)
      end
    end
  end
  if not centre then return nil, format("%s: no X: one X marks the piece, in the centre (line 4, column 3)", file) end
  if centre[1] ~= 4 or centre[2] ~= 3 then
    return nil, format("%s:%d: the X stands in the centre (line 4, column 3), not in column %d", file, centre[1],
      centre[2])
  end
  if #offsets == 0 then return nil, format("%s: no x: the card moves the piece nowhere", file) end
  local signature = {}
  for i, o in ipairs(offsets) do signature[i] = o[1] .. "," .. o[2] end
  return { name = name, stamp = stamp, offsets = offsets, signature = table.concat(signature, ";") }
end

---Reads a card set: movecards.txt and every card it lists.
---@param where string  files path of the folder ("variants:onitama/", "cards:")
---@param shown string  the folder as messages name it
---@return table[]|nil cards
---@return string|nil why
function cards.read_set(where, shown)
  local list = shown .. "movecards.txt"
  local lines = lines_of(where, "movecards.txt")
  if not lines then return nil, list .. ": no such file" end
  local names, why = cards.parse_list(lines, list)
  if not names then return nil, why end
  local set = {}
  for i, name in ipairs(names) do
    local card, problem = cards.read(where, shown, name)
    if not card then return nil, problem .. format(" (listed on line %d of %s)", i + 1, list) end
    set[i] = card
  end
  return set
end

---The card names of a movecards.txt, from its lines (without the empty lines at the end);
---`list` is how messages name the file.
---@param lines string[]
---@param list string
---@return string[]|nil names
---@return string|nil why
function cards.parse_list(lines, list)
  if #lines == 0 then return nil, list .. ":1: expected the number of cards, found an empty file" end
  local count = tonumber(lines[1]:match("^%s*(%d+)%s*$") or "")
  if not count then
    return nil, format("%s:1: expected the number of cards, found '%s'", list, visible(lines[1]))
  end
  if #lines - 1 < count then
    return nil, format("%s:1: says %d cards, but lists %d", list, count, #lines - 1)
  end
  if count < 5 then return nil, format("%s:1: a game needs at least 5 cards, the set has %d", list, count) end
  local names, seen = {}, {}
  for i = 2, count + 1 do
    local name = lines[i]:match("^%s*(.-)%s*$")
    if name == "" then return nil, format("%s:%d: expected a card name, found an empty line", list, i) end
    if name:find("[/\\]") or name:find("%.%.") or name:find("%c") then
      return nil, format("%s:%d: a card name is a file name, without '/', '..' or control characters: '%s'",
        list, i, visible(name))
    end
    if seen[name:lower()] then
      return nil, format("%s:%d: %s is listed twice (also on line %d)", list, i, name, seen[name:lower()])
    end
    seen[name:lower()] = i
    names[#names + 1] = name
  end
  return names
end

return cards

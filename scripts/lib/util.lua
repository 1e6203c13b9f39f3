---Small helpers shared by the Lua library, games and bots (require "hr.util").
local type, pairs, next, tostring, sort = type, pairs, next, tostring, table.sort

local util = {}

---Text made safe inside XML or HTML (an SVG picture's <text>, an attribute): & < > " '
---as entities. Every text a game draws that came from outside its code (a card file's
---name, a player's name) goes through it: a replay page must never run what a name says.
---@param text string
---@return string
function util.xml_escape(text)
  return (tostring(text):gsub("[&<>\"']", { ["&"] = "&amp;", ["<"] = "&lt;", [">"] = "&gt;",
    ['"'] = "&quot;", ["'"] = "&#39;" }))
end

---Whether two plain values are equal, looking inside tables (metatables ignored).
---@param a any
---@param b any
---@return boolean
function util.deep_equal(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for k, v in pairs(a) do
    if not util.deep_equal(v, b[k]) then return false end
  end
  for k in pairs(b) do
    if a[k] == nil then return false end
  end
  return true
end

---A copy of a plain value; tables are copied all the way down (keeps metatables).
---@generic T
---@param value T
---@return T
function util.deep_copy(value)
  if type(value) ~= "table" then return value end
  local copy = {}
  for k, v in pairs(value) do copy[util.deep_copy(k)] = util.deep_copy(v) end
  return setmetatable(copy, getmetatable(value))
end

---The keys of a table, sorted (numbers before strings).
---@param t table
---@return any[]
function util.sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  sort(keys, function(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta < tb end
    return a < b
  end)
  return keys
end

---Splits text on a separator pattern (default: runs of white space), dropping empty parts.
---@param text string
---@param pattern? string
---@return string[]
function util.split(text, pattern)
  local parts = {}
  pattern = pattern or "%s+"
  local start = 1
  while true do
    local a, b = text:find(pattern, start)
    if not a then break end
    if a > start then parts[#parts + 1] = text:sub(start, a - 1) end
    start = b + 1
  end
  if start <= #text then parts[#parts + 1] = text:sub(start) end
  return parts
end

---Text without leading and trailing white space.
---@param text string
---@return string
function util.trim(text)
  return (text:gsub("^%s+", ""):gsub("%s+$", ""))
end

---Whether a table has no entries.
---@param t table
---@return boolean
function util.is_empty(t) return next(t) == nil end

-- A table's fields in the order they are shown: the array part, then the other keys sorted,
-- each as { label or nil, value }.
local function fields_of(value, depth)
  local list, n = {}, #value
  for i = 1, n do list[i] = { nil, value[i] } end
  for _, k in ipairs(util.sorted_keys(value)) do
    if not (type(k) == "number" and k >= 1 and k <= n and k % 1 == 0) then
      local key = type(k) == "string" and k:match("^[%a_][%w_]*$") and k or "[" .. util.show(k, depth + 1) .. "]"
      list[#list + 1] = { key, value[k] }
    end
  end
  return list
end

---A short text for any plain value, for messages (tables shown inline, four levels deep).
---@param value any
---@param depth? integer
---@return string
function util.show(value, depth)
  depth = depth or 0
  if type(value) == "string" then return string.format("%q", value) end
  if type(value) ~= "table" then return tostring(value) end
  if depth > 3 then return "{...}" end
  local parts = {}
  for i, field in ipairs(fields_of(value, depth)) do
    local text = util.show(field[2], depth + 1)
    parts[i] = field[1] and field[1] .. " = " .. text or text
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

---A value as the REPL prints it: inline when it fits in `width` columns, else a table a
---field a line, indented, each nested table inline again when it fits.
---@param value any
---@param width? integer  default 100
---@return string
function util.show_block(value, width)
  width = width or 100
  local function block(v, indent, depth, lead)
    local inline = util.show(v, depth)
    if type(v) ~= "table" or depth > 3 or #indent + #lead + #inline <= width then return inline end
    local lines, inner = { "{" }, indent .. "  "
    for _, field in ipairs(fields_of(v, depth)) do
      local label = field[1] and field[1] .. " = " or ""
      lines[#lines + 1] = inner .. label .. block(field[2], inner, depth + 1, label) .. ","
    end
    lines[#lines + 1] = indent .. "}"
    return table.concat(lines, "\n")
  end
  return block(value, "", 0, "")
end

---A value of numbers, strings, booleans and tables as a Lua expression that reads back
---equal (`load("return " .. text)`), at any depth: what a command's workers send back.
---Numbers keep every digit; a table that holds itself is refused.
---@param value any
---@return string
function util.literal(value)
  local open = {}
  local function write(v)
    local t = type(v)
    if t == "number" then
      if v ~= v then return "0/0" end
      if v == math.huge then return "1/0" end
      if v == -math.huge then return "-1/0" end
      return string.format("%.17g", v)
    end
    -- %q writes a line end as a backslash and the line end itself: one line is easier to read
    if t == "string" then return (string.format("%q", v):gsub("\n", "n")) end
    if t == "boolean" then return tostring(v) end
    if t ~= "table" then error("util.literal: a " .. t .. " has no literal", 3) end
    if open[v] then error("util.literal: a table that holds itself", 3) end
    open[v] = true
    -- the sequence part: 1..n with no gap (`#` of a table with holes may end past one)
    local parts, n = {}, 0
    while v[n + 1] ~= nil do n = n + 1 end
    for i = 1, n do parts[i] = write(v[i]) end
    for _, k in ipairs(util.sorted_keys(v)) do
      if not (type(k) == "number" and k >= 1 and k <= n and k % 1 == 0) then
        parts[#parts + 1] = "[" .. write(k) .. "]=" .. write(v[k])
      end
    end
    open[v] = nil
    return "{" .. table.concat(parts, ",") .. "}"
  end
  return write(value)
end

-- JSON text of a string, with what JSON must escape.
local function json_string(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    local named = { ['"'] = '\\"', ["\\"] = "\\\\", ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r" }
    return named[c] or string.format("\\u%04x", c:byte())
  end) .. '"'
end

---A value as JSON text, for scripts: a table with keys 1..n only is an array (an empty one
---too), any other an object with its keys sorted; a number that JSON cannot hold (inf,
---nan) is null.
---@param value any
---@return string
function util.json(value)
  local t = type(value)
  if t == "string" then return json_string(value) end
  if t == "number" then
    if value ~= value or value == math.huge or value == -math.huge then return "null" end
    if value % 1 == 0 and math.abs(value) < 2 ^ 53 then return string.format("%d", value) end
    return string.format("%.10g", value)
  end
  if t == "boolean" then return tostring(value) end
  if t ~= "table" then return "null" end
  local n, count = #value, 0
  for _ in pairs(value) do count = count + 1 end
  local parts = {}
  if count == n then
    for i = 1, n do parts[i] = util.json(value[i]) end
    return "[" .. table.concat(parts, ",") .. "]"
  end
  for _, k in ipairs(util.sorted_keys(value)) do
    parts[#parts + 1] = json_string(tostring(k)) .. ":" .. util.json(value[k])
  end
  return "{" .. table.concat(parts, ",") .. "}"
end

return util

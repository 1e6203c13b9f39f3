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

---A short text for any plain value, for messages and the REPL (tables shown inline).
---@param value any
---@param depth? integer
---@return string
function util.show(value, depth)
  depth = depth or 0
  if type(value) == "string" then return string.format("%q", value) end
  if type(value) ~= "table" then return tostring(value) end
  if depth > 3 then return "{...}" end
  local parts, n = {}, #value
  for i = 1, n do parts[#parts + 1] = util.show(value[i], depth + 1) end
  for _, k in ipairs(util.sorted_keys(value)) do
    if not (type(k) == "number" and k >= 1 and k <= n and k % 1 == 0) then
      local key = type(k) == "string" and k:match("^[%a_][%w_]*$") and k or "[" .. util.show(k, depth + 1) .. "]"
      parts[#parts + 1] = key .. " = " .. util.show(value[k], depth + 1)
    end
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

return util

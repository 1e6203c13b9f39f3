---What Tab offers at the REPL for Lua (require "hr.repl_complete"): globals, keywords,
---a table's fields after `.` and its methods after `:` (`string.fo`, `session:pl`),
---found through metatables' `__index` tables as a method call finds them. Nothing here
---runs the user's code: fields are read with rawget and `__index` functions are skipped,
---so completing a name never calls a metamethod.
local repl_complete = {}

local keywords = {
  "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
  "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
}

-- How many `__index` tables a lookup follows (a chain of classes; a loop ends here too).
local MAX_CHAIN = 8

-- The table a value's fields come from after `__index` (nil: none that is a table).
local function index_table(value)
  local mt = getmetatable(value)
  if type(mt) ~= "table" then return nil end
  local index = rawget(mt, "__index")
  return type(index) == "table" and index or nil
end

-- The host modules a table loads on first use (the global `hr`: its metatable's
-- `__modules`), or nil for any other value.
local function host_modules(value)
  local mt = getmetatable(value)
  local host = type(mt) == "table" and rawget(mt, "__modules")
  return type(host) == "table" and host or nil
end

-- The modules `hr.NAME` loads on first use: the host's and the library's files
-- (scripts/lib/NAME.lua).
local function hr_modules(host, out)
  for _, name in ipairs(host) do out[name] = true end
  local ok, files = pcall(require, "hr.files")
  for _, file in ipairs(ok and files.list("lib") or {}) do
    local name = file:match("^([%a_][%w_]*)%.lua$")
    if name then out[name] = true end
  end
end

-- A field as `value.key` finds it without calling anything but `require` for `hr.NAME`
-- (a module of ours, loaded as its first use would load it).
local function field(value, key)
  if host_modules(value) and rawget(value, key) == nil then
    local ok, module = pcall(require, "hr." .. key)
    return ok and module or nil
  end
  local t = type(value) == "table" and value or index_table(value)
  for _ = 1, MAX_CHAIN do
    if type(t) ~= "table" then return nil end
    local v = rawget(t, key)
    if v ~= nil then return v end
    t = index_table(t)
  end
  return nil
end

-- Every name `value.NAME` finds (functions only when `methods`).
local function names_of(value, methods, out)
  local host = host_modules(value)
  if host and not methods then hr_modules(host, out) end
  local seen = {}
  local t = type(value) == "table" and value or index_table(value)
  for _ = 1, MAX_CHAIN do
    if type(t) ~= "table" or seen[t] then break end
    seen[t] = true
    for key, v in next, t do
      if type(key) == "string" and key:match("^[%a_][%w_]*$") and (not methods or type(v) == "function") then
        out[key] = true
      end
    end
    t = index_table(t)
  end
  return out
end

---The candidates for a word being completed: each is the whole word (`string.format`).
---@param word string  the text from the start of the word to the cursor
---@param env? table   where globals are looked up (default _G)
---@return string[]
function repl_complete.lua(word, env)
  env = env or _G
  if not word:match("^[%a_][%w_.:]*$") then return {} end
  local path, separator, partial = word:match("^(.*)([.:])([%w_]*)$")
  local names = {}
  if not path then
    partial = word
    names_of(env, false, names)
    for _, k in ipairs(keywords) do names[k] = true end
  else
    if path:find(":") or path:sub(-1) == "." or path == "" then return {} end -- a:b.c is no name
    local value = env
    for name in path:gmatch("[^.]+") do
      value = field(value, name)
      if value == nil then return {} end
    end
    if type(value) ~= "table" and index_table(value) == nil then return {} end
    names_of(value, separator == ":", names)
  end
  local out = {}
  for name in pairs(names) do
    if name:sub(1, #partial) == partial then
      out[#out + 1] = (path and path .. separator or "") .. name
    end
  end
  table.sort(out)
  return out
end

return repl_complete

---A Hall of Fame in the user's data folder (require "hr.fame"): the best results of a
---game, ranked by a number (lower is better; the earlier result first on a tie), saved
---with an atomic write after every change, so that a crash or a full disk never loses it.
---A damaged file is reported, kept aside under another name once, and a new one begins.
---With a `player` field it ranks players, not results: each player holds one place, with
---their best result (the course's "top 10 players").
---
---The file is text: a comment line, then one entry per line, its fields separated by tabs,
---the number first.
local files = require "hr.files"
local util = require "hr.util"

local fame = {}

---@class Fame
---@field path string      where it lives ("onitama/halloffame.txt", in the user's folder)
---@field fields string[]  the names of the fields after the number
---@field limit integer    how many entries are kept
---@field entries table[]  best first: { score = n, <field> = text, ... }
---@field player string|nil the field naming a player, who then holds one place at most
local Fame = {}
Fame.__index = Fame

---Reads the entries of a Hall of Fame file; nil, "line N: ..." when the text is damaged.
---@param text string
---@param fields string[]
---@return table[]|nil entries
---@return string|nil why
function fame.parse(text, fields)
  local entries = {}
  local number = 0
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    number = number + 1
    if line ~= "" and not line:match("^#") then
      local parts = util.split(line, "\t")
      local score = tonumber(parts[1] or "")
      if #parts ~= #fields + 1 or not score or score < 0 or score % 1 ~= 0 then
        return nil, string.format("line %d: expected %d fields separated by tabs (a whole number, then %s)",
          number, #fields + 1, table.concat(fields, ", "))
      end
      local entry = { score = score }
      for i, field in ipairs(fields) do entry[field] = parts[i + 1] end
      entries[#entries + 1] = entry
    end
  end
  return entries
end

-- A name beside `path` for keeping a damaged file: NAME.damaged.txt, NAME.damaged-2.txt ...
local function aside(path)
  local stem = path:gsub("%.txt$", "")
  local candidate, n = stem .. ".damaged.txt", 1
  while files.exists("user:" .. candidate) do
    n = n + 1
    candidate = stem .. ".damaged-" .. n .. ".txt"
  end
  return candidate
end

---Loads the Hall of Fame (an empty one when there is no file yet). The second result is a
---warning for the user when the file was damaged: it is kept aside and a new one begins.
---@param path string
---@param fields string[]
---@param limit? integer  default 10
---@param player? string   the field naming a player: one place each (their best result)
---@return Fame
---@return string|nil warning
function fame.open(path, fields, limit, player)
  local self = setmetatable({ path = path, fields = fields, limit = limit or 10, entries = {}, player = player },
    Fame)
  local text = files.read("user:" .. path)
  if not text then return self end
  local entries, why = fame.parse(text, fields)
  if entries then
    -- A file written before players held one place each keeps each player's best (first).
    for _, e in ipairs(entries) do self:add(e) end
    return self
  end
  local kept = aside(path)
  local ok, failure = files.write("user:" .. kept, text)
  if not ok then
    -- Not even a copy could be made: leave the file alone and keep nothing new in it.
    self.read_only = true
    return self, string.format("the Hall of Fame %s is damaged (%s) and could not be kept aside (%s); "
      .. "it is left as it is and this session's results are not saved", path, why, failure)
  end
  -- The damaged file is replaced by an empty one at once: left in place, it would be kept
  -- aside again at every start until someone wins.
  local saved, problem = self:save()
  if not saved then
    return self, string.format("the Hall of Fame %s was damaged (%s); it is kept as %s, but a new one "
      .. "could not be written (%s)", path, why, kept, problem)
  end
  return self, string.format("the Hall of Fame %s was damaged (%s); it is kept as %s and a new one begins",
    path, why, kept)
end

---The place of the player that `entry` names, or nil (without a player field, always nil;
---a player is the same whatever the letters' case).
---@param entry table
---@return integer|nil
function Fame:place_of(entry)
  local key = self.player
  if not key then return nil end
  local who = tostring(entry[key] or ""):lower()
  for i, e in ipairs(self.entries) do
    if tostring(e[key] or ""):lower() == who then return i end
  end
end

---Adds a result when it is good enough. Returns its place (1 is best), or nil; with a
---player field, nil and the place of the player's own result when that is as good or better
---(the new one then replaces it only when it is better).
---@param entry table  { score = n, <field> = text, ... }
---@return integer|nil place
---@return integer|nil kept  the place of the player's better or equal result
function Fame:add(entry)
  local own = self:place_of(entry)
  if own then
    if self.entries[own].score <= entry.score then return nil, own end
    table.remove(self.entries, own)
  end
  local place = #self.entries + 1
  for i, e in ipairs(self.entries) do
    if entry.score < e.score then
      place = i
      break
    end
  end
  if place > self.limit then return nil end
  table.insert(self.entries, place, entry)
  while #self.entries > self.limit do self.entries[#self.entries] = nil end
  return place
end

---Saves with an atomic write. Returns true, or nil and why (the old file is then intact).
function Fame:save()
  if self.read_only then return nil, "the damaged file was left as it is" end
  local lines = { "# House Rules Hall of Fame: " .. table.concat({ "number", unpack(self.fields) }, ", ") }
  for _, e in ipairs(self.entries) do
    local parts = { tostring(e.score) }
    for _, field in ipairs(self.fields) do
      parts[#parts + 1] = (tostring(e[field] or ""):gsub("[\t\n]", " "))
    end
    lines[#lines + 1] = table.concat(parts, "\t")
  end
  return files.write("user:" .. self.path, table.concat(lines, "\n") .. "\n")
end

return fame

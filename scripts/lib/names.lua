---What a mistyped name is told: what exists, and the name meant where one is close
---(require "hr.names"). Every "unknown game / bot / variant / command" says it this way.
local names = {}

-- The edits (a letter added, dropped, changed, or two swapped) from `a` to `b`.
local function distance(a, b)
  local previous, before = {}, {}
  for j = 0, #b do previous[j] = j end
  for i = 1, #a do
    local row = { [0] = i }
    for j = 1, #b do
      local cost = a:byte(i) == b:byte(j) and 0 or 1
      row[j] = math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      if i > 1 and j > 1 and a:byte(i) == b:byte(j - 1) and a:byte(i - 1) == b:byte(j) then
        row[j] = math.min(row[j], before[j - 2] + 1)
      end
    end
    before, previous = previous, row
  end
  return previous[#b]
end

---The known names closest to `name`: those a few edits away (a third of its letters,
---at least one), or that it begins (case aside), nearest first.
---@param name string
---@param known string[]
---@return string[]
function names.closest(name, known)
  local lower = name:lower()
  local most = math.max(1, math.floor(#name / 3))
  local found = {}
  for _, k in ipairs(known) do
    local d = distance(lower, k:lower())
    if d > most and k:lower():sub(1, #lower) == lower and #lower >= 2 then d = most end
    if d <= most then found[#found + 1] = { name = k, d = d } end
  end
  table.sort(found, function(x, y) return x.d < y.d or (x.d == y.d and x.name < y.name) end)
  local out = {}
  for i, f in ipairs(found) do out[i] = f.name end
  return out
end

---"; did you mean 'alphabeta'?" when names in `known` are close to `name` (three at most),
---else "".
---@param name string
---@param known string[]
---@return string
function names.did_you_mean(name, known)
  local close = names.closest(tostring(name), known)
  if #close == 0 then return "" end
  return "; did you mean '" .. table.concat(close, "' or '", 1, math.min(#close, 3)) .. "'?"
end

---"unknown bot 'alfabeta'; did you mean 'alphabeta'? (bots: alphabeta, greedy, ...)"
---@param what string    "game", "bot", "variant of dobutsu", "command"...
---@param name string
---@param known string[] what exists, in the order to show it
---@param plural? string what `known` are called ("dobutsu's variants"; default `what` .. "s")
---@return string
function names.unknown(what, name, known, plural)
  local text = "unknown " .. what .. " '" .. tostring(name) .. "'" .. names.did_you_mean(name, known)
  plural = plural or what .. "s"
  if #known == 0 then return text .. " (there are no " .. plural .. ")" end
  return text .. " (" .. plural .. ": " .. table.concat(known, ", ") .. ")"
end

---names.did_you_mean with the known names as one text, a name a line (for C++ callers).
---@param name string
---@param lines string
---@return string
function names.did_you_mean_in_lines(name, lines)
  local known = {}
  for line in lines:gmatch("[^\n]+") do known[#known + 1] = line end
  return names.did_you_mean(name, known)
end

---names.unknown with the known names as one text, a name a line (for C++ callers).
---@param what string
---@param name string
---@param lines string
---@return string
function names.unknown_in_lines(what, name, lines)
  local known = {}
  for line in lines:gmatch("[^\n]+") do known[#known + 1] = line end
  return names.unknown(what, name, known)
end

return names

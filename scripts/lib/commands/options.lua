---Reading the options every game command shares (--variant, --option, --position,
-----seed) from the table the host passes, and setting up the session they describe.
local errors = require "hr.errors"
local rules = require "hr.rules"
local session = require "hr.session"

local options = {}

---The NAME=VALUE pairs of a repeatable option, as a table.
---@param list string[]|nil
---@param flag string  for messages
---@return table<string, string>
function options.pairs(list, flag)
  local out = {}
  for _, text in ipairs(list or {}) do
    local name, value = text:match("^([^=]+)=(.*)$")
    if not name then errors.usage("--" .. flag .. " expects NAME=VALUE, got '" .. text .. "'") end
    out[name] = value
  end
  return out
end

-- The largest seed a command line takes as a number (as the C++ commands do): every whole
-- number up to it is exact in a double.
local MAX_SEED = 2 ^ 53

---A whole number in [lo, hi] from the text of an option; a user error names the range.
---@param text string|nil
---@param flag string
---@param lo number
---@param hi number
---@param default any  what an option not given stands for
function options.integer_in(text, flag, lo, hi, default)
  if text == nil then return default end
  local n = tonumber(text)
  if not n or n % 1 ~= 0 or n < lo or n > hi then
    errors.usage(string.format("--%s expects a whole number from %d to %d, got '%s'", flag, lo, hi, text))
  end
  return n
end

---The seed an option gives, or `default` when it is not given.
---@param list string[]|nil  the option's values (the last counts)
---@param default any
function options.seed(list, default)
  return options.integer_in(list and list[#list], "seed", 0, MAX_SEED, default)
end

---A time in milliseconds from an option, more than 0; `default` when it is not given.
---@param list string[]|nil  the option's values (the last counts)
---@param flag string
---@param default number
function options.milliseconds(list, flag, default)
  local text = list and list[#list]
  if text == nil then return default end
  local n = tonumber(text)
  if not n or n ~= n or n <= 0 or n == math.huge then
    errors.usage(string.format("--%s expects milliseconds (a number above 0), got '%s'", flag, text))
  end
  return n
end

---The options of a game as its classic program plays it: the additions for bots (a draw
---by repetition or after a number of moves, options with a `classic` value) are off unless
---the player gave them. For the classic front ends (Onitama's menu, the RPS referee).
---@param game Game
---@param given table<string, string>
---@return table<string, string>
function options.classic(game, given)
  local out = {}
  for name, value in pairs(given) do out[name] = value end
  for _, o in ipairs(game.info.options or {}) do
    if o.classic ~= nil and out[o.name] == nil then out[o.name] = tostring(o.classic) end
  end
  return out
end

---Loads the game the arguments name and starts a session on it.
---@param name string
---@param a table  the arguments table from the host
---@return Game, Session
function options.open(name, a)
  local game = rules.load(name, a.variant)
  local s = session.new(game, {
    options = options.pairs(a.option, "option"),
    position = a.position and a.position[#a.position] or nil,
    seed = options.seed(a.seed, 0),
  })
  return game, s
end

return options

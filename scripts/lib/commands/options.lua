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
    if not name then errors.user("--" .. flag .. " expects NAME=VALUE, got '" .. text .. "'") end
    out[name] = value
  end
  return out
end

---A whole number from the text of an option.
---@param text string|nil
---@param flag string
---@param default number
function options.integer(text, flag, default)
  if text == nil then return default end
  local n = tonumber(text)
  if not n or n % 1 ~= 0 then errors.user("--" .. flag .. " expects a whole number, got '" .. text .. "'") end
  return n
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
    seed = options.integer(a.seed and a.seed[#a.seed], "seed", 0),
  })
  return game, s
end

return options

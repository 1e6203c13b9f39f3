---A bot's settings from its declared options (require "hr.bot_options"): `bot.info.options`
---lists each with its default, and the user's `--bot-option K=V` values (text) replace
---them. A name the bot does not declare, or a value of the wrong kind, is a user error
---(one line, no traceback) that names the bot, the option and what it takes.
local errors = require "hr.errors"
local naming = require "hr.names"
local format = string.format

local bot_options = {}

---The names in `values` that `info` declares no option of that type for (a game's
---`search_settings` are checked against the search's options with it), in sorted order.
---@param info {options: {name: string, default: any}[]}
---@param values table<string, any>
---@return any[]
function bot_options.undeclared(info, values)
  local kind, wrong = {}, {}
  for _, option in ipairs(info.options) do kind[option.name] = type(option.default) end
  for name, value in pairs(values) do
    if kind[name] == nil or kind[name] ~= type(value) then wrong[#wrong + 1] = name end
  end
  table.sort(wrong, function(a, b) return tostring(a) < tostring(b) end)
  return wrong
end

---@param info {name: string, options: {name: string, default: any, choices: string[]|nil}[]}
---  (`choices`: the values the option may take, as text, for a number too)
---@param given table<string, string>|nil  the user's values, as text
---@param defaults? table<string, any>       values that replace the declared defaults (a
---                                          game's own, as `search_settings`); the user's
---                                          values still come first
---@return table<string, any> settings     every declared option, with its value
function bot_options.read(info, given, defaults)
  local settings, declared, names = {}, {}, {}
  for _, option in ipairs(info.options) do
    settings[option.name] = option.default
    declared[option.name] = option
    names[#names + 1] = option.name
  end
  local wrong = bot_options.undeclared(info, defaults or {})[1]
  if wrong then
    error(format("a default for %s that it has no %s option for: '%s'", info.name, type(defaults[wrong]),
      tostring(wrong)), 2)
  end
  for name, value in pairs(defaults or {}) do settings[name] = value end
  for name, value in pairs(given or {}) do
    local option = declared[name]
    if not option then
      errors.user(format("%s has no option '%s'%s (%s)", info.name, name, naming.did_you_mean(name, names),
        table.concat(names, ", ")))
    end
    if option.choices then
      local allowed = false
      for _, choice in ipairs(option.choices) do allowed = allowed or tostring(choice) == tostring(value) end
      if not allowed then
        errors.user(format("%s option %s is %s, got '%s'", info.name, name, table.concat(option.choices, " or "),
          tostring(value)))
      end
    end
    if type(option.default) == "number" then
      local number = tonumber(value)
      if not number then
        errors.user(format("%s option %s expects a number, got '%s'", info.name, name, tostring(value)))
      end
      settings[name] = number
    else
      settings[name] = value
    end
  end
  return settings
end

return bot_options

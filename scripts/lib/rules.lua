---Loading games with their house rules, and reading option values (require "hr.rules").
local contract = require "hr.contract"
local errors = require "hr.errors"
local naming = require "hr.names"

local rules = {}

local function copy_table(t)
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

-- A copy a variant may change freely: its own table, info and options list.
local function copy_game(game)
  local c = copy_table(game)
  c.info = copy_table(game.info)
  local options = {}
  for i, option in ipairs(game.info.options or {}) do options[i] = copy_table(option) end
  c.info.options = options
  return c
end

-- The names `list` gives, or none where it cannot be read (hr.files is not in a bot's
-- sandbox: the referee has told the user already).
local function listed(list, ...)
  local ok, known = pcall(list, ...)
  return ok and known or {}
end

-- The module `name`; a user error from `unknown()` when there is no such module.
local function load_module(name, unknown)
  local ok, module = pcall(require, name)
  if ok then return module end
  if type(module) == "string" and module:find("module '" .. name .. "' not found", 1, true) then
    errors.user(unknown())
  end
  error(module, 0)
end

---Loads a game and applies its variants in the order given.
---@param name string        a game name: scripts/games/<name>.lua (or a user folder's games/)
---@param variants? string[] variant names: variants/<game>/<variant>.lua
---@return Game
function rules.load(name, variants)
  if type(name) ~= "string" or not name:match("^[%w_%-]+$") then
    errors.user("'" .. tostring(name) .. "' is not a game name")
  end
  local base = load_module("games." .. name, function()
    return naming.unknown("game", name, listed(rules.games))
  end)
  local game, why = contract.check(base, "games/" .. name .. ".lua")
  if not game then error(why, 0) end
  game = copy_game(game)
  local applied = {}
  for _, variant in ipairs(variants or {}) do
    if not variant:match("^[%w_%-]+$") then errors.user("'" .. variant .. "' is not a variant name") end
    local change = load_module("variants." .. name .. "." .. variant, function()
      return naming.unknown("house rule", variant, listed(rules.variants, name), "house rules of " .. name)
        .. "; a house rule is variants/" .. name .. "/NAME.lua"
    end)
    if type(change) ~= "function" then
      error("variants/" .. name .. "/" .. variant .. ".lua must return a function from a game to a game", 0)
    end
    local changed = change(copy_game(game))
    game, why = contract.check(changed, "variant " .. variant)
    if not game then error(why, 0) end
    applied[#applied + 1] = variant
  end
  game.variants = applied
  return game
end

local TRUE = { ["true"] = true, yes = true, on = true, ["1"] = true }
local FALSE = { ["false"] = true, no = true, off = true, ["0"] = true }

---Option values for a game: the defaults, overridden by `given` (texts or values).
---@param game Game
---@param given? table<string, any>
---@return table|nil options
---@return string|nil why
function rules.options(game, given)
  local declared, values = {}, {}
  local names = {}
  for _, option in ipairs(game.info.options or {}) do
    declared[option.name] = option
    values[option.name] = option.default
    names[#names + 1] = option.name
  end
  for name, value in pairs(given or {}) do
    local option = declared[name]
    if not option then
      return nil, "unknown option '" .. tostring(name) .. "' for " .. game.info.name .. naming.did_you_mean(name, names)
        .. (#names > 0 and " (options: " .. table.concat(names, ", ") .. ")" or " (it has no options)")
    end
    local kind = type(option.default)
    if type(value) == "string" and kind ~= "string" then
      if kind == "number" then
        local n = tonumber(value)
        if not n then return nil, "option " .. name .. " expects a number, got '" .. value .. "'" end
        value = n
      elseif kind == "boolean" then
        if TRUE[value:lower()] then
          value = true
        elseif FALSE[value:lower()] then
          value = false
        else
          return nil, "option " .. name .. " expects true or false, got '" .. value .. "'"
        end
      end
    elseif type(value) ~= kind then
      return nil, "option " .. name .. " expects a " .. kind .. ", got a " .. type(value)
    end
    if kind == "number" then
      local bad = value ~= value or (option.whole and value % 1 ~= 0)
        or (option.min and value < option.min) or (option.max and value > option.max)
      if bad then
        local range = option.min and option.max and (" from " .. option.min .. " to " .. option.max)
          or option.min and (" of " .. option.min .. " or more") or option.max and (" of " .. option.max .. " at most")
          or ""
        return nil, string.format("option %s expects a %s%s, got %s", name, option.whole and "whole number" or "number",
          range, tostring(given[name]))
      end
    end
    values[name] = value
  end
  return values
end

---The games that can be loaded (from every script folder), sorted.
---@return string[]
function rules.games()
  local files = require "hr.files"
  local names, seen = {}, {}
  for _, entry in ipairs(files.list("scripts:games") or {}) do
    local name = entry:match("^([%w_%-]+)%.lua$") or entry:match("^([%w_%-]+)/$")
    if name and not seen[name] then
      seen[name] = true
      names[#names + 1] = name
    end
  end
  table.sort(names)
  return names
end

---The bots that can be named (scripts/bots, and bots/ in every script folder), sorted;
---with `game`, only those that play it (a bot made for some games lists them in
---`info.games`, as rps_hunter does).
---@param game? string
---@return string[]
function rules.bots(game)
  local files = require "hr.files"
  local names, seen = {}, {}
  for _, entry in ipairs(files.list("scripts:bots") or {}) do
    local name = entry:match("^([%w_%-]+)%.lua$")
    if name and not seen[name] then
      seen[name] = true
      local plays = true
      if game then
        local ok, bot = pcall(require, "bots." .. name)
        local games = ok and type(bot) == "table" and type(bot.info) == "table" and bot.info.games
        if type(games) == "table" then
          plays = false
          for _, g in ipairs(games) do plays = plays or g == game end
        end
      end
      if plays then names[#names + 1] = name end
    end
  end
  table.sort(names)
  return names
end

---What a user is told of a bot name that names no bot: the bots there are, and the one
---meant where one is close.
---@param name string
---@return string
function rules.unknown_bot(name)
  return naming.unknown("bot", name, rules.bots()) .. "; a bot is scripts/bots/NAME.lua or a file path"
end

---The variants shipped for a game, sorted.
---@param game string
---@return string[]
function rules.variants(game)
  local files = require "hr.files"
  local names = {}
  for _, entry in ipairs(files.list("variants:" .. game) or {}) do
    local name = entry:match("^([%w_%-]+)%.lua$")
    if name then names[#names + 1] = name end
  end
  table.sort(names)
  return names
end

---A list of names, a line each, for the shell's completion (houserules --complete): "games",
---"bots" (those that play `game`, when one is given) or "variants" (of `game`).
---@param kind "games"|"bots"|"variants"
---@param game? string  "" or nil for none
---@return string
function rules.names_text(kind, game)
  if game == "" then game = nil end
  local list
  if kind == "games" then
    list = rules.games()
  elseif kind == "bots" then
    list = rules.bots(game)
  elseif kind == "variants" and game and game:match("^[%w_%-]+$") then
    list = rules.variants(game)
  else
    list = {}
  end
  return table.concat(list, "\n")
end

return rules

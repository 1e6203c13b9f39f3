---The other side of a bot seat: runs inside the bot's own (sandboxed) Lua state, loads
---the game with the same variants and the bot, and asks the bot for moves
---(require "hr.bot_host"; the host calls `start` once and `choose` for every move).
local rules = require "hr.rules"
local errors = require "hr.errors"
local rng_module = require "hr.rng"

local host = {}

local game, bot, rng, seat

---Returns whether the bot has an `observe` hook.
---@param spec {game: string, variants: string[], bot: string|nil, module: table|nil, seat: integer, seed: number, options: table<string, string>}
function host.start(spec)
  game = rules.load(spec.game, spec.variants)
  if spec.module then
    bot = spec.module
  else
    local ok, loaded = pcall(require, "bots." .. spec.bot)
    if not ok then
      if tostring(loaded):find("module 'bots." .. spec.bot .. "' not found", 1, true) then
        errors.user("unknown bot '" .. spec.bot .. "' (scripts/bots/" .. spec.bot .. ".lua or a file path)")
      end
      error(loaded, 0)
    end
    bot = loaded
  end
  if type(bot) ~= "table" or type(bot.choose) ~= "function" then
    errors.user("a bot is a module with choose(game, view, clock, rng)")
  end
  rng = rng_module.new(spec.seed)
  seat = spec.seat
  if bot.new_game then
    bot.new_game(game, seat, spec.options or {})
  elseif spec.options and next(spec.options) then
    errors.user("this bot takes no options")
  end
  return bot.observe ~= nil
end

---@param view any
---@param clock userdata
function host.choose(view, clock)
  return bot.choose(game, view, clock, rng)
end

---@param view any        the seat's view after the move
---@param last_move string the move's text (game.notate), a chance outcome's too
function host.observe(view, last_move)
  if bot.observe then bot.observe(view, last_move) end
end

return host

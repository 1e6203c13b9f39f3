---The other side of a bot seat: runs inside the bot's own (sandboxed) Lua state, loads
---the game with the same variants and the bot, and asks the bot for moves
---(require "hr.bot_host"; the host calls `load_game`, then `start_bot`, once, `place`
---before the first move when the game lets the seat set up its pieces, and `choose` for
---every move).
local rules = require "hr.rules"
local errors = require "hr.errors"
local bot_options = require "hr.bot_options"
local rng_module = require "hr.rng"

local host = {}

local game, game_options, bot, rng, seat

---Loads the game, with its variants, into the bot's state (the game's scripts: a failure
---here is the game's, not the bot's), and reads its options as the referee does.
---@param spec {game: string, variants: string[], options: table<string, string>}
function host.load_game(spec)
  game = rules.load(spec.game, spec.variants)
  -- (the referee has checked them: a game that reads them otherwise gets none)
  game_options = rules.options(game, spec.options) or {}
end

---Whether the bot offers the options the user gave it: nil, or what is wrong (in words).
---Only the bot's declaration (bot.info.options) is read, never its code.
local function option_problem(spec)
  local given = spec.options
  if not given or next(given) == nil then return nil end
  local info = type(bot.info) == "table" and bot.info or nil
  if info and type(info.options) == "table" then
    local ok, why = pcall(bot_options.read, info, given)
    if not ok then
      if errors.is_user(why) then return why.user_error end
      error(why, 0) -- a declaration that breaks the reader is the bot's own failure
    end
  elseif not bot.new_game then
    return "this bot takes no options"
  end
  return nil
end

---Starts the bot: its module (already loaded from a file, or required by name) and its
---new_game. Returns which hooks it has beside choose ({observe = bool, place = bool}); or
---nil and what is wrong with the user's options for it. Anything the bot's own code
---raises is the bot's failure.
---@param spec {bot: string?, module: table?, seat: integer, seed: number, options: table<string, string>, view: any}
function host.start_bot(spec)
  bot = spec.module or require("bots." .. spec.bot)
  if type(bot) ~= "table" or type(bot.choose) ~= "function" then
    error("a bot is a module with choose(game, view, clock, rng)", 0)
  end
  local problem = option_problem(spec)
  if problem then return nil, problem end
  rng = rng_module.new(spec.seed)
  seat = spec.seat
  if bot.new_game then bot.new_game(game, seat, spec.options or {}, spec.view, game_options) end
  return { observe = bot.observe ~= nil, place = bot.place ~= nil }
end

---@param view any
---@param clock Clock
function host.choose(view, clock)
  return bot.choose(game, view, clock, rng)
end

---The bot's own set-up before the first move: the text of a position file.
---@param view any  what the seat sees as it sets up (game.placement)
---@param clock Clock
function host.place(view, clock)
  return bot.place(view, rng, clock)
end

---@param view any        the seat's view after the move
---@param last_move string the move's text (game.notate), a chance outcome's too
function host.observe(view, last_move)
  if bot.observe then bot.observe(view, last_move) end
end

return host

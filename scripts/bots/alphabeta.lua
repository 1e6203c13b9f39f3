---Alpha-beta search for any game of the contract: the engine is hr.search (scripts/lib/
---search.lua, which says what it does); this bot is the contract's seat for it, with the
---game's own `evaluate` and `forcing`. A bot of a game's own reuses the same search with
---its evaluation or move ordering: search.new(game, seat, settings, { evaluate = ... }).
---
---Its options (--bot-option NAME=VALUE, or alphabeta:NAME=VALUE) are the search's:
---search.OPTIONS in scripts/lib/search.lua lists each with its default and what it does
---(docs/writing-a-bot.md tells what each was measured to be worth). A game may replace
---some defaults with its own (`search_settings`: Onitama orders forcing moves first; it
---and Dobutsu reduce late moves more, prune by reverse futility and start their last
---iteration later).
local bot_options = require "hr.bot_options"
local search = require "hr.search"

local bot = {}

bot.info = {
  name = "alphabeta",
  help = "iterative-deepening alpha-beta with a transposition table",
  options = search.OPTIONS,
}

local searcher

---Called before the first move of each game.
---@param game Game
---@param my_seat integer
---@param options table<string, string>
---@param start? any  the seat's view of the start, when the host gives it (a match does)
---@param game_options? table  the game's options as this game plays them (its repetition rule)
function bot.new_game(game, my_seat, options, start, game_options)
  -- the game's own defaults for its searches (measured by matches), then the user's
  local settings = bot_options.read(bot.info, options, game.search_settings)
  search.warm_up(game, settings, settings.warmup / 1000, start)
  if searcher and searcher.game == game then
    searcher.settings = settings
  else
    searcher = search.new(game, my_seat, settings)
  end
  searcher:new_game(my_seat, game_options)
  if start ~= nil then searcher:seen(start) end
end

---After every move of the game (the view after it): the searcher counts the positions,
---so that it sees a repetition of the game's positions as the draw it is.
---@param view any
function bot.observe(view)
  if searcher then searcher:seen(view) end
end

---What the last search found: depth, value, nodes, seconds, best move.
bot.last = {}

---@param game Game
---@param view any     the position (for games without hidden information, the state)
---@param clock Clock
---@param rng Rng
function bot.choose(game, view, clock, rng)
  if not searcher or searcher.game ~= game then -- when new_game was not called
    searcher = search.new(game, nil, bot_options.read(bot.info, nil, game.search_settings))
  end
  local move, report = searcher:choose(view, clock, rng)
  bot.last = searcher.last
  return move, report
end

return bot

---Alpha-beta search for any game of the contract: the engine is hr.search (scripts/lib/
---search.lua, which says what it does); this bot is the contract's seat for it, with the
---game's own `evaluate` and `forcing`. A bot of a game's own reuses the same search with
---its evaluation or move ordering: search.new(game, seat, settings, { evaluate = ... }).
---
---Options (--bot-option NAME=VALUE): depth (the deepest iteration, default 64),
---tt (the transposition table's largest size in entries, default 1000000; it is sized
---from the move's time at the first move: memory touched for the first time costs time),
---use (the share of the move's time it may use, default 0.9), window (the aspiration
---window on each side of the last iteration's value, in `evaluate`'s units, default 50;
---0 turns it off), pvs (null windows after the first move, default 1; 0: off), lmr (late
---quiet moves - not forcing, not killers - searched a ply shallower first, default 1),
---quiesce (how many plies of forcing moves - captures, wins, as the game's
---`forcing` says - it searches past the depth before it evaluates, default 8; 0: none),
---warmup (milliseconds of a throwaway search from the start as each game begins, so that
---its first moves run compiled code, default 300; 0: none).
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
function bot.new_game(game, my_seat, options, start)
  local settings = bot_options.read(bot.info, options)
  search.warm_up(game, settings, settings.warmup / 1000, start)
  if searcher and searcher.game == game then
    searcher.settings = settings
    searcher:new_game(my_seat)
  else
    searcher = search.new(game, my_seat, settings)
  end
end

---What the last search found: depth, value, nodes, seconds, best move.
bot.last = {}

---@param game Game
---@param view any     the position (for games without hidden information, the state)
---@param clock userdata
---@param rng userdata
function bot.choose(game, view, clock, rng)
  if not searcher or searcher.game ~= game then -- when new_game was not called
    searcher = search.new(game, nil, bot_options.read(bot.info))
  end
  local move, report = searcher:choose(view, clock, rng)
  bot.last = searcher.last
  return move, report
end

return bot

---Information set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
---Whitehouse 2012) for games with hidden information. The bot never sees the true state:
---each iteration draws a full state consistent with its view (`game.sample_hidden`),
---walks one tree shared by all those guesses, choosing only among the moves legal in
---this guess, and plays it out at random. A child's UCB term counts the iterations in
---which it was available, not its parent's visits. In a game without hidden information
---the guess is the view itself, and this is plain UCT.
---
---Options (--bot-option NAME=VALUE): c (exploration, default 0.7), playout (random, or eval:
---depth random moves, then the game's evaluate of the guessed world at scale; a game's
---`playout_settings` are the defaults there), plies (a playout longer than this is a draw,
---default 300), use (share of the move's time, default 0.9).
local clock_module = require "hr.clock"
local playout = require "hr.playout"
local util = require "hr.util"

local time_manager = require "hr.time_manager"
local now = clock_module.now
local sqrt, log, huge = math.sqrt, math.log, math.huge

local bot = {}

bot.info = {
  name = "ismcts",
  help = "information set MCTS: guesses what it cannot see (sample_hidden), one tree for all guesses",
  options = {
    { name = "c", default = 0.7, help = "exploration constant" },
    { name = "plies", default = 300, help = "a playout longer than this is a draw" },
    { name = "use", default = 0.9, help = "the share of the move's time it may use" },
  },
}
-- Playouts that stop at the game's evaluate of the guessed world, as mcts's do: the default
-- where a game's playout_settings say so (RPS), random playouts elsewhere.
playout.add_options(bot.info, "random")

local settings

---@param game Game
---@param my_seat integer
---@param options table<string, string>
function bot.new_game(game, my_seat, options)
  settings = playout.read(bot.info, game, options)
end

---What the last search did: iterations, seconds, the chosen move and its visits.
bot.last = {}

---@param game Game
---@param view any
---@param clock Clock
---@param rng Rng
function bot.choose(game, view, clock, rng)
  if not settings then bot.new_game(game, game.to_move(view), {}) end
  -- a game may give undo and no copy: the search's states are then copies of its own
  local copy = game.copy or util.deep_copy
  local moves, play, to_move, result = game.moves, game.play, game.to_move, game.result
  local notate, sample_hidden = game.notate, game.sample_hidden
  local c = settings.c
  local timer = time_manager.new(clock, settings.use)
  local start = timer.start
  local deadline = timer.budget < huge and timer.deadline or start + 1 -- (no limit: a second)
  local seats = #game.info.seats
  local finish_opts = playout.finish_options(settings, seats)

  local list, n = moves(view)
  n = n or #list
  if n == 0 then return nil end
  if n == 1 then
    bot.last = { iterations = 0, seconds = 0, move = list[1] }
    return list[1]
  end

  -- A move is known in the tree by its text: the same action in every guess.
  local function key_of(st, m)
    local t = type(m)
    if t == "number" or t == "string" then return m end
    return notate(st, m)
  end

  -- A node: `children[key]`; a child has the move's owner (`mover`), `visits`,
  -- `available` (iterations in which it was legal) and `total[seat]` rewards.
  local root = { children = {} }
  local rewards, path = {}, {}
  local path_n -- set as each iteration starts
  local iterations = 0
  local me = to_move(view)

  local legal, legal_keys = {}, {}
  while true do
    iterations = iterations + 1
    -- The clock is read every iteration: one playout of a long game (200 moves of
    -- Chinese checkers) takes milliseconds, and 16 of them overran a short move time.
    if now() > deadline then break end
    -- a guess at what the bot cannot see
    local st = sample_hidden and sample_hidden(copy(view), rng) or copy(view)
    local node = root
    path_n = 0
    local expanded = false
    while not expanded do
      if result(st) then break end
      local mover = to_move(st)
      if mover == "chance" then
        local m = playout.chance(game, st, rng)
        local key = key_of(st, m)
        local child = node.children[key]
        if not child then
          child = { mover = 0, visits = 0, available = 0, total = {}, children = {} }
          node.children[key] = child
        end
        play(st, m)
        node = child
        path_n = path_n + 1
        path[path_n] = node
      else
        local l, k = moves(st)
        k = k or #l
        -- the moves legal in this guess; the first one not yet in the tree is tried
        local untried = 0
        for i = 1, k do
          local key = key_of(st, l[i])
          legal[i], legal_keys[i] = l[i], key
          if not node.children[key] then untried = untried + 1 end
        end
        local chosen, chosen_key
        if untried > 0 then
          local pick = rng:int(untried)
          for i = 1, k do
            if not node.children[legal_keys[i]] then
              pick = pick - 1
              if pick == 0 then chosen, chosen_key = legal[i], legal_keys[i] end
            end
          end
          node.children[chosen_key] = { mover = mover, visits = 0, available = 0, total = {}, children = {} }
          expanded = true
        end
        -- every legal child in the tree was available in this iteration
        for i = 1, k do
          local child = node.children[legal_keys[i]]
          if child then child.available = child.available + 1 end
        end
        if not chosen then
          local best_score = -huge
          for i = 1, k do
            local child = node.children[legal_keys[i]]
            local score = (child.total[mover] or 0) / child.visits + c * sqrt(log(child.available) / child.visits)
            if score > best_score then chosen, chosen_key, best_score = legal[i], legal_keys[i], score end
          end
        end
        local child = node.children[chosen_key]
        play(st, chosen)
        node = child
        path_n = path_n + 1
        path[path_n] = node
      end
    end
    playout.finish(game, st, rng, rewards, finish_opts)
    for i = 1, path_n do
      local p = path[i]
      p.visits = p.visits + 1
      local total = p.total
      for s = 1, #rewards do total[s] = (total[s] or 0) + rewards[s] end
    end
  end

  -- The most visited of the moves legal in the true view.
  local best, best_visits = nil, -1
  for i = 1, n do
    local child = root.children[key_of(view, list[i])]
    local v = child and child.visits or 0
    if v > best_visits then best, best_visits = list[i], v end
  end
  local chosen_child = root.children[key_of(view, best)]
  bot.last = {
    iterations = iterations,
    seconds = now() - start,
    move = best,
    visits = best_visits,
    value = chosen_child and chosen_child.visits > 0 and (chosen_child.total[me] or 0) / chosen_child.visits or nil,
  }
  return best
end

return bot

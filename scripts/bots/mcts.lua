---Monte Carlo tree search (UCT) for any game of the contract. Each iteration walks down
---the tree by the UCB1 rule, adds one node, finishes the game with a playout and backs up
---what it scored for every seat. Chance nodes draw their outcome from `chances`, so the
---tree follows the dice as often as they fall. Playouts are random to the end
---(`playout=random`) or random for a few moves and then judged by the game's `evaluate`
---(`playout=eval`, the default when the game has one). A solver marks nodes whose result
---is proven (MCTS-Solver, Winands et al. 2008), so a won position is played at once and a
---lost move is never chosen while another is open.
---
---Options (--bot-option NAME=VALUE): c (exploration, default 0.8), playout (random or
---eval), depth (random moves before `evaluate` in eval playouts, default 6), scale (the
---evaluation that counts as about 73% to win, default 200; a game's `playout_settings` are
---the defaults there), plies (a random playout longer than this is a draw, default 300), use
---(share of the move's time, default 0.9).
local clock_module = require "hr.clock"
local playout = require "hr.playout"
local util = require "hr.util"

local time_manager = require "hr.time_manager"
local now = clock_module.now
local sqrt, log, huge = math.sqrt, math.log, math.huge

local bot = {}

bot.info = {
  name = "mcts",
  help = "Monte Carlo tree search (UCT) with a solver, chance nodes sampled",
  options = {
    { name = "c", default = 0.8, help = "exploration constant of UCB1" },
    { name = "plies", default = 300, help = "a random playout longer than this is a draw" },
    { name = "use", default = 0.9, help = "the share of the move's time it may use" },
  },
}
playout.add_options(bot.info, "eval")

local settings, seat

---@param game Game
---@param my_seat integer
---@param options table<string, string>
function bot.new_game(game, my_seat, options)
  seat = my_seat
  settings = playout.read(bot.info, game, options)
end

---What the last search did: iterations, seconds, the chosen move, its visits and value.
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
  local c = settings.c
  local timer = time_manager.new(clock, settings.use)
  local start = timer.start
  local deadline = timer.budget < huge and timer.deadline or start + 1 -- (no limit: a second)

  local list, n = moves(view)
  n = n or #list
  if n == 0 then return nil end
  if n == 1 then
    bot.last = { iterations = 0, seconds = 0, move = list[1] }
    return list[1]
  end
  local seats = #game.info.seats
  local finish_opts = playout.finish_options(settings, seats)
  local two = seats == 2 -- the solver reasons for two players only

  -- A node: the position after `move` from its parent. `mover` is who chose that move
  -- (0 for a chance outcome); `total[s]` sums seat s's rewards over `visits` playouts;
  -- `proven` is 1 when the position is a proven win for `mover`, -1 a proven loss.
  local function new_node(move, mover)
    return { move = move, mover = mover, visits = 0, total = {}, children = nil, untried = nil, proven = nil }
  end

  local root = new_node(nil, 0)
  local rewards, path = {}, {}
  local path_n -- set as each iteration starts
  local iterations = 0

  local function expand(node, state)
    local l, k = moves(state)
    k = k or #l
    local untried = {}
    for i = 1, k do untried[i] = l[i] end
    -- shuffle, so that the order of the moves does not bias which are tried first
    for i = k, 2, -1 do
      local j = rng:int(i)
      untried[i], untried[j] = untried[j], untried[i]
    end
    node.children, node.untried = {}, untried
  end

  -- Proves `node` from its children when it can (two players, decision nodes only): a
  -- child proven won by the player to move here settles it, and so do children all lost.
  local function try_prove(node)
    local children = node.children
    local first = children and children[1]
    if not first or first.mover == 0 then return end
    local all_lost = #node.untried == 0
    for i = 1, #children do
      local child = children[i]
      if child.proven == 1 then
        node.proven = child.mover == node.mover and 1 or -1
        return
      end
      if child.proven ~= -1 then all_lost = false end
    end
    if all_lost then node.proven = first.mover == node.mover and -1 or 1 end
  end

  while true do
    iterations = iterations + 1
    -- The clock is read every iteration: one playout of a long game (200 moves of
    -- Chinese checkers) takes milliseconds, and 16 of them overran a short move time.
    if now() > deadline then break end
    if root.proven then break end
    local state = copy(view)
    local node = root
    path_n = 1
    path[1] = root
    local finished = false
    -- selection and expansion
    while true do
      local r = result(state)
      if r then
        playout.rewards(r.scores, rewards)
        if two and node.mover ~= 0 then
          node.proven = rewards[node.mover] == 1 and 1 or (rewards[node.mover] == 0 and -1 or nil)
        end
        finished = true
        break
      end
      local mover = to_move(state)
      if mover == "chance" then
        local m, index = playout.chance(game, state, rng)
        node.children = node.children or {}
        local child = node.children[index]
        if not child then
          child = new_node(m, 0)
          node.children[index] = child
        end
        play(state, m)
        node = child
        path_n = path_n + 1
        path[path_n] = node
      else
        if not node.children then expand(node, state) end
        local untried = node.untried
        if #untried > 0 then
          local m = untried[#untried]
          untried[#untried] = nil
          local child = new_node(m, mover)
          node.children[#node.children + 1] = child
          play(state, m)
          path_n = path_n + 1
          path[path_n] = child
          break
        end
        -- UCB1 over the children, from the mover's side; proven losses are skipped and a
        -- proven win is taken
        local best, best_score = nil, -huge
        local log_n = log(node.visits + 1)
        for i = 1, #node.children do
          local child = node.children[i]
          local score
          if child.proven == 1 then
            score = huge
          elseif child.proven == -1 then
            score = -1e9
          elseif child.visits == 0 then
            score = 1e9
          else
            score = (child.total[mover] or 0) / child.visits + c * sqrt(log_n / child.visits)
          end
          if score > best_score then best, best_score = child, score end
        end
        play(state, best.move)
        node = best
        path_n = path_n + 1
        path[path_n] = node
      end
    end
    if not finished then playout.finish(game, state, rng, rewards, finish_opts) end
    -- backpropagation, and the solver on the way up
    for i = path_n, 1, -1 do
      local p = path[i]
      p.visits = p.visits + 1
      local total = p.total
      for s = 1, #rewards do total[s] = (total[s] or 0) + rewards[s] end
    end
    if two then
      for i = path_n - 1, 1, -1 do
        local p = path[i]
        if p.proven then break end
        try_prove(p)
        if not p.proven then break end
      end
    end
  end

  -- The move: a proven win, else the most visited move that is not a proven loss.
  local best, best_visits = nil, -1
  for i = 1, #(root.children or {}) do
    local child = root.children[i]
    if child.proven == 1 then
      best = child
      break
    end
    local v = child.proven == -1 and -0.5 or child.visits
    if v > best_visits then best, best_visits = child, v end
  end
  local me = seat or to_move(view)
  local chosen = best and best.move or list[rng:int(n)]
  bot.last = {
    iterations = iterations,
    seconds = now() - start,
    move = chosen,
    visits = best and best.visits or 0,
    value = best and best.visits > 0 and (best.total[me] or 0) / best.visits or nil,
    proven = best and best.proven or nil,
  }
  return chosen
end

return bot

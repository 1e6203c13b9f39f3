---What the Monte Carlo bots share (require "hr.playout"): the reward of each seat at the
---end of a game, drawing a chance outcome, and finishing a game at random.
local errors = require "hr.errors"
local bot_options = require "hr.bot_options"

local exp, huge = math.exp, math.huge

local playout = {}

---The reward of each seat at a finished game: the best score shares 1, the rest get 0.
---@param scores number[]
---@param out number[]  filled and returned
---@return number[]
function playout.rewards(scores, out)
  local best, count = -huge, 0
  for i = 1, #scores do
    local s = scores[i]
    if s > best then best, count = s, 1 elseif s == best then count = count + 1 end
  end
  for i = 1, #scores do out[i] = scores[i] == best and 1 / count or 0 end
  return out
end

---A chance outcome drawn by the exact distribution of `game.chances`, and its index.
---@param game Game
---@param state any
---@param rng Rng
---@return any outcome
---@return integer index
function playout.chance(game, state, rng)
  local outcomes = game.chances(state)
  local x, acc = rng:float(), 0
  for i = 1, #outcomes do
    acc = acc + outcomes[i][2]
    if x < acc then return outcomes[i][1], i end
  end
  return outcomes[#outcomes][1], #outcomes
end

---Finishes the game from `state` (which it changes) with random moves and fills
---`rewards`. A game longer than `opts.plies` counts as a draw. With `opts.depth`, after
---that many moves the game's `evaluate` judges the position instead, as a chance to win
---(1 / (1 + e^(-v / opts.scale)), seen from the first seat; two players).
---@param game Game
---@param state any
---@param rng Rng
---@param rewards number[]
---@param opts {seats: integer, plies: integer, depth: integer|nil, scale: number|nil}
---@return number[]
function playout.finish(game, state, rng, rewards, opts)
  local moves, play, to_move, result, evaluate = game.moves, game.play, game.to_move, game.result, game.evaluate
  local seats, plies, depth, scale = opts.seats, opts.plies, opts.depth, opts.scale
  local steps = 0
  while true do
    local r = result(state)
    if r then return playout.rewards(r.scores, rewards) end
    if depth and steps >= depth then
      local p = 1 / (1 + exp(-evaluate(state, 1) / scale))
      rewards[1], rewards[2] = p, 1 - p
      for s = 3, seats do rewards[s] = 0 end
      return rewards
    end
    if steps >= plies then
      for s = 1, seats do rewards[s] = 1 / seats end
      return rewards
    end
    local m
    if to_move(state) == "chance" then
      m = playout.chance(game, state, rng)
    else
      local l, k = moves(state)
      m = l[rng:int(k or #l)]
    end
    play(state, m)
    steps = steps + 1
  end
end

---The options of a bot whose playouts may stop at the game's `evaluate` after a few random
---moves (mcts, ismcts), with `default` the playout it uses where the game has one.
---@param default string  "random" or "eval"
---@return table[] options, as a bot's info lists them
function playout.options(default)
  return {
    {
      name = "playout",
      default = default,
      choices = { "random", "eval" },
      help = "random (to the end) or eval (a few moves, then evaluate"
        .. (default == "eval" and "; the default when the game has one)" or ")"),
    },
    { name = "depth", default = 6, help = "random moves before evaluate, in eval playouts" },
    { name = "scale", default = 200, help = "the evaluation worth about 73% to win" },
  }
end

---Adds the playout options to a bot's info, after its first option (mcts, ismcts).
---@param info {options: table[]}
---@param default string  "random" or "eval"
function playout.add_options(info, default)
  for i, option in ipairs(playout.options(default)) do table.insert(info.options, 1 + i, option) end
end

---What is wrong with a game's `playout_settings` (names of the playout options, values of
---their kinds, as bot_options checks a bot's own defaults; eval playouts need the game's
---`evaluate`), one line each; empty when nothing.
---@param values table<string, any>
---@param has_evaluate boolean
---@return string[]
function playout.check_settings(values, has_evaluate)
  local options = playout.options("random")
  local kinds = {}
  for _, option in ipairs(options) do kinds[option.name] = type(option.default) end
  local problems = {}
  for _, name in ipairs(bot_options.undeclared({ options = options }, values)) do
    problems[#problems + 1] = kinds[name] and (name .. " is not a " .. kinds[name])
      or (tostring(name) .. " is not a playout setting (playout, depth, scale)")
  end
  if #problems > 0 then return problems end
  if values.playout ~= nil and values.playout ~= "random" and values.playout ~= "eval" then
    problems[#problems + 1] = "playout is random or eval, not " .. values.playout
  end
  if values.playout == "eval" and not has_evaluate then
    problems[#problems + 1] = "playout is eval, and the game has no evaluate"
  end
  for _, name in ipairs({ "depth", "scale" }) do
    local value = values[name]
    if value ~= nil and not (value >= 0 and value < huge) then
      problems[#problems + 1] = name .. " is not a number from 0 up"
    end
  end
  if values.scale == 0 then problems[#problems + 1] = "scale is 0 (the evaluation is divided by it)" end
  return problems
end

---A Monte Carlo bot's settings for the game: its declared defaults, then the game's own
---`playout_settings`, then the user's options. Eval playouts need the game's `evaluate`
---(asked for without one: the user's error; by default: random playouts instead).
---@param info table  the bot's info, with the playout options among its own
---@param game Game
---@param options? table<string, string>  as the user gave them
---@return table settings
function playout.read(info, game, options)
  local settings = bot_options.read(info, options, game.playout_settings)
  if game.evaluate then return settings end
  if options and options.playout == "eval" then
    errors.user(string.format("%s: this game has no evaluate; use playout=random", info.name))
  end
  settings.playout = "random"
  return settings
end

---The options of playout.finish for a bot's settings.
---@param settings table  with plies, playout, depth and scale
---@param seats integer
---@return table
function playout.finish_options(settings, seats)
  return {
    seats = seats,
    plies = settings.plies,
    depth = settings.playout == "eval" and settings.depth or nil,
    scale = settings.scale,
  }
end

return playout

---Self-play under a set of rules, measured (require "hr.analysis"): who wins from which
---seat, how games end and how long they last, how much choice the players have, how the
---lead moves in the game's own evaluation, how often positions repeat and how much of
---the board is used. The figures follow Ludii's evaluation metrics (Browne's measures for
---generated games); hr.stats gives each its interval. `houserules analyze` reports them.
local session_module = require "hr.session"
local rng_module = require "hr.rng"
local errors = require "hr.errors"
local stats = require "hr.stats"

local analysis = {}

local exp, log10, abs = math.exp, math.log10, math.abs

-- An evaluation as the first seat's chances, as the search bots read one (200 is worth
-- about 73%).
local SCALE = 200
local function chances(v) return 1 / (1 + exp(-v / SCALE)) end

---A player that runs a bot as the command line names one ("alphabeta:depth=2", a file,
---`c:FILE.c`, `uci:PATH`), in a process of its own as a match seats it (hr.bots): confined,
---capped in memory, and killed past `ceiling` seconds on one move. Its players never share
---the analysis's state: a bot sees its seat's view only, and no file, process or rule
---table of the host. Each seat keeps its process from game to game (the bot starts again
---in it for each game: its modules load afresh, so a game is played as by a new process).
---@param spec string
---@param rule_set {game: string, variants: string[], options: table<string, string>, ceiling: number?}
---@return table player  for analysis.play
function analysis.player(spec, rule_set)
  local bots = require "hr.bots"
  local wrong = bots.check(spec)
  if wrong then errors.user(wrong) end
  local player, kept = { name = spec }, {}
  local function failed(seat, why)
    why = tostring(why)
    -- the only limit on a move here is the hang limit
    if why:find("^time") then why = string.format("no answer within the hang limit of %g s", rule_set.ceiling or 0) end
    errors.user(string.format("%s in seat %d: %s", spec, seat, why))
  end
  function player.start(seat, seed, start)
    local bot = kept[seat]
    if bot then
      bot:new_game(seed, start)
    else
      bot = bots.new { game = rule_set.game, variants = rule_set.variants, options = rule_set.options, bot = spec,
        seat = seat, seed = seed, state = start, start_position = true, ceiling = rule_set.ceiling }
      kept[seat] = bot
    end
    return {
      choose = function(state)
        local move, why = bot:choose(state, 0) -- a player's strength is its depth, not a time
        if move == nil then failed(seat, why) end
        return move
      end,
      observe = function(state, text)
        local heard, why = bot:observe(state, text)
        if not heard then failed(seat, why) end
      end,
    }
  end
  return player
end

---The uniform random player, played by the analysis itself (no bot runs): `simulate`'s.
---@return table player  for analysis.play
function analysis.uniform()
  return {
    name = "random",
    start = function(_, seed)
      local rng = rng_module.new(seed)
      return {
        choose = function(state, game)
          local list, n = game.moves(state)
          return list[rng:int(n or #list)]
        end,
      }
    end,
  }
end

-- The number of squares a game's picture names (hr.picture's data-square), or nil.
local function board_size(game, state)
  if not (game.picture and game.squares) then return nil end
  local ok, svg = pcall(game.picture, state)
  if not ok or type(svg) ~= "string" then return nil end
  local n = 0
  for _ in svg:gmatch('data%-square="') do n = n + 1 end
  return n > 0 and n or nil
end

---Plays one game and measures it.
---@param game Game
---@param options table      the game's options
---@param players table[]    one per seat, in turn (analysis.player, analysis.uniform: a
---                          table whose start(seat, seed, start) gives choose(state, game)
---                          and, optionally, observe(state, move_text))
---@param seed integer
---@param opening integer    plies played at random first, so that games differ
---@return table figures of the game
function analysis.play(game, options, players, seed, opening)
  local s = session_module.new(game, { options = options, seed = seed })
  local rng = rng_module.new(seed * 2654435761 % 4294967296 + 1)
  local seats = #s:seats()
  -- As a referee tells bots the game: new_game with the start, then observe after every
  -- move (a search bot keeps the positions seen, to know a repetition). A seat's player
  -- starts when it first has a choice to make (in a dice game, never) and then hears the
  -- moves played before it, position by position.
  local copy = game.copy or function(st) return st end
  local start, played = copy(s.state), {} -- played[i]: { position after move i, its text, its mover }
  local seated = {}
  local function tell(seat, entry)
    local observe = seated[seat].observe
    if observe then observe(entry[1], s:public_move(entry[2], entry[3], seat)) end
  end
  local function player_of(seat)
    if seated[seat] then return seated[seat] end
    local p = players[(seat - 1) % #players + 1]
    seated[seat] = p.start(seat, seed * 64 + seat, start)
    for _, entry in ipairs(played) do tell(seat, entry) end
    return seated[seat]
  end
  local g = { plies = 0, turns = 0, choices = 0, branching = 0, log_tree = 0, repeats = 0, positions = 1,
    squares = {}, trace = {} }
  local seen = { [game.key(s.state)] = true }
  local evaluate = seats == 2 and game.evaluate
  if evaluate then g.trace[1] = chances(evaluate(s.state, 1)) end
  while not s:result() do
    local mover = s:to_move()
    local text
    if mover == "chance" then
      text = s:play_chance()
    else
      local list, n = game.moves(s.state)
      n = n or #list
      g.turns = g.turns + 1
      g.branching = g.branching + n
      if n > 1 then
        g.choices = g.choices + 1
        g.log_tree = g.log_tree + log10(n)
      end
      local move
      if g.plies < opening or n == 1 then
        move = list[rng:int(n)]
      else
        move = player_of(mover).choose(s.state, game)
        if move == nil then errors.user(string.format("%s gave no move", players[(mover - 1) % #players + 1].name)) end
      end
      text = game.notate(s.state, move)
      if game.squares then
        for _, square in ipairs(game.squares(s.state, move)) do g.squares[square] = true end
      end
      local done, why = s:play_text(text)
      if not done then
        errors.user(string.format("%s played %s, which the rules refuse: %s",
          players[(mover - 1) % #players + 1].name, text, tostring(why)))
      end
      text = done
    end
    local entry = { copy(s.state), text, mover == "chance" and 0 or mover }
    played[#played + 1] = entry
    for seat in pairs(seated) do tell(seat, entry) end
    g.plies = g.plies + 1
    -- a position a player is to move in that came before (a dice roll's waiting is none)
    if s:to_move() ~= "chance" then
      local key = game.key(s.state)
      if seen[key] then g.repeats = g.repeats + 1 end
      seen[key] = true
      g.positions = g.positions + 1
    end
    if evaluate and not s:result() then g.trace[#g.trace + 1] = chances(evaluate(s.state, 1)) end
  end
  local result = s:result()
  g.scores, g.kind, g.cut = result.scores, result.kind or "other", result.cut == true
  local top, count = -math.huge, 0
  for _, v in ipairs(result.scores) do top = math.max(top, v) end
  for seat, v in ipairs(result.scores) do
    if v == top then
      count = count + 1
      g.winner = seat
    end
  end
  if count > 1 then g.winner = nil end -- a draw, or a top shared
  -- the first seat's points: a win 1, a top shared by k seats 1/k, else 0
  g.first = result.scores[1] == top and 1 / count or 0
  g.board = board_size(game, s.state)
  return g
end

-- The lead in a game's trace: lead changes, the mean step of the first seat's chances, and
-- the share of the game the eventual winner led to the end.
local function lead(g)
  local changes, steps, leader = 0, 0, 0
  for i, p in ipairs(g.trace) do
    local now = p > 0.55 and 1 or p < 0.45 and 2 or 0
    if now ~= 0 and leader ~= 0 and now ~= leader then changes = changes + 1 end
    if now ~= 0 then leader = now end
    if i > 1 then steps = steps + abs(p - g.trace[i - 1]) end
  end
  local decided
  if g.winner and #g.trace > 0 then
    local from = #g.trace + 1
    for i = #g.trace, 1, -1 do
      local p = g.trace[i]
      if (g.winner == 1 and p > 0.5) or (g.winner == 2 and p < 0.5) then from = i else break end
    end
    decided = (#g.trace - from + 1) / #g.trace
  end
  return changes, #g.trace > 1 and steps / (#g.trace - 1) or 0, decided
end

---Adds one game to the figures of a rule set (made with analysis.figures()).
---@param f table
---@param g table
function analysis.add(f, g)
  f.games = f.games + 1
  local seats = #g.scores
  f.seats = seats
  if g.winner then
    f.wins[g.winner] = (f.wins[g.winner] or 0) + 1
  else
    f.draws = f.draws + 1
  end
  f.first = f.first + g.first
  f.kinds[g.kind] = (f.kinds[g.kind] or 0) + 1
  if g.cut then f.cut = f.cut + 1 end
  f.lengths[#f.lengths + 1] = g.turns
  f.branching = f.branching + g.branching
  f.turns = f.turns + g.turns
  f.choices = f.choices + g.choices
  f.log_tree[#f.log_tree + 1] = g.log_tree
  f.repeats = f.repeats + g.repeats
  f.positions = f.positions + g.positions
  if g.board then
    local n = 0
    for _ in pairs(g.squares) do n = n + 1 end
    f.coverage[#f.coverage + 1] = n / g.board
  end
  if #g.trace > 0 then
    local changes, step, decided = lead(g)
    f.lead_changes[#f.lead_changes + 1] = changes
    f.stability[#f.stability + 1] = step
    if decided then f.decisive[#f.decisive + 1] = decided end
  end
end

---Adds the figures of other games (a worker's) to `f`, as if each game had been added in
---turn: the lists keep their order, so games split among workers in order give the same
---figures as one process playing them all.
---@param f table
---@param other table
function analysis.merge(f, other)
  f.games, f.draws, f.first, f.cut = f.games + other.games, f.draws + other.draws, f.first + other.first,
    f.cut + other.cut
  f.seats = other.seats or f.seats
  for seat, n in pairs(other.wins) do f.wins[seat] = (f.wins[seat] or 0) + n end
  for kind, n in pairs(other.kinds) do f.kinds[kind] = (f.kinds[kind] or 0) + n end
  for _, field in ipairs({ "branching", "turns", "choices", "repeats", "positions" }) do
    f[field] = f[field] + other[field]
  end
  for _, field in ipairs({ "lengths", "log_tree", "coverage", "lead_changes", "stability", "decisive" }) do
    for _, v in ipairs(other[field]) do f[field][#f[field] + 1] = v end
  end
end

---Empty figures for a rule set.
---@return table
function analysis.figures()
  return { games = 0, wins = {}, draws = 0, first = 0, kinds = {}, cut = 0, lengths = {}, branching = 0, turns = 0,
    choices = 0, log_tree = {}, repeats = 0, positions = 0, coverage = {}, lead_changes = {}, stability = {},
    decisive = {} }
end

---The figures as a report: each share and mean with its 95% interval.
---@param f table
---@return table
function analysis.summary(f)
  local n = f.games
  local out = { games = n, seats = f.seats, wins = {}, kinds = {} }
  for seat = 1, f.seats or 0 do
    local share, low, high = stats.wilson(f.wins[seat] or 0, n)
    out.wins[seat] = { count = f.wins[seat] or 0, share = share, low = low, high = high }
  end
  -- balance across seats (Ludii's Balance): how far apart the seats' win shares lie
  local most, least = 0, 1
  for seat = 1, f.seats or 0 do
    most, least = math.max(most, out.wins[seat].share), math.min(least, out.wins[seat].share)
  end
  out.balance = { spread = (f.seats or 0) > 0 and most - least or 0 }
  local share, low, high = stats.wilson(f.draws, n)
  out.draws = { count = f.draws, share = share, low = low, high = high }
  share, low, high = stats.wilson(f.first, n)
  out.first = { points = f.first, share = share, low = low, high = high, fair = 1 / (f.seats or 2) }
  share, low, high = stats.wilson(n - f.cut, n)
  out.completion = { share = share, low = low, high = high }
  share, low, high = stats.wilson(f.cut, n)
  out.cut = { count = f.cut, share = share, low = low, high = high }
  for kind, count in pairs(f.kinds) do
    share, low, high = stats.wilson(count, n)
    out.kinds[#out.kinds + 1] = { kind = kind, count = count, share = share, low = low, high = high }
  end
  table.sort(out.kinds, function(a, b) return a.count > b.count or (a.count == b.count and a.kind < b.kind) end)
  local sorted = {}
  for i, v in ipairs(f.lengths) do sorted[i] = v end
  table.sort(sorted)
  local mean, sd, mlow, mhigh = stats.mean(f.lengths)
  out.length = { mean = mean, sd = sd, low = mlow, high = mhigh, p10 = stats.quantile(sorted, 0.1),
    median = stats.quantile(sorted, 0.5), p90 = stats.quantile(sorted, 0.9), longest = sorted[#sorted] or 0,
    all = sorted }
  out.branching = f.turns > 0 and f.branching / f.turns or 0
  share, low, high = stats.wilson(f.choices, math.max(f.turns, 1))
  out.decisions = { share = share, low = low, high = high }
  out.tree = stats.mean(f.log_tree) -- log10 of the game tree's size: the branching multiplied along a game
  share, low, high = stats.wilson(f.repeats, math.max(f.positions, 1))
  out.repetition = { share = share, low = low, high = high }
  if #f.coverage > 0 then
    local m, _, l, h = stats.mean(f.coverage)
    out.coverage = { mean = m, low = l, high = h }
  end
  if #f.lead_changes > 0 then
    local m, _, l, h = stats.mean(f.lead_changes)
    out.lead_changes = { mean = m, low = l, high = h }
    m, _, l, h = stats.mean(f.stability)
    out.stability = { mean = m, low = l, high = h }
  end
  if #f.decisive > 0 then
    local m, _, l, h = stats.mean(f.decisive)
    out.decisiveness = { mean = m, low = l, high = h }
  end
  return out
end

return analysis

---Alpha-beta search for any game of the contract (require "hr.search"), the engine of
---the alphabeta bot and of any bot that brings its own evaluation or move ordering:
---
---    local search = require "hr.search"
---    local searcher = search.new(game, seat, { depth = 64 }, { evaluate = my_evaluate })
---    local move, report = searcher:choose(view, clock, rng)
---
---What it does, in the order a node sees it:
---  * iterative deepening with aspiration windows around the value two plies back;
---  * a repetition on the current line is a draw (0, or minus `contempt`), and so is a
---    position that would come back as often as the game's `repetition` rule ends it,
---    counting the positions of the game before the root (those the searcher was told of
---    with `seen`);
---  * a transposition table (hr.transposition) on `key`: its move first, its bounds cut;
---  * moves ordered by the table's move, two killer moves per ply, optionally (`counter`) the
---    move that last cut after the move before, then the history heuristic (optionally
---    (`malus`) lowered for moves searched before a cut; plus the bot's own
---    `order(state, move)` score, when given); where the game says whether it is over
---    without listing moves (`over`), the table's move is searched before the others are
---    listed, and they are listed only when it does not cut (nor a null move, nor reverse
---    futility);
---  * principal variation search: after the first move, a null window; a late quiet move
---    (not forcing, not a killer) a ply shallower first (late-move reduction); either is
---    searched again in full when it proves better;
---  * optionally (`extend`), a side in check (the game's `in_check`) is searched a ply
---    deeper, away from the horizon and up to twice the iteration's depth from the root;
---  * optionally (`singular`), the table's move is searched a ply deeper when every other
---    move, searched to half the depth, falls short of its value by a margin (it alone
---    holds), within the same bound from the root;
---  * optionally, 1-3 plies from the horizon in a null-window node whose side to move is not
---    in check (the game's `in_check`): reverse futility (`rfp`: an evaluation far above
---    the window cuts), futility (`futility`: one far below it searches only forcing
---    moves) and late-move pruning (`lmp`: quiet moves past the first few are left out);
---  * past the depth, quiescence: the side to move stands on the evaluation or plays a
---    forcing move (`forcing(state, move)`: captures, wins), up to `quiesce` plies;
---  * optionally (`check`), a side in check (the game's `in_check`) answers in quiescence
---    with every move instead of standing on the evaluation;
---  * expectation at chance nodes; proven wins and losses scored by their distance.
---Values are from `seat`'s side: it maximises on its turns and minimises on everyone
---else's (with more than two players, "paranoid"). Time is kept by hr.time_manager.
local clock_module = require "hr.clock"
local rng_module = require "hr.rng"
local time_manager = require "hr.time_manager"
local transposition = require "hr.transposition"

local now = clock_module.now
local has_new, new_table = pcall(require, "table.new")
if not has_new then new_table = function() return {} end end
-- The history's array part: a move that is a whole number below it (Dobutsu's and
-- Onitama's are) is looked up by index, not hashed: 1.06x the nodes/s in Onitama and 1.08x
-- in Dobutsu at a fixed depth (the same trees; medians of 9 and 7 alternating runs). Other
-- moves go to the hash part as before.
local HISTORY_ARRAY = 2 ^ 19
local function new_history() return new_table(HISTORY_ARRAY, 0) end
-- A new game empties the history in place (table.clear keeps its array part), so that
-- each game does not leave 4 MB to the collector.
local has_clear, clear_table = pcall(require, "table.clear")
local huge = math.huge

local search = {}

---The settings a searcher reads (the alphabeta bot's options): name, default, help.
search.OPTIONS = {
  { name = "depth", default = 64, help = "the deepest iteration" },
  { name = "nodes", default = 0, help = "stop after this many nodes: a budget that plays the same moves on any"
    .. " machine, however busy (0: none)" },
  { name = "tt", default = 1000000, help = "the transposition table's most entries" },
  { name = "use", default = 0.9, help = "the share of the move's time it may use" },
  { name = "soft", default = 0.5, help = "the share of that time after which no iteration starts"
    .. " (1: iterate to the deadline; not the default: +5.5 Elo, H0 in an SPRT)" },
  { name = "window", default = 50, help = "aspiration window on each side, in evaluate's units (0: none)" },
  { name = "pvs", default = 1, help = "principal variation search: null windows after the first move (0: off)" },
  { name = "lmr", default = 1, choices = { "0", "1", "2" },
    help = "late quiet moves searched shallower first: 1 a ply less, 2 more the later the move and the"
      .. " deeper the node (ln depth x ln move number / 2 plies; 0: off)" },
  { name = "quiesce", default = 8, help = "plies of forcing moves searched past the depth (forcing; 0: none)" },
  { name = "forcing_first", default = 0, help = "forcing moves (captures, wins) before quiet ones, after the"
    .. " table's move and killers (1: on; off by default: not proven in an SPRT)" },
  { name = "check", default = 0, help = "for this many plies of quiescence a side in check (in_check) answers"
    .. " with every move, not the evaluation (off by default: it lost SPRTs)" },
  { name = "extend", default = 0, help = "a side in check (the game's in_check) is searched a ply deeper, away from"
    .. " the horizon (1: on; off by default: in Onitama its second SPRT lost)" },
  { name = "null", default = 0, choices = { "0", "1", "2" },
    help = "null-move pruning where the game has null_move: 1 in every null-window node, 2 only where the"
      .. " evaluation already beats the window, as Stockfish does (0: off; off by default: each lost an SPRT"
      .. " in Dobutsu)" },
  { name = "rfp", default = 0, help = "reverse futility: a side to move whose evaluation beats the window by"
    .. " this much a ply, up to 3 plies from the horizon, cuts at once (0: off)" },
  { name = "futility", default = 0, help = "futility: a side to move whose evaluation falls short of the window"
    .. " by this much a ply, 1 or 2 plies from the horizon, searches only its forcing moves and the first (0: off)" },
  { name = "lmp", default = 0, help = "late-move pruning: up to 3 plies from the horizon, quiet moves after the"
    .. " first 3 + depth^2 are not searched (1: on)" },
  { name = "singular", default = 0, help = "singular extension: the table's move is searched a ply deeper when"
    .. " every other move, at half the depth, falls this much a ply of depth short of its value (0: off)" },
  { name = "malus", default = 0, help = "history malus: at a cut, the quiet moves searched before lose what the"
    .. " cutting move gains (1: on)" },
  { name = "counter", default = 0, help = "counter moves: the move that last cut after the move before is tried"
    .. " after the killers (1: on)" },
  { name = "contempt", default = 0, help = "what a draw is worth less than nothing to the side searched for, in"
    .. " evaluate's units: a draw by repetition or by the game's result is scored minus this, so a"
    .. " search that is not behind by as much plays on (0: a draw is 0)" },
  { name = "warmup", default = 300, help = "milliseconds of a throwaway search from the start as the first game"
    .. " of its process begins, so that the first moves run compiled (0: none)" },
}

local WIN = 1e9
local PROVEN = WIN - 100000 -- values beyond this are wins or losses, corrected by distance
local EXACT, LOWER, UPPER = 0, 1, 2
local TT_LEAST = 16384 -- the smallest transposition table (entries)
-- A null window's width: values are compared, never stepped, so any width below the
-- evaluation's smallest difference does (values may be fractions at chance nodes).
local NULL = 1e-7

-- A proven value is stored relative to the node, so that it stays right at any ply.
local function to_tt(v, ply)
  if v > PROVEN then return v + ply end
  if v < -PROVEN then return v - ply end
  return v
end

local function from_tt(v, ply)
  if v > PROVEN then return v - ply end
  if v < -PROVEN then return v + ply end
  return v
end

local Searcher = {}
Searcher.__index = Searcher

-- The games this Lua state has warmed up on, and with which evaluations (search.warm_up):
-- what the JIT compiled, not anything of a game's play.
local warmed = setmetatable({}, { __mode = "k" })

-- How many times a position comes back before the game is drawn: the game's `repetition`
-- option as this game plays it (`game_options`, what new_game hears), else its default
-- (0 or none: never).
local function repetition_rule(game, game_options)
  local given = game_options and tonumber(game_options.repetition)
  if given then return given end
  for _, option in ipairs(game.info and game.info.options or {}) do
    if option.name == "repetition" then return tonumber(option.default) or 0 end
  end
  return 0
end

---Searches a throwaway copy of the game's start (`start`, the seat's view new_game gets
---from a match or the REPL) for `seconds`, before a game: LuaJIT compiles the search and
---the rules as they run, and in a fresh process a game's first moves ran at 50k-300k
---nodes/s where later ones ran at 0.8-1.3M (Dobutsu). What it compiles serves every
---searcher of the game; its table and history go with it. Without a start (a bot asked for
---one answer, whose time covers its start) it does nothing and returns false; nor where
---this Lua state already warmed up on the game with the same evaluation (a match's bot
---process plays game after game, and the code compiled for the first serves the rest).
---A bot that searches with hooks of its own (search.new's) warms up with them, so that
---what is compiled is the search it will run: compiled code calls the one function it was
---compiled calling, and leaves its trace for another.
---@param game Game
---@param settings table  as search.OPTIONS, read
---@param seconds number
---@param start? any      the position to search (left as it was)
---@param hooks? table    as search.new's
---@return boolean
function search.warm_up(game, settings, seconds, start, hooks)
  if not (seconds > 0) or start == nil then return false end -- luacheck: ignore 581 (NaN too)
  local evaluate_with = hooks and hooks.evaluate or game.evaluate or game
  warmed[game] = warmed[game] or setmetatable({}, { __mode = "k" })
  if warmed[game][evaluate_with] then return false end
  warmed[game][evaluate_with] = true
  local state = game.copy and game.copy(start) or start
  local throwaway = {}
  for name, value in pairs(settings) do throwaway[name] = value end
  throwaway.depth = 64
  search.new(game, nil, throwaway, hooks):choose(state, clock_module.new(seconds), rng_module.new(1))
  return true
end

---A searcher for one seat of one game; it keeps its transposition table and history from
---move to move.
---@param game Game
---@param seat? integer   whose values (nil: the side to move at each search; its table is then
---                       emptied when that side changes, as its values were the other's)
---@param settings table  as search.OPTIONS, read (numbers)
---@param hooks? table    evaluate(state, seat) (default game.evaluate), order(state, move)
---                       (a score added to the history's: higher first), forcing(state, move)
---                       (default game.forcing)
---@return table searcher
function search.new(game, seat, settings, hooks)
  if type(game) ~= "table" or type(settings) ~= "table" then
    error("search.new(game, seat, settings [, hooks]): game and settings are tables", 2)
  end
  hooks = hooks or {}
  return setmetatable({
    game = game, seat = seat, settings = settings,
    evaluate = hooks.evaluate or game.evaluate, order = hooks.order, forcing = hooks.forcing or game.forcing,
    killer1 = {}, killer2 = {}, history = new_history(),
    lists = {}, move_scores = {}, -- move lists and their scores, by ply (its own: see owner)
    last = {},
    past = {}, -- how often each position (by key) came in this game, the root's included
    repetition = repetition_rule(game),
  }, Searcher)
end

---Forgets what earlier games taught it (the table keeps its memory, emptied), so that a
---game's moves do not depend on the games before it. `game_options` are the game's options
---as this game plays them (new_game's fifth argument): the searcher reads `repetition`.
---@param seat? integer
---@param game_options? table
function Searcher:new_game(seat, game_options)
  self.seat = seat
  self.repetition = repetition_rule(self.game, game_options)
  if self.tt then self.tt:clear() end
  if has_clear then clear_table(self.history) else self.history = new_history() end
  self.killer1, self.killer2 = {}, {}
  self.counter_moves = nil
  self.past = {}
end

---Tells the searcher of a position of the game (its start, then the position after each
---move: what the bot's `observe` hears), so that it scores a move into a repetition that
---ends the game as the draw it is.
---@param state any
function Searcher:seen(state)
  local key = self.game.key(state)
  self.past[key] = (self.past[key] or 0) + 1
end

-- The search in progress. Its functions below are made once per Lua state and read the
-- search's game, settings and tables from these variables, which choose sets: LuaJIT
-- compiles a function made anew for every move (a closure) to that one closure, and the
-- traces compiled for the warm-up's or the first move's closures left later moves
-- exiting to the interpreter (a depth-11 Onitama search after a warm-up took 1.2 s with
-- closures made per move, 1.0 s once the traces were flushed and compiled for it).
local me, moves, play, undo, copy, key_of, to_move, result, chances
local evaluate, order_hint, forcing, forcing_moves, count_moves, over, in_check, null_move, undo_null_move
local killer1, killer2, history, tt, timer
local counter_moves -- the move that last cut after each move (by the move before), or nil: off
local history_malus -- whether the moves searched before a cut lose history
local played = {} -- played[ply]: the move searched from ply into ply + 1
local pvs, reduction, forcing_first, quiesce_plies, check_plies, null_ok
local rfp_margin, futility_margin, late_moves, no_pruning -- pruning near the horizon (search_node)
local extend_checks -- whether a side in check (no_pruning, the game's in_check) is searched a ply deeper
local extend_below = 0 -- plies from the root below which a check extends (twice the iteration's depth)
local singular_margin -- the singular extension's margin a ply of depth (nil: off)
local SINGULAR_DEPTH = 6 -- the least depth a singular extension is tried at
local nodes, stopped = 0, false
local draw_value = 0 -- what a draw is worth to `me` (minus the contempt)
local node_limit = huge -- the search stops at this many nodes (settings.nodes)
local buffers, order -- the searcher's own move lists and their scores, by ply
local on_path = {}
local after_null = {} -- after_null[ply]: the move into ply + 1 was a pass
local searches = 0 -- searches started in this Lua state: the last one owns the variables
-- The search that owns the variables now (0 once it has ended). A search started from a
-- hook (evaluate, order, forcing) takes them over; when it ends, the one it interrupted
-- stops at its next node with an error instead of going on with another search's
-- tables. (Its move lists are its own, so nothing it holds between two nodes changed.)
local owner = 0

local function terminal(state, ply)
  local scores = result(state).scores
  local mine, other = scores[me], -huge
  for i = 1, #scores do
    if i ~= me and scores[i] > other then other = scores[i] end
  end
  if other == -huge then other = 0 end
  if mine > other then return WIN - ply end
  if mine < other then return -WIN + ply end
  return draw_value
end

-- Every node begins alike: counted and the clock checked (false when the search has
-- stopped).
local function enter()
  if owner ~= searches then error("search: a hook started another search while this one ran", 0) end
  nodes = nodes + 1
  if nodes >= node_limit or timer:expired() then stopped = true end
  return not stopped
end

-- A node's moves (or those `generate` lists), listed into its ply's buffer.
local function node_moves(state, ply, generate)
  local buffer = buffers[ply]
  if not buffer then
    buffer = {}
    buffers[ply], order[ply] = buffer, {}
  end
  local list, n = (generate or moves)(state, buffer)
  return list, n or #list
end

-- How many legal moves a position has (listed into `buffer` when the game cannot count).
local function count_all(state, buffer)
  if count_moves then return count_moves(state) end
  local list, n = moves(state, buffer)
  return n or #list
end

-- Past the depth: the side to move may stand on the evaluation or play a forcing move
-- (a capture, a win), so that the search does not stop in the middle of an exchange.
local function quiesce(state, alpha, beta, ply, left)
  -- In check the side to move may not stand on the evaluation: every answer is searched.
  if not enter() then return 0 end
  local checked = in_check ~= nil and left > 0 and quiesce_plies - left < check_plies and in_check(state)
  local list, n
  if over and not checked and forcing_moves then
    -- the game says whether it is over: the forcing moves are listed only when standing
    -- on the evaluation does not settle the node
    if over(state) then return terminal(state, ply) end
  else
    -- only the moves it will look at, when the game lists them; the game is over when its
    -- full list is empty, which only matters to know when there is no forcing move
    list, n = node_moves(state, ply, not checked and forcing_moves or nil)
    if n == 0 and (checked or not forcing_moves or count_all(state, list) == 0) then return terminal(state, ply) end
  end
  local mover = to_move(state)
  local maximize = mover == me
  local best, every
  if checked then
    best, every = maximize and -huge or huge, true
  else
    local stand = evaluate(state, me)
    if left <= 0 or mover == "chance" then return stand end
    if maximize then
      if stand >= beta then return stand end
      if stand > alpha then alpha = stand end
    else
      if stand <= alpha then return stand end
      if stand < beta then beta = stand end
    end
    best, every = stand, forcing_moves ~= nil
  end
  if not list then list, n = node_moves(state, ply, forcing_moves) end
  -- Each child's value is taken in at the top of the loop, not after the call: a call that
  -- returns lands in the interpreter, which runs on only to the loop's back edge and into
  -- the loop's compiled code (code after the call ran interpreted for every child).
  local i, m, v, searched = 0, nil, 0, false
  while true do
    if searched then
      if undo then undo(state, m) end
      if stopped then return 0 end
      if maximize then
        if v > best then best = v end
        if v > alpha then alpha = v end
      else
        if v < best then best = v end
        if v < beta then beta = v end
      end
      if alpha >= beta then break end
    end
    i = i + 1
    if i > n then break end
    m = list[i]
    searched = every or forcing(state, m)
    if searched then
      local child = state
      if undo then play(state, m) else child = copy(state); play(child, m) end
      v = quiesce(child, alpha, beta, ply + 1, left - 1)
    end
  end
  return best
end

local search_node

-- The history malus: the moves searched before the one that cut lose what it gained (so
-- that a move that often fails to cut sinks below one that never was tried).
local function penalise(state, list, i, cut, amount)
  for j = 1, i - 1 do
    local q = list[j]
    if q ~= cut and type(q) ~= "table" and not (forcing and forcing(state, q)) then
      history[q] = (history[q] or 0) - amount
    end
  end
end

-- Late-move pruning: how many moves a node this far from the horizon searches before it
-- leaves out the quiet ones.
local LATE_MOVES = { 4, 7, 12 }

-- How many plies less a late quiet move is searched first, by depth * 128 + move number
-- (for lmr 1 and 2; nil for 0: none), made once per kind: 1 one ply; 2 ln(depth) x
-- ln(move number) / 2 rounded, as strong chess engines reduce, at least one ply and
-- never to below one ply of depth.
local reduction_tables = {}
local function reductions(kind)
  if kind ~= 1 and kind ~= 2 then return nil end
  local r = reduction_tables[kind]
  if r then return r end
  r = {}
  for depth = 0, 127 do
    for i = 0, 127 do
      local plies = 1
      if kind == 2 and depth > 0 and i > 0 then
        plies = math.floor(math.log(depth) * math.log(i) / 2 + 0.5)
      end
      r[depth * 128 + i] = math.max(1, math.min(plies, depth - 2))
    end
  end
  reduction_tables[kind] = r
  return r
end

-- Orders moves 2..n by their scores, best first: a selection sort (of equal scores, the
-- one listed first), the order in which the search took them one at a time before.
local function order_rest(list, scores, n)
  for i = 2, n - 1 do
    local pick, pick_score = i, scores[i]
    for j = i + 1, n do
      if scores[j] > pick_score then pick, pick_score = j, scores[j] end
    end
    list[i], list[pick], scores[pick] = list[pick], list[i], scores[i]
  end
end

-- Scores a node's moves for their order (the transposition move `hint`, then killers,
-- then by history) and puts the best first, where the hint is already when it was
-- `searched` before the moves were listed; returns how many moves the list holds. (The
-- table's move for a position is one of its moves; were it not, by a collision of keys,
-- every listed move still follows the one searched.)
local function order_first(state, ply, list, n, hint, k1, k2, searched)
  local scores = order[ply]
  local counter = counter_moves and counter_moves[played[ply - 1] or 0]
  for i = 1, n do
    local m = list[i]
    local s = history[m] or 0
    if order_hint then s = s + order_hint(state, m) end
    if forcing_first and forcing(state, m) then s = s + 1e12 end
    if m == hint then
      s = 1e15
    elseif m == k1 then
      s = 1e14
    elseif m == k2 then
      s = 1e13
    elseif m == counter then
      s = 5e12
    end
    scores[i] = s
  end
  local pick, pick_score = 1, scores[1]
  for j = 2, n do
    if scores[j] > pick_score then pick, pick_score = j, scores[j] end
  end
  if searched and list[pick] ~= hint then
    n = n + 1
    list[n], scores[n], pick = hint, 1e15, n
  end
  list[1], list[pick], scores[pick] = list[pick], list[1], scores[1]
  return n
end

-- Expectation over the outcomes of a chance node (a full window below it).
local function expect(state, depth, ply)
  local outcomes = chances(state)
  local total = 0
  for i = 1, #outcomes do
    local outcome, p = outcomes[i][1], outcomes[i][2]
    local child = state
    if undo then play(state, outcome) else child = copy(state); play(child, outcome) end
    total = total + p * search_node(child, depth - 1, -huge, huge, ply + 1)
    if undo then undo(state, outcome) end
    if stopped then return 0 end
  end
  return total
end

-- A node: the table is asked before its moves are listed, so that a node the table
-- settles costs no move generation; past the depth, quiescence lists its own moves.
search_node = function(state, depth, alpha, beta, ply, excluded)
  local key = key_of(state)
  -- (a singular search's node is its parent's position, which passed this test)
  if on_path[key] then -- a repetition: no progress for anyone
    nodes = nodes + 1
    return draw_value
  end
  if depth <= 0 and quiesce_plies > 0 then return quiesce(state, alpha, beta, ply, quiesce_plies) end
  if not enter() then return 0 end
  -- A side in check searches a ply deeper: its answers are forced, and the line should
  -- not end at the horizon in the middle of them. Only up to twice the iteration's depth
  -- from the root: an answer to a check may check back, and a line of such answers would
  -- otherwise never come nearer the horizon.
  local checked = nil
  if extend_checks and depth > 0 and ply < extend_below then
    checked = no_pruning(state)
    if checked then depth = depth + 1 end
  end
  local stored, meta, best_hint
  if depth > 0 and excluded == nil then
    stored, meta, best_hint = tt:get(key)
    if stored and meta >= depth * 4 then
      local v, flag = from_tt(stored, ply), meta % 4
      if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha) then return v end
    end
  end
  -- A game that tells whether it is over lists the moves only when the table's move (tried
  -- first, alone) does not settle the node, and not at all when the evaluation (reverse
  -- futility) or a null move does.
  local list, n
  if over then
    if over(state) then return terminal(state, ply) end
  else
    list, n = node_moves(state, ply)
    if n == 0 then return terminal(state, ply) end
  end
  if depth <= 0 then return evaluate and evaluate(state, me) or 0 end
  local mover = to_move(state)
  if mover == "chance" then return expect(state, depth, ply) end

  -- Null move: in a node searched with a null window (not on the principal variation),
  -- let the side to move pass; if even then the other side cannot bring the value back
  -- across the window, a real move will not either, and the node is cut at once. With
  -- null=2 only where the evaluation already beats the window (Dobutsu's tree to depth 14
  -- from the start: 64,535 nodes, 81,453 with null=1, 344,421 without).
  if null_ok and depth >= 3 and beta - alpha <= 2 * NULL and not after_null[ply - 1] and excluded == nil
    and (null_ok == 1 or (mover == me and evaluate(state, me) >= beta)
      or (mover ~= me and evaluate(state, me) <= alpha))
    and null_move(state) then
    local r = depth >= 6 and 3 or 2
    after_null[ply] = true
    local v
    if mover == me then
      v = search_node(state, depth - 1 - r, beta - NULL, beta, ply + 1)
    else
      v = search_node(state, depth - 1 - r, alpha, alpha + NULL, ply + 1)
    end
    after_null[ply] = false
    undo_null_move(state)
    if stopped then return 0 end
    -- (a proven result after a pass is not a proof: only the bound is kept)
    if mover == me and v >= beta then return v > PROVEN and beta or v end
    if mover ~= me and v <= alpha then return v < -PROVEN and alpha or v end
  end

  -- Near the horizon, in a null-window node whose side to move is not in check, the
  -- evaluation may settle the node (reverse futility) or the quiet moves (futility).
  local futile, late = nil, nil
  if depth <= 3 and beta - alpha <= 2 * NULL and (rfp_margin or futility_margin or late_moves) and excluded == nil
    and alpha > -PROVEN and beta < PROVEN and not checked
    and not (checked == nil and no_pruning and no_pruning(state)) then
    late = late_moves and late_moves[depth]
    if rfp_margin or (futility_margin and depth <= 2) then
      local static = evaluate(state, me)
      if mover == me then
        if rfp_margin and static - rfp_margin * depth >= beta then return static - rfp_margin * depth end
        if futility_margin and depth <= 2 and static + futility_margin * depth <= alpha then
          futile = static + futility_margin * depth
        end
      else
        if rfp_margin and static + rfp_margin * depth <= alpha then return static + rfp_margin * depth end
        if futility_margin and depth <= 2 and static - futility_margin * depth >= beta then
          futile = static - futility_margin * depth
        end
      end
    end
  end

  -- Singular extension: when the table's move is a bound from nearly this depth, the
  -- other moves are searched at half the depth against a window a margin short of its
  -- value; if none of them comes near it, the table's move is the only one that holds,
  -- and it is searched a ply deeper. If even that window is above beta (below alpha for
  -- the minimiser), the node is cut at once: more than one move holds (multi-cut).
  local extension = 0
  if singular_margin and depth >= SINGULAR_DEPTH and best_hint ~= nil and ply < extend_below
    and meta >= (depth - 3) * 4 then
    local v, flag = from_tt(stored, ply), meta % 4
    if v > -PROVEN and v < PROVEN then
      local half = math.floor((depth - 1) / 2)
      if mover == me and flag ~= UPPER then
        local s = v - singular_margin * depth
        local w = search_node(state, half, s - NULL, s, ply, best_hint)
        if stopped then return 0 end
        if w < s then extension = 1 elseif s >= beta then return s end
      elseif mover ~= me and flag ~= LOWER then
        local s = v + singular_margin * depth
        local w = search_node(state, half, s, s + NULL, ply, best_hint)
        if stopped then return 0 end
        if w > s then extension = 1 elseif s <= alpha then return s end
      end
      if list ~= nil then list, n = node_moves(state, ply) end -- (the same ply's list was reused)
    end
  end

  local k1, k2 = killer1[ply], killer2[ply]
  if list == nil and best_hint == nil then list, n = node_moves(state, ply) end
  if list ~= nil then
    n = order_first(state, ply, list, n, best_hint, k1, k2, false)
  else
    n = 1 -- the table's move alone, until it has not cut
  end

  local maximize = mover == me
  local best = maximize and -huge or huge
  local best_move
  local a, b = alpha, beta
  on_path[key] = true
  -- The moves in order, each searched by one to three calls (principal variation search:
  -- after the first move a null window; a late quiet move (not forcing, not a killer) a
  -- ply shallower first (late-move reduction); either searched again, in full, when it
  -- proves better). `stage` says which call's value `v` has just come back: 1 the reduced
  -- null window, 2 the null window, 3 the full window (0: none yet). Each value is taken in
  -- at the top of the loop, so that the call is the last thing in it: a call that returns
  -- lands in the interpreter, which then runs only to the loop's back edge and on into the
  -- loop's compiled code (the code after the call ran interpreted, for every child).
  -- The best move goes first (the table's, before the rest are listed, when they are not
  -- yet); the rest are ordered only when it does not cut.
  local i, stage, v, m, child = 0, 0, 0, nil, state
  local cd, ca, cb = 0, 0, 0 -- the next call's depth and window
  while true do
    local again = false
    if stage == 1 then -- the reduced null window: at full depth when it proves better
      again = not stopped and (maximize and v > a or not maximize and v < b)
      stage, cd = 2, depth - 1
    elseif stage == 2 then -- the null window: in full when the value is inside the window
      again = not stopped and v > a and v < b
      stage, cd, ca, cb = 3, depth - 1, a, b
    end
    if not again then
      if stage ~= 0 then -- move i is searched
        if undo then undo(state, m) end
        if stopped then
          on_path[key] = nil
          return 0
        end
        if maximize then
          if v > best then best, best_move = v, m end
          if v > a then a = v end
        else
          if v < best then best, best_move = v, m end
          if v < b then b = v end
        end
        if a >= b then
          if m ~= k1 then killer1[ply], killer2[ply] = m, k1 end
          if type(m) ~= "table" then
            history[m] = (history[m] or 0) + depth * depth
            if counter_moves then counter_moves[played[ply - 1] or 0] = m end
            if history_malus and list then penalise(state, list, i, m, depth * depth) end
          end
          break
        end
      end
      i = i + 1
      -- The rest in order once the first move has not cut: no loop in the loop's other
      -- rounds, so that the loop compiles as one trace (a loop inside it is compiled on
      -- its own, and the code around it ran interpreted).
      if i == 2 then
        if list == nil then -- the table's move was searched before the others were listed
          list, n = node_moves(state, ply)
          n = order_first(state, ply, list, n, best_hint, k1, k2, true)
        end
        order_rest(list, order[ply], n)
      end
      if i > n then break end
      m = list and list[i] or best_hint
      -- (whether the move is quiet is asked of the position before it)
      if m == excluded then
        stage = 0 -- the move a singular search leaves out
      elseif (futile or (late and i > late)) and i > 1 and m ~= k1 and m ~= k2
        and not (forcing and forcing(state, m)) then
        -- pruned: not searched; a futile move counts as worth the futility bound
        stage = 0
        if futile then
          if maximize then
            if futile > best then best = futile end
          elseif futile < best then
            best = futile
          end
        end
      else
        local reducible = reduction and i > 3 and depth >= 3 and m ~= k1 and m ~= k2
          and not (forcing and forcing(state, m))
        child = state
        if undo then play(state, m) else child = copy(state); play(child, m) end
        if i == 1 or not pvs then
          stage, cd, ca, cb = 3, depth - 1 + (m == best_hint and extension or 0), a, b
        else
          if reducible then
            stage, cd = 1, depth - 1 - reduction[(depth < 127 and depth or 127) * 128 + (i < 127 and i or 127)]
          else
            stage, cd = 2, depth - 1
          end
          if maximize then ca, cb = a, a + NULL else ca, cb = b - NULL, b end
        end
      end
    end
    if stage ~= 0 then
      played[ply] = m
      v = search_node(child, cd, ca, cb, ply + 1)
    end
  end
  on_path[key] = nil

  if excluded ~= nil then return best end -- a singular search's value leaves a move out
  local flag = EXACT
  if best <= alpha then flag = UPPER elseif best >= beta then flag = LOWER end
  tt:put(key, to_tt(best, ply), depth * 4 + flag, best_move)
  return best
end

-- One iteration of the root's moves `list` (n of them) with window (lo, hi): the best
-- move and its value. A move that improves moves to the front, for the next iteration.
local function iterate(view, list, n, root_key, depth, lo, hi)
  local alpha, iteration_best, iteration_value = lo, nil, -huge
  extend_below = 2 * depth
  on_path[root_key] = true
  for i = 1, n do
    local m = list[i]
    local v
    played[0] = m
    if undo then
      play(view, m)
      v = search_node(view, depth - 1, alpha, hi, 1)
      undo(view, m)
    else
      local child = copy(view)
      play(child, m)
      v = search_node(child, depth - 1, alpha, hi, 1)
    end
    if stopped then break end
    -- Below the window a value is only a bound: a move that fails low never replaces
    -- the first one searched (the last iteration's best).
    if v > iteration_value and (iteration_best == nil or v > lo) then
      iteration_best, iteration_value = m, v
      -- keep the best first for the next iteration
      table.remove(list, i)
      table.insert(list, 1, m)
    end
    if v > alpha then alpha = v end
    if v >= hi then break end -- above the window: its true value is not known yet
  end
  on_path[root_key] = nil
  return iteration_best, iteration_value
end

-- Points the search's variables at this searcher's game, settings and tables.
local function bind(self, view, clock)
  local game, settings = self.game, self.settings
  me = self.seat or game.to_move(view)
  moves, play, undo, copy = game.moves, game.play, game.undo, game.copy
  key_of, to_move, result, chances = game.key, game.to_move, game.result, game.chances
  evaluate, order_hint, forcing = self.evaluate, self.order, self.forcing
  killer1, killer2, history = self.killer1, self.killer2, self.history
  buffers, order = self.lists, self.move_scores
  timer = time_manager.new(clock, settings.use, settings.soft)
  -- The table's size follows the time (about half an entry per microsecond): memory
  -- touched for the first time costs here about 3 ms a megabyte, which a short move cannot
  -- spare (a million entries took 130 ms to set up).
  node_limit = (settings.nodes or 0) > 0 and settings.nodes or huge
  -- A search bounded by nodes needs no more entries than nodes, and one bounded by depth
  -- alone no more than 64 * 4^depth (Dobutsu at depth 4 searches about 5,000 nodes a
  -- move): a table of a million entries took longer to make than such a game took to play.
  local bound = math.min(timer.budget * 500000, node_limit, 64 * 4 ^ math.min(settings.depth or 64, 20))
  local entries = math.min(settings.tt, math.max(TT_LEAST, bound))
  if not self.tt or (self.tt.size < entries / 2) then
    self.tt = nil
    self.tt = transposition.new(entries)
  elseif self.tt_seat ~= me then
    -- The table's values are from the side it searched for: a searcher without a seat
    -- that moves for the other side now would read them the wrong way round (a win it
    -- had proven for one side taken for the other's).
    self.tt:clear()
  end
  self.tt_seat = me
  tt = self.tt
  nodes, stopped = 0, false
  pvs = settings.pvs ~= 0
  draw_value = 0 - (settings.contempt or 0) -- (not -(0): a draw reported as "-0")
  reduction = pvs and reductions(settings.lmr) or nil
  forcing_first = settings.forcing_first ~= 0 and forcing ~= nil
  quiesce_plies = forcing and evaluate and settings.quiesce or 0
  -- Checks (where the game tells them): in its first `check` plies, quiescence answers one
  -- with every move instead of standing on the evaluation.
  in_check = settings.check > 0 and game.in_check or nil
  check_plies = settings.check
  -- The game's own list of its forcing moves, when the forcing moves are the game's.
  forcing_moves = forcing == game.forcing and game.forcing_moves or nil
  count_moves = game.count_moves
  over = game.over
  -- Null-move pruning needs the game's null_move and play/undo (it passes in place).
  null_move, undo_null_move = game.null_move, game.undo_null_move
  -- Pruning by the evaluation (it needs one), never in check where the game tells it.
  rfp_margin = evaluate and settings.rfp > 0 and settings.rfp or nil
  futility_margin = evaluate and settings.futility > 0 and settings.futility or nil
  late_moves = settings.lmp ~= 0 and LATE_MOVES or nil
  no_pruning = game.in_check
  singular_margin = (settings.singular or 0) > 0 and settings.singular or nil
  history_malus = (settings.malus or 0) ~= 0
  if (settings.counter or 0) ~= 0 then
    self.counter_moves = self.counter_moves or {}
    counter_moves = self.counter_moves
  else
    counter_moves = nil
  end
  extend_checks = settings.extend ~= 0 and no_pruning ~= nil
  -- (null=2 asks the evaluation: without one, no null move)
  null_ok = settings.null ~= 0 and null_move ~= nil and undo_null_move ~= nil and undo ~= nil
    and (settings.null == 1 or evaluate ~= nil) and settings.null or nil
  for k in pairs(on_path) do on_path[k] = nil end
  for k in pairs(after_null) do after_null[k] = nil end
  -- A position that has come back one time short of the game's repetition rule ends the
  -- game if it comes again: the search scores it as a repetition on its own line.
  local rule = self.repetition
  if rule > 0 then
    for k, count in pairs(self.past) do
      if count >= rule - 1 then on_path[k] = true end
    end
  end
end

-- The root: iterative deepening; the best move of the last finished iteration is played
-- (or of the unfinished one, once its first move - the previous best - has been searched).
local function deepen(self, view, rng, id)
  local settings = self.settings
  local start = timer.start
  local root, n = moves(view)
  n = n or #root
  if n == 0 then return nil end
  local list = {}
  for i = 1, n do list[i] = root[i] end
  local best_move, best_value, depth_done = list[rng:int(n)], 0, 0
  if n == 1 then
    self.last = { depth = 0, value = 0, nodes = 0, seconds = now() - start, move = list[1] }
    return list[1]
  end
  local root_key = key_of(view)
  local researches = 0
  -- Each iteration first searches a window around the last value (an aspiration
  -- window, `window` wide on each side); when the value falls outside it, the iteration
  -- is searched again with a full window.
  local value_at = {} -- the value each finished iteration found
  for depth = 1, settings.depth do
    local window = settings.window
    local lo, hi = -huge, huge
    -- Centred on the value two plies back: in many games the value swings between odd
    -- and even depths (the side that moved last has just captured).
    local centre = value_at[depth - 2]
    if window > 0 and centre and centre > -PROVEN and centre < PROVEN then
      lo, hi = centre - window, centre + window
    end
    local iteration_best, iteration_value = iterate(view, list, n, root_key, depth, lo, hi)
    if not stopped and (iteration_value <= lo or iteration_value >= hi) then
      researches = researches + 1
      -- A move that failed high is first now, so the full search starts with it; if time
      -- runs out before that search ends, the move that failed high is still the best known.
      local failed_high = iteration_value >= hi and iteration_best or nil
      iteration_best, iteration_value = iterate(view, list, n, root_key, depth, -huge, huge)
      if iteration_best == nil and failed_high then iteration_best, iteration_value = failed_high, hi end
    end
    if searches ~= id then error("search: a hook started another search while this one ran", 0) end
    -- A move is best only after a finished search of it (the previous best goes first),
    -- so even a stopped iteration's best is sound.
    if iteration_best ~= nil then best_move, best_value = iteration_best, iteration_value end
    if stopped then break end
    depth_done = depth
    value_at[depth] = best_value
    if best_value > PROVEN or best_value < -PROVEN then break end -- a proven result: done
    if nodes >= node_limit or not timer:another() then break end
  end
  self.last = {
    depth = depth_done, value = best_value, nodes = nodes, seconds = now() - start, move = best_move,
    researches = researches,
  }
  -- (the record keeps what the search found beside the move)
  return best_move, { depth = depth_done, nodes = nodes, score = best_value }
end

---The best move found in the clock's time (or to `settings.depth`), and a report of the
---search {depth, nodes, score} that a bot may return beside it. `self.last` keeps depth,
---value, nodes, seconds and the move. One search runs at a time in a Lua state: a search
---started from a hook (evaluate, order, forcing) stops the one running with an error.
---@param view any
---@param clock Clock
---@param rng Rng
---@return any move
---@return table? report
function Searcher:choose(view, clock, rng)
  searches = searches + 1
  -- Searched as a copy (when the game can copy), as the warm-up's start is: LuaJIT's
  -- compiled code finds a table's fields at the hash slots where it first found them, and
  -- the view a bot's process decodes from the host places its keys otherwise than
  -- game.copy does. Compiled on the warm-up's copy, an Onitama search of the decoded view
  -- left its traces at every field read: 457k nodes/s at 1 s a move, 774k-864k on a copy.
  local game = self.game
  local state = game.copy and game.copy(view) or view
  bind(self, state, clock)
  owner = searches
  local move, report = deepen(self, state, rng, searches)
  owner = 0
  return move, report
end

return search

-- What a game's rules allow a search in Lua: a bare negamax over the game's own moves,
-- forcing_moves, play, undo, key and evaluate, with a transposition table (hr.transposition)
-- and history ordering, and nothing else (no windows, killers, reductions, repetitions or
-- clock), to a fixed depth from the start. Two forms search the same tree:
--
--   build/houserules run tests/bench/search_ceiling.lua dobutsu 15 recursive
--   build/houserules run tests/bench/search_ceiling.lua dobutsu 15 stack
--
-- `recursive` is a function that calls itself, as hr.search does; `stack` one loop over an
-- explicit stack of plies, so that no call returns into LuaJIT's interpreter (a recursive
-- search runs a fifth to a third of its time interpreted: see bench --profile). Compare
-- each with alphabeta's nodes/s at a similar depth (bench, or profile_search.lua): the gap
-- to the bare search is what hr.search's own work costs, and the gap between the two forms
-- what recursion costs. The game needs play/undo, moves and forcing_moves that fill a
-- given list, and evaluate.
local name, depth, form = arg[1], tonumber(arg[2]), arg[3] or "recursive"
if not (name and depth) or (form ~= "recursive" and form ~= "stack") then
  error("usage: houserules run tests/bench/search_ceiling.lua GAME DEPTH [recursive|stack]", 0)
end
local rules = require "hr.rules"
local session = require "hr.session"
local clock = require "hr.clock"
local transposition = require "hr.transposition"

local game = rules.load(name, {})
local st = session.new(game, {}).state
local moves, forcing_moves, play, undo = game.moves, game.forcing_moves, game.play, game.undo
local key, evaluate, to_move = game.key, game.evaluate, game.to_move
local tt = transposition.new(1000000)
local WIN, QUIESCE, PLIES = 1e9, 8, 128
local EXACT, LOWER, UPPER = 0, 1, 2
local nodes = 0
local history = {}
local lists, scores = {}, {}
for ply = 0, PLIES do lists[ply], scores[ply] = {}, {} end

-- Scores a node's moves: the table's move first, then by history.
local function score_moves(list, n, hint, s)
  for i = 1, n do
    local m = list[i]
    s[i] = m == hint and 1e15 or (history[m] or 0)
  end
end

-- Puts the best-scored of moves i..n at i (a selection sort, one step a move).
local function pick(list, s, i, n)
  local best, best_score = i, s[i]
  for j = i + 1, n do
    if s[j] > best_score then best, best_score = j, s[j] end
  end
  list[i], list[best], s[best], s[i] = list[best], list[i], s[i], best_score
  return list[i]
end

local function bound(best, alpha0, beta)
  if best <= alpha0 then return UPPER end
  if best >= beta then return LOWER end
  return EXACT
end

-- The table's value for a node of this depth, when it settles the window.
local function probe(k, depth_left, alpha, beta)
  local stored, meta, hint = tt:get(k)
  if stored and meta >= depth_left * 4 then
    local flag = meta % 4
    if flag == EXACT or (flag == LOWER and stored >= beta) or (flag == UPPER and stored <= alpha) then
      return stored, hint
    end
  end
  return nil, hint
end

local function quiesce(ply, alpha, beta, left)
  nodes = nodes + 1
  local list, n = forcing_moves(st, lists[ply])
  local stand = evaluate(st, to_move(st))
  if left <= 0 or stand >= beta then return stand end
  if stand > alpha then alpha = stand end
  local best = stand
  for i = 1, n do
    local m = list[i]
    play(st, m)
    local v = -quiesce(ply + 1, -beta, -alpha, left - 1)
    undo(st, m)
    if v > best then best = v end
    if v > alpha then alpha = v end
    if alpha >= beta then break end
  end
  return best
end

local function negamax(d, ply, alpha, beta)
  if d <= 0 then return quiesce(ply, alpha, beta, QUIESCE) end
  nodes = nodes + 1
  local k = key(st)
  local settled, hint = probe(k, d, alpha, beta)
  if settled then return settled end
  local list, n = moves(st, lists[ply])
  if n == 0 then return -WIN + ply end
  local s = scores[ply]
  score_moves(list, n, hint, s)
  local best, best_move, alpha0 = -2 * WIN, nil, alpha
  for i = 1, n do
    local m = pick(list, s, i, n)
    play(st, m)
    local v = -negamax(d - 1, ply + 1, -beta, -alpha)
    undo(st, m)
    if v > best then best, best_move = v, m end
    if v > alpha then alpha = v end
    if alpha >= beta then
      history[m] = (history[m] or 0) + d * d
      break
    end
  end
  tt:put(k, best, d * 4 + bound(best, alpha0, beta), best_move)
  return best
end

-- The same search as one loop. Per ply: the depth left (at or below 0 in quiescence, whose
-- plies left are in LEFT), the window, the moves and the next one's index, the best so far.
local D, A, B, LIST, N, I = {}, {}, {}, {}, {}, {}
local BEST, MOVE, BEST_MOVE, KEY, ALPHA0, LEFT = {}, {}, {}, {}, {}, {}
for ply = 0, PLIES do
  D[ply], A[ply], B[ply], N[ply], I[ply] = 0, 0, 0, 0, 0
  BEST[ply], MOVE[ply], KEY[ply], ALPHA0[ply], LEFT[ply] = 0, 0, 0, 0, 0
end
local ENTER, NEXT, RETURN = 1, 2, 3
local function negamax_stack(d0)
  local ply, v, step = 0, 0, ENTER
  D[0], A[0], B[0], LEFT[0] = d0, -2 * WIN, 2 * WIN, QUIESCE
  while true do
    if step == ENTER then
      nodes = nodes + 1
      local d = D[ply]
      if d <= 0 then -- quiescence
        local list, n = forcing_moves(st, lists[ply])
        local stand = evaluate(st, to_move(st))
        if LEFT[ply] <= 0 or stand >= B[ply] then
          v, step = stand, RETURN
        else
          if stand > A[ply] then A[ply] = stand end
          LIST[ply], N[ply], I[ply], BEST[ply], step = list, n, 0, stand, NEXT
        end
      else
        local k = key(st)
        local settled, hint = probe(k, d, A[ply], B[ply])
        if settled then
          v, step = settled, RETURN
        else
          local list, n = moves(st, lists[ply])
          if n == 0 then
            v, step = -WIN + ply, RETURN
          else
            score_moves(list, n, hint, scores[ply])
            LIST[ply], N[ply], I[ply], BEST[ply], BEST_MOVE[ply] = list, n, 0, -2 * WIN, nil
            KEY[ply], ALPHA0[ply], step = k, A[ply], NEXT
          end
        end
      end
    elseif step == NEXT then
      local i = I[ply] + 1
      if i > N[ply] then -- every move searched (or a cut): the node's value goes up
        v, step = BEST[ply], RETURN
        if D[ply] > 0 then tt:put(KEY[ply], v, D[ply] * 4 + bound(v, ALPHA0[ply], B[ply]), BEST_MOVE[ply]) end
      else
        I[ply] = i
        local m = D[ply] > 0 and pick(LIST[ply], scores[ply], i, N[ply]) or LIST[ply][i]
        MOVE[ply] = m
        play(st, m)
        local child = ply + 1
        D[child], A[child], B[child] = D[ply] - 1, -B[ply], -A[ply]
        LEFT[child] = D[ply] > 0 and QUIESCE or LEFT[ply] - 1
        ply, step = child, ENTER
      end
    else -- RETURN: v is the value of ply, for its parent
      if ply == 0 then return v end
      ply = ply - 1
      local m = MOVE[ply]
      undo(st, m)
      v = -v
      if v > BEST[ply] then BEST[ply], BEST_MOVE[ply] = v, m end
      if v > A[ply] then A[ply] = v end
      if A[ply] >= B[ply] then
        if D[ply] > 0 then history[m] = (history[m] or 0) + D[ply] * D[ply] end
        I[ply] = N[ply] -- no more moves
      end
      step = NEXT
    end
  end
end

local began = clock.now()
for d = 1, depth do
  local v = form == "stack" and negamax_stack(d) or negamax(d, 0, -2 * WIN, 2 * WIN)
  if d == depth then
    local seconds = clock.now() - began
    print(string.format("%s %s to depth %d: value %s, %d nodes in %.3f s, %.0fk nodes/s", name, form, d,
      tostring(v), nodes, seconds, nodes / seconds / 1000))
  end
end

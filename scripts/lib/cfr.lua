---Counterfactual regret minimisation (require "hr.cfr"): an approximate equilibrium of a
---small two-seat game with hidden information, over the Lua rules, as OpenSpiel's CFR
---solvers find one. The game lists its deals (`starts`, with their odds); what a seat
---knows is its `view` (an information set is the seat and its view); chance nodes inside
---the game are weighted by `chances`. CFR+ (regrets floored at zero, alternating updates,
---the average strategy weighted by iteration) for speed; the value of the average strategy
---and its exploitability (the mean of what each seat would gain by a best response
---against it, OpenSpiel's definition) say how close it is.
local util = require "hr.util"

local cfr = {}

-- A position after a move (a copy: the solver keeps every branch).
local function child(game, st, m)
  local c = game.copy(st)
  game.play(c, m)
  return c
end

---A solver for `game` under `options`: `iterate(n)` runs n iterations, `value()` is the
---first seat's expected score under the average strategy, `exploitability()`, and
---`strategy()` lists each information set with its average action probabilities.
---@param game Game
---@param options table
function cfr.new(game, options)
  local starts = game.starts(options)
  local nodes = {} -- information set key -> { seat, view, moves, regret[], sum[] }
  local t = 0

  local function node_of(st, seat)
    local view = game.view(st, seat)
    local key = seat .. "|" .. util.show(view)
    local node = nodes[key]
    if not node then
      local list, n = game.moves(st)
      local moves = {}
      for i = 1, n or #list do moves[i] = list[i] end
      node = { seat = seat, view = view, key = key, moves = moves, regret = {}, sum = {} }
      for i = 1, #moves do node.regret[i], node.sum[i] = 0, 0 end
      nodes[key] = node
    end
    return node
  end

  -- regret matching: play in proportion to the positive regrets (evenly when there are none)
  local function current(node)
    local total, sigma = 0, {}
    for i, r in ipairs(node.regret) do total = total + (r > 0 and r or 0) end
    for i, r in ipairs(node.regret) do
      sigma[i] = total > 0 and (r > 0 and r or 0) / total or 1 / #node.regret
    end
    return sigma
  end

  local function average(node)
    local total, out = 0, {}
    for _, s in ipairs(node.sum) do total = total + s end
    for i, s in ipairs(node.sum) do out[i] = total > 0 and s / total or 1 / #node.sum end
    return out
  end

  -- One traversal for seat i: its utility at st, reached with its own probability pi and
  -- the others' (chance included) po.
  local function traverse(st, i, pi, po)
    local result = game.result(st)
    if result then return result.scores[i] end
    local mover = game.to_move(st)
    if mover == "chance" then
      local v = 0
      for _, c in ipairs(game.chances(st)) do v = v + c[2] * traverse(child(game, st, c[1]), i, pi, po * c[2]) end
      return v
    end
    local node = node_of(st, mover)
    local sigma = current(node)
    if mover == i then
      local values, v = {}, 0
      for a, m in ipairs(node.moves) do
        values[a] = traverse(child(game, st, m), i, pi * sigma[a], po)
        v = v + sigma[a] * values[a]
      end
      for a = 1, #node.moves do
        local r = node.regret[a] + po * (values[a] - v)
        node.regret[a] = r > 0 and r or 0
        node.sum[a] = node.sum[a] + t * pi * sigma[a]
      end
      return v
    end
    local v = 0
    for a, m in ipairs(node.moves) do
      if sigma[a] > 0 then v = v + sigma[a] * traverse(child(game, st, m), i, pi, po * sigma[a]) end
    end
    return v
  end

  local self = {}

  function self.iterate(n)
    for _ = 1, n do
      t = t + 1
      for i = 1, 2 do
        for _, start in ipairs(starts) do traverse(game.copy(start[1]), i, 1, start[2]) end
      end
    end
  end

  -- The expected score of seat `seat` when every seat plays `policy(node)` (probabilities).
  local function expected(st, seat, policy)
    local result = game.result(st)
    if result then return result.scores[seat] end
    local mover = game.to_move(st)
    if mover == "chance" then
      local v = 0
      for _, c in ipairs(game.chances(st)) do v = v + c[2] * expected(child(game, st, c[1]), seat, policy) end
      return v
    end
    local node = node_of(st, mover)
    local p, v = policy(node, st), 0
    for a, m in ipairs(node.moves) do
      if p[a] > 0 then v = v + p[a] * expected(child(game, st, m), seat, policy) end
    end
    return v
  end

  local function over_starts(f)
    local v = 0
    for _, start in ipairs(starts) do v = v + start[2] * f(game.copy(start[1])) end
    return v
  end

  ---The first seat's expected score under the average strategy.
  function self.value()
    return over_starts(function(st) return expected(st, 1, average) end)
  end

  -- The value of a best response of seat i against the others' average strategy.
  local function best_response(i)
    -- each of i's information sets: its histories and the others' reach of each
    local members = {}
    local function collect(st, reach)
      if game.result(st) then return end
      local mover = game.to_move(st)
      if mover == "chance" then
        for _, c in ipairs(game.chances(st)) do collect(child(game, st, c[1]), reach * c[2]) end
        return
      end
      local node = node_of(st, mover)
      if mover == i then
        local list = members[node.key] or {}
        members[node.key] = list
        list[#list + 1] = { st, reach }
        for _, m in ipairs(node.moves) do collect(child(game, st, m), reach) end
      else
        local p = average(node)
        for a, m in ipairs(node.moves) do
          if p[a] > 0 then collect(child(game, st, m), reach * p[a]) end
        end
      end
    end
    for _, start in ipairs(starts) do collect(game.copy(start[1]), start[2]) end
    local choice = {}
    local policy
    -- at i's sets, the action whose histories are worth most (deeper sets settle first,
    -- as the values below ask for them)
    policy = function(node)
      if node.seat ~= i then return average(node) end
      local a = choice[node.key]
      if not a then
        local best, best_value = 1, -math.huge
        for k, m in ipairs(node.moves) do
          local v = 0
          for _, h in ipairs(members[node.key] or {}) do v = v + h[2] * expected(child(game, h[1], m), i, policy) end
          if v > best_value then best, best_value = k, v end
        end
        a = best
        choice[node.key] = a
      end
      local p = {}
      for k = 1, #node.moves do p[k] = k == a and 1 or 0 end
      return p
    end
    return over_starts(function(st) return expected(st, i, policy) end)
  end

  ---What each seat gains on average by a best response against the average strategy
  ---(NashConv / 2, OpenSpiel's exploitability); 0 at an equilibrium.
  function self.exploitability()
    local v1 = self.value()
    local v2 = over_starts(function(st) return expected(st, 2, average) end)
    return ((best_response(1) - v1) + (best_response(2) - v2)) / 2
  end

  ---Each information set with its average strategy: { seat, view, moves, probabilities }.
  function self.strategy()
    local list = {}
    for _, node in pairs(nodes) do
      list[#list + 1] = { seat = node.seat, view = node.view, moves = node.moves, p = average(node), key = node.key }
    end
    table.sort(list, function(a, b) return a.key < b.key end)
    return list
  end

  function self.iterations() return t end

  return self
end

---`houserules solve` for such a game: its value and exploitability, and the strategy.
---@param game Game
---@param s Session
---@param a table  the command's arguments
---@param iterations integer
function cfr.command(game, s, a, iterations)
  local solver = cfr.new(game, s.options)
  local step = math.max(1, math.floor(iterations / 20))
  local done = 0
  while done < iterations do
    local n = math.min(step, iterations - done)
    solver.iterate(n)
    done = done + n
    if a.progress then a.progress(string.format("CFR+: %d of %d iterations", done, iterations)) end
  end
  if a.progress then a.progress() end
  print(string.format("value %.4f for the first player (CFR+, %d iterations)", solver.value(), iterations))
  print(string.format("exploitability %.5f", solver.exploitability()))
  print("strategy (each seat's view, then how often each move is played):")
  for _, node in ipairs(solver.strategy()) do
    local parts = {}
    for k, m in ipairs(node.moves) do
      parts[#parts + 1] = string.format("%s %.0f%%", game.notate(node.view, m), 100 * node.p[k])
    end
    print(string.format("  %s (%s): %s", game.show(node.view, node.seat), s:seats()[node.seat],
      table.concat(parts, ", ")))
  end
  return 0
end

return cfr

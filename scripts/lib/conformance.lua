---The conformance suite: the checks every game and every variant must pass, in the
---spirit of OpenSpiel's basic tests (require "hr.conformance").
---
---  * seeded random playouts end with a result (the referee's draw rules included); the
---    first of them (50,000 positions) are checked move by move:
---  * `undo` (or `copy`) gives back the state and its key, for every legal move met (an
---    even spread of 64 where a position has more, as the 462 rolls of six dice);
---  * `moves` holds no duplicates, is empty exactly when `result` says the game is over,
---    and every move's text parses back to that move;
---  * the same seed plays the same game;
---  * views are plain data, and the states sample_hidden draws from a view show the same
---    view; position text reads back to the same position;
---  * chance nodes list their outcomes with probabilities that sum to one;
---  * perft counts match the game's golden file.
local util = require "hr.util"
local perft = require "hr.perft"
local session = require "hr.session"
local rng_module = require "hr.rng"
local clock = require "hr.clock"

local conformance = {}

local deep_equal, deep_copy, show = util.deep_equal, util.deep_copy, util.show

-- A key for a move, to find duplicates among moves of any type (tables by their text).
local function move_id(m)
  if type(m) == "table" then return show(m) end
  return m
end

-- At most this many moves of a position get the notation checks, and at most
-- PER_POSITION_PLAYED of them the costly undo and copy checks; a position with more (the
-- 462 rolls of six dice) gets an even spread of them.
local PER_POSITION = 64
local PER_POSITION_PLAYED = 8

-- Positions checked move by move before the remaining playouts are only played (and
-- their cheap checks made): bounds the suite's time for games with long playouts.
local POSITION_BUDGET = 50000

-- Whether a value is plain data (what can be sent to a bot's state).
local function plain(value, seen, path)
  local t = type(value)
  if t == "nil" or t == "boolean" or t == "number" or t == "string" then return true end
  if t ~= "table" then return false, path .. " is a " .. t end
  if seen[value] then return false, path .. " contains itself" end
  seen[value] = true
  for k, v in pairs(value) do
    local ok, why = plain(k, seen, path .. "[key]")
    if not ok then return false, why end
    ok, why = plain(v, seen, path .. "." .. tostring(k))
    if not ok then return false, why end
  end
  seen[value] = nil
  return true
end

---@class ConformanceSettings
---@field playouts? integer
---@field budget? integer
---@field golden? string
---@field max_nodes? integer
---@field options? table
---@field print? fun(text: string)
---@field progress? fun(text?: string)

---@class ConformanceReport
---@field checks integer
---@field failed integer     how many checks failed
---@field failures string[]  the first 20 of them, in words

local Checker = {}
Checker.__index = Checker

function Checker:fail(message)
  if #self.failures < 20 then self.failures[#self.failures + 1] = message end
  self.failed = self.failed + 1
end

-- Counts a check; a failed one is reported with `message`. Checks made for every move
-- leave out the message and report it themselves when `check` returns false, so that no
-- text is built for the millions that pass.
function Checker:check(ok, message)
  self.checks = self.checks + 1
  if not ok and message then self:fail(message) end
  return ok
end

-- forcing_moves lists the moves of `list` (the position's moves) that forcing is true of,
-- in the same order.
function Checker:forcing_moves(game, state, where, list, n)
  local forced, count = game.forcing_moves(state, {})
  count = count or #forced
  local k = 0
  for i = 1, n do
    if game.forcing(state, list[i]) then
      k = k + 1
      if not self:check(forced[k] == list[i]) then
        local listed = forced[k] ~= nil and game.notate(state, forced[k]) or "nothing"
        return self:fail(where .. ": forcing_moves lists " .. listed .. " where moves has the forcing move "
          .. game.notate(state, list[i]))
      end
    end
  end
  self:check(count == k, where .. ": forcing_moves lists " .. count .. " moves, of " .. k .. " forcing ones")
end

-- Every check that can be made at one position, for every legal move.
function Checker:position(game, state, where, every_move, seats)
  local list, n = game.moves(state)
  -- the contract's second value: the searches loop to it rather than ask the list its length
  if not self:check(n == #list) then
    self:fail(where .. ": moves returns its list and " .. tostring(n) .. ", not the list's length " .. #list)
  end
  n = n or #list
  if game.count_moves then
    local counted = game.count_moves(state)
    self:check(counted == n, where .. ": count_moves says " .. tostring(counted) .. ", moves lists " .. n)
  end
  if game.forcing_moves then self:forcing_moves(game, state, where, list, n) end
  if game.over then
    local over = game.over(state)
    self:check(over == (n == 0), where .. ": over says " .. tostring(over) .. ", moves lists " .. n)
  end
  local result = game.result(state)
  local mover = game.to_move(state)
  self:check((n == 0) == (result ~= nil),
    where .. ": moves is " .. (n == 0 and "empty" or "not empty") .. " but result is " .. (result and "set" or "nil"))
  if result then
    self:check(type(result.scores) == "table" and #result.scores == seats and type(result.reason) == "string",
      where .. ": result needs scores for every seat and a reason")
    return list, n
  end
  if mover == "chance" then
    self:check(type(game.chances) == "function", where .. ": a chance node but no chances function")
    local total, outcomes = 0, game.chances(state)
    for _, entry in ipairs(outcomes) do total = total + entry[2] end
    self:check(math.abs(total - 1) < 1e-9, where .. ": chance probabilities sum to " .. total)
    self:check(#outcomes == n, where .. ": chances lists " .. #outcomes .. " outcomes, moves " .. n)
  end
  if not every_move then return list, n end
  self.positions = self.positions + 1
  local ids, texts = {}, {}
  for i = 1, n do
    local id = move_id(list[i])
    if not self:check(not ids[id]) then self:fail(where .. ": move " .. show(list[i]) .. " appears twice") end
    ids[id] = true
  end
  local key = game.key(state)
  local before = deep_copy(state)
  local step = n > PER_POSITION and (n - 1) / (PER_POSITION - 1) or 1
  local played_every = n > PER_POSITION and math.floor(PER_POSITION / PER_POSITION_PLAYED) or 1
  for j = 1, math.min(n, PER_POSITION) do
    local i = math.floor(1 + (j - 1) * step + 0.5)
    local m = list[i]
    local played = (j - 1) % played_every == 0
    local text = game.notate(state, m)
    if not self:check(type(text) == "string" and not texts[text]) then
      self:fail(where .. ": move text '" .. tostring(text) .. "' is not unique")
    end
    texts[text] = true
    local back, why = game.parse(state, text)
    if not self:check(deep_equal(back, m)) then
      self:fail(where .. ": parse('" .. tostring(text) .. "') gives " .. show(back) .. " (" .. tostring(why)
        .. "), not " .. show(m))
    end
    if game.undo and played then
      game.play(state, m)
      game.undo(state, m)
      if not self:check(game.key(state) == key) then
        self:fail(where .. ": undo of " .. text .. " does not restore the key")
      end
      if not deep_equal(state, before) then
        self:fail(where .. ": undo of " .. text .. " does not restore the state")
        state = deep_copy(before)
      end
    end
    if game.copy and played then
      local c = game.copy(state)
      game.play(c, m)
      if not self:check(deep_equal(state, before)) then
        self:fail(where .. ": playing " .. text .. " on a copy changed the original")
      end
    end
  end
  return list, n
end

-- One random playout through the referee's session; returns the move texts.
function Checker:playout(game, seed, every_move, options)
  local s = session.new(game, { seed = seed, options = options })
  local rng = rng_module.new(seed + 1000003)
  local texts = {}
  local limit = 100000
  while not s:result() do
    local where = string.format("seed %d, move %d", seed, #texts + 1)
    local list, n = self:position(game, s.state, where, every_move, #s:seats())
    if n == 0 then
      self:fail(where .. ": no moves but the game is not over")
      break
    end
    -- (the views are checked with the rest, within the suite's budget of positions)
    for seat = 1, every_move and #s:seats() or 0 do
      local view = game.view(s.state, seat)
      local ok, why = plain(view, {}, "view")
      self:check(ok, where .. ": the view of seat " .. seat .. " is not plain data: " .. tostring(why))
      if game.sample_hidden then
        -- Every state sample_hidden draws from a view shows that seat the same view: a
        -- bot that guesses the hidden part (ismcts) then searches positions it cannot tell
        -- from the real one. (This cannot tell whether the view shows too much: only the
        -- game knows what is hidden.)
        for _ = 1, 3 do
          local sample = game.sample_hidden(game.copy and game.copy(view) or deep_copy(view), rng)
          self:check(deep_equal(game.view(sample, seat), view),
            where .. ": seat " .. seat .. " sees something else in a state sample_hidden drew from its view")
        end
      end
    end
    local move
    if s:to_move() == "chance" then
      move = s:sample_chance()
    else
      move = list[rng:int(n)]
    end
    -- the squares a move touches are squares of the picture (what a page marks), at every
    -- 16th position as the picture below
    if game.squares and game.picture and every_move and #texts % 16 == 0 and s:to_move() ~= "chance" then
      local key = game.key(s.state)
      local ok, names = pcall(game.squares, s.state, move)
      if self:check(ok and type(names) == "table", where .. ": squares gives no list (" .. tostring(names) .. ")") then
        local svg = game.picture(s.state)
        for _, name in ipairs(names) do
          self:check(type(name) == "string" and svg:find('data-square="' .. util.xml_escape(name) .. '"', 1, true),
            where .. ": squares names '" .. tostring(name) .. "', which is no data-square of the picture")
        end
      end
      self:check(game.key(s.state) == key, where .. ": squares changed the position")
    end
    local text, why = s:play(move)
    if not self:check(text ~= nil, where .. ": the session refused a listed move: " .. tostring(why)) then break end
    texts[#texts + 1] = text
    -- a picture at every 16th position: drawing is slow beside the rules, and any position will do
    if game.picture and every_move and #texts % 16 == 1 then
      local ok, svg = pcall(game.picture, s.state)
      self:check(ok and type(svg) == "string" and svg:find("^<svg") ~= nil and svg:find("</svg>%s*$") ~= nil,
        where .. ": picture does not draw an SVG (" .. tostring(svg):sub(1, 80) .. ")")
    end
    if game.write_position and game.read_position and every_move then
      local pos = game.write_position(s.state)
      local back, err = game.read_position(pos, s.options)
      self:check(back ~= nil and game.key(back) == game.key(s.state),
        where .. ": position text '" .. pos .. "' does not read back (" .. tostring(err) .. ")")
    end
    if #texts > limit then
      self:fail(where .. ": the game did not end in " .. limit .. " moves")
      break
    end
  end
  self:check(s:result() ~= nil, string.format("seed %d: the playout ended without a result", seed))
  return texts
end

---Reads a golden perft file: `position TEXT` (or `start`), `option K=V`, `DEPTH NODES`;
---a line that starts with `#` is a comment (only whole lines: position text may hold `#`,
---as Chinese checkers' blue pieces).
---@param text string
---@return {position: string|nil, options: table, counts: {depth: integer, nodes: integer}[]}[]
function conformance.read_golden(text)
  local cases, current = {}, nil
  local function new_case(position)
    current = { position = position, options = {}, counts = {} }
    cases[#cases + 1] = current
  end
  local number = 0
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    number = number + 1
    line = util.trim(line)
    if line ~= "" and line:sub(1, 1) ~= "#" then
      local position = line:match("^position%s+(.+)$")
      if line == "start" then
        new_case(nil)
      elseif position then
        new_case(position)
      elseif line:match("^option%s") then
        local k, v = line:match("^option%s+([^=%s]+)=(.+)$")
        if not k or not current then
          error("golden file line " .. number .. ": expected 'option K=V' after a position", 0)
        end
        current.options[k] = v
      else
        local depth, nodes = line:match("^(%d+)%s+(%d+)$")
        if not depth or not current then error("golden file line " .. number .. ": expected 'DEPTH NODES'", 0) end
        current.counts[#current.counts + 1] = { depth = tonumber(depth), nodes = tonumber(nodes) }
      end
    end
  end
  return cases
end

---Runs the whole suite on a game (with variants). Prints a line per part.
---@param game Game
---@param settings ConformanceSettings
---@return ConformanceReport
function conformance.run(game, settings)
  settings = settings or {}
  local progress = settings.progress or function() end -- progress(text); progress() clears
  local print_line = settings.print or print
  local function say(text)
    progress()
    print_line(text)
  end
  local self = setmetatable({ checks = 0, failed = 0, failures = {}, positions = 0 }, Checker)
  local playouts = settings.playouts or 1000
  local budget = settings.budget or POSITION_BUDGET
  local start = clock.now()

  local lengths, thorough = 0, 0
  for seed = 1, playouts do
    local every_move = self.positions < budget
    if every_move then thorough = thorough + 1 end
    progress(string.format("playout %d/%d", seed, playouts))
    lengths = lengths + #self:playout(game, seed, every_move, settings.options)
  end
  say(string.format("playouts: %d games (%d checked move by move), %.1f moves on average, %.1f s",
    playouts, thorough, lengths / playouts, clock.now() - start))

  local same = true
  for seed = 1, math.min(20, playouts) do
    local a = self:playout(game, seed, false, settings.options)
    local b = self:playout(game, seed, false, settings.options)
    same = same and deep_equal(a, b)
  end
  self:check(same, "the same seed did not give the same game")
  say("same seed, same game: " .. (same and "yes" or "NO"))

  if game.starts then
    -- a solver plays through the listed deals: their odds add up to 1, and setup deals
    -- nothing they do not list
    local listed, total = {}, 0
    for _, deal in ipairs(game.starts(settings.options or {})) do
      listed[game.key(deal[1])] = true
      total = total + deal[2]
    end
    self:check(math.abs(total - 1) < 1e-9, string.format("starts: the odds add up to %.12g, not 1", total))
    for seed = 1, math.min(200, playouts) do
      local dealt = session.new(game, { seed = seed, options = settings.options }).state
      self:check(listed[game.key(dealt)], string.format("starts: seed %d deals a start they do not list", seed))
    end
    say("starts: the deals listed add up to 1 and hold every deal of setup")
  end

  if settings.golden then
    local cases = conformance.read_golden(settings.golden)
    local max_nodes = settings.max_nodes or 5e6
    for _, case in ipairs(cases) do
      local s = session.new(game, { position = case.position, options = case.options })
      for _, count in ipairs(case.counts) do
        if count.nodes <= max_nodes then
          progress(string.format("perft %d from %s", count.depth, case.position or "the start"))
          local got = perft.count(game, s.state, count.depth)
          self:check(got == count.nodes, string.format("perft %d from %s: %d, expected %d",
            count.depth, case.position or "the start", got, count.nodes))
        end
      end
    end
    say(string.format("perft: %d position%s from the golden file", #cases, #cases == 1 and "" or "s"))
  end
  say(string.format("%d checks, %d failed, %.1f s", self.checks, self.failed, clock.now() - start))
  for _, failure in ipairs(self.failures) do say("FAILED: " .. failure) end
  return { checks = self.checks, failed = self.failed, failures = self.failures }
end

return conformance

---Rock-paper-scissors with bombs, jokers and flags: a Stratego-like game on an N x M board,
---as taught in an advanced C++ course, played with hidden information.
---
---  core.lua  the state, the fights, legal moves, play and undo
---  text.lua    position files, move lines (the notation), the board as text
---  hidden.lua  what each seat sees (view) and guesses at the rest (sample_hidden)
---  evaluate.lua  a heuristic score for search bots
---
---The file referee is `houserules rps [DIR]` (scripts/frontends/rps.lua).
local E = require "games.rps.core"
local X = require "games.rps.text"
local H = require "games.rps.hidden"
local evaluate = require "games.rps.evaluate"
local errors = require "hr.errors"

local format = string.format

local COUNTS = E.COUNT_OPTION -- by type: R P S B F J

---A random legal layout for `seat`: its pieces on the rows nearest its side of the board
---(player 1 the top rows, player 2 the bottom ones), as many rows as they need.
---@param opts table
---@param seat integer
---@param rng Rng
---@return table
local function random_layout(opts, seat, rng)
  local total = 0
  for _, name in ipairs(COUNTS) do total = total + opts[name] end
  if total > opts.rows * opts.columns then
    errors.user(format("a random layout of %d pieces does not fit on a board of %d squares: give position files "
      .. "(--option board%d=FILE) or fewer pieces", total, opts.rows * opts.columns, seat))
  end
  local rows = math.min(opts.rows, math.ceil(total / opts.columns))
  local squares = {}
  for i = 1, rows do
    local y = seat == 1 and i or opts.rows + 1 - i
    for x = 1, opts.columns do squares[#squares + 1] = { x, y } end
  end
  for i = #squares, 2, -1 do
    local j = rng:int(i)
    squares[i], squares[j] = squares[j], squares[i]
  end
  local layout, at = {}, 0
  for t, name in ipairs(COUNTS) do
    for _ = 1, opts[name] do
      at = at + 1
      local sq = squares[at]
      layout[at] = { t, sq[1], sq[2], t == E.J and rng:int(4) or nil }
    end
  end
  return layout
end

---The layout of a seat from its position file (`--option board1=FILE`), read through the
---root the session granted to the option (the file's folder).
local function file_layout(opts, seat)
  local name = "board" .. seat
  local path = opts[name]
  local base = path:match("([^/]+)$") or path
  -- (required here: bots load the game too, and they have no files)
  local text, why = require("hr.files").read(name .. ":" .. base)
  if not text then errors.user(format("%s: %s", path, why)) end
  local layout, line, problem = X.read_layout(text, opts)
  if not layout then errors.user(format("%s line %d: %s", path, line, problem)) end
  return layout
end

local function check_options(opts)
  if opts.rows < 1 or opts.columns < 1 or opts.rows * opts.columns > 10000 then
    errors.user(format("a board of %d x %d: rows and columns are 1 or more, 10000 squares at most", opts.rows,
      opts.columns))
  end
  for _, name in ipairs(COUNTS) do
    if opts[name] < 0 or opts[name] ~= math.floor(opts[name]) then
      errors.user(format("--option %s=%s: a count is a whole number, 0 or more", name, tostring(opts[name])))
    end
  end
  if opts.flags < 1 then errors.user("--option flags=0: each player has at least one flag") end
end

local SEAT_NAME = { "player 1", "player 2" }
local KIND = {
  ["All flags of the opponent are captured"] = "flags",
  ["All moving PIECES of the opponent are eaten"] = "pieces",
}

---@param st table
---@return GameResult|nil
local function result(st)
  local w = st.winner
  if w == 3 then return { scores = { 0.5, 0.5 }, reason = st.why, kind = "no flags" } end
  if w ~= 0 then
    return {
      scores = w == 1 and { 1, 0 } or { 0, 1 },
      reason = format("%s wins: %s", SEAT_NAME[w], st.why:gsub("^%u", string.lower)),
      kind = KIND[st.why],
    }
  end
  if st.no_fight > 0 and st.quiet >= st.no_fight then
    return { scores = { 0.5, 0.5 }, reason = format("a tie: %d moves in a row without a fight", st.no_fight),
      kind = "quiet" }
  end
  if not E.has_move(st) then
    local s = st.side
    return {
      scores = s == 1 and { 0, 1 } or { 1, 0 },
      reason = format("%s wins: %s cannot move", SEAT_NAME[3 - s], SEAT_NAME[s]),
      kind = "stuck",
    }
  end
  return nil
end

-- How each game began: its options, both layouts and which came from position files. Kept
-- beside the state, never in it: a view is a copy of the state, and must not carry the
-- rival's layout.
local SETUP = setmetatable({}, { __mode = "k" })

local function begin(opts, layouts, fixed)
  local st = E.start(opts, layouts)
  SETUP[st] = { opts = opts, layouts = layouts, fixed = fixed }
  return st
end

---What `seat` sees when it sets up its pieces (a bot's `place` hook): the board with its
---own pieces of the random layout and none of the rival's (the set-ups are chosen at the
---same time); nil when its pieces come from a position file or a move was played.
---@param st table
---@param seat integer
---@return table|nil
local function placement(st, seat)
  local setup = SETUP[st]
  if not setup or st.ply ~= 0 or setup.fixed[seat] then return nil end
  local alone = { {}, {} }
  alone[seat] = setup.layouts[seat]
  local v = H.view(E.start(setup.opts, alone), seat)
  v.winner, v.why = 0, ""
  return v
end

---A new start with `seat`'s pieces set up from `text` (the lines of a position file), and
---the rival's as they were; pieces on the same square fight. Nil and why when the text is
---not a legal layout (its line and what was expected) or the set-up is not the seat's.
---@param st table
---@param seat integer
---@param text string
---@return table|nil
---@return string|nil why
local function place(st, seat, text)
  local setup = SETUP[st]
  if not setup or st.ply ~= 0 then return nil, "pieces are set up before the first move" end
  if setup.fixed[seat] then return nil, format("%s's pieces come from a position file", SEAT_NAME[seat]) end
  local layout, line, problem = X.read_layout(text, setup.opts)
  if not layout then return nil, format("line %d: %s", line, problem) end
  local layouts = { setup.layouts[1], setup.layouts[2] }
  layouts[seat] = layout
  return begin(setup.opts, layouts, setup.fixed)
end

---@type Game
return {
  info = {
    name = "rps",
    title = "Rock-paper-scissors with bombs, jokers and flags",
    seats = SEAT_NAME,
    options = {
      { name = "rows", default = 10, help = "rows of the board (N)" },
      { name = "columns", default = 10, help = "columns of the board (M)" },
      { name = "rocks", default = 2, help = "rocks a player may have (R)" },
      { name = "papers", default = 5, help = "papers a player may have (P)" },
      { name = "scissors", default = 1, help = "scissors a player may have (S)" },
      { name = "bombs", default = 2, help = "bombs a player may have (B)" },
      { name = "jokers", default = 2, help = "jokers a player may have (J)" },
      { name = "flags", default = 1, help = "flags each player places (F)" },
      { name = "no_fight", default = 100, classic = 0,
        help = "a tie after this many moves in a row without a fight (0: never)" },
      { name = "board1", default = "", kind = "file", help = "player 1's position file (else a random layout)" },
      { name = "board2", default = "", kind = "file", help = "player 2's position file (else a random layout)" },
    },
    notation = "FROM_X FROM_Y TO_X TO_Y [J: X Y REP]: columns then rows, e.g. 3 4 3 5, or "
      .. "3 4 3 5 J: 7 1 B to also make the joker at column 7 row 1 a bomb (a joker is named by its square "
      .. "before the move; the one that moves also by where it lands)",
  },
  setup = function(opts, rng)
    check_options(opts)
    local layouts, fixed = {}, {}
    for seat = 1, 2 do
      fixed[seat] = opts["board" .. seat] ~= ""
      layouts[seat] = fixed[seat] and file_layout(opts, seat) or random_layout(opts, seat, rng)
    end
    return begin(opts, layouts, fixed)
  end,
  placement = placement,
  place = place,
  to_move = function(st) return st.side end,
  moves = E.moves,
  play = E.play,
  undo = E.undo,
  copy = E.copy,
  result = result,
  view = H.view,
  sample_hidden = H.sample_hidden,
  show = X.show,
  picture = require("games.rps.picture")(),
  notate = X.notate,
  squares = X.squares,
  parse = X.judge,
  public_move = X.public_move,
  key = E.key,
  evaluate = evaluate,
  -- ismcts against random, 20 games at 200 ms a move: 92.5% (eval after 2 random moves,
  -- scale 3, an evaluation in pieces) where random playouts scored 67.5%
  playout_settings = { playout = "eval", depth = 2, scale = 3 },
  -- for the file referee
  check_options = check_options,
  engine = E,
  text = X,
  start = E.start,
}

---One game under the referee: the true state, the history with undo/redo, the referee's
---own draw rules (repetition, move limit), forfeits, and chance outcomes drawn with the
---match's seeded rng. It lives in the referee's Lua state (require "hr.session").
---
---Undo and :reload replay the moves from the start through `parse`, so they stay right
---whatever the game does, and a reload runs the history under the new rules.
local util = require "hr.util"
local rules = require "hr.rules"
local errors = require "hr.errors"
local rng_module = require "hr.rng"
local turn_module = require "hr.turn"

local session = {}

---@class Session
---@field game Game
---@field state any
---@field options table        option values (typed, defaults filled)
---@field given_options table  options as the user gave them (for the record)
---@field seed number
---@field position string|nil  start position text, when not the game's own start
---@field placements table<integer, string>  each seat's own set-up (game.place), by seat
---@field rng Rng              the match rng: setup and chance outcomes
---@field turn Turn            the history (hr.turn)
---@field seat_names string[]  the seats, in turn order, under these options
local Session = {}
Session.__index = Session

local function draw_scores(n)
  local scores = {}
  for i = 1, n do scores[i] = 1 / n end
  return scores
end

---@param game Game
---@param settings? {options?: table, seed?: number, position?: string, placements?: table<integer, string>}
---@return Session
function session.new(game, settings)
  settings = settings or {}
  local self = setmetatable({}, Session)
  self.game = game
  self.given_options = settings.options or {}
  local options, why = rules.options(game, self.given_options)
  if not options then errors.user(why) end
  self.options = options
  session.grant_folders(game, options)
  self.seed = settings.seed or 0
  self.position = settings.position
  self.placements = {}
  self.seat_names = game.seats and game.seats(options) or game.info.seats
  if #self.seat_names > turn_module.MAX_SEATS then
    errors.user(string.format("%s has %d seats with these options; a game has at most %d",
      game.info.name, #self.seat_names, turn_module.MAX_SEATS))
  end
  self.turn = turn_module.new(#self.seat_names)
  self:rebuild()
  for seat, layout in pairs(settings.placements or {}) do
    local placed, refused = self:place(seat, layout)
    if not placed then errors.user(string.format("the set-up of seat %s: %s", tostring(seat), refused)) end
  end
  return self
end

---An option that names a folder (declared with kind = "folder") makes that folder
---readable by the game as the root of the option's name: `--option cards=./mine` lets the
---game read "cards:movecards.txt", and nothing else outside its roots. An option that
---names a file (kind = "file") grants the file's folder: the game reads NAME:BASENAME.
---@param game Game
---@param options table
function session.grant_folders(game, options)
  for _, option in ipairs(game.info.options or {}) do
    local value = options[option.name]
    if type(value) == "string" and value ~= "" then
      if option.kind == "folder" then
        require("hr.files").grant(option.name, value)
      elseif option.kind == "file" then
        require("hr.files").grant(option.name, value:match("^(.*)/[^/]*$") or ".")
      end
    end
  end
end

-- The start position, fresh: the same seed gives the same setup every time.
function Session:start_state()
  local game = self.game
  self.rng = rng_module.new(self.seed)
  if self.position then
    if not game.read_position then errors.user(game.info.name .. " has no position text") end
    local state, why = game.read_position(self.position, self.options)
    if not state then errors.user("position '" .. self.position .. "': " .. why) end
    return state
  end
  local state = game.setup(self.options, self.rng)
  for seat = 1, #self.seat_names do
    local layout = self.placements[seat]
    if layout then
      local placed, why = game.place(state, seat, layout)
      -- (it was taken once: only rules changed by :reload refuse it now)
      if not placed then
        errors.user(string.format("the set-up of %s no longer fits the rules: %s", self.seat_names[seat], why))
      end
      state = placed
    end
  end
  return state
end

---What `seat` sees when it may set up its own pieces before the first move
---(game.placement); nil when it may not: the game has no set-up to choose, a move was
---played, or the seat's pieces are fixed (by a position file, say).
---@param seat integer
---@return any|nil view
function Session:placement(seat)
  local game = self.game
  if not game.placement or not game.place or #self.turn:played() > 0 or self.placements[seat] then return nil end
  return game.placement(self.state, seat)
end

---Sets up `seat`'s pieces from `layout` (the game's set-up text, e.g. a position file's
---lines) before the first move. Returns true, or nil and why the game refuses it.
---@param seat integer
---@param layout string
---@return true|nil
---@return string|nil why
function Session:place(seat, layout)
  if type(layout) ~= "string" then
    return nil, "a set-up is text (the lines of a position file), not a " .. type(layout)
  end
  if type(seat) ~= "number" or seat ~= math.floor(seat) or seat < 1 or seat > #self.seat_names then
    return nil, "no seat " .. tostring(seat)
  end
  if self:placement(seat) == nil then
    return nil, #self.turn:played() > 0 and "pieces are set up before the first move"
      or self.placements[seat] and "this seat has set up its pieces already"
      or "this seat's set-up is not its own to choose"
  end
  local placed, why = self.game.place(self.state, seat, layout)
  if not placed then return nil, why or "refused" end
  self.placements[seat] = layout
  self:rebuild()
  return true
end

---Each seat's own set-up (text), by seat: what a record keeps to replay the game.
---@return table<integer, string>
function Session:placed() return self.placements end

function Session:note_position(chance)
  local key = self.game.key(self.state)
  self.seen[key] = (self.seen[key] or 0) + 1
  if not chance then self.plies = self.plies + 1 end
end

-- Replays the moves played so far from the start position. Returns the number of moves
-- that replayed, and the error of the first that did not (nil when all did).
function Session:rebuild()
  self.state = self:start_state()
  -- For an engine that reads the moves since the start (engine_position): the start, and
  -- the moves in its dialect so far, written as they come (not the whole game each time).
  local uci, copy = self.game.uci, self.game.copy
  self.engine_line = uci and uci.history and copy
    and { start = copy(self.state), at = copy(self.state), texts = {} } or nil
  self.seen, self.plies, self.forfeit = {}, -1, nil
  self:note_position()
  local game = self.game
  for i, entry in ipairs(self.turn:played()) do
    local move, why = game.parse(self.state, entry.move)
    if move == nil then
      return i - 1, string.format("move %d (%s) is not legal under these rules: %s", i, entry.move, why or "refused")
    end
    game.play(self.state, move)
    self:note_position(entry.seat == 0)
  end
  return #self.turn:played()
end

---@return integer|"chance"
function Session:to_move() return self.game.to_move(self.state) end

---Legal moves (a fresh list).
---@return any[]
function Session:moves()
  local list, n = self.game.moves(self.state)
  local copy = {}
  for i = 1, n or #list do copy[i] = list[i] end
  return copy
end

---The legal moves as text (game.notate), in the game's order.
---@return string[]
function Session:move_texts()
  local notate, state, texts = self.game.notate, self.state, {}
  for i, move in ipairs(self:moves()) do texts[i] = notate(state, move) end
  return texts
end

---The position as the game writes it (game.write_position), or "" when it has no text.
---@return string
function Session:position_text()
  local write = self.game.write_position
  return write and write(self.state) or ""
end

---The legal move equal to `move` (the list's own value), or nil.
---@param move any
function Session:find_move(move)
  local list, n = self.game.moves(self.state)
  if type(move) ~= "table" then
    for i = 1, n or #list do
      if list[i] == move then return move end
    end
    return nil
  end
  for i = 1, n or #list do
    if util.deep_equal(list[i], move) then return list[i] end
  end
  return nil
end

---How the game ended, or nil: the game's own result, else a forfeit, a repetition or
---the move limit.
---@return GameResult|nil
function Session:result()
  if self.forfeit then return self.forfeit end
  local result = self.game.result(self.state)
  if result then return result end
  local options, seats = self.options, #self.seat_names
  local repetition = options.repetition
  if type(repetition) == "number" and repetition > 0 and self.seen[self.game.key(self.state)] >= repetition then
    return { scores = draw_scores(seats), reason = "a draw: the same position came back " .. repetition .. " times",
      kind = "repetition" }
  end
  local limit = options.max_plies
  if type(limit) == "number" and limit > 0 and self.plies >= limit then
    -- not an end the rules give: the referee's cut-off (what an analysis counts apart)
    return { scores = draw_scores(seats), reason = "a draw: " .. limit .. " moves were played", kind = "move limit",
      cut = true }
  end
  return nil
end

---Plays a move (a value from `moves`, or equal to one). Returns its text, or nil and why.
---@param move any
---@param seconds? number  the time the move took, for the record
---@param stats? {depth?: number, nodes?: number, score?: number}  what the bot said of its search, for the record
---@return string|nil text
---@return string|nil why
function Session:play(move, seconds, stats)
  if self:result() then return nil, "the game is over" end
  local legal = self:find_move(move)
  if legal == nil then return nil, "not a legal move" end
  local game = self.game
  local mover = game.to_move(self.state)
  local text = game.notate(self.state, legal)
  game.play(self.state, legal)
  self.turn:push(text, mover == "chance" and 0 or mover, seconds or 0, stats)
  self:note_position(mover == "chance")
  return text
end

---Plays a move given as text. Returns its text (as the game writes it), or nil and why.
---@param text string
---@param seconds? number
---@param stats? table
function Session:play_text(text, seconds, stats)
  if self:result() then return nil, "the game is over" end
  local move, why = self.game.parse(self.state, text)
  if move == nil then return nil, why or "not a move" end
  return self:play(move, seconds, stats)
end

---Puts the game in `state`, a position a front end keeps itself (hr.bots asks a seat from
---it): the history and the positions seen so far are forgotten.
---@param state any
function Session:set_state(state)
  local uci, copy = self.game.uci, self.game.copy
  self.state = state
  self.turn = turn_module.new(#self.seat_names)
  self.engine_line = uci and uci.history and copy
    and { start = copy(state), at = copy(state), texts = {} } or nil
  self.seen, self.plies, self.forfeit, self.cut = {}, -1, nil, nil
  self:note_position()
end

---The move that `text` names in this position, or nil and why.
---@param text string
---@return any|nil move
---@return string|nil why
function Session:parse(text)
  local move, why = self.game.parse(self.state, text)
  if move == nil then return nil, why or "not a move" end
  return move
end

---Draws a chance outcome with the match rng and plays it; returns its text.
function Session:play_chance()
  local outcome = self:sample_chance()
  local game = self.game
  local text = game.notate(self.state, outcome)
  game.play(self.state, outcome)
  self.turn:push(text, 0, 0)
  self:note_position(true)
  return text
end

---Draws a chance outcome with the match rng, by the exact distribution of `chances`.
function Session:sample_chance()
  local list = self.game.chances(self.state)
  local x, total = self.rng:float(), 0
  for i = 1, #list do
    total = total + list[i][2]
    if x < total then return list[i][1] end
  end
  return list[#list][1]
end

---Ends the game against `seat` (time, an error, an illegal move...). The others win.
---@param seat integer
---@param reason string
function Session:lose(seat, reason)
  local scores = {}
  for i = 1, #self.seat_names do scores[i] = i == seat and 0 or 1 end
  self.forfeit = { scores = scores, reason = reason }
end

---Takes back the last move. Returns its history entry, or nil at the start.
function Session:undo()
  if not self.turn:can_undo() then return nil end
  self.cut = nil -- a move taken back on purpose is not played again by a reload
  local entry = self.turn:undo()
  self:rebuild()
  return entry
end

---Plays again the last move taken back. Returns its entry, or nil.
function Session:redo()
  if not self.turn:can_redo() then return nil end
  local entry = self.turn:redo()
  local move, why = self.game.parse(self.state, entry.move)
  if move == nil then
    self.turn:undo()
    return nil, string.format("%s: %s", entry.move, why or "refused")
  end
  self.game.play(self.state, move)
  self:note_position(entry.seat == 0)
  if self.cut then
    self.cut.at, self.cut.count = self.cut.at + 1, self.cut.count - 1
    if self.cut.count == 0 then self.cut = nil end
  end
  return entry
end

---Swaps in new rules (after :reload) and replays the game under them. Returns true, or
---false and why the history stopped early (the position is then after the last move
---that was still legal).
---@param game Game
function Session:reload(game)
  local options, why = rules.options(game, self.given_options)
  if not options then return false, why end
  local old_game, old_options = self.game, self.options
  self.game, self.options = game, options
  session.grant_folders(game, options)
  local built, replayed, problem = pcall(self.rebuild, self)
  if not built then
    -- the start itself fails under the new rules (a set-up that no longer fits): the
    -- game goes on under the rules it had
    self.game, self.options = old_game, old_options
    session.grant_folders(old_game, old_options)
    self:rebuild()
    error(replayed, 0)
  end
  if problem then
    -- The moves that no longer replay become the redo tail, and are remembered as cut by
    -- the rules: a later reload (the rule fixed) plays them again.
    local before = #self.turn:played()
    local earlier = self.cut and self.cut.at == before and self.cut.count or 0
    while #self.turn:played() > replayed do self.turn:undo() end
    self:rebuild()
    self.cut = { at = replayed, count = before - replayed + earlier }
    return false, problem
  end
  return self:restore_cut()
end

-- Plays again the moves an earlier reload cut, while nothing else changed the history
-- since. Returns true, or false and why one is still refused (the rest stay to redo).
function Session:restore_cut()
  local cut = self.cut
  if not cut or #self.turn:played() ~= cut.at then
    self.cut = nil
    return true
  end
  while self.cut do
    local entry, why = self:redo()
    if not entry then
      if why == nil then break end -- nothing left to redo
      return false, string.format("move %d is still not legal under these rules: %s", #self.turn:played() + 1, why)
    end
  end
  self.cut = nil
  return true
end

---Plays a list of move texts (from a record). Raises a user error at the first that is
---refused, naming it.
---@param moves {move: string, seat?: integer, seconds?: number}[]
function Session:replay(moves)
  for i, entry in ipairs(moves) do
    local text, why = self:play_text(entry.move, entry.seconds)
    if not text then
      errors.user(string.format("move %d (%s) cannot be played: %s", i, entry.move, why))
    end
  end
end

---What `seat` may see.
function Session:view(seat) return self.game.view(self.state, seat) end

---The board as text for `seat`.
function Session:show(seat) return self.game.show(self.state, seat) end

---The position drawn as SVG (game.picture), or nil when the game draws none: a page
---shows its text board (`show`) instead.
---@return string|nil
function Session:picture()
  local draw = self.game.picture
  return draw and draw(self.state) or nil
end

---The squares the move `text` touches in this position (game.squares), for a page to mark
---as the last move; none when the game names none or the text is no move here.
---@param text string
---@return string[]
function Session:squares(text)
  local name = self.game.squares
  local move = name and self.game.parse(self.state, text)
  if move == nil then return {} end
  return name(self.state, move)
end

---The moves played so far: {seat, move, seconds} each.
function Session:history() return self.turn:played() end

---What `seat` may know of the game (0: all of it): the position as it sees it, the
---options, the seats, and the moves as it learned them (a part a game keeps from the
---rival stays out). A copy for the prompt of a person playing a game that keeps secrets
---(hr.seat_session): it carries nothing else of the session.
---@param seat integer
---@return {seat: integer, state: any, options: table, seat_names: string[], moves: table[]}
---(moves: {seat, move, seconds} each)
function Session:seen_by(seat)
  local moves = {}
  for i, played in ipairs(self:history()) do
    local text = seat == 0 and played.move or self:public_move(played.move, played.seat, seat)
    moves[i] = { seat = played.seat, move = text, seconds = played.seconds }
  end
  return {
    seat = seat,
    state = seat == 0 and self.state or self:view(seat),
    options = self.options,
    seat_names = self.seat_names,
    moves = moves,
  }
end

---The dialect an external engine speaks for this game (game.uci): its variant name and the
---position as its text; nil when the game has none.
---@return string|nil variant
---@return string|nil position
function Session:engine_position()
  local uci, game = self.game.uci, self.game
  if not uci then return nil end
  local line = self.engine_line
  if not line then return uci.variant, uci.position(self.state) end
  -- The start and every move since, so that the engine sees repetitions as the referee does.
  local played, texts, at = self.turn:played(), line.texts, line.at
  for i = #texts + 1, #played do
    local m = game.parse(at, played[i].move)
    texts[i] = uci.move(at, m)
    game.play(at, m)
  end
  local start = uci.position(line.start)
  if #texts == 0 then return uci.variant, start end
  return uci.variant, start .. " moves " .. table.concat(texts, " ")
end

---The whole game in the dialect of an external engine (game.uci), as PGN writes it: its
---variant, the start position as its text, and every move played since in its SAN
---(uci.san) where the dialect has one, else in its text. Nil when the game has no dialect,
---or a chance outcome (which no dialect writes) was played.
---@return string|nil variant
---@return string|nil start
---@return string[]|nil moves
function Session:engine_game()
  local uci, game = self.game.uci, self.game
  if not uci or not game.copy then return nil end
  local rng = self.rng -- start_state sets it anew; the game goes on with its own
  local at = self:start_state()
  self.rng = rng
  local start, texts = uci.position(at), {}
  for i, entry in ipairs(self.turn:played()) do
    if entry.seat == 0 then return nil end
    local m = game.parse(at, entry.move)
    texts[i] = (uci.san or uci.move)(at, m)
    game.play(at, m)
  end
  return uci.variant, start, texts
end

---The text of the legal move an external engine named (in its dialect, or in its SAN
---where the dialect has one: a PGN's move), or nil.
---@param text string
---@return string|nil
function Session:engine_move(text)
  local uci, game, st = self.game.uci, self.game, self.state
  local list, n = game.moves(st)
  for i = 1, n or #list do
    local m = list[i]
    if uci.san and uci.san(st, m) == text then
      return game.notate(st, m)
    elseif uci.names then
      if uci.names(st, m, text) then return game.notate(st, m) end
    elseif uci.move(st, m) == text then
      return game.notate(st, m)
    end
  end
  return nil
end

---The milliseconds per move a tournament of this game gives when none is asked for
---(game.info.tournament_time: a course's limit), or nil.
---@return number|nil
function Session:tournament_time() return self.game.info.tournament_time end

---Whether the game hides something from a seat (it can guess it: `sample_hidden`): the
---REPL and `play` then show the board as the person at the table sees it.
function Session:hides() return self.game.sample_hidden ~= nil end

---Whether the game has what a seat must not know in advance: something hidden, or chance
---(dice, a deal) after the start. Without a seed, a match deals such a game from a secret key.
function Session:keeps_secrets() return self.game.sample_hidden ~= nil or self.game.chances ~= nil end

---What `seat` learns of a move `mover` made, as text (game.public_move; else all of it):
---RPS keeps a joker's change from the rival.
---@param text string
---@param mover integer
---@param seat integer
---@return string
function Session:public_move(text, mover, seat)
  local hide = self.game.public_move
  if not hide or mover == seat or mover == 0 then return text end
  return hide(text, mover, seat)
end

---The C function a player written in C defines for this game (game.c_function), for the host
---to compile around: its name's prefix, return type and parameters ({type, name,
---length}); nil when the game has none.
---@return {prefix: string, returns: string, params: {type: string, name: string, length?: integer}[]}|nil
function Session:c_function()
  local c_function = self.game.c_function
  if not c_function then return nil end
  return { prefix = c_function.prefix, returns = c_function.returns, params = c_function.params }
end

---The arguments of a C player's call for `seat`, as the integers of every parameter in
---order (an array's elements in place), separated by spaces.
---@param seat integer
---@return string
function Session:c_arguments(seat)
  local args = self.game.c_function.arguments(self.game.view(self.state, seat), seat)
  local out = {}
  for i, param in ipairs(self.game.c_function.params) do
    local value = args[i]
    if param.length then
      for k = 1, param.length do out[#out + 1] = string.format("%d", value[k]) end
    else
      out[#out + 1] = string.format("%d", value)
    end
  end
  return table.concat(out, " ")
end

---The text of the legal move a C player's return value stands for, or nil and why.
---@param value integer
---@return string|nil
---@return string|nil
function Session:c_move(value)
  local game = self.game
  local m, why = game.c_function.move(self.state, value)
  if m == nil then return nil, why end
  return game.notate(self.state, m)
end

---The seat names of this game (their number may depend on the options).
function Session:seats() return self.seat_names end

---The option that is the number of seats (declared with `seats = true`), or nil.
---@return string|nil
function Session:seats_option()
  for _, option in ipairs(self.game.info.options or {}) do
    if option.seats then return option.name end
  end
end

return session

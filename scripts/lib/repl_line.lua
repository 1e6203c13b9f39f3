---How the REPL reads a line while a game is on (require "hr.repl_line"): once, and saying
---what it took the line for. A legal move is played; a line that looks like a move of this
---game but cannot be played now gets the move's refusal; anything else is Lua.
---
---"Looks like a move" is learned from the game itself: the shapes of the legal moves'
---texts seen so far (in the game's notation and its engine dialect), a word of letters
---standing for any word, a word with digits for any such word (a square; alone, one with
---its letters and digits in the same order, as b2b3). So `C B3 B2` is a
---Dobutsu move and `x = = 1` is not. A line that Lua reads (`x`, `local a`) stays Lua,
---except a single word that is a move word of this game and no variable (`roll` in Bo Bing).
local util = require "hr.util"
local rng_module = require "hr.rng"

local repl_line = {}

-- The shape of a line: one class per word ("w" letters, "n" digits, "s" letters and digits,
-- as a square), or nil when a word has anything else (Lua's operators and brackets).
local function shape(text)
  local classes = {}
  for word in text:gmatch("%S+") do
    if word:match("^%a+:?$") then -- (a label as RPS's "J:" counts as a word)
      -- words run together: a name may have several (Onitama's Sea Snake)
      if classes[#classes] ~= "w" then classes[#classes + 1] = "w" end
    elseif word:match("^%d+$") then
      classes[#classes + 1] = "n"
    elseif word:match("^%w+$") then
      classes[#classes + 1] = "s"
    else
      return nil
    end
  end
  if #classes == 0 then return nil end
  -- One word with digits (an engine's b2b3) keeps its pattern: letters and digits in order.
  if #classes == 1 and classes[1] == "s" then return "s:" .. text:gsub("%a", "a"):gsub("%d", "d") end
  return table.concat(classes, " ")
end

-- What was learned per game: shapes, and the single words moves are made of.
local learned = setmetatable({}, { __mode = "k" })

local function learn_moves(game, known, state)
  local list, n = game.moves(state)
  for i = 1, n or #list do
    local texts = { game.notate(state, list[i]) }
    if game.uci then texts[2] = game.uci.move(state, list[i]) end
    for k, text in ipairs(texts) do
      local s = shape(text)
      if s then
        known.shapes[s] = true
        if k == 2 then known.dialect[s] = true end
      end
      if not text:find("%s") then known.words[text:lower()] = true end
    end
  end
  return list, n
end

local function known_of(game)
  local known = learned[game]
  if not known then
    known = { shapes = {}, words = {}, dialect = {} }
    learned[game] = known
  end
  return known
end

-- The position each session was last learned from, and how deep: a line typed at the
-- same position learns nothing again (RPS, a hundred moves a position with its jokers'
-- choices and a hundred more after each, once took 100 ms a line to learn).
local learned_at = setmetatable({}, { __mode = "k" })

-- Learns from each position a move away from `state` (a chance node's outcomes after a
-- roll; the other side's moves).
local function learn_after(game, known, state)
  local list, n = game.moves(state)
  for i = 1, n or #list do
    local after = game.copy and game.copy(state) or util.deep_copy(state)
    game.play(after, list[i])
    learn_moves(game, known, after)
  end
end

-- Learns from a position (`key` names it: the same key, the same position) and, when
-- `deep`, from each one a move away (a chance node's outcomes after a roll; the other
-- side's moves).
local function learn(session, state, key, deep)
  local game = session.game
  local known = known_of(game)
  local at = learned_at[session]
  if not (at and at.key == key and at.state == state) then
    at = { key = key, state = state, deep = false }
    learned_at[session] = at
    learn_moves(game, known, state)
  end
  if deep and not at.deep then
    at.deep = true
    learn_after(game, known, state)
  end
  return known
end

-- Learns from the game's own start, once per game: where every kind of move is played. A
-- session that starts from a finished position, or stands where only a pass is legal,
-- shows none of the moves a person types.
local function learn_start(session)
  local game = session.game
  local known = known_of(game)
  if known.from_start then return known end
  known.from_start = true
  local ok, state = pcall(game.setup, session.options, rng_module.new(0))
  if ok and state ~= nil then
    learn_moves(game, known, state)
    learn_after(game, known, state)
  end
  return known
end

-- Whether Lua reads the line as it is (an expression or a statement).
local function is_lua(text)
  return (loadstring("return " .. text) or loadstring(text)) ~= nil
end

---Judges a line. Returns "move" and the move's text (in the game's notation), "refused"
---and why, or nil when the line is Lua.
---@param session Session
---@param text string
---@param may_play boolean  a person is to move
---@return string|nil verdict
---@return string|nil text_or_why
function repl_line.judge(session, text, may_play)
  text = util.trim(text)
  local game, state = session.game, session.state
  local over = session:result() ~= nil
  if may_play and not over then
    local move = game.parse(state, text)
    if move ~= nil and session:find_move(move) ~= nil then return "move", text end
    local dialect = game.uci and session:engine_move(text)
    if dialect then return "move", dialect end
  end
  local s = shape(text)
  if not s then return nil end
  -- The position is known by its state table and the moves played (a move changes the
  -- state in place; undo makes a new one). A finished game's moves are learned from its
  -- start: there are none at its end.
  local key, from = #session:history(), state
  if over then
    local at = learned_at[session]
    key, from = "start", at and at.key == "start" and at.state or session:start_state()
  end
  local known = learn(session, from, key, false)
  if not known.shapes[s] then known = learn(session, from, key, true) end
  if not known.shapes[s] then known = learn_start(session) end
  if not known.shapes[s] then return nil end
  if is_lua(text) then
    -- a single word that is a move word of this game and no variable is a move
    if text:find("%s") or rawget(_G, text) ~= nil then return nil end
    if not (known.words[text:lower()] or s ~= "w") then return nil end
  end
  if over then return "refused", "the game is over" end
  if not may_play then return "refused", "it is not a person's turn (a bot plays this seat)" end
  if known.dialect[s] and not text:find("%s") then
    local list = game.moves(state)
    return "refused", string.format("not a legal move here in the engine's notation (such as %s)",
      game.uci.move(state, list[1]))
  end
  local _, why = game.parse(state, text)
  return "refused", why or "not a legal move"
end

return repl_line

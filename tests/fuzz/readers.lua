-- The Lua readers of user input, for the fuzz targets (tests/fuzz/lua_reader.cpp): one
-- host state, many inputs. Each reader takes any text and must come back: with a value,
-- or a refusal in words (nil and why, or a user error). Anything else it raises is a
-- finding, and so is a property that does not hold (checked with `must`).
local rules = require "hr.rules"
local session = require "hr.session"
local errors = require "hr.errors"
local util = require "hr.util"
local rng_module = require "hr.rng"
local cards = require "games.onitama.cards"
local fame = require "hr.fame"

local readers = {}

local function must(ok, what)
  if not ok then error("property broken: " .. what, 2) end
end

-- The lines of a file as hr.files gives them, without the empty ones at the end.
local function file_lines(text)
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = (line:gsub("\r$", "")) end
  while #lines > 0 and lines[#lines]:match("^%s*$") do lines[#lines] = nil end
  return lines
end

-- A user error is a refusal in words; anything else raised is a finding.
local function refusal_only(f, ...)
  local ok, why = pcall(f, ...)
  if not ok and not errors.is_user(why) then error(why, 0) end
  return ok, why
end

-- Positions to read moves in: each game's start and a few positions of a seeded random
-- game (pieces in hand, promotions, cards passed on).
local positions = {}
do
  local games = {
    { name = "dobutsu" },
    { name = "onitama", options = { deal = "Dragon,Crab,Frog,Eel,Tiger" } },
    { name = "onitama", variants = { "sensei_path" } },
    { name = "bobing", options = { players = 3 } },
    { name = "kuhn" },
  }
  local rng = rng_module.new(2026)
  for _, spec in ipairs(games) do
    local game = rules.load(spec.name, spec.variants)
    local s = session.new(game, { options = spec.options, seed = 7 })
    local state = game.copy and game.copy(s.state) or util.deep_copy(s.state)
    for ply = 0, 24 do
      local seat = game.to_move(state)
      if seat ~= "chance" and ply % 6 == 0 then
        positions[#positions + 1] = { game = game, state = game.copy and game.copy(state) or util.deep_copy(state) }
      end
      if game.result(state) then break end
      if seat == "chance" then
        local outcomes = game.chances(state)
        game.play(state, outcomes[rng:int(#outcomes)][1])
      else
        local list, n = game.moves(state)
        game.play(state, list[rng:int(n or #list)])
      end
    end
  end
end

---A move as a player types it, in every game.
function readers.move(text)
  for _, p in ipairs(positions) do
    local game, state = p.game, p.state
    local move, why = game.parse(state, text)
    if move == nil then
      must(type(why) == "string" and why ~= "", "a refused move says why")
    else
      local list, n = game.moves(state)
      local legal = false
      for i = 1, n or #list do legal = legal or util.deep_equal(list[i], move) end
      must(legal, "a move that parses is legal")
      must(util.deep_equal(game.parse(state, game.notate(state, move)), move), "parse(notate(m)) == m")
    end
  end
end

---A Dobutsu position (--position, the REPL's :position).
function readers.position(text)
  local game = rules.load("dobutsu")
  local state, why = game.read_position(text)
  if not state then
    must(type(why) == "string", "a refused position says why")
    return
  end
  local again = game.read_position(game.write_position(state))
  must(again and again.key == state.key, "a position's own text reads as the same position")
  game.moves(state)
end

---The six lines of the Dobutsu protocol (houserules dobutsu).
function readers.protocol(text)
  local frontend = require "frontends.dobutsu"
  local game = rules.load("dobutsu")
  local lines = {}
  for line in text:gmatch("[^\n]*") do lines[#lines + 1] = (line:gsub("\r$", "")) end
  local position, why = frontend.position_text(lines)
  if not position then
    must(type(why) == "string", "refused lines say why")
    return
  end
  local state = game.read_position(position)
  if state then
    local list, n = game.moves(state)
    for i = 1, n do must(game.parse(state, game.notate(state, list[i])) == list[i], "an answer reads back") end
  else
    game.lion_capture(position)
  end
end

---An Onitama card file.
function readers.card(text)
  local card, why = cards.parse(file_lines(text), "Fuzz.txt", "Fuzz")
  if not card then
    must(type(why) == "string" and why:find("^Fuzz%.txt"), "a refused card names its file")
    return
  end
  must(#card.offsets > 0, "a card moves somewhere")
  local drawn = { card.stamp }
  for _, row in ipairs(cards.grid(card)) do drawn[#drawn + 1] = row end
  local again = cards.parse(drawn, "Fuzz.txt", "Fuzz")
  must(again and again.signature == card.signature, "a card's own drawing reads as the same card")
end

---Onitama's movecards.txt.
function readers.card_list(text)
  local names, why = cards.parse_list(file_lines(text), "movecards.txt")
  if not names then
    must(type(why) == "string" and why:find("^movecards%.txt"), "a refused list names its file")
    return
  end
  must(#names >= 5, "a set of at least five cards")
  for _, name in ipairs(names) do
    must(not name:find("[/\\%c]") and not name:find("%.%."), "a card name is a plain file name")
  end
end

---A Hall of Fame file.
function readers.fame(text)
  local entries, why = fame.parse(text, { "winner", "date" })
  if not entries then
    must(type(why) == "string" and why:find("^line %d+: "), "a damaged file says which line")
    return
  end
  for _, e in ipairs(entries) do must(e.score >= 0 and e.score % 1 == 0, "scores are whole numbers") end
end

-- Runs a front end's main with `text` as its standard input and its output thrown away.
local function with_input(text, main, args)
  local lines = {}
  for line in text:gmatch("[^\n]*") do lines[#lines + 1] = line end
  local next_line = 0
  local function read()
    next_line = next_line + 1
    return lines[next_line]
  end
  local sink = { write = function() end, flush = function() end }
  local saved = { io.read, io.write, io.flush, io.stdin, io.stderr, print, package.loaded["hr.terminal"] }
  io.read, io.write, io.flush, print = read, function() end, function() end, function() end
  io.stdin = { lines = function() return read end, read = function() return read() end }
  io.stderr = sink
  -- "Press any key" reads a line, as it does from a file.
  package.loaded["hr.terminal"] = { key = read, is_terminal = function() return false end }
  local ok, why = pcall(refusal_only, main, args)
  io.read, io.write, io.flush, io.stdin, io.stderr, print, package.loaded["hr.terminal"] = unpack(saved)
  if not ok then error(why, 0) end
end


-- What this target fuzzes is what a person types, not the bots: a seat given to a bot gets
-- a stand-in that plays the first legal move at once (a real bot's state takes longer to
-- start than the rest of an input), and games stop at the move limit: six moves, which
-- still lets a person's moves win and enter the Hall of Fame (drawing the board after each
-- move is most of an input's time, and the menu can ask for many games and replays).
local stand_in_games = {}
local stand_in = {
  new = function(spec)
    local key = spec.game .. "+" .. table.concat(spec.variants or {}, "+")
    stand_in_games[key] = stand_in_games[key] or rules.load(spec.game, spec.variants)
    local game = stand_in_games[key]
    return { choose = function(_, view) return game.moves(view)[1], 0 end }
  end,
}

-- Each front end loads the game (Onitama also reads sixteen card files) for every input:
-- once is enough here, since the harness gives no other game or card folder.
local memoized = false
local function load_games_once()
  if memoized then return end
  memoized = true
  local load, loaded = rules.load, {}
  rules.load = function(name, variants)
    local key = name .. "+" .. table.concat(variants or {}, "+")
    loaded[key] = loaded[key] or load(name, variants)
    return loaded[key]
  end
  local read_set, sets = cards.read_set, {}
  cards.read_set = function(where, shown)
    local key = where .. "|" .. shown
    if not sets[key] then sets[key] = { read_set(where, shown) } end
    return unpack(sets[key])
  end
end

-- The Onitama front end, loaded once with the stand-in in place of hr.bots.
local onitama_frontend
local function load_onitama_frontend()
  load_games_once()
  local bots = package.loaded["hr.bots"]
  package.loaded["hr.bots"], package.loaded["frontends.onitama"] = stand_in, nil
  onitama_frontend = require "frontends.onitama"
  package.loaded["hr.bots"], package.loaded["frontends.onitama"] = bots, nil
end

---What a player types at houserules onitama.
function readers.onitama_frontend(text)
  if not onitama_frontend then load_onitama_frontend() end
  with_input(text, onitama_frontend.main, { seed = { "1" }, option = { "max_plies=6" } })
end

---What a player types at houserules bobing.
function readers.bobing_frontend(text)
  load_games_once()
  with_input(text, require("frontends.bobing").main, { seed = { "1" } })
end

return readers

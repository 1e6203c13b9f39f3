---Onitama: two masters and eight students on a 5x5 board, moved by five cards that pass
---between the players. Cards are plain text files (cards.lua); a house rule or a player's
---own folder changes the set without touching any code.
---
---  rules.lua     the rules as data (where the card set is)
---  cards.lua     reading and checking card files
---  core.lua      legal moves, play and undo (the hot path)
---  text.lua      moves, the board and the cards as text
---  evaluate.lua  a heuristic score for search bots
---  uci.lua       positions and moves for an external engine (one token a move: Tiger:c1c3)
local errors = require "hr.errors"
local util = require "hr.util"
local cards = require "games.onitama.cards"
local core = require "games.onitama.core"
local text = require "games.onitama.text"
local evaluation = require "games.onitama.evaluate"
local uci_dialect = require "games.onitama.uci"
local picture = require "games.onitama.picture"

local build

---@param rules table  see rules.lua
---@return Game
build = function(rules)
  local E = core()
  local X = text(E)

  -- The card set named by the options (a folder of the player's own) or by the rules.
  local function card_set(opts)
    local set, why
    if opts.cards and opts.cards ~= "" then
      local shown = opts.cards:gsub("/*$", "") .. "/"
      set, why = cards.read_set("cards:", shown)
    else
      set, why = cards.read_set(rules.cards, rules.cards_shown)
    end
    if not set then errors.user(why) end
    return set
  end

  local sets_read = {} -- the card sets read for position text, by folder (these rules only)

  -- deal=A,B,C,D,E: the player to move holds A and B, the other C and D, E is beside.
  local function deal_named(set, names)
    local by_name = {}
    for _, card in ipairs(set) do by_name[card.name:lower()] = card end
    local five, seen = {}, {}
    local parts = util.split(names, "%s*,%s*")
    if #parts ~= 5 then
      errors.user("deal: expected five card names separated by commas, got " .. #parts)
    end
    for i, name in ipairs(parts) do
      local card = by_name[name:lower()]
      if not card then
        local known = {}
        for _, c in ipairs(set) do known[#known + 1] = c.name end
        errors.user("deal: no card named '" .. name .. "' in the set (" .. table.concat(known, ", ") .. ")")
      end
      if seen[card] then errors.user("deal: " .. card.name .. " is dealt twice") end
      seen[card] = true
      five[i] = card
    end
    return five
  end

  ---@param opts table
  ---@param rng Rng
  local function setup(opts, rng)
    local set = card_set(opts)
    local five
    if opts.deal ~= "" then
      five = deal_named(set, opts.deal)
    else
      local shuffled = {}
      for i, card in ipairs(set) do shuffled[i] = card end
      rng:shuffle(shuffled)
      five = { shuffled[1], shuffled[2], shuffled[3], shuffled[4], shuffled[5] }
    end
    return E.new_state(five)
  end

  ---@param st table
  ---@return GameResult|nil
  local function result(st)
    local won = E.winner(st)
    if not won then return nil end
    local lost = 3 - won
    local taken = st.masters[lost] == 0
    local how = taken and ("took the " .. X.SIDE[lost] .. " master")
      or ("brought its master to the " .. X.SIDE[lost] .. " base")
    return { scores = won == 1 and { 1, 0 } or { 0, 1 }, reason = X.SIDE[won] .. " " .. how,
      kind = taken and "master taken" or "base reached" }
  end

  ---@type Game
  return {
    info = {
      name = "onitama",
      title = "Onitama",
      seats = { "red", "blue" },
      options = {
        { name = "cards", default = "", kind = "folder",
          help = "play with the cards of this folder (its movecards.txt)" },
        { name = "deal", default = "",
          help = "deal these five cards: the player to move holds the first two (A,B,C,D,E)" },
        -- Not in the printed rules: added so that games between bots end (classic = off).
        { name = "max_plies", default = 200, classic = 0, min = 0, whole = true,
          help = "a draw after this many moves (0: no limit)" },
        { name = "repetition", default = 3, classic = 0, min = 0, whole = true,
          help = "a draw when a position comes back this many times (0: never)" },
      },
      notation = "CARD FROM TO (Tiger c1 c3), or CARD pass when no piece can move; squares a1 (red's left) to e5",
    },
    rules = rules,
    build = build,
    setup = setup,
    to_move = function(st) return st.side end,
    moves = E.moves,
    count_moves = E.count,
    over = E.over,
    play = E.play,
    undo = E.undo,
    copy = E.copy,
    result = result,
    view = function(st) return st end,
    show = X.show,
    picture = picture(E, X),
    write_position = X.write_position,
    -- the cards are named: their moves come from the set the options choose
    read_position = function(position_text, opts)
      local folder = opts and opts.cards or ""
      local set = sets_read[folder] -- (kept: a search or a check reads many positions)
      if not set then
        set = card_set({ cards = folder })
        sets_read[folder] = set
      end
      return X.read_position(position_text, set)
    end,
    uci = uci_dialect(X),
    notate = X.notate,
    squares = X.squares,
    parse = X.parse,
    key = E.key,
    forcing = E.forcing,
    forcing_moves = E.forcing_moves,
    in_check = E.in_check,
    evaluate = evaluation.new(E),
    -- The search's settings that do better here than the generic defaults, each kept by a
    -- match at 100 ms a move (SPRT [0,40], lmr's [0,25]):
    --   forcing_first = 1  forcing moves (captures, the master's step onto the base) before
    --                      quiet ones, after the table's move and the killers: 37-46% fewer
    --                      nodes to depth 11, +111.5 +/- 65.7 Elo (H1 after 58 games);
    --   rfp = 40           reverse futility (a side whose evaluation beats the window by 40
    --                      a ply, 1-3 plies from the horizon, not in check, cuts at once):
    --                      100 against none +29.6 +/- 21.0 Elo (H1 after 564 games), then 60
    --                      against 100 +40.2 +/- 30.8 (H1 after 331), then 40 against 60
    --                      +33.4 +/- 25.6 (H1 after 470);
    --   soft = 0.7         no new iteration after 0.7 of the move's budget, not 0.5 (59 ms of
    --                      a 100 ms move on average instead of 50): +46.4 +/- 35.7 Elo (H1
    --                      after 256 games; in Dobutsu +3.4 +/- 24.1, H0 after 103);
    --   lmr = 2            late quiet moves reduced by ln(depth) x ln(move number) / 2 plies,
    --                      not one: +148.1 +/- 74.0 Elo (H1 after 92 games), and against the
    --                      Java engine at 200 ms a move 60.5% of 100 games where 1 scored
    --                      51.5% (the deals of seed 0; of seed 1, 38.5% against 36.0%).
    --                      (Before reverse futility and forcing moves first it had scored
    --                      -14.8 +/- 40.5, H0 after 188.)
    -- Not on: extend = 1 (a side in check searched a ply deeper, away from the horizon),
    -- which scored +66.1 +/- 42.4 Elo at 200 ms (SPRT [0,25] H1 after 234 games), then on
    -- other deals -34.5 +/- 44.1 (stopped at LLR -2.33 after 202), and against the Java
    -- engine 52.3% over three seeds at 200 ms where the search without it scored 51.2%,
    -- and 43.0% at 1 s on seed 0 (52.0% without).
    search_settings = { forcing_first = 1, rfp = 40, soft = 0.7, lmr = 2 },
    -- for front ends: the cards as grids, and square names
    card_grid = cards.grid,
    card_lines = X.card_lines,
    card_names = X.card_names,
    square_name = X.NAME,
    square_of = X.SQUARE,
  }
end

return build(require "games.onitama.rules")

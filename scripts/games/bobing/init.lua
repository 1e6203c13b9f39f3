---Pua Tiong Chiu (Bo Bing): the mid-autumn dice game. Players take turns rolling six dice
---for the gifts on the table; the best 1st-prize roll takes the 1st prize. Every family
---plays it a little differently: the house rules are small files in variants/bobing/.
---
---  rules.lua   the categories, the gifts and the flags (what a house rule changes)
---  rolls.lua   the 462 rolls of six dice and their odds
---  core.lua    the turn, the prizes, the end of the game
local errors = require "hr.errors"
local rolls = require "games.bobing.rolls"
local core = require "games.bobing.core"
local picture = require "games.bobing.picture"
local turn = require "hr.turn"

local format = string.format
local ORDINAL = { "1st", "2nd", "3rd", "4th", "5th", "6th" }

local build

---A house rule about dice in one function: `rule(counts, category)` returns the category
---a throw falls in under the rule (or the one it is given). The rules are copied, so the
---game it is called on is unchanged; rules wrapped one after another combine.
---@param rules table
---@param rule fun(counts: integer[], category: table): table
---@return Game
local function reclassify(rules, rule)
  local copy = {}
  for k, v in pairs(rules) do copy[k] = v end
  local classify = rules.classify
  copy.classify = function(c) return rule(c, classify(c)) end
  return build(copy)
end

---@param rules table  see rules.lua
---@return Game
build = function(rules)
  local E = core(rules)

  local function seats(opts)
    local n = opts and opts.players or 4
    local names = {}
    for p = 1, n do names[p] = "player " .. p end
    return names
  end

  local function setup(opts)
    local n = opts.players
    if n % 1 ~= 0 or n < 2 then errors.user(format("Bo Bing needs 2 players or more, not %s", tostring(n))) end
    if n > turn.MAX_SEATS then errors.user(format("Bo Bing takes at most %d players", turn.MAX_SEATS)) end
    return E.new_state(n)
  end

  local function result(st)
    if not st.over then return nil end
    local scores = {}
    for p = 1, st.players do scores[p] = 0 end
    local best = st.best
    scores[best.player] = 1
    if st.tsiang then
      return { scores = scores, kind = "Tsiang",
        reason = format("player %d rolled Tsiang and takes the 1st prize and every gift left", best.player) }
    end
    return { scores = scores, kind = "1st prize roll",
      reason = format("player %d takes the 1st prize with %s", best.player, best.name) }
  end

  local function notate(_, m)
    if m == E.ROLL then return "roll" end
    return rolls.text(m)
  end

  local function parse(st, text)
    if st.over then return nil, "the game is over" end
    if st.rolling then
      local id, why = rolls.read(text)
      if not id then return nil, "the dice are rolling: " .. why end
      return id
    end
    if text:lower():match("^%s*roll%s*$") then return E.ROLL end
    return nil, format("player %d rolls: the only move is 'roll'", st.turn)
  end

  local function show(st)
    local lines = {}
    local gifts = {}
    for prize = 6, 2, -1 do
      gifts[#gifts + 1] = format("%s %s %d", ORDINAL[prize], rules.prizes[prize].name, st.left[prize])
    end
    lines[#lines + 1] = "gifts left: " .. table.concat(gifts, ", ")
    lines[#lines + 1] = "1st prize: " .. (st.best and format("%s by player %d", st.best.name, st.best.player) or "None")
    for p = 1, st.players do
      local won = {}
      for prize = 2, 6 do
        if st.won[p][prize] > 0 then won[#won + 1] = format("%s %d", rules.prizes[prize].name, st.won[p][prize]) end
      end
      if #won > 0 then lines[#lines + 1] = format("player %d has won %s", p, table.concat(won, ", ")) end
    end
    local last = st.last
    if last then
      lines[#lines + 1] = format("player %d rolled %s: %s", last.player, rolls.text(last.roll), last.name)
    end
    if st.over then
      lines[#lines + 1] = "the game is over"
    elseif st.spin_left then
      lines[#lines + 1] = format("last spin: %d roll%s left; player %d to roll", st.spin_left,
        st.spin_left == 1 and "" or "s", st.turn)
    else
      lines[#lines + 1] = format("player %d %s", st.turn, st.rolling and "is rolling" or "to roll")
    end
    return table.concat(lines, "\n") .. "\n"
  end

  ---The category of a chance outcome, for the odds table: its label and where it stands.
  local function classify_outcome(_, outcome)
    local category = E.CATEGORY[outcome]
    return category.label, category.order
  end

  ---@type Game
  return {
    info = {
      name = "bobing",
      title = "Pua Tiong Chiu (Bo Bing)",
      seats = seats({ players = 4 }),
      options = {
        { name = "players", default = 4, min = 2, whole = true, seats = true,
          help = "how many players roll (2 or more)" },
      },
      notation = "roll (the player's move); the dice as six digits (1 2 3 4 5 6)",
    },
    rules = rules,
    build = build,
    reclassify = function(rule) return reclassify(rules, rule) end,
    seats = seats,
    setup = setup,
    to_move = function(st) return st.rolling and not st.over and "chance" or st.turn end,
    moves = E.moves,
    play = E.play,
    copy = E.copy,
    result = result,
    chances = E.chances,
    view = function(st) return st end,
    show = show,
    picture = picture(rolls, show),
    notate = notate,
    parse = parse,
    key = E.key,
    classify_outcome = classify_outcome,
    category = function(_, roll) return E.CATEGORY[roll] end,
  }
end

return build(require "games.bobing.rules")

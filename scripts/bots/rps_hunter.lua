---A bot for rock-paper-scissors with bombs, jokers and flags (the game `rps`), where the
---generic searches find no signal: random playouts end in the no-fight tie. It guesses
---the rival's hidden pieces many times (`sample_hidden`) and weighs each move by
---  * a fight's expected gain over the guesses (a flag is the game; a bomb costs the piece),
---  * the risk of standing next to rival pieces that may move and beat it,
---  * progress toward the rival's pieces that never moved (where the flags are),
---and turns a joker into what beats a rival piece it stands next to.
---
---Options (--bot-option NAME=VALUE): guesses (default 24).
local bot_options = require "hr.bot_options"
local now = require("hr.clock").now

local bot = {}

bot.info = {
  name = "rps_hunter",
  help = "rps only: fights it expects to win, hunts the pieces that never moved (flags)",
  games = { "rps" },
  options = { { name = "guesses", default = 24, help = "how many guesses of the hidden pieces" } },
}

local settings, seat

function bot.new_game(game, my_seat, options)
  if game.info.name ~= "rps" then error("rps_hunter plays rps only, not " .. tostring(game.info.name), 0) end
  seat = my_seat
  settings = bot_options.read(bot.info, options)
end

-- R P S B F J
local WORTH = { 3, 2, 4, 2, 1000, 6 }

function bot.choose(game, view, clock, rng)
  if not settings then bot.new_game(game, game.to_move(view), {}) end
  local E = game.engine
  local me = seat or game.to_move(view)
  local rival = 3 - me
  local owner, kind, rep, moved, shown = view.owner, view.kind, view.rep, view.moved, view.shown
  -- the guesses: for each rival cell, how often it is each type (as it fights now)
  -- (fewer when the clock is short: at most a third of the move's time goes to guessing)
  local odds = {}
  local start, limit = now(), clock:remaining()
  local guesses = {}
  for _ = 1, settings.guesses do
    guesses[#guesses + 1] = game.sample_hidden(E.copy(view), rng)
    if now() - start > limit / 3 then break end
  end
  local k = #guesses
  for _, g in ipairs(guesses) do
    for c = 1, g.cells do
      if g.owner[c] == rival then
        local o = odds[c]
        if not o then
          o = { 0, 0, 0, 0, 0 }
          odds[c] = o
        end
        local t = g.rep[c]
        o[t] = o[t] + 1 / k
      end
    end
  end
  local function worth(c) return WORTH[kind[c]] or 2 end
  -- the expected gain of my piece of type `a` (worth w) meeting the rival piece at c
  local function fight_gain(a, w, c)
    local gain = 0
    for t = 1, 5 do
      local p = odds[c][t]
      if p > 0 then
        local won = E.fight(a, t)
        local value = WORTH[t]
        if won == 1 then
          gain = gain + p * value
        elseif won == 0 then
          gain = gain + p * (value - w)
        else
          gain = gain - p * w
        end
      end
    end
    return gain
  end
  -- rival pieces that never moved nor fought: where the flags may be
  local targets = {}
  for c = 1, view.cells do
    if owner[c] == rival and moved[c] == 0 and shown[c] == 0 then targets[#targets + 1] = c end
  end
  local function distance(c)
    local best = 99
    local x, y = E.xy(view, c)
    for _, t in ipairs(targets) do
      local tx, ty = E.xy(view, t)
      local d = math.abs(tx - x) + math.abs(ty - y)
      if d < best then best = d end
    end
    return best
  end
  -- the risk at `c` for my piece of type a (worth w): rival neighbours that may move
  local function risk(c, a, w, from)
    local x, y = E.xy(view, c)
    local total = 0
    for d = 0, 3 do
      local nx, ny = x + E.DX[d], y + E.DY[d]
      if nx >= 1 and nx <= view.m and ny >= 1 and ny <= view.n then
        local n = E.cell_of(view, nx, ny)
        if n ~= from and owner[n] == rival and odds[n] then
          for t = 1, 3 do
            local p = odds[n][t]
            if p > 0 and E.fight(t, a) == 1 then total = total + p * w end
          end
        end
      end
    end
    return total
  end
  local list, n = game.moves(view)
  local best, best_score, ties = nil, -math.huge, 0
  for i = 1, n do
    local m = list[i]
    local from, to, joker, new_rep = E.decode(view, m)
    local a, w = rep[from], worth(from)
    local score
    if owner[to] == rival then
      score = fight_gain(a, w, to) * 10
    else
      score = (distance(from) - distance(to)) * (kind[from] == 6 and 0.5 or 1) - risk(to, a, w, from) * 2
    end
    if joker ~= 0 then
      -- a change is worth it next to a rival piece it would then beat
      local at = joker
      local x, y = E.xy(view, at)
      local bonus = -0.5
      for d = 0, 3 do
        local nx, ny = x + E.DX[d], y + E.DY[d]
        if nx >= 1 and nx <= view.m and ny >= 1 and ny <= view.n then
          local c = E.cell_of(view, nx, ny)
          if owner[c] == rival and odds[c] and new_rep <= 3 then
            bonus = math.max(bonus, fight_gain(new_rep, WORTH[6], c) - fight_gain(rep[joker] ~= 0 and
              (joker == to and a or rep[joker]) or 1, WORTH[6], c))
          end
        end
      end
      score = score + bonus
    end
    if score > best_score then
      best, best_score, ties = m, score, 1
    elseif score == best_score then
      ties = ties + 1
      if rng:int(ties) == 1 then best = m end
    end
  end
  return best or list[1]
end

return bot

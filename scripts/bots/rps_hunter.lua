---A bot for rock-paper-scissors with bombs, jokers and flags (the game `rps`), where the
---generic searches find no signal: random playouts end in the no-fight tie. It guesses
---the rival's hidden pieces many times (`sample_hidden`) and weighs each move by
---  * a fight's expected gain over the guesses (a flag is the game; a bomb costs the piece),
---  * the risk of standing next to rival pieces that may move and beat it,
---  * progress toward the rival's pieces that never moved (where the flags are),
---and turns a joker into what beats a rival piece it stands next to.
---It sets up its own pieces (`place`): the flag on its back row walled in by bombs, so that
---a hunter of unmoved pieces meets a bomb first.
---
---Options (--bot-option NAME=VALUE): guesses (default 24); guard (default 1; 0 takes the
---game's random set-up).
local bot_options = require "hr.bot_options"
local now = require("hr.clock").now

local bot = {}

bot.info = {
  name = "rps_hunter",
  help = "rps only: fights it expects to win, hunts the pieces that never moved (flags)",
  games = { "rps" },
  options = {
    { name = "guesses", default = 24, help = "how many guesses of the hidden pieces" },
    { name = "guard", default = 1, help = "1: set up the flag behind bombs; 0: the game's random set-up" },
  },
}

local settings, seat, rules

function bot.new_game(game, my_seat, options)
  if game.info.name ~= "rps" then error("rps_hunter plays rps only, not " .. tostring(game.info.name), 0) end
  seat, rules = my_seat, game
  settings = bot_options.read(bot.info, options)
end

-- R P S B F J
local WORTH = { 3, 2, 4, 2, 1000, 6 }
local B, F, J = 4, 5, 6

---The set-up, as the lines of a position file: on the rows of its own side that the
---game's layout used, the flags on the back row (a corner first) with bombs on their
---free neighbours, the rest shuffled over the other squares.
---@param view table  the seat's pieces of the game's random layout, none of the rival's
---@param rng Rng
---@return string
function bot.place(view, rng)
  if not rules then error("rps_hunter sets up its pieces after new_game", 0) end
  local layout = {}
  local m, n = view.m, view.n
  local mine, rows = {}, 0
  for c = 1, view.cells do
    if view.owner[c] ~= 0 then
      mine[#mine + 1] = c
      local y = math.floor((c - 1) / m) + 1
      rows = math.max(rows, seat == 2 and n + 1 - y or y)
    end
  end
  if settings.guard == 0 then
    for i, c in ipairs(mine) do
      local t = view.kind[c]
      layout[i] = { t, (c - 1) % m + 1, math.floor((c - 1) / m) + 1, t == J and view.rep[c] or nil }
    end
    return rules.text.write_layout(layout)
  end
  local function y_of(row) return seat == 2 and n + 1 - row or row end -- row 1: the back row
  local free, taken = {}, {}
  local function put(t, x, y, rep)
    taken[(y - 1) * m + x] = true
    layout[#layout + 1] = { t, x, y, rep }
  end
  local left = { view.caps[1], view.caps[2], view.caps[3], view.caps[4], view.caps[5], view.caps[6] }
  -- flags: the corners of the back row, then along it from a random start
  local back = y_of(1)
  local columns = { 1, m }
  local offset = rng:int(m)
  for i = 0, m - 1 do columns[#columns + 1] = (offset + i) % m + 1 end
  for _, x in ipairs(columns) do
    if left[F] == 0 then break end
    if not taken[(back - 1) * m + x] then
      put(F, x, back)
      left[F] = left[F] - 1
      -- bombs on its free neighbours (in front, then beside)
      for _, d in ipairs({ { 0, seat == 2 and -1 or 1 }, { -1, 0 }, { 1, 0 } }) do
        local bx, by = x + d[1], back + d[2]
        if left[B] > 0 and bx >= 1 and bx <= m and by >= 1 and by <= n and not taken[(by - 1) * m + bx] then
          put(B, bx, by)
          left[B] = left[B] - 1
        end
      end
    end
  end
  for row = 1, math.max(rows, 1) do
    for x = 1, m do
      local y = y_of(row)
      if not taken[(y - 1) * m + x] then free[#free + 1] = { x, y } end
    end
  end
  for i = #free, 2, -1 do
    local j = rng:int(i)
    free[i], free[j] = free[j], free[i]
  end
  local at = 0
  for t = 1, 6 do
    for _ = 1, left[t] do
      at = at + 1
      local sq = free[at]
      if not sq then break end -- (no room: the game's layout had as many squares as pieces)
      put(t, sq[1], sq[2], t == J and rng:int(3) or nil)
    end
  end
  return rules.text.write_layout(layout)
end

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

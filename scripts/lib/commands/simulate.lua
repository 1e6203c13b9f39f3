---houserules simulate GAME --games N [--players K] [--variant V]... [--option K=V]... [--seed S]
---Plays N seeded games with the random policy in every seat (in a dice game the players
---only roll) and prints how the games end: their length in turns, how often each seat
---wins, and how they end (the result's kind) - for the game without house rules, with
---every rule declared, and with each of them alone.
local rules = require "hr.rules"
local session = require "hr.session"
local rng_module = require "hr.rng"
local clock = require "hr.clock"
local shared = require "hr.commands.options"

local format = string.format

local function quantile(sorted, q)
  if #sorted == 0 then return 0 end
  local i = math.max(1, math.min(#sorted, math.floor(q * (#sorted - 1) + 1.5)))
  return sorted[i]
end

-- Plays the games; returns the figures. `progress(g)`, when given, hears of every game.
local function simulate(game, options, games, seed, progress)
  local lengths, wins, kinds, seats = {}, {}, {}, nil
  local total = 0
  for g = 1, games do
    if progress then progress(g) end
    local s = session.new(game, { options = options, seed = seed + g })
    local policy = rng_module.new(seed * 7919 + g)
    seats = seats or #s:seats()
    local turns = 0
    while not s:result() do
      if s:to_move() == "chance" then
        s:play_chance()
      else
        local list = s:moves()
        s:play(list[policy:int(#list)])
        turns = turns + 1
      end
    end
    local result = s:result()
    lengths[#lengths + 1] = turns
    total = total + turns
    local best = -math.huge
    for _, score in ipairs(result.scores) do best = math.max(best, score) end
    for seat, score in ipairs(result.scores) do
      if score == best then wins[seat] = (wins[seat] or 0) + 1 end
    end
    local kind = result.kind or "other"
    kinds[kind] = (kinds[kind] or 0) + 1
  end
  table.sort(lengths)
  return { lengths = lengths, mean = total / games, wins = wins, kinds = kinds, seats = seats, games = games }
end

local function report(label, f)
  print(format("%s:", label))
  print(format("  length in turns: mean %.1f, 10%% %d, median %d, 90%% %d, longest %d", f.mean,
    quantile(f.lengths, 0.1), quantile(f.lengths, 0.5), quantile(f.lengths, 0.9), f.lengths[#f.lengths]))
  local seats = {}
  for seat = 1, f.seats do seats[#seats + 1] = format("%d: %.1f%%", seat, 100 * (f.wins[seat] or 0) / f.games) end
  print("  wins by seat: " .. table.concat(seats, ", "))
  local kinds = {}
  for kind, n in pairs(f.kinds) do kinds[#kinds + 1] = { kind, n } end
  table.sort(kinds, function(a, b) return a[2] > b[2] end)
  local parts = {}
  for _, k in ipairs(kinds) do parts[#parts + 1] = format("%s %.1f%%", k[1], 100 * k[2] / f.games) end
  print("  how games end: " .. table.concat(parts, ", "))
end

return function(a)
  local name = a.args[1]
  local games = shared.integer_in(a.games and a.games[#a.games], "games", 1, 1e8, 1000)
  local seed = shared.seed(a.seed, 0)
  local options = shared.pairs(a.option, "option")
  if a.players then options.players = a.players[#a.players] end
  local variants = a.variant or {}
  local start = clock.now()
  local base = rules.load(name)
  local sample = session.new(base, { options = options })
  print(format("%s, %d seats, %d games a line, seed %d", base.info.title or name, #sample:seats(), games, seed))
  local function line(label, game)
    local figures = simulate(game, options, games, seed, a.progress and function(g)
      a.progress(format("%s: game %d/%d", label, g, games))
    end)
    if a.progress then a.progress() end
    report(label, figures)
  end
  line("no house rules", base)
  if #variants > 0 then
    if #variants > 1 then
      for _, v in ipairs(variants) do line(v, rules.load(name, { v })) end
    end
    line(table.concat(variants, " + "), rules.load(name, variants))
  end
  print(format("%.1f s", clock.now() - start))
  return 0
end

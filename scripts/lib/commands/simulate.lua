---houserules simulate GAME --games N [--players K] [--variant V]... [--option K=V]... [--seed S]
---Plays N seeded games with the random policy in every seat (in a dice game the players
---only roll) and prints how the games end: their length in turns, how often each seat
---wins, and how they end (the result's kind) - for the game without house rules, with
---every rule declared, and with each of them alone.
local rules = require "hr.rules"
local session = require "hr.session"
local analysis = require "hr.analysis"
local clock = require "hr.clock"
local shared = require "hr.commands.options"

local format = string.format

-- Plays the games with the random policy in every seat; returns the figures (hr.analysis).
-- `progress(g)`, when given, hears of every game.
local function simulate(game, options, games, seed, progress)
  local figures, random = analysis.figures(), { analysis.uniform() }
  for g = 1, games do
    if progress then progress(g) end
    analysis.add(figures, analysis.play(game, options, random, seed + g, 0))
  end
  return analysis.summary(figures)
end

local function report(label, f)
  print(format("%s:", label))
  print(format("  length in turns: mean %.1f, 10%% %d, median %d, 90%% %d, longest %d", f.length.mean,
    f.length.p10, f.length.median, f.length.p90, f.length.longest))
  local seats = {}
  for seat, w in ipairs(f.wins) do seats[#seats + 1] = format("%d: %.1f%%", seat, 100 * w.share) end
  -- a game is a win of one seat or a draw (a top shared): the shares add up to 100%
  print(format("  wins by seat: %s; draws %.1f%%", table.concat(seats, ", "), 100 * f.draws.share))
  local parts = {}
  for _, k in ipairs(f.kinds) do parts[#parts + 1] = format("%s %.1f%%", k.kind, 100 * k.share) end
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

---houserules analyze GAME [--variant V]... [--option K=V]... [--games N] [--ladder A,B,...]
---Does a house rule unbalance the game, lengthen it, make it drawish or take the skill out
---of it? Each rule set (the game without house rules, each rule alone, all together) is
---played by the ladder's strongest player against itself, seeded, and measured with
---intervals (hr.analysis); a house rule's first-player score, draws and length are
---compared with the base's as the games come in, and its games stop once the first two
---are decided. The ladder's
---neighbours then play each other: the Elo steps say whether skill still decides.
local rules = require "hr.rules"
local session = require "hr.session"
local clock = require "hr.clock"
local util = require "hr.util"
local analysis = require "hr.analysis"
local stats = require "hr.stats"
local shared = require "hr.commands.options"
local errors = require "hr.errors"

local format = string.format

local DEFAULT_LADDER = "random,greedy,alphabeta:depth=2,alphabeta:depth=4,warmup=0"

local function percent(x) return format("%.1f%%", 100 * x) end
local function interval(s) return format("%s (%s to %s)", percent(s.share), percent(s.low), percent(s.high)) end
local function elo_text(e)
  local function one(x) -- past 1000 an Elo figure says no more than "far apart"
    if x > 1000 then return "beyond +1000" end
    if x < -1000 then return "beyond -1000" end
    return format("%+.0f", x)
  end
  return format("%s (%s to %s)", one(e.elo), one(e.low), one(e.high))
end

-- The ladder: players from weakest to strongest.
local function ladder_of(text)
  local players = {}
  -- a comma inside a player's options (alphabeta:depth=4,warmup=0) belongs to that player
  for part in text:gmatch("[^,]+") do
    if part:find("=") and not part:find(":") and #players > 0 then
      players[#players] = players[#players] .. "," .. part
    else
      players[#players + 1] = part
    end
  end
  for i, spec in ipairs(players) do
    players[i] = analysis.player(spec)
    -- a bot that is not there is told before any game, not by the first game that seats it
    local wrong = require("hr.bots").check(players[i].bot)
    if wrong then errors.user(wrong) end
  end
  if #players == 0 then errors.usage("--ladder names no player") end
  return players
end

-- A house rule's figures against the base's: the first player's score and the draws (a
-- difference of shares, decided at `z`), and the mean length (Welch's interval; decided
-- when it excludes 0, or lies within a tenth of the base's mean).
local function compare(base, f, z, margin)
  local out = {
    first = stats.compare(base.first, base.games, f.first, f.games, z, margin),
    draws = stats.compare(base.draws, base.games, f.draws, f.games, z, margin),
  }
  local mb, sb = stats.mean(base.lengths)
  local mf, sf = stats.mean(f.lengths)
  local d = mf - mb
  local half = z * math.sqrt(sb * sb / math.max(#base.lengths, 1) + sf * sf / math.max(#f.lengths, 1))
  local verdict = "open"
  if d - half > 0 or d + half < 0 then
    verdict = "differ"
  elseif d - half > -0.1 * mb and d + half < 0.1 * mb then
    verdict = "same"
  end
  out.length = { difference = d, low = d - half, high = d + half, verdict = verdict }
  out.games, out.base_games = f.games, base.games
  return out
end

-- Plays games first .. first + count - 1 of a rule set (the top player against itself)
-- into `figures`; game i has the seed seed + i, whichever process plays it.
local function play_range(set, figures, first, count, run)
  for index = first, first + count - 1 do
    if run.progress then run.progress(format("%s: game %d of at most %d", set.label, index, set.limit)) end
    analysis.add(figures, analysis.play(set.game, set.options, { run.top }, run.seed + index, run.opening))
  end
end

-- A word for the shell, quoted.
local function quoted(word) return "'" .. word:gsub("'", "'\\''") .. "'" end

-- The command line of a worker: this analysis's arguments, and the games it plays.
local function worker_command(run, set_index, first, count)
  local words = { run.executable, "analyze", run.a.args[1] }
  for _, flag in ipairs({ "variant", "option", "ladder", "opening", "seed" }) do
    for _, value in ipairs(run.a[flag] or {}) do
      words[#words + 1] = "--" .. flag
      words[#words + 1] = value
    end
  end
  words[#words + 1] = "--batch"
  words[#words + 1] = format("%d,%d,%d", set_index, first, count)
  for i, w in ipairs(words) do words[i] = quoted(w) end
  return table.concat(words, " ")
end

-- Plays `count` more games of a rule set: in `run.workers` processes of this program when
-- each gets 20 games or more (a worker starts in a fraction of a second), else here. The
-- workers' figures, merged in order, are those one process would have found.
local function play_more(set, set_index, count, run)
  local first = set.figures.games + 1
  local workers = run.executable and math.min(run.workers, math.floor(count / 20)) or 1
  if workers <= 1 then return play_range(set, set.figures, first, count, run) end
  if run.progress then
    run.progress(format("%s: games %d to %d in %d workers", set.label, first, first + count - 1, workers))
  end
  local share, pipes = math.ceil(count / workers), {}
  for w = 1, workers do
    local from = first + (w - 1) * share
    local n = math.min(share, first + count - from)
    if n > 0 then pipes[#pipes + 1] = { io.popen(worker_command(run, set_index, from, n), "r"), n } end
  end
  for _, pipe in ipairs(pipes) do
    local text = pipe[1]:read("*a") or ""
    pipe[1]:close()
    local chunk = load("return " .. text, "=worker", "t", {})
    local ok, figures = pcall(chunk or error)
    if not ok or type(figures) ~= "table" or figures.games ~= pipe[2] then
      errors.user(format("a worker of this analysis failed (%s games of %s): %s", pipe[2], set.label,
        text:sub(1, 200)))
    end
    analysis.merge(set.figures, figures)
  end
end

-- Two neighbours of the ladder play `games` games, each seat in turn: the stronger's score.
local function step(set, weak, strong, games, seed, opening, progress)
  local points = 0
  for i = 1, games do
    if progress then progress(format("%s: ladder %s - %s, game %d/%d", set.label, weak.name, strong.name, i, games)) end
    local strong_seat = i % 2 == 1 and 2 or 1
    local seats = strong_seat == 1 and { strong, weak } or { weak, strong }
    local g = analysis.play(set.game, set.options, seats, seed + 100000 + math.floor((i + 1) / 2), opening)
    if g.winner == strong_seat then
      points = points + 1
    elseif g.winner == nil then
      points = points + 0.5
    end
  end
  local elo, low, high = stats.elo_interval(points, games)
  return { weak = weak.name, strong = strong.name, games = games, points = points, elo = elo, low = low, high = high,
    apart = low > 0 }
end

local function report_text(game, sets, comparisons, ladder_games, seconds)
  local out = {}
  local function say(...) out[#out + 1] = format(...) end
  for _, set in ipairs(sets) do
    local s = set.summary
    if s.decisions.share > 0 then
      say("%s: %d games of %s against itself", set.label, s.games, set.top)
    else
      say("%s: %d games (no move is a choice: chance decides)", set.label, s.games)
    end
    say("  first player: %s of the points (fair: %s)", interval(s.first), percent(s.first.fair))
    local seats = {}
    for seat, w in ipairs(s.wins) do seats[#seats + 1] = format("%d %s", seat, interval(w)) end
    say("  wins by seat: %s; draws %s; the seats' wins %.1f points apart", table.concat(seats, ", "),
      interval(s.draws), 100 * s.balance.spread)
    local kinds = {}
    for _, k in ipairs(s.kinds) do kinds[#kinds + 1] = format("%s %s", k.kind, percent(k.share)) end
    say("  how games end: %s; ended by the rules %s, cut off by the move limit %d", table.concat(kinds, ", "),
      percent(s.completion.share), s.cut.count)
    say("  length in turns: mean %.1f (%.1f to %.1f), spread %.1f; 10%% %d, median %d, 90%% %d, longest %d",
      s.length.mean, s.length.low, s.length.high, s.length.sd, s.length.p10, s.length.median, s.length.p90,
      s.length.longest)
    say("  choice: %.1f moves a turn, a real choice in %s of turns; game tree about 10^%.0f",
      s.branching, percent(s.decisions.share), s.tree)
    local more = { format("positions repeated %s", percent(s.repetition.share)) }
    if s.coverage then more[#more + 1] = format("board used %s", percent(s.coverage.mean)) end
    if s.lead_changes then
      more[#more + 1] = format("lead changes %.2f a game", s.lead_changes.mean)
      more[#more + 1] = format("stability %.3f", s.stability.mean)
    end
    if s.decisiveness then more[#more + 1] = format("the winner led for the last %s", percent(s.decisiveness.mean)) end
    say("  %s", table.concat(more, "; "))
    if set.ladder then
      if #set.ladder == 0 then
        say("  skill: no player has a real choice here, so the ladder is not played")
      else
        local apart = 0
        for _, st in ipairs(set.ladder) do
          say("  ladder: %s over %s, Elo %s in %d games", st.strong, st.weak, elo_text(st), st.games)
          if st.apart then apart = apart + 1 end
        end
        say("  skill: %d of %d steps of the ladder told apart (%d games a step)", apart, #set.ladder, ladder_games)
      end
    end
  end
  local function verdict(v)
    return v == "differ" and "differs" or v == "same" and "no difference that matters"
      or "not decided (more games would tell)"
  end
  for _, c in ipairs(comparisons) do
    say("%s against %s (%d games against %d):", c.label, c.base, c.games, c.base_games)
    say("  first player's score %+.1f points (%+.1f to %+.1f): %s", 100 * c.first.difference, 100 * c.first.low,
      100 * c.first.high, verdict(c.first.verdict))
    say("  draws %+.1f points (%+.1f to %+.1f): %s", 100 * c.draws.difference, 100 * c.draws.low, 100 * c.draws.high,
      verdict(c.draws.verdict))
    say("  mean length %+.1f turns (%+.1f to %+.1f): %s", c.length.difference, c.length.low, c.length.high,
      verdict(c.length.verdict))
  end
  say("%s analysed in %.1f s", game, seconds)
  return table.concat(out, "\n")
end

return function(a)
  local name = a.args[1]
  local games = shared.integer_in(a.games and a.games[#a.games], "games", 10, 1e7, 4000)
  local ladder_games = shared.integer_in(a["ladder-games"] and a["ladder-games"][#a["ladder-games"]], "ladder-games",
    0, 1e6, 20)
  local opening = shared.integer_in(a.opening and a.opening[#a.opening], "opening", 0, 1000, 4)
  local looks = shared.integer_in(a.looks and a.looks[#a.looks], "looks", 1, 10, 8)
  local margin = tonumber(a.margin and a.margin[#a.margin] or "5")
  if not margin or margin <= 0 or margin >= 100 then errors.usage("--margin expects percentage points above 0") end
  local seed = shared.seed(a.seed, 0)
  local options = shared.pairs(a.option, "option")
  local variants = a.variant or {}
  local ladder = ladder_of(a.ladder and a.ladder[#a.ladder] or DEFAULT_LADDER)
  local top = ladder[#ladder]
  local start = clock.now()

  local sets = {}
  local function add_set(label, list)
    local game = rules.load(name, list)
    session.new(game, { options = options }) -- a bad option or player count is told before any game
    sets[#sets + 1] = { label = label, variants = list, game = game, options = options, figures = analysis.figures(),
      limit = games, top = top.name }
  end
  add_set("no house rules", {})
  for _, v in ipairs(variants) do add_set(v, { v }) end
  if #variants > 1 then add_set(table.concat(variants, " + "), variants) end

  local process = require "hr.process"
  local run = { a = a, top = top, seed = seed, opening = opening, progress = a.progress,
    executable = process.executable(),
    workers = shared.integer_in(a.concurrency and a.concurrency[#a.concurrency], "concurrency", 1, 256,
      process.cores()) }
  if a.batch then
    -- a worker: play its games and send their figures back, nothing else on its output
    local s, first, n = a.batch[#a.batch]:match("^(%d+),(%d+),(%d+)$")
    local set = sets[tonumber(s or "")]
    if not set then errors.usage("--batch expects SET,FIRST,COUNT") end
    local figures = analysis.figures()
    run.progress = nil
    play_range(set, figures, tonumber(first), tonumber(n), run)
    io.write(util.literal(figures))
    return 0
  end

  -- The games in looks: after each, a house rule whose first-player score is decided
  -- against the base's (a difference, or none that matters) stops.
  local z = stats.pocock(looks)
  local batch = math.ceil(games / looks)
  local open, decided = {}, {}
  for i = 2, #sets do open[i] = true end
  for look = 1, looks do
    local count = math.min(batch, games - (look - 1) * batch)
    if count <= 0 then break end
    if #sets == 1 or look == 1 or next(open) then play_more(sets[1], 1, count, run) end
    for i = 2, #sets do
      if open[i] or look == 1 then play_more(sets[i], i, count, run) end
    end
    for i in pairs(open) do
      local c = compare(sets[1].figures, sets[i].figures, z, margin / 100)
      if c.first.verdict ~= "open" and c.draws.verdict ~= "open" then
        -- decided: the comparison as it stood then is the verdict (the base may play on for
        -- the others, and its later games do not reopen this one)
        open[i], decided[i] = nil, c
      end
    end
  end

  local comparisons = {}
  for i, set in ipairs(sets) do
    set.summary = analysis.summary(set.figures)
    if i > 1 then
      local c = decided[i] or compare(sets[1].figures, set.figures, z, margin / 100)
      c.label, c.base = set.label, sets[1].label
      comparisons[#comparisons + 1] = c
    end
  end

  -- The ladder, where players have choices to make.
  for _, set in ipairs(sets) do
    set.ladder = {}
    if ladder_games > 0 and #ladder > 1 and set.summary.decisions.share > 0 then
      for r = 1, #ladder - 1 do
        set.ladder[#set.ladder + 1] = step(set, ladder[r], ladder[r + 1], ladder_games, seed, opening, a.progress)
      end
    end
  end
  if a.progress then a.progress() end

  local seconds = clock.now() - start
  if a.json then
    local out = { game = name, seed = seed, opening = opening, margin = margin, sets = {}, comparisons = comparisons,
      seconds = seconds }
    for _, set in ipairs(sets) do
      local s = set.summary
      s.label, s.variants, s.player, s.ladder = set.label, set.variants, set.top, set.ladder
      out.sets[#out.sets + 1] = s
    end
    print(util.json(out))
  else
    print(report_text(name, sets, comparisons, ladder_games, seconds))
  end
  if a.html then
    local path = a.html[#a.html]
    local html = require("hr.commands.analyze_page").html(name, sets, comparisons, margin / 100,
      report_text(name, sets, comparisons, ladder_games, seconds))
    -- written beside and renamed: a page is whole or not there
    local temporary = path .. ".part"
    local file, why = io.open(temporary, "w")
    if not file then errors.user(format("--html %s: %s", path, why)) end
    file:write(html)
    file:close()
    local moved, problem = os.rename(temporary, path)
    if not moved then
      os.remove(temporary)
      errors.user(format("--html %s: %s", path, problem))
    end
    io.stderr:write(format("the page: %s\n", path))
  end
  return 0
end

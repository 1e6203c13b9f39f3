---houserules analyze GAME [--variant V]... [--option K=V]... [--games N] [--ladder A,B,...]
---Does a house rule unbalance the game, lengthen it, make it drawish or take the skill out
---of it? Each rule set (the game without house rules, each rule alone, all together) is
---played by the ladder's strongest player against itself, seeded, and measured with
---intervals (hr.analysis); a house rule's first-player score, draws and length are
---compared with the base's as the games come in, and its games stop once the first two
---are decided. The ladder's neighbours then play each other: the Elo steps say whether
---skill still decides. Every game is recorded as it is played (--record) and taken from
---the records when they hold it (--resume), so an analysis goes on where it stopped, and
---shards (--shard K/N) played on several machines make one report.
local rules = require "hr.rules"
local session = require "hr.session"
local clock = require "hr.clock"
local util = require "hr.util"
local analysis = require "hr.analysis"
local stats = require "hr.stats"
local shared = require "hr.commands.options"
local errors = require "hr.errors"

local format = string.format

-- Search rungs by budgets of nodes: the same work in any game (a depth is more work where
-- there are more moves), and the same moves on any machine. (No warm-up: a budget of
-- nodes plays the same moves compiled or not.)
local DEFAULT_LADDER = "random,greedy,alphabeta:nodes=100,warmup=0,alphabeta:nodes=1000,warmup=0"

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
  -- a comma inside a player's options (alphabeta:nodes=1000,warmup=0) belongs to that player
  for part in text:gmatch("[^,]+") do
    if part:find("=") and not part:find(":") and #players > 0 then
      players[#players] = players[#players] .. "," .. part
    else
      players[#players + 1] = part
    end
  end
  for _, spec in ipairs(players) do
    -- a bot that is not there is told before any game, not by the first game that seats it
    local wrong = require("hr.bots").check(spec)
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

-- The games of a rule set are of two kinds: "self", the top player against itself (game i
-- seeded seed + i), and "ladderR", rungs R and R + 1 of the ladder, the stronger seated
-- first in even games (games 2k - 1 and 2k share a seed). Whichever process plays a game,
-- it is the same game.
local function seating(set, kind, i, run)
  if kind == "self" then return { set.player(run.top) }, run.seed + i end
  local r = tonumber(kind:match("^ladder(%d+)$"))
  local weak, strong = set.player(run.ladder[r]), set.player(run.ladder[r + 1])
  local seats = i % 2 == 0 and { strong, weak } or { weak, strong }
  return seats, run.seed + 100000 + math.floor((i + 1) / 2)
end

-- Game numbers as a worker is given them: "1-250" or "3-3,7-9".
local function ranges_text(list)
  local parts, i = {}, 1
  while i <= #list do
    local j = i
    while j < #list and list[j + 1] == list[j] + 1 do j = j + 1 end
    parts[#parts + 1] = list[i] .. "-" .. list[j]
    i = j + 1
  end
  return table.concat(parts, ",")
end

local function ranges_list(text)
  local list = {}
  for a, b in text:gmatch("(%d+)%-(%d+)") do
    for i = tonumber(a), tonumber(b) do list[#list + 1] = i end
  end
  return list
end

-- A word for the shell, quoted.
local function quoted(word) return "'" .. word:gsub("'", "'\\''") .. "'" end

-- The command line of a worker: this analysis's arguments, and the games it plays.
local function worker_command(run, set_index, kind, list)
  local words = { run.executable, "analyze", run.a.args[1] }
  for _, flag in ipairs({ "variant", "option", "ladder", "opening", "seed", "hang-limit" }) do
    for _, value in ipairs(run.a[flag] or {}) do
      words[#words + 1] = "--" .. flag
      words[#words + 1] = value
    end
  end
  words[#words + 1] = "--batch"
  words[#words + 1] = format("%d:%s:%s", set_index, kind, ranges_text(list))
  for i, w in ipairs(words) do words[i] = quoted(w) end
  return table.concat(words, " ")
end

-- Plays the games numbered in `list` here: { [i] = the game's measures }.
local function play_here(set, kind, list, run)
  local out = {}
  for _, i in ipairs(list) do
    if run.progress then run.progress(format("%s: %s game %d", set.label, kind, i)) end
    local seats, seed = seating(set, kind, i, run)
    out[i] = analysis.play(set.game, set.options, seats, seed, run.opening)
  end
  return out
end

-- Plays the games numbered in `list`: in `run.workers` processes of this program when each
-- gets 20 games or more (a worker starts in a fraction of a second), else here.
local function play_list(set, set_index, kind, list, run)
  local workers = run.executable and math.min(run.workers, math.floor(#list / 20)) or 1
  if workers <= 1 then return play_here(set, kind, list, run) end
  if run.progress then run.progress(format("%s: %d %s games in %d workers", set.label, #list, kind, workers)) end
  local share, pipes = math.ceil(#list / workers), {}
  for w = 1, workers do
    local part = {}
    for k = (w - 1) * share + 1, math.min(w * share, #list) do part[#part + 1] = list[k] end
    if #part > 0 then pipes[#pipes + 1] = { io.popen(worker_command(run, set_index, kind, part), "r"), part } end
  end
  local out = {}
  for _, pipe in ipairs(pipes) do
    local text = pipe[1]:read("*a") or ""
    pipe[1]:close()
    local chunk = load("return " .. text, "=worker", "t", {})
    local ok, games = pcall(chunk or error)
    for _, i in ipairs(pipe[2]) do
      if not ok or type(games) ~= "table" or type(games[i]) ~= "table" then
        errors.user(format("a worker of this analysis failed (%d games of %s): %s", #pipe[2], set.label,
          text:sub(1, 200)))
      end
      out[i] = games[i]
    end
  end
  return out
end

-- What identifies a game in the records: its rule set, kind and number.
local function record_key(label, kind, i) return format("%s|%s|%d", label, kind, i) end

-- Games first .. first + count - 1 of a kind, in their order: those the records hold are
-- taken from them, the others (of this shard) played and recorded. A shard's list leaves
-- the other shards' games out.
local function games_of(set, set_index, kind, first, count, run)
  local have, missing = {}, {}
  for i = first, first + count - 1 do
    local g = run.recorded[record_key(set.label, kind, i)]
    if g then
      have[i] = g
    elseif not run.shard or (i - 1) % run.shard.n == run.shard.k - 1 then
      missing[#missing + 1] = i
    end
  end
  local played = #missing > 0 and play_list(set, set_index, kind, missing, run) or {}
  run.taken, run.played = run.taken + (count - #missing), run.played + #missing
  local out = {}
  for i = first, first + count - 1 do
    if played[i] then
      have[i] = played[i]
      if run.record then
        local line = { run = run.signature, set = set.label, kind = kind, game = i, measures = played[i] }
        run.record:write(util.literal(line), "\n")
      end
    end
    out[#out + 1] = have[i]
  end
  if run.record then run.record:flush() end
  return out
end

-- What differs between the analysis a record's game belongs to and this one, in words.
local function difference(recorded, this)
  local chunk = load("return " .. tostring(recorded), "=record", "t", {})
  local ok, was = pcall(chunk or error)
  if not ok or type(was) ~= "table" then return "it names no analysis" end
  local now = load("return " .. this, "=this", "t", {})()
  local flags = { game = "game", options = "--option", opening = "--opening", seed = "--seed", ladder = "--ladder" }
  for _, field in ipairs({ "game", "seed", "opening", "options", "ladder" }) do
    local a, b = util.literal(was[field]), util.literal(now[field])
    if a ~= b then
      local function shown(v)
        if type(v) ~= "table" then return tostring(v) end
        if field == "ladder" then return table.concat(v, ",") end
        return next(v) == nil and "none" or util.show(v)
      end
      return format("its %s was %s, this one's is %s", flags[field], shown(was[field]), shown(now[field]))
    end
  end
  return "its settings differ"
end

-- The records of earlier runs of this analysis (--resume FILE): each line one game, as
-- --record writes it. A last line cut short (the run was killed as it wrote) is left out,
-- and its game played again.
local function read_records(paths, signature, record_path)
  local recorded, count = {}, 0
  for _, path in ipairs(paths) do
    local file = io.open(path, "r")
    local lines = {}
    if file then
      for line in file:lines() do lines[#lines + 1] = line end
      file:close()
    end
    for n, line in ipairs(lines) do
      local chunk = load("return " .. line, "=" .. path, "t", {})
      local ok, r = pcall(chunk or error)
      local whole = ok and type(r) == "table" and type(r.measures) == "table" and type(r.set) == "string"
        and type(r.kind) == "string" and type(r.game) == "number"
      if not whole and n < #lines then
        errors.user(format("%s:%d: expected one recorded game a line, as --record writes them", path, n))
      end
      if not whole and path == record_path then
        -- the file is written again without it, so that the next game recorded there
        -- starts a line of its own
        local temporary = path .. ".part"
        local out = assert(io.open(temporary, "w"))
        for k = 1, n - 1 do out:write(lines[k], "\n") end
        out:close()
        local moved, why = os.rename(temporary, path)
        if not moved then errors.user(format("--resume %s: %s", path, tostring(why))) end
      end
      if whole then
        if r.run ~= signature then
          errors.user(format("%s:%d: recorded by another analysis: %s", path, n, difference(r.run, signature)))
        end
        local key = record_key(r.set, r.kind, r.game)
        if not recorded[key] then count = count + 1 end
        recorded[key] = r.measures
      end
    end
  end
  return recorded, count
end

-- Two neighbours of the ladder, rungs r and r + 1, play `games` games, each seat in turn:
-- the stronger's score.
local function step(set, set_index, r, count, run)
  local points, played = 0, 0
  for i, g in ipairs(games_of(set, set_index, "ladder" .. r, 1, count, run)) do
    played = played + 1
    local strong_seat = i % 2 == 0 and 1 or 2
    if g.winner == strong_seat then
      points = points + 1
    elseif g.winner == nil then
      points = points + 0.5
    end
  end
  local elo, low, high = stats.elo_interval(points, played)
  return { weak = run.ladder[r], strong = run.ladder[r + 1], games = played, points = points, elo = elo, low = low,
    high = high, apart = low > 0 }
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
  local hang = tonumber(a["hang-limit"] and a["hang-limit"][#a["hang-limit"]] or "120")
  local start = clock.now()

  local sets = {}
  local function add_set(label, list)
    local game = rules.load(name, list)
    session.new(game, { options = options }) -- a bad option or player count is told before any game
    local set = { label = label, variants = list, game = game, options = options, figures = analysis.figures(),
      limit = games, top = top }
    -- each player of the ladder, its bots in their own processes (kept from game to game)
    local players, rule_set = {}, { game = name, variants = list, options = options, ceiling = hang }
    function set.player(spec)
      players[spec] = players[spec] or analysis.player(spec, rule_set)
      return players[spec]
    end
    sets[#sets + 1] = set
  end
  add_set("no house rules", {})
  for _, v in ipairs(variants) do add_set(v, { v }) end
  if #variants > 1 then add_set(table.concat(variants, " + "), variants) end

  local process = require "hr.process"
  local run = { a = a, top = top, ladder = ladder, seed = seed, opening = opening, progress = a.progress,
    executable = process.executable(), recorded = {},
    workers = shared.integer_in(a.concurrency and a.concurrency[#a.concurrency], "concurrency", 1, 256,
      process.cores()) }
  if a.batch then
    -- a worker: play its games and send their measures back, nothing else on its output
    local s, kind, list = a.batch[#a.batch]:match("^(%d+):(%w+):([%d,%-]+)$")
    local set = sets[tonumber(s or "")]
    if not set or not (kind == "self" or (kind:match("^ladder(%d+)$") and ladder[tonumber(kind:sub(7)) + 1])) then
      errors.usage("--batch expects SET:KIND:RANGES (what a worker is given)")
    end
    run.progress = nil
    io.write(util.literal(play_here(set, kind, ranges_list(list), run)))
    return 0
  end

  -- The records: what identifies the analysis a game belongs to, the games of earlier runs,
  -- and the file this run's games go to.
  run.signature = util.literal({ game = name, options = options, opening = opening, seed = seed, ladder = ladder })
  local resume = a.resume or {}
  local record_path = a.record and a.record[#a.record] or (#resume == 1 and resume[1]) or nil
  local recorded_games
  run.recorded, recorded_games = read_records(resume, run.signature, record_path)
  run.taken, run.played = 0, 0
  if #resume > 0 then
    io.stderr:write(format("resuming %s: %d games recorded\n", table.concat(resume, ", "), recorded_games))
  end
  if record_path then
    local why
    run.record, why = io.open(record_path, "a")
    if not run.record then errors.user(format("--record %s: %s", record_path, tostring(why))) end
  end
  if a.shard then
    local k, n = a.shard[#a.shard]:match("^(%d+)/(%d+)$")
    k, n = tonumber(k), tonumber(n)
    if not k or k < 1 or k > n then errors.usage("--shard expects K/N, 1 <= K <= N") end
    if not run.record then errors.usage("--shard needs --record FILE: a shard's games are merged by --resume") end
    run.shard = { k = k, n = n }
  end

  -- The games in looks: after each, a house rule whose first-player score is decided
  -- against the base's (a difference, or none that matters) stops. A shard plays its share
  -- of every look: the decision is taken when the shards' records are read together.
  local z = stats.pocock(looks)
  local batch = math.ceil(games / looks)
  local open, decided = {}, {}
  for i = 2, #sets do open[i] = true end
  local function play_more(set, set_index, count)
    set.next = set.next or 1 -- (a shard's figures hold only its own games)
    for _, g in ipairs(games_of(set, set_index, "self", set.next, count, run)) do analysis.add(set.figures, g) end
    set.next = set.next + count
  end
  for look = 1, looks do
    local count = math.min(batch, games - (look - 1) * batch)
    if count <= 0 then break end
    if #sets == 1 or look == 1 or next(open) then play_more(sets[1], 1, count) end
    for i = 2, #sets do
      if open[i] or look == 1 then play_more(sets[i], i, count) end
    end
    for i in pairs(open) do
      local c = compare(sets[1].figures, sets[i].figures, z, margin / 100)
      if not run.shard and c.first.verdict ~= "open" and c.draws.verdict ~= "open" then
        -- decided: the comparison as it stood then is the verdict (the base may play on for
        -- the others, and its later games do not reopen this one)
        open[i], decided[i] = nil, c
      end
    end
  end
  if run.shard then
    local count = 0
    for _, set in ipairs(sets) do count = count + set.figures.games end
    for index, set in ipairs(sets) do
      if analysis.summary(set.figures).decisions.share > 0 then
        for r = 1, (ladder_games > 0 and #ladder - 1 or 0) do
          count = count + #games_of(set, index, "ladder" .. r, 1, ladder_games, run)
        end
      end
    end
    run.record:close()
    io.stderr:write(format("shard %d/%d: %d games in %s; read every shard's file with --resume for the report\n",
      run.shard.k, run.shard.n, count, record_path))
    return 0
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
  for index, set in ipairs(sets) do
    set.ladder = {}
    if ladder_games > 0 and #ladder > 1 and set.summary.decisions.share > 0 then
      for r = 1, #ladder - 1 do set.ladder[#set.ladder + 1] = step(set, index, r, ladder_games, run) end
    end
  end
  if a.progress then a.progress() end
  if run.record then run.record:close() end
  if #resume > 0 then
    io.stderr:write(format("%d games taken from the records, %d played\n", run.taken, run.played))
  end

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

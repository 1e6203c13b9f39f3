---The page of `houserules analyze --html`: one self-contained file with the report's charts
---drawn as SVG - the first player's score with its interval for each rule set, the length
---distribution of each, the ladder's Elo steps - and the whole report as text under them.
---Its self-test (PAGE#selftest) checks that every chart drew what the report holds.
local page = require "hr.page"

local format, concat = string.format, table.concat
local escape = page.escape

local analyze_page = {}

local COLOURS = { "#2e5f9e", "#c0392b", "#2e7d32", "#8e44ad", "#d35400", "#16a085" }

-- x of a share (0..1) on a scale `width` wide after a margin `left`
local function scale(v, low, high, left, width) return left + (v - low) / (high - low) * width end

-- The first player's score of each rule set: a dot and its interval, the fair share a line.
local function advantage_chart(sets)
  local left, width, row = 170, 420, 28
  local lo, hi = 1, 0
  for _, set in ipairs(sets) do
    lo, hi = math.min(lo, set.summary.first.low, set.summary.first.fair), math.max(hi, set.summary.first.high,
      set.summary.first.fair)
  end
  lo, hi = math.max(0, lo - 0.05), math.min(1, hi + 0.05)
  local height = 40 + row * #sets
  local out = { format('<svg id="advantage" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" '
    .. 'height="%d" role="img" aria-label="first player\'s score by rule set">', left + width + 20, height,
    left + width + 20, height) }
  local fair = sets[1].summary.first.fair
  local fx = scale(fair, lo, hi, left, width)
  out[#out + 1] = format('<line x1="%.1f" y1="10" x2="%.1f" y2="%d" stroke="#999" stroke-dasharray="4 3"/>', fx, fx,
    height - 22)
  out[#out + 1] = format('<text x="%.1f" y="%d" font-size="11" text-anchor="middle" fill="#666">fair %.0f%%</text>',
    fx, height - 8, 100 * fair)
  for i, set in ipairs(sets) do
    local s, y = set.summary.first, 14 + (i - 0.5) * row
    local colour = COLOURS[(i - 1) % #COLOURS + 1]
    out[#out + 1] = format('<text x="%d" y="%.1f" font-size="12" text-anchor="end">%s</text>', left - 8, y + 4,
      escape(set.label))
    out[#out + 1] = format('<line class="interval" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
      .. 'stroke-width="3"/>', scale(s.low, lo, hi, left, width), y, scale(s.high, lo, hi, left, width), y, colour)
    out[#out + 1] = format('<circle class="score" cx="%.1f" cy="%.1f" r="5" fill="%s"><title>%s: %.1f%% (%.1f%% to '
      .. '%.1f%%)</title></circle>', scale(s.share, lo, hi, left, width), y, colour, escape(set.label), 100 * s.share,
      100 * s.low, 100 * s.high)
  end
  for _, v in ipairs({ lo, (lo + hi) / 2, hi }) do
    out[#out + 1] = format('<text x="%.1f" y="%d" font-size="10" text-anchor="middle" fill="#666">%.0f%%</text>',
      scale(v, lo, hi, left, width), height - 8, 100 * v)
  end
  out[#out + 1] = "</svg>"
  return concat(out, "\n")
end

-- Each house rule against the base: the difference in the first player's score and in
-- the draws, with its interval, and the band of differences too small to matter.
local function comparison_chart(comparisons, margin)
  if #comparisons == 0 then return "<p>No house rule to compare: name one with --variant.</p>" end
  local left, width, row, limit = 260, 360, 24, margin
  local rows = {}
  for _, c in ipairs(comparisons) do
    rows[#rows + 1] = { c.label .. ": first player's score", c.first }
    rows[#rows + 1] = { c.label .. ": draws", c.draws }
  end
  -- the scale: the widest interval or the margin, whichever is wider, and a little room
  for _, r in ipairs(rows) do limit = math.max(limit, math.abs(r[2].low), math.abs(r[2].high)) end
  limit = math.min(1, math.max(0.1, limit * 1.1))
  local height = 30 + row * #rows
  local function x(v) return left + (v + limit) / (2 * limit) * width end
  local out = { format('<svg id="comparison" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" '
    .. 'height="%d" role="img" aria-label="each house rule against the base">', left + width + 20, height,
    left + width + 20, height) }
  out[#out + 1] = format('<rect x="%.1f" y="4" width="%.1f" height="%d" fill="#e8f1e4"><title>differences under %g '
    .. 'points: none that matters</title></rect>', x(-margin), x(margin) - x(-margin), height - 26, 100 * margin)
  out[#out + 1] = format('<line x1="%.1f" y1="4" x2="%.1f" y2="%d" stroke="#999" stroke-dasharray="4 3"/>', x(0),
    x(0), height - 22)
  local colour = { differ = "#c0392b", same = "#2e7d32", open = "#888" }
  for k, r in ipairs(rows) do
    local y, d = 10 + (k - 0.5) * row, r[2]
    out[#out + 1] = format('<text x="%d" y="%.1f" font-size="11" text-anchor="end">%s</text>', left - 8, y + 4,
      escape(r[1]))
    out[#out + 1] = format('<line class="difference" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
      .. 'stroke-width="3"><title>%+.1f points (%+.1f to %+.1f): %s</title></line>', x(d.low), y, x(d.high), y,
      colour[d.verdict], 100 * d.difference, 100 * d.low, 100 * d.high, d.verdict)
    out[#out + 1] = format('<circle cx="%.1f" cy="%.1f" r="4" fill="%s"/>', x(d.difference), y, colour[d.verdict])
  end
  for _, v in ipairs({ -limit, 0, limit }) do
    out[#out + 1] = format('<text x="%.1f" y="%d" font-size="10" text-anchor="%s" fill="#666">%+.0f points</text>',
      x(v), height - 6, v == limit and "end" or v == -limit and "start" or "middle", 100 * v)
  end
  out[#out + 1] = "</svg>"
  return concat(out, "\n")
end

-- Each rule set's game lengths as a histogram, all on the same bins.
local function length_chart(sets)
  local longest = 1
  for _, set in ipairs(sets) do longest = math.max(longest, set.summary.length.longest) end
  local bins = 30
  local size = math.max(1, math.ceil((longest + 1) / bins))
  local width, height, left = 600, 150, 40
  local out = {}
  for i, set in ipairs(sets) do
    local counts, top = {}, 1
    for b = 1, bins do counts[b] = 0 end
    for _, n in ipairs(set.summary.length.all) do
      local b = math.min(bins, math.floor(n / size) + 1)
      counts[b] = counts[b] + 1
      top = math.max(top, counts[b])
    end
    local colour = COLOURS[(i - 1) % #COLOURS + 1]
    out[#out + 1] = format('<svg class="lengths" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" '
      .. 'height="%d" role="img" aria-label="game lengths: %s">', width, height + 30, width, height + 30,
      escape(set.label))
    out[#out + 1] = format('<text x="%d" y="12" font-size="12">%s: %d games, mean %.1f turns</text>', left,
      escape(set.label), set.summary.games, set.summary.length.mean)
    local bar = (width - left) / bins
    for b = 1, bins do
      local h = counts[b] / top * (height - 20)
      out[#out + 1] = format('<rect class="bin" x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%d to %d '
        .. 'turns: %d games</title></rect>', left + (b - 1) * bar, height - h, bar - 1, h, colour, (b - 1) * size,
        b * size - 1, counts[b])
    end
    for _, b in ipairs({ 0, math.floor(bins / 2), bins }) do
      out[#out + 1] = format('<text x="%.1f" y="%d" font-size="10" text-anchor="%s" fill="#666">%d</text>',
        left + b * bar, height + 14, b == bins and "end" or "middle", b * size)
    end
    out[#out + 1] = "</svg>"
  end
  return concat(out, "\n")
end

-- The ladder's steps: each step's Elo with its interval, for each rule set.
local function ladder_chart(sets)
  local rows = {}
  for i, set in ipairs(sets) do
    for _, st in ipairs(set.ladder or {}) do rows[#rows + 1] = { set = set, step = st, colour = i } end
  end
  if #rows == 0 then return "<p>No ladder was played (no player has a real choice, or --ladder-games 0).</p>" end
  local left, width, row, limit = 330, 300, 24, 1000
  local height = 30 + row * #rows
  local function x(v) return left + (math.max(-limit, math.min(limit, v)) + limit) / (2 * limit) * width end
  local out = { format('<svg id="ladder" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" '
    .. 'height="%d" role="img" aria-label="the ladder\'s Elo steps">', left + width + 20, height, left + width + 20,
    height) }
  out[#out + 1] = format('<line x1="%.1f" y1="6" x2="%.1f" y2="%d" stroke="#999" stroke-dasharray="4 3"/>', x(0), x(0),
    height - 20)
  for k, r in ipairs(rows) do
    local y, st = 10 + (k - 0.5) * row, r.step
    local colour = COLOURS[(r.colour - 1) % #COLOURS + 1]
    out[#out + 1] = format('<text x="%d" y="%.1f" font-size="11" text-anchor="end">%s: %s over %s</text>', left - 8,
      y + 4, escape(r.set.label), escape(st.strong), escape(st.weak))
    out[#out + 1] = format('<line class="step" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="3"/>',
      x(st.low), y, x(st.high), y, colour)
    out[#out + 1] = format('<circle cx="%.1f" cy="%.1f" r="4" fill="%s"/>', x(st.elo), y, colour)
  end
  for _, v in ipairs({ -limit, 0, limit }) do
    out[#out + 1] = format('<text x="%.1f" y="%d" font-size="10" text-anchor="%s" fill="#666">%+d Elo</text>',
      x(v), height - 6, v == limit and "end" or "middle", v)
  end
  out[#out + 1] = "</svg>"
  return concat(out, "\n")
end

local STYLE = [[
body { font-family: sans-serif; margin: 1.5em; background: #faf7f0; color: #222; max-width: 60em; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
svg { display: block; max-width: 100%; height: auto; margin: .4em 0; background: #fff; border: 1px solid #ddd; }
pre { background: #fff; border: 1px solid #ddd; padding: .8em; overflow-x: auto; font-size: 12px; }
#selftest { font-weight: bold; }
]]

-- The self-test: each chart drew one mark for each figure the report holds.
local SCRIPT = [[
const want = JSON.parse(document.getElementById('expect').textContent);
const failures = [];
const scores = document.querySelectorAll('#advantage circle.score').length;
if (scores !== want.sets) failures.push(scores + ' scores drawn for ' + want.sets + ' rule sets');
const charts = document.querySelectorAll('svg.lengths').length;
if (charts !== want.sets) failures.push(charts + ' length charts for ' + want.sets + ' rule sets');
const bins = document.querySelectorAll('svg.lengths rect.bin').length;
if (bins !== want.sets * 30) failures.push(bins + ' bins drawn');
const steps = document.querySelectorAll('#ladder line.step').length;
if (steps !== want.steps) failures.push(steps + ' ladder steps drawn for ' + want.steps);
const differences = document.querySelectorAll('#comparison line.difference').length;
if (differences !== 2 * want.comparisons) failures.push(differences + ' differences drawn for ' + want.comparisons);
if (location.hash === '#selftest') report_selftest(failures, want.sets + ' rule sets, ' + want.steps + ' steps');
]]

---The page, from the report's rule sets (with their summaries and ladders) and its text.
---@param game string
---@param sets table[]
---@param comparisons table[]  each house rule against the base (first, draws: differences)
---@param margin number        the difference too small to matter (0.05)
---@param text string
---@return string html
function analyze_page.html(game, sets, comparisons, margin, text)
  local steps = 0
  for _, set in ipairs(sets) do steps = steps + #(set.ladder or {}) end
  local labels = {}
  for _, set in ipairs(sets) do labels[#labels + 1] = set.label end
  local body = concat({
    format("<h1>Is the house rule fair? %s: %s</h1>", escape(game), escape(concat(labels, ", "))),
    "<h2>The first player's score, with its 95% interval</h2>", advantage_chart(sets),
    "<h2>Each house rule against the game without it (green: a difference too small to matter)</h2>",
    comparison_chart(comparisons, margin),
    "<h2>How long games last (turns)</h2>", length_chart(sets),
    "<h2>Does skill decide? The ladder's steps (Elo, 95% interval)</h2>", ladder_chart(sets),
    "<h2>The report</h2>", "<pre>" .. escape(text) .. "</pre>",
    -- what the self-test expects, as data (a script of its own would need its own hash)
    format('<script type="application/json" id="expect">{"sets":%d,"steps":%d,"comparisons":%d}</script>', #sets,
      steps, #comparisons),
    '<p id="selftest" hidden></p>',
  }, "\n")
  return page.html("houserules analyze " .. game, STYLE, body, SCRIPT)
end

return analyze_page

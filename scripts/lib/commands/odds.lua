---houserules odds GAME [--variant V]... [--option K=V]...
---Prints the exact distribution of the game's first chance node, by category; with house
---rules, the table without them, the table with them, and the change.
local odds = require "hr.odds"
local rules = require "hr.rules"
local shared = require "hr.commands.options"

local format = string.format

local function row_text(row, total)
  if total then
    return format("%6d  %-12s %.6f", row.cases, odds.fraction(row.cases, total), row.p)
  end
  return format("%.6f", row.p)
end

return function(a)
  local name = a.args[1]
  local options = shared.pairs(a.option, "option")
  local base = odds.table(rules.load(name), options)
  local variants = a.variant or {}
  local title = rules.load(name).info.title or name
  if base.total then
    print(format("%s: %d distinct outcomes of %d equally likely cases", title, base.outcomes, base.total))
  else
    print(format("%s: %d outcomes", title, base.outcomes))
  end
  if #variants == 0 then
    print(format("%-28s %s", "category", base.total and "  cases  fraction     probability" or "probability"))
    for _, row in ipairs(base.rows) do print(format("%-28s %s", row.label, row_text(row, base.total))) end
    return 0
  end
  local changed = odds.table(rules.load(name, variants), options)
  print("with " .. table.concat(variants, " + ") .. ":")
  -- every category of either table, in order
  local rows, seen = {}, {}
  for _, t in ipairs({ base, changed }) do
    for _, row in ipairs(t.rows) do
      if not seen[row.label] then
        seen[row.label] = true
        rows[#rows + 1] = row
      end
    end
  end
  table.sort(rows, odds.in_order)
  print(format("%-28s %8s %8s %8s  %s", "category", "before", "after", "change", "after, as a fraction"))
  for _, row in ipairs(rows) do
    local before = base.by_label[row.label]
    local after = changed.by_label[row.label]
    if base.total and changed.total then
      local b, c = before and before.cases or 0, after and after.cases or 0
      print(format("%-28s %8d %8d %+8d  %s = %.6f", row.label, b, c, c - b, odds.fraction(c, changed.total),
        after and after.p or 0))
    else
      local b, c = before and before.p or 0, after and after.p or 0
      print(format("%-28s %8.6f %8.6f %+8.6f", row.label, b, c, c - b))
    end
  end
  return 0
end

---Exact odds of a game's chance outcomes (require "hr.odds"): at the first chance node of
---a game, every outcome is grouped by the game's `classify_outcome` (its notation when it
---has none) and the probabilities are summed. When the game gives each outcome a whole
---number of equally likely cases ({outcome, p, cases}), the sums are exact fractions.
local session = require "hr.session"
local errors = require "hr.errors"

local odds = {}

---The order rows are printed in: by the category's `order`, then by label.
---@param a {order: number, label: string}
---@param b {order: number, label: string}
---@return boolean
function odds.in_order(a, b)
  if a.order ~= b.order then return a.order < b.order end
  return a.label < b.label
end

---@class OddsRow
---@field label string
---@field order number
---@field p number       probability
---@field cases? number  equally likely cases, when the game counts them

---@class OddsTable
---@field rows OddsRow[]        in the game's order
---@field by_label table<string, OddsRow>
---@field total? number         all cases (46656 for six dice), when counted
---@field outcomes integer      distinct outcomes

---The odds table of a game (with its variants and options) at its first chance node.
---@param game Game
---@param options? table
---@return OddsTable
function odds.table(game, options)
  local s = session.new(game, { options = options })
  local state = s.state
  local steps = 0
  while game.to_move(state) ~= "chance" do
    local list, n = game.moves(state)
    if (n or #list) == 0 or steps > 1000 then
      errors.user(game.info.name .. " has no chance node to count")
    end
    s:play(list[1])
    state, steps = s.state, steps + 1
  end
  local rows, by_label, total, counted = {}, {}, 0, true
  local outcomes = game.chances(state)
  for i, entry in ipairs(outcomes) do
    local outcome, p, cases = entry[1], entry[2], entry[3]
    local label, order = game.notate(state, outcome), i
    if game.classify_outcome then label, order = game.classify_outcome(state, outcome) end
    local row = by_label[label]
    if not row then
      row = { label = label, order = order, p = 0, cases = 0 }
      by_label[label] = row
      rows[#rows + 1] = row
    end
    row.p = row.p + p
    if cases then
      row.cases = row.cases + cases
      total = total + cases
    else
      counted = false
    end
  end
  table.sort(rows, odds.in_order)
  if not counted then
    for _, row in ipairs(rows) do row.cases = nil end
    total = nil
  end
  return { rows = rows, by_label = by_label, total = total, outcomes = #outcomes }
end

local function gcd(a, b)
  while b ~= 0 do a, b = b, a % b end
  return a
end

---A probability as a reduced fraction of whole cases: "25/7776".
---@param cases number
---@param total number
---@return string
function odds.fraction(cases, total)
  if cases == 0 then return "0" end
  local g = gcd(cases, total)
  return string.format("%d/%d", cases / g, total / g)
end

return odds

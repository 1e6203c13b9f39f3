---Figures with their uncertainty (require "hr.stats"), for a rule tinkerer's questions:
---a share with its 95% interval (Wilson's, which holds at 0% and 100% where the normal
---one does not), a mean with its spread and interval, quantiles, an Elo difference from
---a score, and a comparison of two shares that may be looked at as the games come in
---(group-sequential: Pocock's bound for the number of looks, so that looking often does
---not make a difference out of noise).
local stats = {}

local sqrt, log10, max, min, floor = math.sqrt, math.log10, math.max, math.min, math.floor

stats.Z95 = 1.959964

---A share and its interval: `k` of `n` (k may be fractional: a draw counts a half).
---@param k number
---@param n integer
---@param z? number  default 1.96 (95%)
---@return number share, number low, number high
function stats.wilson(k, n, z)
  if n <= 0 then return 0, 0, 1 end
  z = z or stats.Z95
  local p = k / n
  local z2 = z * z
  local centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  local half = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
  return p, max(0, centre - half), min(1, centre + half)
end

---The mean, the standard deviation (n - 1) and the mean's 95% interval of a list.
---@param list number[]
---@return number mean, number sd, number low, number high
function stats.mean(list)
  local n = #list
  if n == 0 then return 0, 0, 0, 0 end
  local sum = 0
  for i = 1, n do sum = sum + list[i] end
  local mean = sum / n
  local squares = 0
  for i = 1, n do squares = squares + (list[i] - mean) ^ 2 end
  local sd = n > 1 and sqrt(squares / (n - 1)) or 0
  local half = stats.Z95 * sd / sqrt(n)
  return mean, sd, mean - half, mean + half
end

---The q-quantile (0..1) of a sorted list (the nearest rank).
---@param sorted number[]
---@param q number
---@return number
function stats.quantile(sorted, q)
  if #sorted == 0 then return 0 end
  return sorted[max(1, min(#sorted, floor(q * (#sorted - 1) + 1.5)))]
end

---The Elo difference a score (0..1) stands for; +-inf at 1 and 0.
---@param score number
---@return number
function stats.elo(score)
  if score <= 0 then return -math.huge end
  if score >= 1 then return math.huge end
  return -400 * log10(1 / score - 1)
end

---An Elo difference with its 95% interval, from `points` of `n` games (a draw a half).
---@param points number
---@param n integer
---@return number elo, number low, number high
function stats.elo_interval(points, n)
  local score, low, high = stats.wilson(points, n)
  return stats.elo(score), stats.elo(low), stats.elo(high)
end

-- Pocock's constant bound for K equally spaced looks at a two-sided 5% level.
local POCOCK = { 1.960, 2.178, 2.289, 2.361, 2.413, 2.453, 2.485, 2.512, 2.535, 2.555 }

---The z a look must pass when a comparison may be looked at `looks` times in all.
---@param looks integer
---@return number
function stats.pocock(looks)
  return POCOCK[min(max(1, looks), #POCOCK)]
end

---Two shares compared: the difference b - a (k of n each) and its interval at `z`, and the
---verdict: "differ" when the interval excludes 0, "same" when it lies within +-`margin`
---(no difference that matters), else "open" (more games would tell).
---@param ka number
---@param na integer
---@param kb number
---@param nb integer
---@param z number
---@param margin number  the difference too small to matter (0.05: five points)
---@return {difference: number, low: number, high: number, verdict: "differ"|"same"|"open"}
function stats.compare(ka, na, kb, nb, z, margin)
  local pa, pb = ka / max(na, 1), kb / max(nb, 1)
  -- Newcombe's interval for a difference, from each share's Wilson interval
  local _, la, ha = stats.wilson(ka, na, z)
  local _, lb, hb = stats.wilson(kb, nb, z)
  local d = pb - pa
  local low = d - sqrt((pb - lb) ^ 2 + (ha - pa) ^ 2)
  local high = d + sqrt((hb - pb) ^ 2 + (pa - la) ^ 2)
  local verdict = "open"
  if low > 0 or high < 0 then
    verdict = "differ"
  elseif low > -margin and high < margin then
    verdict = "same"
  end
  return { difference = d, low = low, high = high, verdict = verdict }
end

return stats

---The rules of Bo Bing as data and small functions: what a house rule changes. A variant
---copies this table, wraps a function or sets a flag, and builds the game again
---(variants/bobing/). Wrapped functions compose, so house rules combine in any order.
local rules = {}

-- Lower prizes by category: 2nd (Tui-Teng) to 6th (It-Siu), with how many are on the table.
rules.prizes = {
  [2] = { name = "Tui-Teng", count = 2 },
  [3] = { name = "Sam-Hong", count = 4 },
  [4] = { name = "Si-Jin", count = 8 },
  [5] = { name = "Di-Ku", count = 16 },
  [6] = { name = "It-Siu", count = 32 },
}

---@class Category
---@field prize integer  1 for a 1st-prize roll, 2..6 for the lower prizes, 0 for nothing, 7 for Tsiang
---@field name string    as the table game says it: "Sam-Hong", "Tsiong Wan Tai 5", "Tsiang"
---@field label string   the category, for the odds table: "Tsiong-Wan", "Sam-Hong", "nothing"
---@field order number   where its label stands in the odds table (lower is higher)
---@field rank? number   for a 1st-prize roll: higher beats lower
---@field kicker? integer
---@field title? string  how the 1st prize is announced when it is won with this roll (default: name)

-- Which category a roll falls in: the highest it matches.
---@param c integer[]  how many of each face, c[1] .. c[6]
---@return Category
function rules.classify(c)
  for face = 1, 6 do
    if c[face] == 6 then return { prize = 7, name = "Tsiang", label = "Tsiang", order = 1 } end
  end
  for face = 1, 6 do
    if c[face] == 5 then
      local other = 0
      for f = 1, 6 do
        if c[f] == 1 then other = f end
      end
      return { prize = 1, name = "Ngo Tsi Tai " .. other, label = "Ngo-Tsi", order = 3, rank = 100 + other,
        kicker = other }
    end
  end
  if c[4] == 4 then
    local sum = 0
    for f = 1, 6 do
      if f ~= 4 then sum = sum + f * c[f] end
    end
    return { prize = 1, name = "Tsiong Wan Tai " .. sum, label = "Tsiong-Wan", order = 5, rank = sum, kicker = sum }
  end
  if c[1] == 1 and c[2] == 1 and c[3] == 1 and c[4] == 1 and c[5] == 1 and c[6] == 1 then
    return { prize = 2, name = "Tui-Teng", label = "Tui-Teng", order = 6 }
  end
  if c[4] == 3 then return { prize = 3, name = "Sam-Hong", label = "Sam-Hong", order = 7 } end
  for face = 1, 6 do
    if face ~= 4 and c[face] == 4 then return { prize = 4, name = "Si-Jin", label = "Si-Jin", order = 8 } end
  end
  if c[4] == 2 then return { prize = 5, name = "Di-Ku", label = "Di-Ku", order = 9 } end
  if c[4] == 1 then return { prize = 6, name = "It-Siu", label = "It-Siu", order = 10 } end
  return { prize = 0, name = "nothing", label = "nothing", order = 11 }
end

---Lut: a player's standing 1st-prize roll is replaced by their next one, even a lower one.
rules.lut = false

---Last spin: once every prize is claimed, each player rolls once more for the 1st prize.
rules.last_spin = false

return rules

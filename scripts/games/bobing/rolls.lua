---The rolls of six dice. The order of the dice does not matter in Bo Bing, so a roll is
---its dice sorted, written as a number: 112346 for 1-1-2-3-4-6. There are 462 such rolls
---out of 46656 ordered ones; `ways` says how many ordered rolls each one stands for.
local rolls = {}

rolls.TOTAL = 46656 -- 6^6

---@class Roll
---@field id integer       the sorted dice as a number (112346)
---@field dice integer[]   the sorted dice
---@field counts integer[] how many of each face, counts[1] .. counts[6]
---@field ways integer     ordered rolls with these dice: 6! / (counts[1]! ... counts[6]!)

---@type Roll[]  every roll, in increasing order of id
rolls.ALL = {}
---@type table<integer, Roll>
rolls.BY_ID = {}

local function factorial(n)
  local f = 1
  for i = 2, n do f = f * i end
  return f
end

do
  local dice = {}
  local function fill(position, lowest)
    if position > 6 then
      local counts, id, ways = { 0, 0, 0, 0, 0, 0 }, 0, factorial(6)
      for i = 1, 6 do
        counts[dice[i]] = counts[dice[i]] + 1
        id = id * 10 + dice[i]
      end
      for face = 1, 6 do ways = ways / factorial(counts[face]) end
      local roll = { id = id, dice = { unpack(dice) }, counts = counts, ways = ways }
      rolls.ALL[#rolls.ALL + 1] = roll
      rolls.BY_ID[id] = roll
      return
    end
    for face = lowest, 6 do
      dice[position] = face
      fill(position + 1, face)
    end
  end
  fill(1, 1)
end

---The dice of a roll as text: "1 1 2 3 4 6".
---@param id integer
---@return string
function rolls.text(id) return table.concat(rolls.BY_ID[id].dice, " ") end

---Reads six dice in any order ("4 1 4 6 2 3" or "414623"); nil and why otherwise.
---@param text string
---@return integer|nil id
---@return string|nil why
function rolls.read(text)
  local dice = {}
  for d in text:gmatch("%d") do dice[#dice + 1] = tonumber(d) end
  if #dice ~= 6 or text:find("[^%d%s,%-]") then return nil, "expected six dice, each 1 to 6 (1 2 3 4 5 6)" end
  for _, d in ipairs(dice) do
    if d < 1 or d > 6 then return nil, "a die shows 1 to 6, not " .. d end
  end
  table.sort(dice)
  return tonumber(table.concat(dice))
end

return rolls

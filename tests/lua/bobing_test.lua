local t = dofile(arg[0]:match("^(.*)/") .. "/testing.lua")
local rules = require "hr.rules"
local odds = require "hr.odds"
local rolls = require "games.bobing.rolls"

-- An independent classifier, written from the table of the rules (not from the game's
-- code), for the brute force over all 6^6 ordered rolls.
local function brute_category(dice, house)
  local c = { 0, 0, 0, 0, 0, 0 }
  for _, d in ipairs(dice) do c[d] = c[d] + 1 end
  local most, most_face = 0, 0
  for f = 1, 6 do
    if c[f] > most then most, most_face = c[f], f end
  end
  if most == 6 then return "Tsiang" end
  if most == 5 then
    if house.five_reds and most_face == 4 then return "Ngo-Ang (five 4s)" end
    return "Ngo-Tsi"
  end
  if c[4] == 4 then
    if house.golden_flower and c[1] == 2 then return "Tsiong-Wan Tsah Kim Hweh" end
    return "Tsiong-Wan"
  end
  local straight = true
  for f = 1, 6 do straight = straight and c[f] == 1 end
  local triples = 0
  for f = 1, 6 do
    if c[f] == 3 then triples = triples + 1 end
  end
  if straight or (house.half_and_half and triples == 2) then return "Tui-Teng" end
  if c[4] == 3 then return "Sam-Hong" end
  if most == 4 then return "Si-Jin" end -- four of a face other than 4 (four 4s went above)
  if c[4] == 2 then return "Di-Ku" end
  if c[4] == 1 then return "It-Siu" end
  return "nothing"
end

local function brute_force(house)
  local counts, dice = {}, {}
  local function roll(i)
    if i > 6 then
      local label = brute_category(dice, house)
      counts[label] = (counts[label] or 0) + 1
      return
    end
    for d = 1, 6 do
      dice[i] = d
      roll(i + 1)
    end
  end
  roll(1)
  return counts
end

t.test("the odds of every category match a brute force over all 46656 rolls", function()
  for _, variants in ipairs({ {}, { "half_and_half" }, { "golden_flower" }, { "five_reds" },
    { "golden_flower", "half_and_half", "five_reds" } }) do
    local house = {}
    for _, v in ipairs(variants) do house[v] = true end
    local expected = brute_force(house)
    local table_ = odds.table(rules.load("bobing", variants))
    t.eq(table_.total, 46656)
    t.eq(table_.outcomes, 462)
    local got = {}
    for _, row in ipairs(table_.rows) do got[row.label] = row.cases end
    t.eq(got, expected, table.concat(variants, "+"))
  end
end)

t.test("the figures of the base table", function()
  local base = odds.table(rules.load("bobing"))
  local by = base.by_label
  t.eq({ by.Tsiang.cases, by["Ngo-Tsi"].cases, by["Tsiong-Wan"].cases, by["Tui-Teng"].cases },
    { 6, 180, 375, 720 })
  t.eq(odds.fraction(by["Ngo-Tsi"].cases, base.total), "5/1296")
  t.truthy(math.abs(by["It-Siu"].p - 17400 / 46656) < 1e-12)
end)

t.test("462 rolls with their ways, and dice read in any order", function()
  t.eq(#rolls.ALL, 462)
  local total = 0
  for _, r in ipairs(rolls.ALL) do total = total + r.ways end
  t.eq(total, 46656)
  t.eq(rolls.BY_ID[123456].ways, 720)
  t.eq(rolls.read("6 5 4 3 2 1"), 123456)
  t.eq(rolls.read("441144"), 114444)
  t.eq(select(2, rolls.read("1 2 3")), "expected six dice, each 1 to 6 (1 2 3 4 5 6)")
  t.eq(select(2, rolls.read("1 2 3 4 5 7")), "a die shows 1 to 6, not 7")
end)

-- Plays the rolls given (as six-digit numbers), each by the player whose turn it is.
local function play(game, players, sequence)
  local st = game.setup({ players = players })
  for _, id in ipairs(sequence) do
    game.play(st, 0)
    game.play(st, rolls.read(tostring(id)))
  end
  return st
end

t.test("a roll takes the highest category it matches", function()
  local game = rules.load("bobing")
  local cases = {
    { 555554, "Ngo Tsi Tai 4", 1 },
    { 123456, "Tui-Teng", 2 },
    { 555544, "Si-Jin", 4 }, -- four 5s and two 4s: Si-Jin, not Di-Ku
    { 444455, "Tsiong Wan Tai 10", 1 },
    { 444123, "Sam-Hong", 3 },
    { 123356, "nothing", 0 },
  }
  for _, case in ipairs(cases) do
    local category = game.category(nil, rolls.read(tostring(case[1])))
    t.eq({ category.name, category.prize }, { case[2], case[3] }, tostring(case[1]))
  end
end)

t.test("prizes are taken while they last; the 1st prize goes to the best 1st-prize roll", function()
  local game = rules.load("bobing")
  local st = play(game, 2, { 123456, 123456, 123456, 444455, 111112 })
  t.eq(st.left[2], 0)
  t.eq({ st.won[1][2], st.won[2][2] }, { 1, 1 }) -- the third Tui-Teng (player 1's) found none left
  t.eq(st.best.name, "Ngo Tsi Tai 2") -- Ngo-Tsi beats Tsiong-Wan
  -- equal 1st-prize rolls: the later wins
  st = play(game, 2, { 444415, 444433 })
  t.eq(st.best.player, 2)
  -- a Tsiang ends the game: the 1st prize and every gift left
  st = play(game, 3, { 123456, 666666 })
  t.eq(game.result(st), { scores = { 0, 1, 0 }, kind = "Tsiang",
    reason = "player 2 rolled Tsiang and takes the 1st prize and every gift left" })
  t.eq(st.won[2][6], 32)
  t.eq(st.won[2][2], 1)
end)

t.test("lut: the three scenarios give the marked winner", function()
  local lut = rules.load("bobing", { "lut" })
  -- Ngo-Tsi 5 is five of a kind with a 5 (111115); Tsiong-Wan K is four 4s and two dice
  -- summing to K. (Scenario 2's "Tsiong-Wan 1" cannot be rolled - two dice make at least
  -- 2 - so the lowest, Tsiong-Wan 2, stands in for it.)
  local st = play(lut, 2, { 111115, 144445, 124444 })
  t.eq({ st.best.player, st.best.name }, { 2, "Tsiong Wan Tai 6" })
  st = play(lut, 2, { 111115, 144445, 234444, 114444 })
  t.eq({ st.best.player, st.best.name }, { 1, "Tsiong Wan Tai 5" })
  st = play(lut, 3, { 111115, 144445, 234444, 134444, 124444, 114444 })
  t.eq({ st.best.player, st.best.name }, { 1, "Tsiong Wan Tai 4" })
  -- without lut, the first scenario keeps player 1's Ngo-Tsi
  st = play(rules.load("bobing"), 2, { 111115, 144445, 124444 })
  t.eq({ st.best.player, st.best.name }, { 1, "Ngo Tsi Tai 5" })
end)

t.test("last spin: once every gift is claimed, each player rolls once more", function()
  local spin = rules.load("bobing", { "last_spin" })
  local st = spin.setup({ players = 3 })
  for prize = 2, 6 do st.left[prize] = 0 end
  st.left[6] = 1
  spin.play(st, 0)
  spin.play(st, rolls.read("444455")) -- player 1: Tsiong-Wan
  t.eq(st.over, nil)
  spin.play(st, 0)
  spin.play(st, rolls.read("412355")) -- player 2 takes the last gift (It-Siu): the spin begins
  t.eq(st.spin_left, 3)
  t.truthy(st.last.spin_begins)
  for _, roll in ipairs({ "555553", "123356", "123356" }) do
    t.eq(spin.result(st), nil)
    spin.play(st, 0)
    spin.play(st, rolls.read(roll))
  end
  t.eq(spin.result(st).reason, "player 3 takes the 1st prize with Ngo Tsi Tai 3")
end)

t.test("the player rolls, then the dice fall: moves, notation and refusals", function()
  local game = rules.load("bobing")
  local st = game.setup({ players = 2 })
  t.eq(game.to_move(st), 1)
  t.eq(game.notate(st, game.parse(st, " ROLL ")), "roll")
  t.eq(select(2, game.parse(st, "1 2 3 4 5 6")), "player 1 rolls: the only move is 'roll'")
  game.play(st, 0)
  t.eq(game.to_move(st), "chance")
  local _, n = game.moves(st)
  t.eq(n, 462)
  t.eq(#game.chances(st), 462)
  t.eq(game.notate(st, game.parse(st, "6 4 4 4 4 1")), "1 4 4 4 4 6")
  t.eq(select(2, game.parse(st, "roll")), "the dice are rolling: expected six dice, each 1 to 6 (1 2 3 4 5 6)")
  t.raises(function() game.setup({ players = 1 }) end, "Bo Bing needs 2 players or more, not 1")
end)

return t.run()

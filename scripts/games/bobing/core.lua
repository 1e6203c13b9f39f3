---Bo Bing's rules at play: the roll, the prizes on the table, the competition for the
---1st prize, Tsiang, and the end of the game.
---
---A turn is two steps: the player's one move, `roll` (0), and then a chance node whose
---outcomes are the 462 rolls (rolls.lua), with their exact probabilities.
local rolls = require "games.bobing.rolls"

local ROLL = 0

---@param rules table  rules.lua, perhaps changed by house rules
return function(rules)
  -- Every roll's category under these rules, once.
  local CATEGORY = {}
  for _, roll in ipairs(rolls.ALL) do CATEGORY[roll.id] = rules.classify(roll.counts) end

  local CHANCES, OUTCOMES = {}, {}
  for i, roll in ipairs(rolls.ALL) do
    CHANCES[i] = { roll.id, roll.ways / rolls.TOTAL, roll.ways }
    OUTCOMES[i] = roll.id
  end

  local function new_state(players)
    local left, won = {}, {}
    for prize = 2, 6 do left[prize] = rules.prizes[prize].count end
    for p = 1, players do won[p] = { 0, 0, 0, 0, 0, 0 } end
    return { players = players, turn = 1, rolling = false, left = left, won = won, standing = {}, rolls = 0 }
  end

  local function lower_prizes_left(st)
    local n = 0
    for prize = 2, 6 do n = n + st.left[prize] end
    return n
  end

  -- The best standing 1st-prize roll: the highest rank, the later roll on a tie.
  local function best_standing(st)
    local best
    for p = 1, st.players do
      local entry = st.standing[p]
      if entry and (not best or entry.rank > best.rank or (entry.rank == best.rank and entry.order > best.order)) then
        best = entry
      end
    end
    return best
  end

  ---@param st table
  ---@param out? table
  local function moves(st, out)
    out = out or {}
    if st.over then return out, 0 end
    if not st.rolling then
      out[1] = ROLL
      return out, 1
    end
    for i = 1, #OUTCOMES do out[i] = OUTCOMES[i] end
    return out, #OUTCOMES
  end

  local function chances(st)
    if not st.rolling then return {} end
    return CHANCES
  end

  ---@param st table
  ---@param m integer  0 to roll; a roll's id for the dice
  local function play(st, m)
    if m == ROLL then
      st.rolling = true
      return
    end
    local category = CATEGORY[m]
    local p = st.turn
    st.rolls = st.rolls + 1
    local last = { player = p, roll = m, name = category.name, prize = category.prize }
    if category.prize == 7 then
      -- Tsiang: the 1st prize and every gift left
      st.tsiang = p
      for prize = 2, 6 do
        st.won[p][prize] = st.won[p][prize] + st.left[prize]
        st.left[prize] = 0
      end
      st.best = { player = p, rank = math.huge, roll = m, name = category.name, order = st.rolls }
      st.over = true
    elseif category.prize == 1 then
      local entry = { player = p, rank = category.rank, roll = m, name = category.name, order = st.rolls }
      if rules.lut then
        st.standing[p] = entry
        st.best = best_standing(st)
      elseif not st.best or entry.rank >= st.best.rank then
        st.best = entry -- the later roll wins a tie
      end
      last.highest = st.best.order == st.rolls
    elseif category.prize >= 2 then
      if st.left[category.prize] > 0 then
        st.left[category.prize] = st.left[category.prize] - 1
        st.won[p][category.prize] = st.won[p][category.prize] + 1
        last.claimed = true
      end
      last.left = st.left[category.prize]
    end
    st.last = last
    if not st.over then
      if st.spin_left then
        st.spin_left = st.spin_left - 1
        if st.spin_left == 0 then st.over = true end
      elseif st.best and lower_prizes_left(st) == 0 then
        if rules.last_spin then
          st.spin_left = st.players -- every player rolls once more, beginning with the next
          last.spin_begins = true
        else
          st.over = true
        end
      end
    end
    st.turn = p % st.players + 1
    st.rolling = false
  end

  local function copy(st)
    local left, won, standing = {}, {}, {}
    for prize = 2, 6 do left[prize] = st.left[prize] end
    for p = 1, st.players do
      won[p] = { unpack(st.won[p]) }
      standing[p] = st.standing[p]
    end
    local c = {}
    for k, v in pairs(st) do c[k] = v end
    c.left, c.won, c.standing = left, won, standing
    return c
  end

  -- Equal for equal positions: everything that decides what comes next and who wins.
  local function key(st)
    local parts = { st.turn, st.rolling and 1 or 0, st.over and 1 or 0, st.spin_left or -1 }
    for prize = 2, 6 do parts[#parts + 1] = st.left[prize] end
    for p = 1, st.players do
      parts[#parts + 1] = table.concat(st.won[p], ",")
      local s = st.standing[p]
      parts[#parts + 1] = s and (s.roll .. "@" .. s.order) or "-"
    end
    local best = st.best
    parts[#parts + 1] = best and (best.player .. ":" .. best.roll .. "@" .. best.order) or "-"
    return table.concat(parts, "/")
  end

  return {
    ROLL = ROLL,
    CATEGORY = CATEGORY,
    new_state = new_state,
    moves = moves,
    chances = chances,
    play = play,
    copy = copy,
    key = key,
    lower_prizes_left = lower_prizes_left,
  }
end

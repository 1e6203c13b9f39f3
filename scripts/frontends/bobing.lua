---houserules bobing: the classic table game of Pua Tiong Chiu (Bo Bing). Asks for the
---number of players and the two house rules families ask first, then each player in turn
---presses a key to roll, and the table says what the roll wins, in the classic program's
---words. A thin layer over the rules (games/bobing) and the referee's session, which
---rolls with the seeded rng.
local rules = require "hr.rules"
local session_module = require "hr.session"
local clock = require "hr.clock"
local turn = require "hr.turn"
local rng_module = require "hr.rng"
local util = require "hr.util"
local shared = require "hr.commands.options"

local format = string.format

local frontend = {
  summary = "Pua Tiong Chiu (Bo Bing), the table game: roll six dice in turn for the gifts and the 1st prize.",
  synopsis = "[--players N] [--variant V]... [--seed N] [--echo]",
  details = "House rules (variants/bobing/): golden_flower, half_and_half, lut, last_spin, five_reds.\n"
    .. "A house rule given with --variant is not asked about; with --players, nor is the number.\n"
    .. "At a terminal any key rolls and goes on; with input from a file, a line does.",
  options = {
    { name = "players", value = "N", help = "the number of players (2 or more)" },
    { name = "variant", value = "V", help = "a house rule", repeatable = true },
    { name = "seed", value = "N", help = "the seed of the dice: the same seed, the same game" },
    { name = "echo", value = "", help = "print each answer after its question (for transcripts)" },
  },
}

local ORDINAL = { "1st", "2nd", "3rd", "4th", "5th", "6th" }

function frontend.main(a)
  local echo = a.echo ~= nil
  local seed = shared.seed(a.seed) or math.floor(clock.now() * 1000) % 1000000
  -- Players given on the command line are checked like any option; asked, they are asked again.
  shared.integer_in(a.players and a.players[#a.players], "players", 2, turn.MAX_SEATS)
  rules.load("bobing", a.variant or {}) -- a house rule that does not exist, before any question

  local function say(...)
    io.write(...)
    io.write("\n")
    io.flush()
  end

  -- An answer; nil at the end of input (after saying so).
  local function ask(question)
    io.write(question)
    io.flush()
    local line = io.read("*l")
    if line == nil then
      io.write("\n")
      say("End of input: the game stops here.")
      return nil
    end
    line = util.trim(line:gsub("\r$", ""))
    if echo then io.write(line) end
    io.write("\n")
    return line
  end

  local players = a.players and a.players[#a.players]
  while true do
    if not players then
      players = ask("How many players? ")
      if players == nil then return 0 end
    end
    local n = tonumber(players)
    if not n or n % 1 ~= 0 then
      say(format("Please type a number of players (2 or more), not '%s'.", players))
      if a.players then return 1 end
      players = nil
    elseif n < 2 then
      say("Bo Bing needs at least 2 players.")
      if a.players then return 1 end
      players = nil
    elseif n > turn.MAX_SEATS then
      say(format("At most %d players, please.", turn.MAX_SEATS))
      if a.players then return 1 end
      players = nil
    else
      players = n
      break
    end
  end

  -- The two rules the families ask about first: each is asked unless given with --variant.
  local variants, given = {}, {}
  for _, v in ipairs(a.variant or {}) do
    variants[#variants + 1] = v
    given[v] = true
  end
  for _, q in ipairs({
    { "Will the Golden Flower Tsiong Wan rule be observed (y/n)? ", "golden_flower" },
    { "Will the half-and-half Tui Teng be observed (y/n)? ", "half_and_half" },
  }) do
    if not given[q[2]] then
      while true do
        local answer = ask(q[1])
        if answer == nil then return 0 end
        answer = answer:lower()
        if answer == "y" or answer == "yes" then
          variants[#variants + 1] = q[2]
          break
        elseif answer == "n" or answer == "no" then
          break
        end
        say("Please answer y or n.")
      end
    end
  end

  local game = rules.load("bobing", variants)
  local s = session_module.new(game, { seed = seed, options = { players = tostring(players) } })

  -- The prizes left, one line each as the classic program shows them, the 1st prize last.
  local function prizes_left(st)
    say("There are still:")
    for prize = 6, 2, -1 do say(format("%s prize: %d", ORDINAL[prize], st.left[prize])) end
    if st.best then
      say(format("1st prize: %s by Player %d", st.best.name, st.best.player))
    else
      say("1st prize: None")
    end
  end

  -- "Press any key": one key at a terminal, a line from a file. Nil and the exit status
  -- when the input ends or Ctrl-C stops the wait.
  local function press(prompt)
    io.write(prompt)
    io.flush()
    local key, why = require("hr.terminal").key()
    io.write("\n")
    if key ~= nil then return true end
    if why == "interrupted" then
      say("Interrupted: the game stops here.")
      return nil, 130
    end
    say("End of input: the game stops here.")
    return nil, 0
  end

  -- The rules roll six dice as one outcome (which faces, not in what order); the table
  -- shows them in an order as thrown, from a generator of its own so the game stays the
  -- same for its seed.
  local order = rng_module.new(seed)
  local function as_thrown(text)
    local dice = util.split(text)
    for i = #dice, 2, -1 do
      local k = order:int(i)
      dice[i], dice[k] = dice[k], dice[i]
    end
    return table.concat(dice, " ")
  end

  local spin_announced = false
  while not s:result() do
    local st = s.state
    say("")
    if st.spin_left and not spin_announced then
      say("All prizes have been claimed. Last spin: every player rolls once more for the 1st prize.")
      spin_announced = true
    end
    prizes_left(st)
    local rolled, status = press(format("Player %d it is your turn. Please roll the dice by pressing any key.",
      st.turn))
    if not rolled then return status end
    s:play(0) -- the roll
    local text = s:play_chance()
    say("You rolled:")
    say(as_thrown(text))
    local last = s.state.last
    if last.prize == 7 then
      say("You got Tsiang. You take the 1st prize and every gift left.")
    elseif last.prize == 1 then
      say(format("You got %s. %s", last.name,
        last.highest and "You are the highest 1st prize." or "You did not get the highest 1st prize."))
    elseif last.prize >= 2 then
      if last.claimed and last.left > 0 then
        say(format("You got %s. There %s still %d gift%s left.", last.name, last.left == 1 and "is" or "are", last.left,
          last.left == 1 and "" or "s"))
      else
        -- the classic words, whether this roll took the last gift or found none left
        say(format("You got %s. There are no gifts left.", last.name))
      end
    else
      say("No prize.")
    end
    if not s:result() then
      local went_on, stopped = press("Press any key to proceed to the next player.")
      if not went_on then return stopped end
    end
  end
  local best = s.state.best
  local category = game.category(s.state, best.roll)
  say("")
  say(format("All prizes have been claimed. The 1st prize winner goes to player %d for %s.", best.player,
    category.title or category.name))
  return 0
end

return frontend

---houserules bobing: the classic table game of Pua Tiong Chiu (Bo Bing). Asks for the
---number of players and the two house rules families ask first, then each player in turn
---presses Enter to roll, and the table says what the roll wins. A thin layer over the
---rules (games/bobing) and the referee's session, which rolls with the seeded rng.
local rules = require "hr.rules"
local session_module = require "hr.session"
local clock = require "hr.clock"
local turn = require "hr.turn"
local util = require "hr.util"
local shared = require "hr.commands.options"

local format = string.format

local frontend = {
  summary = "Pua Tiong Chiu (Bo Bing), the table game: roll six dice in turn for the gifts and the 1st prize.",
  synopsis = "[--players N] [--variant V]... [--seed N] [--echo]",
  details = "House rules (variants/bobing/): golden_flower, half_and_half, lut, last_spin, five_reds.\n"
    .. "With --variant the questions about house rules are not asked; with --players, nor the number.",
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

  local variants = a.variant
  if not variants then
    variants = {}
    for _, q in ipairs({
      { "Will the Golden Flower Tsiong Wan rule be observed (y/n)? ", "golden_flower" },
      { "Will the half-and-half Tui Teng be observed (y/n)? ", "half_and_half" },
    }) do
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
  local prizes = game.rules.prizes

  local function gifts_left(st)
    local parts = {}
    for prize = 6, 2, -1 do
      parts[#parts + 1] = format("%s %s: %d", ORDINAL[prize], prizes[prize].name, st.left[prize])
    end
    return "Gifts left: " .. table.concat(parts, ", ")
  end

  local function first_prize(st)
    if not st.best then return "1st prize: None" end
    return format("1st prize: %s by Player %d", st.best.name, st.best.player)
  end

  local spin_announced = false
  while not s:result() do
    local st = s.state
    say("")
    if st.spin_left and not spin_announced then
      say("All prizes have been claimed. Last spin: every player rolls once more for the 1st prize.")
      spin_announced = true
    end
    say(gifts_left(st))
    say(first_prize(st))
    if ask(format("Player %d it is your turn. Please roll the dice by pressing Enter.", st.turn)) == nil then
      return 0
    end
    s:play(0) -- the roll
    local text = s:play_chance()
    say("You rolled:")
    say(text)
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
      elseif last.claimed then
        say(format("You got %s. There are no gifts left.", last.name))
      else
        say(format("That is %s, but there are no gifts left. No prize.", last.name))
      end
    else
      say("No prize.")
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

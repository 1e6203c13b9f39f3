-- luacheck over scripts/ and variants/ (tests/CMakeLists.txt runs it; zero warnings).
std = "luajit"
max_line_length = 120
-- A game's and a bot's functions take the contract's arguments whether they use them or
-- not (bot.choose(game, view, clock, rng)); an unused argument is not a mistake there.
unused_args = false

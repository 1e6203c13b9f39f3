-- luacheck over scripts/ and variants/ (tests/CMakeLists.txt runs it; zero warnings).
std = "luajit"
max_line_length = 120
-- A game's and a bot's functions take the contract's arguments whether they use them or
-- not (bot.choose(game, view, clock, rng)); an unused argument is not a mistake there.
unused_args = false
-- The global `hr` (the host's modules, loaded on first use) is read everywhere.
read_globals = { "hr" }
-- The host API's definitions for editors: declarations (empty functions on tables that are
-- never read, the global `hr` set up), not code that runs.
files["scripts/meta"] = { globals = { "hr" }, unused = false, max_line_length = false }

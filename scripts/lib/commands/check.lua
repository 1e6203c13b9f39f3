---houserules check GAME [--variant V]... [--option K=V]... [--playouts N] [--thorough N] [--golden FILE]
---Runs the conformance suite on a game and its variants; exit status 1 when a check fails.
local rules = require "hr.rules"
local errors = require "hr.errors"
local conformance = require "hr.conformance"
local shared = require "hr.commands.options"

return function(a)
  local name = a.args[1]
  local game = rules.load(name, a.variant)
  local golden
  if a.golden then
    local path = a.golden[#a.golden]
    local file, why = io.open(path, "r")
    if not file then errors.user("cannot read the golden file: " .. why) end
    golden = file:read("*a")
    file:close()
  end
  local label = name .. (#game.variants > 0 and " + " .. table.concat(game.variants, " + ") or "")
  print("conformance of " .. label)
  local report = conformance.run(game, {
    playouts = shared.integer_in(a.playouts and a.playouts[#a.playouts], "playouts", 0, 1e7, 1000),
    budget = shared.integer_in(a.thorough and a.thorough[#a.thorough], "thorough", 0, 1e9, 50000),
    golden = golden,
    options = shared.pairs(a.option, "option"),
    progress = a.progress,
  })
  return report.failed == 0 and 0 or 1
end

---houserules perft GAME DEPTH [--position TEXT] [--variant V]... [--option K=V]... [--divide]
local clock = require "hr.clock"
local perft = require "hr.perft"
local shared = require "hr.commands.options"

local function rate(nodes, seconds)
  if seconds <= 0 then return "-" end
  return string.format("%.0f", nodes / seconds)
end

return function(a)
  local name, depth = a.args[1], shared.integer_in(a.args[2], "depth", 0, 64, 1)
  local game, s = shared.open(name, a)
  local start = clock.now()
  local nodes = 0
  if a.divide then
    for _, entry in ipairs(perft.divide(game, s.state, depth)) do
      print(string.format("%s: %d", entry.move, entry.nodes))
      nodes = nodes + entry.nodes
    end
  else
    nodes = perft.count(game, s.state, depth)
  end
  local seconds = clock.now() - start
  print(string.format("time: %.3f s, %s nodes/s", seconds, rate(nodes, seconds)))
  print(string.format("nodes: %d", nodes))
end

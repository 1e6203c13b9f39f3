---A bot that tries to leave its confinement (tests/lua/analysis_test.lua): when any of the
---host's powers is within its reach, it says so by an error, which stops the analysis; in
---its sandbox it plays the first legal move.
local bot = {}

bot.info = { name = "snoop", help = "tries io, os, debug, ffi and the package loaders" }

local function reachable()
  local found = {}
  local function try(name, get)
    local ok, value = pcall(get)
    if ok and value then found[#found + 1] = name end
  end
  try("io", function() return io end)
  try("os.execute", function() return os and os.execute end)
  try("debug.getregistry", function() return debug and debug.getregistry end)
  try("ffi", function() return require("ffi") end)
  try("package.loaders", function() return package and package.loaders end)
  try("load of bytecode", function() return load(string.dump(function() end)) end)
  return found
end

function bot.choose(game, view)
  local found = reachable()
  if #found > 0 then error("escaped: " .. table.concat(found, ", "), 0) end
  return (game.moves(view))[1]
end

return bot

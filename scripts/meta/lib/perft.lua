---@meta hr.perft

-- `require "hr.perft"` is scripts/lib/perft.lua: its annotations are in the file itself.
return require("scripts.lib.perft")

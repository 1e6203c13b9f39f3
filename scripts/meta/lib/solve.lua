---@meta hr.solve

-- `require "hr.solve"` is scripts/lib/solve.lua: its annotations are in the file itself.
return require("scripts.lib.solve")

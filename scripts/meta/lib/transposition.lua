---@meta hr.transposition

-- `require "hr.transposition"` is scripts/lib/transposition.lua: its annotations are in the file itself.
return require("scripts.lib.transposition")

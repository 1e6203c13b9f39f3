---@meta hr.playout

-- `require "hr.playout"` is scripts/lib/playout.lua: its annotations are in the file itself.
return require("scripts.lib.playout")

---@meta hr.stats

-- `require "hr.stats"` is scripts/lib/stats.lua: its annotations are in the file itself.
return require("scripts.lib.stats")

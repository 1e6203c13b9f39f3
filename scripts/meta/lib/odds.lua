---@meta hr.odds

-- `require "hr.odds"` is scripts/lib/odds.lua: its annotations are in the file itself.
return require("scripts.lib.odds")

---@meta hr.rules

-- `require "hr.rules"` is scripts/lib/rules.lua: its annotations are in the file itself.
return require("scripts.lib.rules")

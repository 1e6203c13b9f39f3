---@meta hr.cfr

-- `require "hr.cfr"` is scripts/lib/cfr.lua: its annotations are in the file itself.
return require("scripts.lib.cfr")

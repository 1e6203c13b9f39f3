---@meta hr.names

-- `require "hr.names"` is scripts/lib/names.lua: its annotations are in the file itself.
return require("scripts.lib.names")

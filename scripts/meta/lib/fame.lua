---@meta hr.fame

-- `require "hr.fame"` is scripts/lib/fame.lua: its annotations are in the file itself.
return require("scripts.lib.fame")

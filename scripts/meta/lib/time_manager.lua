---@meta hr.time_manager

-- `require "hr.time_manager"` is scripts/lib/time_manager.lua: its annotations are in the file itself.
return require("scripts.lib.time_manager")

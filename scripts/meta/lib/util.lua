---@meta hr.util

-- `require "hr.util"` is scripts/lib/util.lua: its annotations are in the file itself.
return require("scripts.lib.util")

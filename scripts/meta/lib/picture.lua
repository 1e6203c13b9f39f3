---@meta hr.picture

-- `require "hr.picture"` is scripts/lib/picture.lua: its annotations are in the file itself.
return require("scripts.lib.picture")

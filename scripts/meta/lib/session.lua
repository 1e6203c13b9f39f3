---@meta hr.session

-- `require "hr.session"` is scripts/lib/session.lua: its annotations are in the file itself.
return require("scripts.lib.session")

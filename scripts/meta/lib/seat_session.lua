---@meta hr.seat_session

-- `require "hr.seat_session"` is scripts/lib/seat_session.lua: its annotations are in the file itself.
return require("scripts.lib.seat_session")

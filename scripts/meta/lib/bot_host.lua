---@meta hr.bot_host

-- `require "hr.bot_host"` is scripts/lib/bot_host.lua: its annotations are in the file itself.
return require("scripts.lib.bot_host")

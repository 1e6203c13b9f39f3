---@meta hr.bot_options

-- `require "hr.bot_options"` is scripts/lib/bot_options.lua: its annotations are in the file itself.
return require("scripts.lib.bot_options")

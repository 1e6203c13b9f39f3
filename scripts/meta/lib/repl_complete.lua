---@meta hr.repl_complete

-- `require "hr.repl_complete"` is scripts/lib/repl_complete.lua: its annotations are in the file itself.
return require("scripts.lib.repl_complete")

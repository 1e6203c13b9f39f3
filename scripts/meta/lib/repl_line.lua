---@meta hr.repl_line

-- `require "hr.repl_line"` is scripts/lib/repl_line.lua: its annotations are in the file itself.
return require("scripts.lib.repl_line")

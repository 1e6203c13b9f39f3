---@meta hr.search

-- `require "hr.search"` is scripts/lib/search.lua: its annotations are in the file itself.
return require("scripts.lib.search")

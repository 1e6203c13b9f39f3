---@meta hr.analysis

-- `require "hr.analysis"` is scripts/lib/analysis.lua: its annotations are in the file itself.
return require("scripts.lib.analysis")

---@meta hr.conformance

-- `require "hr.conformance"` is scripts/lib/conformance.lua: its annotations are in the file itself.
return require("scripts.lib.conformance")

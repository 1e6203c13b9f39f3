---@meta hr.contract

-- `require "hr.contract"` is scripts/lib/contract.lua: its annotations are in the file itself.
return require("scripts.lib.contract")

---@meta hr.errors

-- `require "hr.errors"` is scripts/lib/errors.lua: its annotations are in the file itself.
return require("scripts.lib.errors")

---@meta hr.process

---## hr.process
---
---What a command written in Lua needs to run its own workers (trusted scripts only:
---`analyze --concurrency`): this program's path, and how many cores the machine has.

---@class hr.process
local process = {}

---The path of this program (a worker is started as it), or nil where it cannot be told.
---@return string|nil
function process.executable() end

---How many cores this machine has (1 at least).
---@return integer
function process.cores() end

return process

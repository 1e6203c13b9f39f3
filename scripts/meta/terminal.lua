---@meta hr.terminal

---## hr.terminal
---
---"Press any key", as the classic programs ask (front ends only).

---@class hr.terminal
local terminal = {}

---Waits for a key: at a terminal one key, read without echo and without Enter; otherwise
---(input from a file) one line. Nil at the end of input; nil and `"interrupted"` on Ctrl-C.
---@return string|nil key
---@return string? why
function terminal.key() end

---Whether standard input is a terminal.
---@return boolean
function terminal.is_terminal() end

return terminal

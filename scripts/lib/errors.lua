---User errors: mistakes in what the user asked for (an unknown game, a bad option), as
---opposed to bugs in a script. The host prints them as one line, without a traceback.
local errors = {}

local UserError = {}
UserError.__index = UserError
UserError.__tostring = function(e) return e.user_error end

---Raises a user error with this message.
---@param message string
function errors.user(message)
  error(setmetatable({ user_error = message }, UserError), 0)
end

---Raises a user error in how a command was called (a bad option value): the command
---line says it with the command's usage, and exits with status 2.
---@param message string
function errors.usage(message)
  error(setmetatable({ user_error = message, usage = true }, UserError), 0)
end

---Whether an error value is a user error.
---@param e any
---@return boolean
function errors.is_user(e) return getmetatable(e) == UserError end

return errors

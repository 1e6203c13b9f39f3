-- Whole files in and out, and a word quoted for the shell: what the test scripts that
-- `houserules run` runs share (the transcript, tutorial and definitions runners).
--
--   local here = arg[0]:match("^(.*)/") or "."   -- (a file dofile loads: its own source)
--   local text_file = dofile(here .. "/../support/text_file.lua")
local text_file = {}

---A file's text (raises when it cannot be read).
---@param path string
---@return string
function text_file.read(path)
  local f = assert(io.open(path, "rb"))
  local text = f:read("*a")
  f:close()
  return text
end

---Writes a file's text (raises when it cannot be written).
---@param path string
---@param text string
function text_file.write(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

---The word in single quotes, for a shell command line.
---@param word string
---@return string
function text_file.quote(word)
  return "'" .. word:gsub("'", "'\\''") .. "'"
end

return text_file

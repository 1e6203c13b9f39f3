---@meta hr.files

---## hr.files
---
---Paths are `ROOT:relative/path` or just `relative/path`: roots are `scripts` (the shipped
---scripts and the user's folders), `variants` and `user` (the data folder, the only one
---writable). An absolute path, `..`, or a symlink that leads out of its root is refused
---with an error. Only trusted states have `hr.files`; bots never read files.
---
---A folder the user names on the command line becomes readable through an option declared
---with `kind = "folder"` (or a file's folder, with `kind = "file"`): the referee's session
---calls `files.grant(name, folder)`, and the game reads `NAME:file` (Onitama: `--option
---cards=./mycards` and `files.read("cards:movecards.txt")`).

---@class hr.files
local files = {}

---A file's text, or nil and why.
---@param path string
---@return string|nil text
---@return string? why
function files.read(path) end

---A file's lines (without their newlines), or nil and why.
---@param path string
---@return string[]|nil lines
---@return string? why
function files.lines(path) end

---Writes a file in `user:` (or a writable root) atomically: a temporary file, flushed,
---then renamed. Returns true, or nil and why.
---@param path string
---@param text string
---@return true|nil ok
---@return string? why
function files.write(path, text) end

---Whether a file or folder exists.
---@param path string
---@return boolean
function files.exists(path) end

---A folder's entries over every root (folders end in `/`), sorted.
---@param dir string
---@return string[]
function files.list(dir) end

---The roots: `{ {name=, dir=, writable=}, ... }`.
---@return {name: string, dir: string, writable: boolean}[]
function files.roots() end

---Makes the folder `dir` (a path the user gave) the root `name`, read-only unless
---`writable` (writable through its name only: `NAME:out.txt`), replacing an earlier one.
---@param name string
---@param dir string
---@param writable? boolean
function files.grant(name, dir, writable) end

return files

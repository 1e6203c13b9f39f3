-- Holds the definitions in scripts/meta/ to the host's bindings: fails when a binding has
-- no definition (a function of a module, a method of its objects, a constant) or a
-- definition has no binding.
--
--   houserules run tests/meta/bindings_match.lua SOURCE_DIR
local source = assert(arg[1], "usage: bindings_match.lua SOURCE_DIR")
local definitions = dofile(source .. "/tests/meta/definitions.lua")

-- An object of each module that makes objects, to read its methods from; a module that
-- makes objects and is missing here fails below, once its definitions name a class.
local objects = {
  board = function(m) return m.new(2, 2) end,
  rng = function(m) return m.new(1) end,
  clock = function(m) return m.new(1) end,
  turn = function(m) return m.new(2) end,
  bots = function(m) return m.new { game = "dobutsu", bot = "random", seat = 1 } end,
}

local failures = {}
local function fail(fmt, ...) failures[#failures + 1] = string.format(fmt, ...) end

-- The names a table holds (its own and, for an object, through its metatable's __index).
local function names_in(t)
  local out = {}
  for k in pairs(t) do
    if type(k) == "string" then out[k] = true end
  end
  return out
end

-- Every bound name has a definition (in `defined`); every name in `required` is bound.
local function compare(what, bound, defined, required, where)
  for name in pairs(bound) do
    if not defined[name] then fail("%s: %s has no definition in %s", what, name, where) end
  end
  for name in pairs(required) do
    if not bound[name] then fail("%s: %s is defined in %s but not bound", what, name, where) end
  end
end

local function union(a, b)
  local out = {}
  for k in pairs(a) do out[k] = true end
  for k in pairs(b) do out[k] = true end
  return out
end

local checked = 0
for _, name in ipairs(getmetatable(hr).__modules) do
  local path = "scripts/meta/" .. name .. ".lua"
  local ok, file = pcall(definitions.read, source .. "/" .. path)
  if not ok then
    fail("hr.%s: no definitions file scripts/meta/%s.lua", name, name)
  elseif file.meta ~= "hr." .. name then
    fail("scripts/meta/%s.lua: begins with ---@meta %s, want ---@meta hr.%s", name, tostring(file.meta), name)
  else
    local module = require("hr." .. name)
    local functions, constants = definitions.members(file, "hr." .. name)
    -- methods: every class of the file but the module's own
    local methods = {}
    local object_class
    for class_name in pairs(file.classes) do
      local members = definitions.members(file, class_name)
      if class_name ~= "hr." .. name and next(members) then
        object_class = class_name
        methods = union(methods, members)
      end
    end
    -- A module's functions may also be its objects' methods (board.index(b, x, y) is
    -- b:index(x, y)): each bound name is defined as one or the other.
    local own = union(functions, constants)
    compare("hr." .. name, names_in(module), union(own, methods), own, path)
    if object_class then
      if not objects[name] then
        fail("hr.%s: %s has methods, and the test makes no object to check them on", name, object_class)
      else
        local object = objects[name](module)
        local index = debug.getmetatable(object).__index
        local bound = type(index) == "table" and names_in(index) or {}
        -- where an object's methods are its module's table (a board's), its functions come along
        local expected = index == module and union(methods, functions) or methods
        compare(object_class, bound, expected, expected, path)
      end
    end
    checked = checked + 1
  end
end

-- Every library module has its stub, so that `require "hr.NAME"` resolves in an editor.
local files = require "hr.files"
local stubs = {}
for _, entry in ipairs(files.list("meta/lib")) do stubs[entry] = true end
for _, entry in ipairs(files.list("lib")) do
  local module = entry:match("^(.-)%.lua$")
  if module and not stubs[entry] then
    fail("scripts/lib/%s: no stub scripts/meta/lib/%s (---@meta hr.%s)", entry, entry, module)
  end
  stubs[entry] = nil
end
for entry in pairs(stubs) do fail("scripts/meta/lib/%s: no scripts/lib/%s", entry, entry) end

table.sort(failures)
for _, f in ipairs(failures) do print(f) end
print(string.format("%d host modules checked against their definitions, %d failures", checked, #failures))
return #failures == 0 and 0 or 1

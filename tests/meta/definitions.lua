-- Reads the host API's definitions (scripts/meta/*.lua, LuaLS `---@meta` files) into
-- plain tables, for the test that holds them to the bindings and for the generator of
-- docs/host-api.md. A file is a sequence of blocks: runs of `---` lines, each either
-- prose, a class (`---@class`), or the doc of the `function` line that follows it.
local definitions = {}
local here = debug.getinfo(1, "S").source:match("^@(.*)/") or "."
local text_file = dofile(here .. "/../support/text_file.lua")
local read = text_file.read


-- One `---@param name type  words` or `---@return type name  words` line.
local function tag(line, name)
  return line:match("^%-%-%-@" .. name .. "%s+(.*)$")
end

---Reads one definitions file.
---@param path string
---@return table  { meta = "hr.board"|nil, blocks = { {kind=, ...}, ... }, classes = {...} }
function definitions.read(path)
  local out = { path = path, blocks = {}, classes = {}, locals = {} }
  local doc = {}
  local lines = {}
  for line in (read(path) .. "\n"):gmatch("(.-)\r?\n") do lines[#lines + 1] = line end
  local function flush_prose()
    if #doc == 0 then return end
    local prose, class = {}, nil
    for _, l in ipairs(doc) do
      if l:match("^%-%-%-@") then
        local c = tag(l, "class")
        if c then class = { name = c:match("^([%w_.]+)"), fields = {}, doc = table.concat(prose, " ") } end
        local f = tag(l, "field")
        if f and class then
          local name, rest = f:match("^([%w_%[%]]+%??)%s+(.*)$")
          local ty, words = (rest or ""):match("^(%S+)%s*(.*)$")
          class.fields[#class.fields + 1] = { name = name, type = ty, doc = words }
        end
        if l:match("^%-%-%-@meta") then out.meta = l:match("^%-%-%-@meta%s+(%S+)") end
      else
        prose[#prose + 1] = l:sub(4)
      end
    end
    if class then
      out.pending_class = class
      out.classes[class.name] = class
    elseif #prose > 0 then
      out.blocks[#out.blocks + 1] = { kind = "prose", text = table.concat(prose, "\n") }
    end
    doc = {}
  end
  for number, line in ipairs(lines) do
    if line:match("^%-%-%-") then
      doc[#doc + 1] = line
    else
      local owner, sep, name, params = line:match("^function ([%w_]+)([.:])([%w_]+)%((.-)%)")
      local var = line:match("^local ([%w_]+) = {}")
      if owner then
        local fn = { kind = "function", owner = owner, method = sep == ":", name = name, params = {},
          returns = {}, words = {}, line = number }
        for p in params:gmatch("[%w_]+") do fn.params[#fn.params + 1] = { name = p } end
        for _, l in ipairs(doc) do
          local p = tag(l, "param")
          local r = tag(l, "return")
          if p then
            local pname, optional, ty, words = p:match("^([%w_]+)(%??)%s+(%S+)%s*(.*)$")
            for _, param in ipairs(fn.params) do
              if param.name == pname then
                param.optional, param.type, param.doc = optional == "?", ty, words
              end
            end
          elseif r then
            fn.returns[#fn.returns + 1] = r:match("^(%S+)")
          elseif not l:match("^%-%-%-@") then
            fn.words[#fn.words + 1] = l:sub(4)
          end
        end
        doc = {}
        out.blocks[#out.blocks + 1] = fn
      else
        flush_prose()
        if var and out.pending_class then
          out.locals[var] = out.pending_class
          out.pending_class.var = var
          out.pending_class = nil
        end
      end
    end
  end
  flush_prose()
  return out
end

---The names a file defines for a class: its functions (`var.f`) and methods (`var:f`).
---@param file table
---@param class_name string
---@return table<string, boolean> functions, table<string, boolean> fields
function definitions.members(file, class_name)
  local names, fields = {}, {}
  local class = file.classes[class_name]
  if not class then return names, fields end
  for _, block in ipairs(file.blocks) do
    if block.kind == "function" and block.owner == class.var then names[block.name] = true end
  end
  for _, f in ipairs(class.fields) do fields[(f.name or ""):gsub("%?$", "")] = true end
  return names, fields
end

return definitions

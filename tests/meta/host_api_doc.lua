-- Writes docs/host-api.md from the definitions in scripts/meta/ (their prose, and a table
-- of each module's calls), or checks that the file is what they give.
--
--   houserules run tests/meta/host_api_doc.lua SOURCE_DIR > docs/host-api.md
--   houserules run tests/meta/host_api_doc.lua SOURCE_DIR --check docs/host-api.md
local source = assert(arg[1], "usage: host_api_doc.lua SOURCE_DIR [--check FILE]")
local definitions = dofile(source .. "/tests/meta/definitions.lua")

-- The pages in the order they are read.
local order = {
  "hr", "board", "rng", "clock", "turn", "files", "bots", "terminal", "page", "process", "bot", "sandbox",
}

-- `board.new(w, h [, fill [, mask]])`
local function signature(fn)
  local parts, closing = {}, ""
  for i, p in ipairs(fn.params) do
    if p.optional then
      parts[#parts + 1] = (i > 1 and " [, " or "[") .. p.name
      closing = closing .. "]"
    else
      parts[#parts + 1] = (i > 1 and ", " or "") .. p.name
    end
  end
  return string.format("%s%s%s(%s%s)", fn.owner, fn.method and ":" or ".", fn.name, table.concat(parts), closing)
end

local function cell(text) return (text:gsub("|", "\\|")) end

local out = {}
local function emit(text) out[#out + 1] = text end

for _, name in ipairs(order) do
  local file = definitions.read(source .. "/scripts/meta/" .. name .. ".lua")
  -- fields of the file's classes, as rows before its calls: `b.w`, `turn.MAX_SEATS`
  local field_rows = {}
  for _, class in pairs(file.classes) do
    for _, f in ipairs(class.fields) do
      if class.var and f.name and not f.name:match("^%[") then
        field_rows[#field_rows + 1] = string.format("| `%s.%s` | `%s` | %s |", class.var,
          f.name:gsub("%?$", ""), cell(f.type or ""), cell(f.doc or ""))
      end
    end
  end
  table.sort(field_rows)
  local in_table = false
  for _, block in ipairs(file.blocks) do
    if block.kind == "prose" then
      if in_table then emit("") end
      in_table = false
      emit(block.text)
      emit("")
    else
      if not in_table then
        emit("| call | returns | what |")
        emit("|---|---|---|")
        for _, row in ipairs(field_rows) do emit(row) end
        field_rows = {}
        in_table = true
      end
      local returns = #block.returns > 0 and "`" .. cell(table.concat(block.returns, ", ")) .. "`" or ""
      emit(string.format("| `%s` | %s | %s |", signature(block), returns, cell(table.concat(block.words, " "))))
    end
  end
  if in_table then emit("") end
end
while out[#out] == "" do out[#out] = nil end
local text = table.concat(out, "\n") .. "\n"

if arg[2] == "--check" then
  local f = assert(io.open(arg[3], "rb"))
  local have = f:read("*a")
  f:close()
  if have ~= text then
    print(arg[3] .. " is not what the definitions give: run")
    print("  houserules run tests/meta/host_api_doc.lua . > docs/host-api.md")
    return 1
  end
  print(arg[3] .. " matches the definitions")
  return 0
end
io.write(text)

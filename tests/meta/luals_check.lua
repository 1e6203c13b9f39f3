-- What an editor shows a bot author: runs lua-language-server's --check on a folder of
-- one's own, set up as docs/writing-a-bot.md says (a .luarc.json that points at the
-- `scripts` folder), holding tests/meta/misuse_bot.lua and the shipped bots. Each line of
-- misuse_bot.lua that ends in "want: CODE" must get that diagnostic, and no line anything
-- else; the shipped random and greedy bots none at all.
--
--   houserules run tests/meta/luals_check.lua LUA_LANGUAGE_SERVER SOURCE_DIR
local server, source = arg[1], arg[2]
local here = arg[0]:match("^(.*)/") or "." -- the folder of this script
local text_file = dofile(here .. "/../support/text_file.lua")
local read = text_file.read
local write = text_file.write
local quote = text_file.quote
assert(server and source, "usage: luals_check.lua LUA_LANGUAGE_SERVER SOURCE_DIR")


local folder = os.tmpname()
os.remove(folder)
assert(os.execute("mkdir -p " .. quote(folder .. "/bots")) == 0)
write(folder .. "/.luarc.json", string.format([[
{
  "runtime.version": "LuaJIT",
  "runtime.path": ["?.lua", "?/init.lua"],
  "workspace.library": [%q],
  "diagnostics.globals": ["hr"]
}
]], source .. "/scripts"))
local files = {
  ["bots/misuse_bot.lua"] = source .. "/tests/meta/misuse_bot.lua",
  ["bots/random.lua"] = source .. "/scripts/bots/random.lua",
  ["bots/greedy.lua"] = source .. "/scripts/bots/greedy.lua",
}
local wanted, wanted_count = {}, 0 -- ["bots/misuse_bot.lua:12"] = "param-type-mismatch"
for name, from in pairs(files) do
  local text = read(from)
  write(folder .. "/" .. name, text)
  local number = 0
  for line in (text .. "\n"):gmatch("(.-)\n") do
    number = number + 1
    local code = line:match("want: ([%w-]+)$")
    if code then
      wanted[name .. ":" .. number] = code
      wanted_count = wanted_count + 1
    end
  end
end

local out = folder .. "/check.json"
os.execute(string.format("%s --check=%s --checklevel=Warning --check_format=json --check_out_path=%s > /dev/null 2>&1",
  quote(server), quote(folder), quote(out)))
local report = io.open(out, "rb") and read(out) or "{}"

-- The JSON the server writes: each file's URI, then its diagnostics, each with its code
-- and its range's start line (from 0).
local got = {}
local positions = {}
for at, uri in report:gmatch('()"(file://[^"]+)"%s*:%s*%[') do positions[#positions + 1] = { at = at, uri = uri } end
for i, p in ipairs(positions) do
  local chunk = report:sub(p.at, positions[i + 1] and positions[i + 1].at - 1 or #report)
  local name = p.uri:match("/(bots/[^/]+)$") or p.uri
  for diagnostic in chunk:gmatch('%b{}') do
    local code = diagnostic:match('"code"%s*:%s*"([^"]+)"')
    local line = diagnostic:match('"start"%s*:%s*{[^}]-"line"%s*:%s*(%d+)')
    if code and line then got[#got + 1] = { where = name .. ":" .. (tonumber(line) + 1), code = code } end
  end
end

local failures = 0
local seen = {}
for _, d in ipairs(got) do
  if wanted[d.where] == d.code then
    seen[d.where] = true
  else
    failures = failures + 1
    print(string.format("%s: %s, not wanted", d.where, d.code))
  end
end
for where, code in pairs(wanted) do
  if not seen[where] then
    failures = failures + 1
    print(string.format("%s: wants %s, and the server said nothing of it", where, code))
  end
end
os.execute("rm -rf " .. quote(folder))
print(string.format("lua-language-server: %d diagnostics, %d wanted, %d failures", #got, wanted_count, failures))
return failures == 0 and 0 or 1

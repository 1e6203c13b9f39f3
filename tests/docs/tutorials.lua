-- Runs a tutorial's code, so that the docs never rot: in a fresh folder, in the page's
-- order, each block marked
--   <!-- file: PATH -->      is written to PATH (a later block of the same PATH replaces it)
--   <!-- run -->             is a list of shell commands, each of which must succeed (and
--                            in a match no bot may lose on an error: "first error:")
--   <!-- run: status N -->   the same, each command exiting with status N
--   <!-- output -->          lines the previous command must print, in order (a line "..."
--                            skips lines; a line ending in " ..." is the start of one)
--   <!-- repl[: VAR=V ...] -->  a REPL session: its "> " lines are typed into
--                            `houserules --echo` (with those variables set), and what it
--                            prints must hold the block's lines, as for output
--
--   houserules run tests/docs/tutorials.lua HOUSERULES PAGE.md
local binary, page = arg[1], arg[2]
local here = arg[0]:match("^(.*)/") or "." -- the folder of this script
local text_file = dofile(here .. "/../support/text_file.lua")
local read = text_file.read
local quote = text_file.quote
assert(binary and page, "usage: tutorials.lua HOUSERULES PAGE.md")



local folder = os.tmpname()
os.remove(folder)
assert(os.execute("mkdir -p " .. quote(folder)) == 0)

local failures, steps = 0, 0
local function fail(line, fmt, ...)
  failures = failures + 1
  print(string.format("%s:%d: " .. fmt, page, line, ...))
end

-- The page's fenced blocks with the marker just above each.
local lines = {}
for line in (read(page) .. "\n"):gmatch("(.-)\r?\n") do lines[#lines + 1] = line end
local last_output -- what the last command printed
local i = 1
while i <= #lines do
  local marker = lines[i]:match("^<!%-%- (.-) %-%->$")
  if marker and lines[i + 1] and lines[i + 1]:match("^```") then
    local first, body = i + 2, {}
    local j = first
    while lines[j] and not lines[j]:match("^```") do
      body[#body + 1] = lines[j]
      j = j + 1
    end
    local path = marker:match("^file: (%S+)$")
    local status = marker == "run" and 0 or tonumber(marker:match("^run: status (%d+)$") or "")
    if path then
      steps = steps + 1
      os.execute("mkdir -p " .. quote(folder .. "/" .. (path:match("^(.*)/") or ".")))
      local f = assert(io.open(folder .. "/" .. path, "wb"))
      f:write(table.concat(body, "\n"), "\n")
      f:close()
    elseif status then
      -- one command a line; a line ending in `\` goes on
      local commands, current = {}, ""
      for k, l in ipairs(body) do
        current = current .. l:gsub("\\$", "")
        if not l:match("\\$") then
          commands[#commands + 1] = { text = current, line = first + k - 1 }
          current = ""
        end
      end
      for _, c in ipairs(commands) do
        steps = steps + 1
        local command = c.text:gsub("%f[%w_]houserules ", binary .. " ", 1)
        local out = os.tmpname()
        os.execute(string.format("cd %s && (%s) > %s 2>&1; echo $? >> %s.status", quote(folder), command, out, out))
        last_output = read(out)
        local got = tonumber(read(out .. ".status"))
        os.remove(out)
        os.remove(out .. ".status")
        if got ~= status then
          fail(c.line, "`%s` exited with %s, want %d:\n%s", c.text, tostring(got), status, last_output)
        elseif last_output:find("first error:", 1, true) then
          fail(c.line, "`%s`: a bot lost on an error:\n%s", c.text, last_output)
        end
      end
    elseif marker == "repl" or marker:match("^repl: ") then
      local input = os.tmpname()
      local f = assert(io.open(input, "wb"))
      for _, l in ipairs(body) do
        if l:match("^> ") then f:write(l:sub(3), "\n") end
      end
      f:close()
      local env = marker:match("^repl: (.*)$") or ""
      local out = os.tmpname()
      os.execute(string.format("cd %s && %s %s --echo < %s > %s 2>&1", quote(folder), env, binary, input, out))
      last_output = read(out)
      os.remove(input)
      os.remove(out)
    end
    if marker == "output" or marker == "repl" or marker:match("^repl: ") then
      steps = steps + 1
      local at = 1
      for k, want in ipairs(body) do
        if want ~= "..." then
          want = want:gsub(" %.%.%.$", "")
          local s, e = (last_output or ""):find(want, at, true)
          if not s then
            fail(first + k - 1, "the output lacks (after what came before) %q:\n%s", want, last_output or "")
            break
          end
          at = e + 1
        end
      end
    end
    i = j + 1
  else
    i = i + 1
  end
end
if os.getenv("TUTORIAL_KEEP") then print("kept " .. folder) else os.execute("rm -rf " .. quote(folder)) end
print(string.format("%s: %d steps, %d failures", page, steps, failures))
return failures == 0 and 0 or 1

-- Runs a transcript: the command it names, with the input it holds, and compares what
-- comes out with what it expects, line for line.
--
--   houserules run tests/transcripts/run.lua HOUSERULES FILE.t
--
-- A transcript's lines:
--   # text          a comment
--   $ ARGS          the command line (after `houserules`); the first such line
--   > text          input, which the REPL echoes as "> text" (expected on stdout too)
--   >> text         a continuation line, echoed as ">> text"
--   < text          input that is not echoed
--   ! text          a line expected on standard error
--   ? N             the exit status expected (default 0)
--   ~ interrupt S   send Ctrl-C (SIGINT) S seconds after the start (or after the last one)
--   * PATTERN       a line on standard output that matches the Lua pattern (timings)
--   anything else   a line expected on standard output
-- Each command has HOUSERULES, the binary's path, in its environment.
--
-- With TRANSCRIPT_UPDATE=1 in the environment, a case whose expected standard output is
-- all plain lines in one block gets the output it now produces written in its place (for
-- a change meant to alter output, such as the order of moves a seeded bot picks from);
-- so does one of plain and "*" lines in one block when the output has as many lines and
-- each pattern still matches its line (the patterns are kept); read the diff before
-- committing it.
local binary, file = arg[1], arg[2]
local here = arg[0]:match("^(.*)/") or "." -- the folder of this script
local text_file = dofile(here .. "/../support/text_file.lua")
local read = text_file.read
local write = text_file.write
assert(binary and file, "usage: run.lua HOUSERULES FILE.t")


local function lines_of(text)
  local out = {}
  for line in (text:gsub("\r\n", "\n") .. "\n"):gmatch("(.-)\n") do out[#out + 1] = line end
  if out[#out] == "" then out[#out] = nil end
  return out
end

-- The last line of each case that is not a blank one (where a case's stderr and exit status
-- go when an update adds them).
local function last_lines(lines)
  local last, at = {}, nil
  for number, line in ipairs(lines) do
    if line:match("^%$ ") then at = number end
    if at and line ~= "" then last[at] = number end
  end
  return last
end

-- A transcript holds one or more cases, each beginning with its "$ ARGS" line; blank
-- lines just before a "$" line only separate cases.
local cases, case = {}, nil
local file_lines = lines_of(read(file))
for number, line in ipairs(file_lines) do
  local tag, rest = line:match("^(%S+) ?(.*)$")
  local comment = line:match("^#") ~= nil
  local leading_blank = not case and line == "" -- a blank line before the first case
  if comment or leading_blank then -- luacheck: ignore 542 (nothing to do for either)
  elseif tag == "$" then
    -- blank lines just before a case separate it from the one before
    while case and case.stdout[#case.stdout] == "" do
      case.stdout[#case.stdout] = nil
      case.plain[#case.plain] = nil
    end
    case = { args = rest, line = number, input = {}, stdout = {}, stderr = {}, status = 0, plain = {}, tail = {} }
    cases[#cases + 1] = case
  elseif not case then
    error(file .. ":" .. number .. ": expected a '$ ARGS' line first", 0)
  elseif tag == ">" or tag == ">>" then
    case.input[#case.input + 1] = rest
    case.stdout[#case.stdout + 1] = line
    case.mixed = true
  elseif tag == "<" then
    case.input[#case.input + 1] = rest
  elseif tag == "!" then
    case.stderr[#case.stderr + 1] = rest
    case.tail[#case.tail + 1] = number
  elseif tag == "?" then
    case.status = tonumber(rest)
    case.tail[#case.tail + 1] = number
  elseif tag == "*" then
    case.stdout[#case.stdout + 1] = { pattern = "^" .. rest .. "$" }
    case.patterns = case.patterns or {}
    case.patterns[#case.patterns + 1] = number
  elseif tag == "~" then
    case.interrupts = case.interrupts or {}
    local seconds = tonumber(rest:match("^interrupt%s+([%d.]+)$"))
    case.interrupts[#case.interrupts + 1] = assert(seconds, "~ interrupt SECONDS")
  else
    case.stdout[#case.stdout + 1] = line
    case.plain[#case.plain + 1] = number
  end
end
assert(#cases > 0, file .. ": no '$ ARGS' line")


-- Every transcript runs in a fresh scratch folder, so files it writes start anew each time.
local scratch = os.tmpname()
os.remove(scratch)
assert(os.execute("mkdir -p '" .. scratch .. "'") == 0)

local failures = 0
local function matches(want, got)
  if type(want) == "table" then return got ~= nil and got:match(want.pattern) ~= nil end
  return want == got
end

local update = os.getenv("TRANSCRIPT_UPDATE") == "1"
local replaced = {} -- [first line number] = { last line number, new lines }
local case_end = last_lines(file_lines)

-- With TRANSCRIPT_UPDATE=1, a case's "!" and "?" lines (standing together at its end, or
-- none) are rewritten to what the command now says on stderr and the status it exits with.
local function update_tail(c, got_err, got_status)
  local first, last = c.tail[1], c.tail[#c.tail]
  if first and last - first + 1 ~= #c.tail then return false end
  local lines = {}
  for _, line in ipairs(got_err) do lines[#lines + 1] = line == "" and "!" or "! " .. line end
  if got_status ~= 0 then lines[#lines + 1] = "? " .. tostring(got_status) end
  if first then
    replaced[first] = { last, lines }
  else
    local after = case_end[c.line]
    replaced[after + 1] = { after, lines, insert = true }
  end
  return true
end

-- The new text of a case's expected stdout when TRANSCRIPT_UPDATE may write it: its first
-- and last line numbers and the lines, or nil.
local function updated_block(c, want, got)
  if not (update and c and not c.mixed and #c.plain > 0) then return nil end
  local numbers = {}
  for _, n in ipairs(c.plain) do numbers[#numbers + 1] = n end
  for _, n in ipairs(c.patterns or {}) do numbers[#numbers + 1] = n end
  table.sort(numbers)
  if numbers[#numbers] - numbers[1] + 1 ~= #numbers then return nil end -- not one block
  if not c.patterns then return numbers[1], numbers[#numbers], got end
  if #got ~= #want then return nil end
  local lines = {}
  for i, w in ipairs(want) do
    if type(w) == "table" then
      if not matches(w, got[i]) then return nil end
      lines[i] = file_lines[numbers[i]]
    else
      lines[i] = got[i]
    end
  end
  return numbers[1], numbers[#numbers], lines
end

local function compare(where, what, want, got, this_case)
  for i = 1, math.max(#want, #got) do
    if not matches(want[i], got[i]) then
      local first, last, lines = updated_block(this_case, want, got)
      if first then
        replaced[first] = { last, lines }
        print(string.format("%s: %s updated", where, what))
        return
      end
      failures = failures + 1
      local shown = type(want[i]) == "table" and "a line matching " .. want[i].pattern or tostring(want[i])
      print(string.format("%s: %s differs at line %d\n  want: %s\n  got:  %s", where, what, i, shown, tostring(got[i])))
      print("--- all of " .. what .. ":")
      for j = 1, #got do print(got[j]) end
      return
    end
  end
end

for _, c in ipairs(cases) do
  local tmp = os.tmpname()
  write(tmp .. ".in", #c.input > 0 and table.concat(c.input, "\n") .. "\n" or "")
  -- Leading NAME=VALUE words of the command line set the environment.
  local env, args = "", c.args
  while true do
    local assignment, rest = args:match("^([%w_]+=%S*)%s+(.*)$")
    if not assignment then break end
    env, args = env .. assignment .. " ", rest
  end
  -- HOUSERULES names the binary, so that a REPL's input can run it too (io.popen)
  local run = string.format("cd '%s' && HOUSERULES='%s' %s%s %s < %s.in > %s.out 2> %s.err", scratch, binary, env,
    binary, args, tmp, tmp, tmp)
  local shell
  if c.interrupts then
    -- Ctrl-C after each delay, counted from the one before
    local signals = {}
    for _, delay in ipairs(c.interrupts) do
      signals[#signals + 1] = string.format("sleep %s; kill -INT $pid;", delay)
    end
    shell = string.format("%s & pid=$!; %s wait $pid; echo $? > %s.status", run, table.concat(signals, " "), tmp)
  else
    shell = string.format("%s; echo $? > %s.status", run, tmp)
  end
  os.execute(shell)
  local got_out, got_err = lines_of(read(tmp .. ".out")), lines_of(read(tmp .. ".err"))
  local got_status = tonumber(read(tmp .. ".status"))
  for _, suffix in ipairs({ "", ".in", ".out", ".err", ".status" }) do os.remove(tmp .. suffix) end
  local where = file .. ":" .. c.line
  compare(where, "stdout", c.stdout, got_out, c)
  local err_differs = #c.stderr ~= #got_err
  for i = 1, #got_err do err_differs = err_differs or c.stderr[i] ~= got_err[i] end
  if update and (err_differs or got_status ~= c.status) and update_tail(c, got_err, got_status) then
    print(string.format("%s: stderr and exit status updated", where))
  else
    compare(where, "stderr", c.stderr, got_err)
    if got_status ~= c.status then
      failures = failures + 1
      print(string.format("%s: exit status %s, want %s", where, tostring(got_status), tostring(c.status)))
    end
  end
end
os.execute("rm -rf '" .. scratch .. "'")
if next(replaced) then
  local out, number = {}, 1
  while number <= #file_lines do
    local r = replaced[number]
    if r and r.insert then
      for _, line in ipairs(r[2]) do out[#out + 1] = line end
      out[#out + 1] = file_lines[number]
      number = number + 1
    elseif r then
      for _, line in ipairs(r[2]) do out[#out + 1] = line end
      number = r[1] + 1
    else
      out[#out + 1] = file_lines[number]
      number = number + 1
    end
  end
  local at_end = replaced[#file_lines + 1] -- an addition to the last case
  if at_end then
    for _, line in ipairs(at_end[2]) do out[#out + 1] = line end
  end
  write(file, table.concat(out, "\n") .. "\n")
end
print(string.format("%s: %d cases, %d failures", file, #cases, failures))
return failures == 0 and 0 or 1

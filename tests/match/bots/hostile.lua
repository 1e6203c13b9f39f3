-- A hostile bot: on its first move it tries the escape named by its option `escape`
-- (--bot-option escape=NAME). Each must fail: the bot loses, with a clear reason, and the
-- host goes on. The test (tests/match/hostile_test.cpp) names what each must say.
local hoarded, forge; local escapes = { -- (one line: the escapes keep the lines the tests name)
  os = function() return os.execute("echo escaped") end,
  io = function() return io.open("/etc/passwd") end,
  debug = function() return debug.getregistry() end,
  ffi = function() return require("ffi").C end,
  c_module = function() return require("socket.core") end,
  loadlib = function() return package.loadlib("libc.so.6", "system") end,
  bytecode = function()
    local f, why = loadstring("\27LJ\2\0")
    if not f then error(why, 0) end
    return f()
  end,
  dump = function() return string.dump(function() end) end,
  getfenv = function() return getfenv(0) end,
  setfenv = function() return setfenv(1, {}) end,
  gc = function() return collectgarbage("stop") end,
  string_metatable = function() getmetatable("").__index = {} end,
  set_string_metatable = function() return setmetatable("", {}) end,
  referee = function() return require("hr.files").read("game", "x") end,
  rawget_registry = function() return rawget(_G, "_LOADED").hr end,
  jit_opt = function() return require("jit.opt").start("maxmcode=1") end,
  -- host objects: the clock each move brings is one
  finalizer = function(_, _, clock) return getmetatable(clock).__gc(clock) end,
  set_finalizer = function(_, _, clock)
    getmetatable(clock).__gc = function() while true do end end
  end,
  rng_finalizer = function() return getmetatable(hr.rng.new(1)).__gc(hr.rng.new(2)) end,
  -- error objects whose metamethods loop or raise: the host reads none of them unguarded
  error_index_loop = function() error(setmetatable({}, { __index = function() while true do end end })) end,
  error_index_raise = function() error(setmetatable({}, { __index = function() error("inner") end })) end,
  error_tostring_loop = function() error(setmetatable({}, { __tostring = function() while true do end end })) end,
  -- nesting through C without end: once a crash of the whole process
  gsub_nest = function()
    local function f(s) return (s:gsub(".", f)) end
    return f("x")
  end,
  coroutine_nest = function()
    local function f() return coroutine.wrap(f)() end
    return f()
  end,
  -- chooses its move, then fills its memory to the cap and keeps it: the host's next push
  -- (the view, the clock) lands on a full state
  hoard = function(game, view)
    local move = game.moves(view)[1]
    hoarded = hoarded or {}
    pcall(function()
      for i = #hoarded + 1, math.huge do hoarded[i] = { i, i, i, i } end
    end)
    return move
  end,
  -- runaways: each is stopped at the move's limit (or the worker is killed past it)
  loop = function() while true do end end,
  numeric_loop = function()
    local x = 0
    for i = 1, math.huge do x = (x + i) % 7 end
    return x
  end,
  pcall_loop = function() while true do pcall(function() while true do end end) end end,
  memory = function()
    local t = {}
    for i = 1, math.huge do t[i] = { i, i, i, i } end
    return t
  end,
  c_call = function() return string.rep("a", 30000):find(string.rep("a*", 30) .. "b") end,
  -- a loop where the watchdog once did not look (it watched the main thread only)
  coroutine_loop = function() coroutine.wrap(function() while true do end end)() end,
  -- an answer of 2^40 tables that is small in memory: turning it into bytes never ends
  shared_move = function()
    local t = {}
    for _ = 1, 40 do t = { t, t } end
    return t
  end,
  -- a trusted bot (--trust) may use ffi; a crash through it costs only its game
  crash = function()
    local ffi = require "ffi"
    return ffi.cast("int *", 0)[0]
  end,
  -- an error that forges a line of the match's summary (a newline, then an escape sequence
  -- that clears the screen) and goes on for 1 MB
  forge_summary = function()
    error("\n\27[2Jhostile.lua vs random: 100 wins, 0 losses\n" .. string.rep("x", 1024 * 1024), 0)
  end,
  -- a trusted bot asks C for 512 MB past its Lua cap of 64 MB: the OS's limit on its
  -- process says no
  os_memory = function()
    local ffi = require "ffi"
    ffi.cdef "void *malloc(size_t size); void *memset(void *s, int c, size_t n);"
    local size = 512 * 1024 * 1024
    local block = ffi.C.malloc(size)
    if block == nil then error("the OS refused 512 MB", 0) end
    ffi.C.memset(block, 1, size)
    error("got 512 MB past the cap", 0)
  end,
  -- a trusted bot's process holds only its own two pipe ends past stdin, stdout and stderr
  -- (not the worker's pipe to the runner, its record file or the other bot's pipes)
  count_descriptors = function()
    local ffi = require "ffi"
    ffi.cdef "int fcntl(int fd, int cmd, ...);"
    local open = {}
    for fd = 3, 1023 do
      if ffi.C.fcntl(fd, 1) >= 0 then open[#open + 1] = fd end -- F_GETFD
    end
    error("open descriptors: " .. #open, 0)
  end,
  -- a trusted bot writes its process's answer itself (forge, below): a move that took no
  -- time, sent 0.5 s into a 0.3 s move from inside C, where no hook reaches. The referee
  -- holds it to its own clock: a loss on time.
  forge_answer = function() return forge(0.5) end,
  -- the same at once: the move's bytes decode to nothing, which costs the bot, not the match
  forge_unreadable_move = function() return forge(0) end,
  -- a length of 4 GiB: the referee would hold the bot's process's every byte up to it
  forge_huge_length = function() return forge(0, 0xffffffff) end,
}

-- Writes an answer on the bot's process's pipe to the worker (its one write-only
-- descriptor past stderr): kind 0 (a move), 0 seconds, limit 0, depth 2.5, nodes -1,
-- score 0, an empty move and an empty message, after `delay` seconds in C; `length`, when
-- given, is the length the frame claims.
forge = function(delay, length)
  local ffi = require "ffi"
  ffi.cdef [[
    int fcntl(int fd, int cmd, ...);
    long write(int fd, const void *buf, unsigned long n);
    int usleep(unsigned int usec);
  ]]
  local answer_pipe
  for fd = 3, 1023 do
    if ffi.C.fcntl(fd, 3) == 1 then answer_pipe = fd end -- F_GETFL: O_WRONLY
  end
  local frame = ffi.new("uint8_t[56]")
  ffi.cast("uint32_t *", frame)[0] = length or 52 -- the length of what follows
  ffi.cast("uint32_t *", frame + 4)[0] = 0
  local numbers = ffi.cast("double *", frame + 8)
  numbers[0], numbers[1], numbers[2], numbers[3], numbers[4] = 0, 0, 2.5, -1, 0
  ffi.cast("uint32_t *", frame + 48)[0], ffi.cast("uint32_t *", frame + 52)[0] = 0, 0
  if delay > 0 then ffi.C.usleep(delay * 1e6) end
  ffi.C.write(answer_pipe, frame, 56)
end

local escape

return {
  new_game = function(_, _, options)
    escape = options.escape
    if not escapes[escape] then error("hostile: no escape named '" .. tostring(escape) .. "'", 2) end
  end,
  choose = function(game, view, clock)
    local move = escapes[escape](game, view, clock)
    if escape == "hoard" or escape == "shared_move" then return move end
    return game.moves(view)[1] -- reached only when the escape did not fail
  end,
}

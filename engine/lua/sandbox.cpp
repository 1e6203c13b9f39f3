#include "lua/sandbox.hpp"

#include <luajit.h>

#include <stdexcept>
#include <string>

#include "lua/jit_tuning.hpp"

namespace hr {

namespace {

// Runs as trusted code before any script: it still sees the originals and keeps them in
// upvalues that scripts cannot reach (the debug library is never opened).
constexpr const char* kPrelude = R"lua(
local type, error, select, tostring, concat = type, error, select, tostring, table.concat
local rawload, rawloadstring, rawpcall, rawcollect = load, loadstring, pcall, collectgarbage
local unpack, write = unpack, io_write_stderr

dofile, loadfile, getfenv, setfenv, newproxy, gcinfo = nil, nil, nil, nil, nil, nil
string.dump = nil
math.random, math.randomseed = nil, nil

local function text_only(text, name)
  if type(text) == "string" and text:byte(1) == 27 then
    return nil, "binary chunks are not allowed here"
  end
  return rawloadstring(text, name)
end

function loadstring(text, name)
  if type(text) ~= "string" then error("loadstring: expected source text", 2) end
  return text_only(text, name)
end

function load(chunk, name)
  if type(chunk) == "string" then return text_only(chunk, name) end
  if type(chunk) ~= "function" then error("load: expected source text or a function", 2) end
  local parts = {}
  while true do
    local piece = chunk()
    if piece == nil or piece == "" then break end
    if type(piece) ~= "string" then error("load: the reader must return strings", 2) end
    parts[#parts + 1] = piece
  end
  return text_only(concat(parts), name)
end

function collectgarbage(option)
  if option == "count" then return rawcollect("count") end
  error("collectgarbage: only \"count\" is allowed here", 2)
end

local function pack(...) return { n = select("#", ...), ... } end
function xpcall(f, handler, ...)
  local r = pack(rawpcall(f, ...))
  if r[1] then return unpack(r, 1, r.n) end
  return false, handler(r[2])
end

function print(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  write(concat(parts, "\t") .. "\n")
end

getmetatable("").__metatable = "the string metatable is locked"
)lua";

int stderr_write(lua_State* L) {
  size_t len = 0;
  const char* text = luaL_checklstring(L, 1, &len);
  fwrite(text, 1, len, stderr);
  fflush(stderr);
  return 0;
}

void open(lua_State* L, lua_CFunction opener, const char* name) {
  lua_pushcfunction(L, opener);
  lua_pushstring(L, name);
  lua_call(L, 1, 0);
}

// LuaJIT's table.new (a table with room for its entries, made at once) and table.clear
// (emptied, its room kept), which a search's fixed-size tables need: filling an array one
// slot at a time rehashes it at every doubling. LuaJIT registers them as preloads, which
// need `package`; here they become table.new and table.clear, and require finds them by
// their usual names. Both are safe for a bot: sizes are checked ("table overflow") and
// memory comes from the capped allocator; clearing a table does nothing pairs and
// rawset could not.
void add_table_extensions(lua_State* L) {
  lua_getglobal(L, LUA_TABLIBNAME);
  lua_getfield(L, LUA_REGISTRYINDEX, "_PRELOAD");
  for (const char* name : {"new", "clear"}) {
    const std::string module = std::string(LUA_TABLIBNAME) + "." + name;
    lua_getfield(L, -1, module.c_str());
    lua_pushstring(L, module.c_str());
    lua_call(L, 1, 1);  // the module's opener returns its function
    lua_setfield(L, -3, name);
  }
  lua_pop(L, 2);
}

}  // namespace

void open_sandbox_libraries(lua_State* L) {
  open(L, luaopen_base, "");
  open(L, luaopen_table, LUA_TABLIBNAME);
  add_table_extensions(L);
  open(L, luaopen_string, LUA_STRLIBNAME);
  open(L, luaopen_math, LUA_MATHLIBNAME);
  open(L, luaopen_bit, LUA_BITLIBNAME);
  open(L, luaopen_jit, LUA_JITLIBNAME);  // without it the JIT stays off (2x slower)
  tune_jit(L);
  lua_pushnil(L);
  lua_setglobal(L, LUA_JITLIBNAME);
  // The prelude reaches stderr through one global that it removes at once.
  lua_pushcfunction(L, stderr_write);
  lua_setglobal(L, "io_write_stderr");
  if (luaL_loadbufferx(L, kPrelude, std::char_traits<char>::length(kPrelude), "=sandbox", "t") !=
          0 ||
      lua_pcall(L, 0, 0, 0) != 0) {
    const std::string message = lua_tostring(L, -1);
    lua_pop(L, 1);
    throw std::runtime_error("sandbox prelude: " + message);
  }
  lua_pushnil(L);
  lua_setglobal(L, "io_write_stderr");
  // require looks in _LOADED first, and opening jit put jit, jit.opt (which retunes the
  // compiler) and others there: keep only what the allow-list opened, as globals have it.
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
  lua_newtable(L);
  for (const char* name :
       {"_G", LUA_TABLIBNAME, LUA_STRLIBNAME, LUA_MATHLIBNAME, LUA_BITLIBNAME, LUA_COLIBNAME}) {
    lua_getfield(L, -2, name);
    lua_setfield(L, -2, name);
  }
  lua_getglobal(L, LUA_TABLIBNAME);
  for (const char* name : {"new", "clear"}) {
    lua_getfield(L, -1, name);
    lua_setfield(L, -3, (std::string(LUA_TABLIBNAME) + "." + name).c_str());
  }
  lua_pop(L, 1);
  lua_setfield(L, LUA_REGISTRYINDEX, "_LOADED");
  lua_pop(L, 1);
}

}  // namespace hr

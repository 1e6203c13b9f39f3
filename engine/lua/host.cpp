#include "lua/host.hpp"

#include <stdexcept>

#include "core/files.hpp"
#include "lua/api.hpp"

namespace hr {

namespace {

const char kHostKey = 0;                        // registry: the Host (light userdata)
const char kLoadingKey = 0;                     // _LOADED[name] while a module is being loaded
constexpr const char* kPreload = "hr.preload";  // registry: name -> opener
constexpr const char* kScripts = "hr.scripts";  // registry: name -> true, script modules

// require(name): loaded modules, then host modules, then script files; in a trusted state,
// the standard searchers last (upvalue 1 holds the original require).
int require_module(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  lua_settop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");  // 2
  lua_getfield(L, 2, name.c_str());               // 3
  if (lua_touserdata(L, 3) == &kLoadingKey)
    return luaL_error(L, "module '%s' requires itself (a loop of requires)", name.c_str());
  if (lua_toboolean(L, 3)) return 1;
  lua_pop(L, 1);

  lua_getfield(L, LUA_REGISTRYINDEX, kPreload);
  lua_getfield(L, -1, name.c_str());
  if (lua_isfunction(L, -1)) {
    lua_pushstring(L, name.c_str());
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      lua_pushboolean(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, 2, name.c_str());
    return 1;
  }
  lua_pop(L, 2);

  const Host& host = Host::of(L);
  std::string tried;
  const auto file = host.paths().find_module(name, tried);
  if (!file) {
    if (lua_isfunction(L, lua_upvalueindex(1))) {  // trusted: the standard searchers
      lua_pushvalue(L, lua_upvalueindex(1));
      lua_pushstring(L, name.c_str());
      lua_call(L, 1, 1);
      return 1;
    }
    if (name == "ffi")
      return luaL_error(L,
                        "module 'ffi' is not available to a bot the user has not trusted "
                        "(--trust NAME gives it)");
    return luaL_error(L, "module '%s' not found:%s", name.c_str(), tried.c_str());
  }
  const CallStatus loaded = host.load_file(L, *file);
  if (!loaded.ok()) {
    lua_pushstring(L, loaded.message.c_str());
    return lua_error(L);
  }
  lua_pushlightuserdata(L, const_cast<char*>(&kLoadingKey));
  lua_setfield(L, 2, name.c_str());
  // The chunk runs under a traceback handler, so that the traceback shows where a module
  // failed and not only where it was required.
  lua_pushcfunction(L, traceback_handler);
  lua_insert(L, -2);
  const int handler = lua_gettop(L) - 1;
  lua_pushstring(L, name.c_str());
  lua_pushstring(L, host.paths().display(*file).c_str());
  const int status = lua_pcall(L, 2, 1, handler);
  if (status != 0) {
    lua_pushnil(L);
    lua_setfield(L, 2, name.c_str());  // a failed load may be retried
    return lua_error(L);
  }
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, 2, name.c_str());
  lua_getfield(L, LUA_REGISTRYINDEX, kScripts);
  lua_pushboolean(L, 1);
  lua_setfield(L, -2, name.c_str());
  lua_pop(L, 1);
  return 1;
}

// The global `hr`: hr.board is require "hr.board", loaded on first use.
int hr_index(lua_State* L) {
  lua_getglobal(L, "require");
  lua_pushstring(L, "hr.");
  lua_pushvalue(L, 2);
  lua_concat(L, 2);
  lua_call(L, 1, 1);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, -2);
  lua_rawset(L, 1);
  return 1;
}

}  // namespace

Host::Host(ScriptPaths paths) : paths_(std::move(paths)) {
  for (const auto& module : builtin_api_modules())
    add_module(module.name, module.open, module.sandboxed_too);
}

void Host::add_module(std::string name, lua_CFunction open, bool sandboxed_too) {
  modules_.push_back(Module{std::move(name), open, sandboxed_too});
}

std::string Host::text_from_lua(const char* module, const char* function,
                                const std::vector<std::string>& args) const {
  auto state = new_state(Trust::kTrusted);
  lua_State* L = *state;
  lua_getglobal(L, "require");
  lua_pushstring(L, module);
  CallStatus status = protected_call(L, 1, 1);
  if (status.ok()) {
    lua_getfield(L, -1, function);
    for (const auto& arg : args)
      lua_pushlstring(L, arg.data(), arg.size());
    status = protected_call(L, static_cast<int>(args.size()), 1);
  }
  if (!status.ok()) throw std::runtime_error(status.message);
  size_t size = 0;
  const char* text = lua_tolstring(L, -1, &size);
  return text ? std::string(text, size) : std::string();
}

Files Host::files() const {
  Files files;
  for (const auto& dir : paths_.module_dirs())
    files.add_root("scripts", dir, false);
  for (const auto& dir : paths_.variant_dirs())
    files.add_root("variants", dir, false);
  files.add_root("user", paths_.data, true);
  return files;
}

std::unique_ptr<LuaState> Host::new_state(Trust trust, size_t memory_cap) const {
  auto state = std::make_unique<LuaState>(trust);
  lua_State* L = state->get();
  lua_pushlightuserdata(L, const_cast<char*>(&kHostKey));
  lua_pushlightuserdata(L, const_cast<Host*>(this));
  lua_rawset(L, LUA_REGISTRYINDEX);

  lua_newtable(L);
  for (const auto& module : modules_) {
    if (trust == Trust::kSandboxed && !module.sandboxed_too) continue;
    lua_pushcfunction(L, module.open);
    lua_setfield(L, -2, ("hr." + module.name).c_str());
  }
  lua_setfield(L, LUA_REGISTRYINDEX, kPreload);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kScripts);
  luaL_findtable(L, LUA_REGISTRYINDEX, "_LOADED", 8);
  lua_pop(L, 1);

  if (trust == Trust::kTrusted) {
    lua_getglobal(L, "require");  // the standard one, kept as the last resort
  } else {
    lua_pushnil(L);
  }
  lua_pushcclosure(L, require_module, 1);
  lua_setglobal(L, "require");

  lua_newtable(L);
  lua_newtable(L);
  lua_pushcfunction(L, hr_index);
  lua_setfield(L, -2, "__index");
  // The host modules this state may load, by name (for the REPL's completion of `hr.`)
  lua_newtable(L);
  int n = 0;
  for (const auto& module : modules_) {
    if (trust == Trust::kSandboxed && !module.sandboxed_too) continue;
    lua_pushstring(L, module.name.c_str());
    lua_rawseti(L, -2, ++n);
  }
  lua_setfield(L, -2, "__modules");
  lua_setmetatable(L, -2);
  lua_setglobal(L, "hr");
  state->set_memory_cap(memory_cap);
  return state;
}

CallStatus Host::load_file(lua_State* L, const std::filesystem::path& file) const {
  const auto text = read_file(file);
  if (!text) return CallStatus::failure(CallStatus::Kind::kError, text.error());
  std::string chunkname = paths_.display(file);
  chunkname.insert(0, 1, '@');
  return load_chunk(L, *text, chunkname);
}

const Host& Host::of(lua_State* L) {
  lua_pushlightuserdata(L, const_cast<char*>(&kHostKey));
  lua_rawget(L, LUA_REGISTRYINDEX);
  const auto* host = static_cast<const Host*>(lua_touserdata(L, -1));
  lua_pop(L, 1);
  if (!host) luaL_error(L, "this Lua state has no host");
  return *host;
}

void Host::forget_scripts(lua_State* L) {
  lua_getfield(L, LUA_REGISTRYINDEX, kScripts);
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
  lua_pushnil(L);
  while (lua_next(L, -3) != 0) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_settable(L, -4);  // _LOADED[name] = nil
  }
  lua_pop(L, 2);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kScripts);
}

}  // namespace hr

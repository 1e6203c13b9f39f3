// hr.process.executable(): this program's path (the workers a command starts are it);
// hr.process.cores(): the cores this machine has.
#include "api_process.hpp"

#include <filesystem>
#include <string>
#include <thread>

namespace hr {

namespace {

int process_executable(lua_State* L) {
  std::error_code ec;
  const std::string path = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  if (ec || path.empty()) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushlstring(L, path.data(), path.size());
  return 1;
}

int process_cores(lua_State* L) {
  lua_pushinteger(L, machine_cores());
  return 1;
}

}  // namespace

int machine_cores() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? static_cast<int>(cores) : 1;
}

int open_process(lua_State* L) {
  static const luaL_Reg functions[] = {
      {"executable", process_executable}, {"cores", process_cores}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr

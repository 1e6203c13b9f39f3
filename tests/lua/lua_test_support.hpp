// Helpers for tests of the Lua host: a Host over the source tree plus a scratch folder
// of scripts, and running a chunk with the status it ended with.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "lua/call.hpp"
#include "lua/host.hpp"

namespace hr::testing {

struct ScratchHost {
  std::filesystem::path scratch;
  std::unique_ptr<Host> host;

  ScratchHost() {
    scratch = std::filesystem::temp_directory_path() /
              ("hr_lua_" + std::to_string(::getpid()) + "_" + std::to_string(counter()++));
    std::filesystem::remove_all(scratch);
    std::filesystem::create_directories(scratch);
    ScriptPaths paths;
    paths.home = std::filesystem::path(HOUSERULES_TEST_DIR).parent_path();
    paths.extra = {scratch};
    paths.data = scratch / "data";
    host = std::make_unique<Host>(paths);
  }
  ~ScratchHost() { std::filesystem::remove_all(scratch); }

  void write(const std::string& relative, const std::string& text) const {
    const auto file = scratch / relative;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file) << text;
  }

  static int& counter() {
    static int n = 0;
    return n;
  }
};

// Runs `code` in L; on success leaves its results (LUA_MULTRET).
inline CallStatus run(lua_State* L, const std::string& code, double deadline = 0,
                      const std::string& name = "=test") {
  CallStatus loaded = load_chunk(L, code, name);
  if (!loaded.ok()) return loaded;
  return protected_call(L, 0, LUA_MULTRET, deadline);
}

// Runs `code` and returns its single result as a string ("" on error).
inline std::string eval(lua_State* L, const std::string& code) {
  const int top = lua_gettop(L);
  const CallStatus status = run(L, "return " + code);
  std::string out;
  if (status.ok()) {
    lua_getglobal(L, "tostring");
    lua_pushvalue(L, -2);
    lua_call(L, 1, 1);
    out = lua_tostring(L, -1);
  } else {
    out = "error: " + status.message;
  }
  lua_settop(L, top);
  return out;
}

}  // namespace hr::testing

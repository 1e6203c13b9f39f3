// The Lua host of one process: where scripts come from and which `hr` modules exist.
// It makes the states - the referee's (trusted) and one per bot seat (sandboxed) - each
// with our `require` over the script folders, the global `hr` and the host modules.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <lua.hpp>

#include "core/files.hpp"
#include "lua/call.hpp"
#include "lua/paths.hpp"
#include "lua/state.hpp"

namespace hr {

class Host {
 public:
  explicit Host(ScriptPaths paths);

  const ScriptPaths& paths() const { return paths_; }

  // Offers `require "hr.<name>"` backed by `open` (which pushes the module table).
  // Sandboxed states get only the modules marked `sandboxed_too`.
  void add_module(std::string name, lua_CFunction open, bool sandboxed_too);

  // A new state for one role. The Host must outlive it.
  std::unique_ptr<LuaState> new_state(Trust trust, size_t memory_cap = 0) const;

  // What `require(module)[function](args...)` returns as text, called in a new trusted
  // state: the Lua library's words for C++ (hr.names' "did you mean"). A failure there
  // throws std::runtime_error with its message.
  std::string text_from_lua(const char* module, const char* function,
                            const std::vector<std::string>& args) const;

  // The file roots scripts may use through hr.files.
  Files files() const;

  // Loads a script file (text only) and pushes it as a chunk named for messages.
  CallStatus load_file(lua_State* L, const std::filesystem::path& file) const;

  // The Host that made L (raises a Lua error when there is none).
  static const Host& of(lua_State* L);

  // Forgets every module that was loaded from a script file, so that the next require
  // reads it again (the host modules stay). Used by :reload.
  static void forget_scripts(lua_State* L);

 private:
  struct Module {
    std::string name;
    lua_CFunction open;
    bool sandboxed_too;
  };
  ScriptPaths paths_;
  std::vector<Module> modules_;
};

}  // namespace hr

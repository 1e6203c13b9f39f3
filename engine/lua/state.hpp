// One Lua state, owned: created with a counting allocator (so a memory cap can hold)
// and closed on destruction. Trusted states open the whole standard library; sandboxed
// ones get the allow-list of sandbox.hpp.
#pragma once

#include <cstddef>
#include <memory>

#include <lua.hpp>

namespace hr {

enum class Trust { kTrusted, kSandboxed };

class LuaState {
 public:
  // memory_cap in bytes; 0 means no cap. Throws std::runtime_error if the state
  // cannot be created.
  explicit LuaState(Trust trust, size_t memory_cap = 0);
  ~LuaState();
  LuaState(const LuaState&) = delete;
  LuaState& operator=(const LuaState&) = delete;

  lua_State* get() const { return L_; }
  operator lua_State*() const { return L_; }  // NOLINT: a state is used where a lua_State* is
  Trust trust() const { return trust_; }

  size_t memory_used() const;
  size_t memory_cap() const;
  // How many allocations the cap has refused so far.
  size_t memory_refusals() const;
  void set_memory_cap(size_t bytes);
  // After an out-of-memory error: collect with the cap lifted (collecting at the cap
  // crashed LuaJIT, see LUAJIT.md), then restore it.
  void recover_memory();

  // The LuaState that owns L (every state made here records itself), or nullptr.
  static LuaState* of(lua_State* L);

  struct Allocator;

 private:
  std::unique_ptr<Allocator> allocator_;
  lua_State* L_ = nullptr;
  Trust trust_;
};

// The memory cap holds a state's scripts to their share. The host's own work on the state
// (pushing a bot's view and clock, reading its answer, describing its error) is not theirs:
// while a HostWork lives the cap is lifted, so that work is never refused half-done (an
// allocation refused outside a protected call is a panic, not an error). A ScriptWork
// inside it - protected_call's call of the script itself - puts the cap back for its scope.
// Both do nothing on a state made elsewhere.
class HostWork {
 public:
  explicit HostWork(lua_State* L);
  ~HostWork();
  HostWork(const HostWork&) = delete;
  HostWork& operator=(const HostWork&) = delete;

 protected:
  LuaState::Allocator* allocator_;
  int saved_ = 0;
};

class ScriptWork : HostWork {
 public:
  explicit ScriptWork(lua_State* L);
};

}  // namespace hr

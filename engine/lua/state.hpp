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

 private:
  struct Allocator;
  std::unique_ptr<Allocator> allocator_;
  lua_State* L_ = nullptr;
  Trust trust_;
};

}  // namespace hr

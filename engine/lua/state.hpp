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

// Memory the host keeps on a state's behalf (the text a script gave a host object, such as
// a turn's history): counted against the state's cap as its own allocations are, so that
// a bot cannot pass its cap by handing its data to the host, and given back when the
// object goes. Does nothing for a state made elsewhere. Must not outlive the state.
class HostCharge {
 public:
  explicit HostCharge(lua_State* L);
  ~HostCharge();
  HostCharge(const HostCharge&) = delete;
  HostCharge& operator=(const HostCharge&) = delete;

  // Charges `bytes` in all (more or less than before); false, with nothing changed, when
  // more would pass the cap.
  bool set(size_t bytes);

 private:
  LuaState::Allocator* allocator_;
  size_t bytes_ = 0;
};

}  // namespace hr

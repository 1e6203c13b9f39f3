#include "lua/state.hpp"

#include <cstdlib>
#include <stdexcept>

#include "lua/c_stack.hpp"
#include "lua/jit_tuning.hpp"
#include "lua/sandbox.hpp"
#include "lua/watchdog.hpp"

namespace hr {

namespace {
const char kOwnerKey = 0;  // its address keys the owning LuaState in the registry
}

struct LuaState::Allocator {
  size_t used = 0;
  size_t cap = 0;
  size_t refusals = 0;  // allocations refused at the cap, ever
  int host_work = 0;    // HostWork scopes alive: the cap is lifted while above 0

  static void* allocate(void* ud, void* ptr, size_t osize, size_t nsize) {
    auto* self = static_cast<Allocator*>(ud);
    const size_t old = ptr ? osize : 0;
    if (nsize == 0) {
      std::free(ptr);
      self->used -= old;
      return nullptr;
    }
    if (self->cap != 0 && self->host_work == 0 && nsize > old &&
        self->used - old + nsize > self->cap) {
      ++self->refusals;
      return nullptr;
    }
    void* p = std::realloc(ptr, nsize);
    if (p) self->used = self->used - old + nsize;
    return p;
  }
};

LuaState::LuaState(Trust trust, size_t memory_cap)
    : allocator_(std::make_unique<Allocator>()), trust_(trust) {
  L_ = lua_newstate(&Allocator::allocate, allocator_.get());
  if (!L_) throw std::runtime_error("cannot create a Lua state");
  lua_pushlightuserdata(L_, const_cast<char*>(&kOwnerKey));
  lua_pushlightuserdata(L_, this);
  lua_rawset(L_, LUA_REGISTRYINDEX);
  // A smaller GC pause keeps the heap nearer the live size, so a cap means what it says.
  lua_gc(L_, LUA_GCSETPAUSE, 150);
  if (trust == Trust::kTrusted) {
    luaL_openlibs(L_);
    tune_jit(L_);
  } else {
    open_sandbox_libraries(L_);
  }
  guard_c_stack(L_);
  allocator_->cap = memory_cap;
}

LuaState::~LuaState() {
  if (L_) {
    Watchdog::forget_state(L_);
    allocator_->cap = 0;
    lua_close(L_);
  }
}

size_t LuaState::memory_used() const {
  return allocator_->used;
}
size_t LuaState::memory_cap() const {
  return allocator_->cap;
}
size_t LuaState::memory_refusals() const {
  return allocator_->refusals;
}
void LuaState::set_memory_cap(size_t bytes) {
  allocator_->cap = bytes;
}

void LuaState::recover_memory() {
  const size_t cap = allocator_->cap;
  allocator_->cap = 0;
  lua_gc(L_, LUA_GCCOLLECT, 0);
  allocator_->cap = cap;
}

namespace {
LuaState::Allocator* allocator_of(lua_State* L) {
  void* ud = nullptr;
  return lua_getallocf(L, &ud) == &LuaState::Allocator::allocate
             ? static_cast<LuaState::Allocator*>(ud)
             : nullptr;
}
}  // namespace

HostWork::HostWork(lua_State* L) : allocator_(allocator_of(L)) {
  if (!allocator_) return;
  saved_ = allocator_->host_work;
  ++allocator_->host_work;
}

HostWork::~HostWork() {
  if (allocator_) allocator_->host_work = saved_;
}

ScriptWork::ScriptWork(lua_State* L) : HostWork(L) {
  if (allocator_) allocator_->host_work = 0;
}

LuaState* LuaState::of(lua_State* L) {
  lua_pushlightuserdata(L, const_cast<char*>(&kOwnerKey));
  lua_rawget(L, LUA_REGISTRYINDEX);
  auto* owner = static_cast<LuaState*>(lua_touserdata(L, -1));
  lua_pop(L, 1);
  return owner;
}

}  // namespace hr

namespace hr {

HostCharge::HostCharge(lua_State* L) : allocator_(allocator_of(L)) {}

HostCharge::~HostCharge() {
  set(0);
}

bool HostCharge::set(size_t bytes) {
  if (!allocator_) return true;
  LuaState::Allocator& a = *allocator_;
  if (bytes > bytes_ && a.cap != 0 && a.host_work == 0 && a.used - bytes_ + bytes > a.cap) {
    ++a.refusals;
    return false;
  }
  a.used = a.used - bytes_ + bytes;
  bytes_ = bytes;
  return true;
}

}  // namespace hr

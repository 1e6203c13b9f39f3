// Values sent between Lua states and over the workers' pipes: any bytes decode to a value
// or are refused, and a decoded value encodes and decodes again (to as many bytes: a
// table's pairs may come in another order).
#include <lua.hpp>

#include "fuzz_support.hpp"
#include "lua/state.hpp"
#include "lua/transfer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  static LuaState state(Trust::kSandboxed, 64u << 20);
  lua_State* L = state;
  lua_settop(L, 0);
  try {
    decode_value(L, fuzz::text(data, size));
  } catch (const std::exception&) {
    lua_settop(L, 0);
    return 0;
  }
  std::string once;
  try {
    once = encode_value(L, -1);
  } catch (const std::exception& e) {
    fuzz::finding(std::string("a decoded value does not encode: ") + e.what());
  }
  lua_settop(L, 0);
  decode_value(L, once);
  fuzz::require(encode_value(L, -1).size() == once.size(), "a value changes on its way back");
  lua_settop(L, 0);
  return 0;
}

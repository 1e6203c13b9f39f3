// A Lua reader of user input (tests/fuzz/readers.lua), fuzzed in one host state: this
// file is built once per reader, named by HR_FUZZ_READER.
//
// LuaJIT is not built for coverage, so libFuzzer would fuzz the Lua code blind: a line
// hook gives it the lines run instead, as extra counters (one per chunk and line, hashed).
// The JIT is off in this state so that the hook sees every line; the same hook stops a
// reader that runs past kSeconds. An error or an overrun is a finding.
#include <unistd.h>
#include <lua.hpp>  // luajit.h too, inside extern "C"

#include <cstdint>
#include <filesystem>
#include <memory>

#include "core/clock.hpp"
#include "fuzz_support.hpp"
#include "lua/call.hpp"
#include "lua/host.hpp"
#include "match/api_bots.hpp"

// libFuzzer reads these as coverage, beside the C++ code's own.
__attribute__((used, section("__libfuzzer_extra_counters"))) uint8_t g_lua_lines[1 << 16];

namespace {

constexpr double kSeconds = 10;
double g_deadline = 0;

void coverage_hook(lua_State* L, lua_Debug* ar) {
  if (ar->event == LUA_HOOKLINE) {
    lua_getinfo(L, "S", ar);
    const auto chunk = reinterpret_cast<uintptr_t>(ar->source);
    const uint32_t slot = static_cast<uint32_t>((chunk >> 4) * 2654435761u) ^
                          static_cast<uint32_t>(ar->currentline) * 40503u;
    uint8_t& counter = g_lua_lines[slot & 0xffff];
    if (counter < 255) ++counter;
  } else if (hr::monotonic_seconds() > g_deadline) {
    luaL_error(L, "the reader ran past %f seconds", kSeconds);
  }
}

struct Reader {
  std::unique_ptr<hr::Host> host;
  std::unique_ptr<hr::LuaState> state;
  int ref = LUA_NOREF;
  Reader() = default;
  Reader(Reader&&) = default;
  ~Reader() {
    if (!host) return;
    std::error_code ec;
    std::filesystem::remove_all(host->paths().data, ec);  // the scratch data folder
  }
};

Reader& reader() {
  static Reader r = [] {
    Reader made;
    hr::ScriptPaths paths;
    paths.home = HOUSERULES_SOURCE_DIR;
    // In memory where there is such a folder: the Hall of Fame is flushed to disk on save.
    const std::filesystem::path shm = "/dev/shm";
    paths.data =
        (std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path()) /
        ("hr_fuzz_" HR_FUZZ_READER "_" + std::to_string(::getpid()));
    made.host = std::make_unique<hr::Host>(paths);
    made.host->add_module("bots", hr::open_bots, false);  // as the houserules program does
    made.state = made.host->new_state(hr::Trust::kTrusted);
    lua_State* L = *made.state;
    hr::CallStatus status =
        made.host->load_file(L, HOUSERULES_SOURCE_DIR "/tests/fuzz/readers.lua");
    if (status.ok()) status = hr::protected_call(L, 0, 1);
    if (!status.ok()) hr::fuzz::finding("readers.lua: " + status.full());
    lua_getfield(L, -1, HR_FUZZ_READER);
    if (!lua_isfunction(L, -1)) hr::fuzz::finding("readers.lua has no reader " HR_FUZZ_READER);
    made.ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, 0);
    luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | LUAJIT_MODE_OFF);
    lua_sethook(L, coverage_hook, LUA_MASKLINE | LUA_MASKCOUNT, 1000);
    return made;
  }();
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  reader();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Reader& r = reader();
  lua_State* L = *r.state;
  lua_pushcfunction(L, hr::traceback_handler);
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.ref);
  lua_pushlstring(L, reinterpret_cast<const char*>(data), size);
  g_deadline = hr::monotonic_seconds() + kSeconds;
  if (lua_pcall(L, 1, 0, 1) != 0) {
    const char* message = lua_tostring(L, -1);
    hr::fuzz::finding(std::string(HR_FUZZ_READER ": ") + (message ? message : "(not a string)"));
  }
  lua_settop(L, 0);
  return 0;
}

// What the referee tests share: a Host over the repository's scripts and the test bots.
#pragma once

#include <filesystem>
#include <string>

#include "lua/host.hpp"

namespace hr::testing {

// Whether this build runs under AddressSanitizer: its shadow memory is terabytes of
// address space (so bots run without the OS's memory limit there) and its own bookkeeping
// adds to every process's resident size.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOUSERULES_TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(HOUSERULES_TEST_ASAN)
#define HOUSERULES_TEST_ASAN 1
#endif
#ifdef HOUSERULES_TEST_ASAN
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif

inline const Host& match_host() {
  static Host host = [] {
    ScriptPaths paths;
    paths.home = std::filesystem::path(HOUSERULES_TEST_DIR).parent_path();
    paths.data = std::filesystem::temp_directory_path() / "hr_match_test";
    return Host(paths);
  }();
  return host;
}

// tests/match/bots/NAME.lua
inline std::string bot_file(const std::string& name) {
  return std::string(HOUSERULES_TEST_DIR) + "/match/bots/" + name + ".lua";
}

}  // namespace hr::testing

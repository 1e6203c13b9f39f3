// What the referee tests share: a Host over the repository's scripts and the test bots.
#pragma once

#include <filesystem>
#include <string>

#include "lua/host.hpp"

namespace hr::testing {

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

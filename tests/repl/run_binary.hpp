// Runs the houserules binary as a user would, on the source tree's scripts and a scratch
// data folder, and keeps what it printed (standard output and error together).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

namespace hr::testing {

inline std::string input_file(const std::string& text) {
  static int count = 0;
  const std::string path =
      "/tmp/hr_test_input_" + std::to_string(::getpid()) + "_" + std::to_string(count++);
  FILE* f = std::fopen(path.c_str(), "wb");
  REQUIRE(f);
  std::fwrite(text.data(), 1, text.size(), f);
  std::fclose(f);
  return path;
}

struct Run {
  int status = -1;
  std::string output;  // standard output and error together
};

// `input` is written to its standard input.
inline Run houserules(const std::string& args, const std::string& input = "") {
  // (appended, not added up: g++ 12 at -O3 warns of a bound that a chain of + does not break)
  std::string command = "HOUSERULES_HOME='";
  command.append(HOUSERULES_SOURCE_DIR)
      .append("' HOUSERULES_PATH= HOUSERULES_DATA=/tmp/hr_hostile_files '")
      .append(HOUSERULES_BINARY)
      .append("' ")
      .append(args)
      .append(" 2>&1 <")
      .append(input.empty() ? std::string("/dev/null") : input_file(input));
  Run run;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0)
    run.output.append(buffer, n);
  const int status = pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

// The line of `output` that starts with `start`, or "".
inline std::string line_starting(const std::string& output, const std::string& start) {
  size_t at = 0;
  while (at < output.size()) {
    const size_t eol = output.find('\n', at);
    const std::string line =
        output.substr(at, eol == std::string::npos ? std::string::npos : eol - at);
    if (line.rfind(start, 0) == 0) return line;
    if (eol == std::string::npos) break;
    at = eol + 1;
  }
  return "";
}

}  // namespace hr::testing

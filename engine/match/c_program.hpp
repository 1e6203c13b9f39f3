// A player written in C: the function a game declares (game.c_function, e.g. the course's
// `int ai_player_<id>(int player, const int *board)`), compiled with the system's C
// compiler into a small program around it. The program confines itself with a seccomp
// filter, then answers calls over pipes (c_player.hpp runs it).
//
// The host knows no game here: the game names the function's prefix, its return type and
// its parameters, each an `int` or a `const int *` array of a fixed length.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace hr {

struct CParam {
  std::string type;  // "int" or "const int *"
  std::string name;
  int length = 0;  // the array's length ("const int *"), 0 for an int
};

struct CFunction {
  std::string prefix;   // every such function's name starts with it ("ai_player")
  std::string returns;  // "int"
  std::vector<CParam> params;

  // Throws std::invalid_argument when the game declares what the host cannot pass.
  void check() const;
  // The C declaration of the function called `name`.
  std::string prototype(const std::string& name) const;
  // How many integers one call's request holds.
  int request_size() const;
};

// A compile that failed, or a file whose function cannot be found: its message names the
// file and quotes the compiler's first lines.
class CBuildError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CProgram {
  std::filesystem::path program;  // the executable
  std::string function;           // the player's function in it
};

// The program for the C file `source`, from the cache under `cache_dir` (keyed by the
// file's content, the form and this host's program text) or compiled there now with `cc`.
// Throws CBuildError.
CProgram build_c_player(const std::filesystem::path& source, const CFunction& form,
                        const std::filesystem::path& cache_dir);

// The C text of the program around `function` (exposed for tests).
std::string c_main_source(const CFunction& form, const std::string& function);

}  // namespace hr

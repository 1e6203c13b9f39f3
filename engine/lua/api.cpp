#include "lua/api.hpp"

namespace hr {

const std::vector<ApiModule>& builtin_api_modules() {
  static const std::vector<ApiModule> modules = {
      {"board", open_board, true}, {"clock", open_clock, true}, {"files", open_files, false},
      {"rng", open_rng, true},     {"turn", open_turn, true},
  };
  return modules;
}

}  // namespace hr

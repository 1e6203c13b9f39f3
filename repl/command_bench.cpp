// houserules bench [GAME]: speed figures (perft nodes/s, playouts/s, search nodes/s).
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kBench = {
    "bench",
    "[GAME] [--variant V]...",
    "Speed figures for each game: perft nodes/s, random playouts/s, alphabeta nodes/s.",
    {{"variant", "V", "a house rule (with GAME)", true}},
    0,
    1,
    "Each figure is measured for about a second; compare figures from one run."};

int bench(const cli::Args& args) {
  return app::run_lua_command("hr.commands.bench", args, "bench");
}

}  // namespace hr::commands

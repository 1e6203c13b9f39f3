// houserules check GAME: the conformance suite, for a game and its variants.
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

namespace {
cli::Command make_spec() {
  cli::Command spec{"check",
                    "GAME [options]",
                    "Run the conformance suite: random playouts, undo, notation, seeds, perft.",
                    {},
                    1,
                    1,
                    "Every game and every variant must pass it; the tests run it for each."};
  spec.options = {
      {"variant", "V", "a house rule: variants/GAME/V.lua", true},
      {"option", "K=V", "a game option", true},
      {"playouts", "N", "random games to play (default 1000)", false},
      {"thorough", "N",
       "positions of the first playouts checked move by move (undo, notation, views; "
       "default 50000); the rest are only played",
       false},
      {"golden", "FILE", "perft counts to match (position/DEPTH NODES lines)", false},
  };
  return spec;
}
}  // namespace

const cli::Command kCheck = make_spec();

int check(const cli::Args& args) {
  args.integer("playouts", 1000, 1, 1000000);
  args.integer("thorough", 50000, 0, 1000000000);
  return app::run_lua_command("hr.commands.check", args, kCheck);
}

}  // namespace hr::commands

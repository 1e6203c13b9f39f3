// houserules perft GAME DEPTH: exact leaf counts, the check of a game's move generation.
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

std::vector<cli::Option> game_options() {
  return {
      {"variant", "V", "a house rule: variants/GAME/V.lua", true},
      {"option", "K=V",
       "a game option (see :options in the REPL); a game may add draws for bots that its "
       "classic rules do not have (repetition, max_plies): 0 turns each off",
       true},
      {"position", "TEXT", "start from this position (the game's position text)", false},
      {"seed", "N", "the seed of the game's randomness (default 0)", false},
  };
}

namespace {
cli::Command make_spec() {
  cli::Command spec{
      "perft",
      "GAME DEPTH [options]",
      "Count the positions exactly DEPTH moves deep (a finished game is not expanded).",
      game_options(),
      2,
      2,
      "The last line is `nodes: N`; the line before gives the time and nodes/s."};
  spec.options.push_back({"divide", "", "list the count below each first move", false});
  return spec;
}
}  // namespace

const cli::Command kPerft = make_spec();

int perft(const cli::Args& args) {
  args.integer("seed", 0, 0, 9007199254740992LL);
  const auto depth = cli::to_integer(args.positional[1]);
  if (!depth || *depth < 0 || *depth > 64)
    throw cli::UsageError("DEPTH is a whole number from 0 to 64, not '" + args.positional[1] + "'");
  return app::run_lua_command("hr.commands.perft", args, kPerft);
}

}  // namespace hr::commands

// houserules solve GAME: the value of a position with perfect play, printed only when it is
// proved (scripts/lib/commands/solve.lua).
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kSolve = {
    "solve",
    "GAME [--position P] [--variant V]... [--option K=V]... [--time S]",
    "The value of a position with perfect play, proved: win or loss in N plies, draw, or unknown.",
    {{"position", "P", "the position, as the game writes one (default: the start)", false},
     {"variant", "V", "a house rule", true},
     {"option", "K=V", "a game option", true},
     {"time", "S", "seconds the proof may take (default 60)", false},
     {"positions", "N",
      "enumerate at most N positions for an exact value, draws included (default 2000000)", false},
     {"depth", "N", "prove wins and losses up to N plies (default 200)", false},
     {"iterations", "N", "CFR iterations, for a game with hidden information (default 10000)",
      false},
     {"seed", "S", "the seed of the start position, for a game that deals one (default 0)", false}},
    1,
    1,
    "The first line is one of `win in N plies`, `loss in N plies`, `draw` or `unknown (...)`\n"
    "for the side to move, then the best move and the proof's size. A value is printed only\n"
    "when it is proved. Every position reachable from it is enumerated and valued backwards\n"
    "from the ends when they fit under --positions (draws included: endless play is a draw);\n"
    "else wins and losses are proved by iterative deepening with a table. The referee's draw\n"
    "rules (repetition, a move limit) are not the game's and play no part. A small game with\n"
    "hidden information whose deals the game lists (its `starts`) is solved by CFR: `value V`\n"
    "for the first player and `exploitability E`. A game with chance and no secrets is valued\n"
    "by expectation (each chance outcome by its odds): `value V` for the first player (a win\n"
    "1, a draw 0, a loss -1), exact, or `unknown (...)` when a position can come back or the\n"
    "positions do not fit."};

int solve(const cli::Args& args) {
  args.number("time", 60, 0.001, 1e7);
  args.integer("positions", 2000000, 1, 1000000000);
  args.integer("depth", 200, 1, 1000);
  args.integer("iterations", 10000, 1, 100000000);
  args.integer("seed", 0, 0, 9007199254740992LL);
  return app::run_lua_command("hr.commands.solve", args, kSolve);
}

}  // namespace hr::commands

// houserules simulate GAME: statistics of many seeded games.
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kSimulate = {
    "simulate",
    "GAME --games N [--players K] [--variant V]... [--option K=V]... [--seed S]",
    "Statistics of many seeded games: length, wins by seat, how games end; with and without house "
    "rules.",
    {{"games", "N", "how many games for each set of rules (default 1000)", false},
     {"players", "K", "the number of players (the option players=K)", false},
     {"variant", "V", "a house rule: the figures come with it, without it, and with each alone",
      true},
     {"option", "K=V", "a game option", true},
     {"seed", "S", "the first game's seed (default 0)", false}},
    1,
    1,
    "Seats play the random policy: in a dice game the players only roll."};

int simulate(const cli::Args& args) {
  args.integer("games", 1000, 1, 100000000);
  args.integer("players", 4, 2, 100);
  args.integer("seed", 0, 0, 9007199254740992LL);
  return app::run_lua_command("hr.commands.simulate", args, kSimulate);
}

}  // namespace hr::commands

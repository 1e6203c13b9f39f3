// houserules odds GAME: the exact distribution of a game's chance outcomes.
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kOdds = {
    "odds",
    "GAME [--variant V]... [--option K=V]...",
    "Exact odds of a game's chance outcomes by category; with house rules, before and after.",
    {{"variant", "V", "a house rule: its table is compared with the game's own", true},
     {"option", "K=V", "a game option", true}},
    1,
    1,
    "For Bo Bing: each category's count out of 46656 rolls, as a fraction and a decimal."};

int odds(const cli::Args& args) {
  return app::run_lua_command("hr.commands.odds", args, kOdds);
}

}  // namespace hr::commands

// The commands of the houserules executable, one file each.
#pragma once

#include <string>
#include <vector>

#include "cli.hpp"
#include "match/game_spec.hpp"

namespace hr::commands {

struct Entry {
  const cli::Command* spec;
  int (*run)(const cli::Args& args);
  bool rest_is_positional;  // `run FILE ARGS...`: options after FILE belong to the script
  // Runs in a process of its own (app::in_own_process): a long computation whose speed the
  // user measures (perft, bench), which no watchdog slows and Ctrl-C kills.
  bool own_process = false;
};

const std::vector<Entry>& all();

// Shared option sets and readers.
std::vector<cli::Option> game_options();  // --variant --option --position --seed
GameSpec game_spec(const cli::Args& args, const std::string& game);
BotSpec bot_spec(const cli::Args& args, const std::string& text);

extern const cli::Command kRun;
int run(const cli::Args& args);
// A game's classic interface, scripts/frontends/NAME.lua; -1 when there is none.
int frontend(const std::string& name, int argc, char** argv);
std::vector<std::string> frontend_names();

extern const cli::Command kRepl;  // run by lua_command_line (lua_invocation.hpp)
extern const cli::Command kPlay;
int play(const cli::Args& args);
extern const cli::Command kMatch;
int match(const cli::Args& args);
extern const cli::Command kTournament;
int tournament(const cli::Args& args);
extern const cli::Command kReplay;
int replay(const cli::Args& args);
extern const cli::Command kStats;
int stats(const cli::Args& args);
extern const cli::Command kOdds;
int odds(const cli::Args& args);
extern const cli::Command kSolve;
int solve(const cli::Args& args);
extern const cli::Command kAnalyze;
int analyze(const cli::Args& args);
extern const cli::Command kSimulate;
int simulate(const cli::Args& args);
extern const cli::Command kBench;
int bench(const cli::Args& args);
extern const cli::Command kCheck;
int check(const cli::Args& args);
extern const cli::Command kPerft;
int perft(const cli::Args& args);

}  // namespace hr::commands

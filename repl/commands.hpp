// The commands of the houserules executable, one file each.
#pragma once

#include "cli.hpp"

namespace hr::commands {

struct Entry {
  const cli::Command* spec;
  int (*run)(const cli::Args& args);
  bool rest_is_positional;  // `run FILE ARGS...`: options after FILE belong to the script
};

const std::vector<Entry>& all();

// Shared option sets.
std::vector<cli::Option> game_options();  // --variant --option --position --seed

extern const cli::Command kRun;
int run(const cli::Args& args);
extern const cli::Command kCheck;
int check(const cli::Args& args);
extern const cli::Command kPerft;
int perft(const cli::Args& args);

}  // namespace hr::commands

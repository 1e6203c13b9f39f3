// The shell's completion of a houserules command line, computed by the program itself
// (`houserules --complete INDEX WORD...`, which packaging/houserules.bash calls), so that
// it knows what --help knows: the commands, their options (cli::Command), and the games,
// bots and house rules in the script folders (HOUSERULES_PATH included).
#pragma once

#include <string>
#include <vector>

#include "commands.hpp"
#include "lua/paths.hpp"

namespace hr::commands {

// What may stand at `words[index]` (words[0] is the program), among those that begin with
// what is typed there; empty where only a file name fits (the shell then completes files).
std::vector<std::string> completions(const std::vector<std::string>& words, size_t index,
                                     const std::vector<Entry>& entries,
                                     const std::vector<std::string>& frontends,
                                     const ScriptPaths& paths);

}  // namespace hr::commands

// The shell's completion of a houserules command line, computed by the program itself
// (`houserules --complete INDEX WORD...`, which packaging/houserules.bash calls), so that
// it knows what --help knows: the commands, their options (cli::Command), and the games,
// bots and house rules the Lua library lists (hr.rules, HOUSERULES_PATH included).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "commands.hpp"

namespace hr {
class Host;
}

namespace hr::commands {

// The names of a kind ("games", "bots", "variants"), for a game where the kind depends on
// one ("" for none): hr.rules' listers (names_of_host below).
using NameLister =
    std::function<std::vector<std::string>(const std::string& kind, const std::string& game)>;

// What may stand at `words[index]` (words[0] is the program), among those that begin with
// what is typed there; empty where only a file name fits (the shell then completes files).
std::vector<std::string> completions(const std::vector<std::string>& words, size_t index,
                                     const std::vector<Entry>& entries,
                                     const std::vector<std::string>& frontends,
                                     const NameLister& names);

// The lister that asks the host's Lua library (hr.rules.names_text), as every other list
// of games, bots and house rules is made.
NameLister names_of_host(const Host& host);

}  // namespace hr::commands

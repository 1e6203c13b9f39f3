// The manual page, houserules(1), written from the same declarations as every command's
// --help (cli::Command): `houserules --man`, run by the build to make the installed page.
#pragma once

#include <string>
#include <vector>

#include "commands.hpp"

namespace hr::commands {

// The page in roff (man(7)): the commands, each with its synopsis, summary, options and
// details; the games' classic interfaces (`frontends`); the environment and the files.
std::string man_page(const std::vector<Entry>& entries, const std::vector<std::string>& frontends);

}  // namespace hr::commands

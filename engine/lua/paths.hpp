// Where scripts come from: the shipped tree (scripts/, variants/), the user's folders
// named in HOUSERULES_PATH (each may hold games/, bots/, lib/, frontends/, variants/),
// and the user's data folder (the only place scripts may write).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hr {

struct ScriptPaths {
  std::filesystem::path home;                // holds scripts/ and variants/
  std::vector<std::filesystem::path> extra;  // HOUSERULES_PATH, searched first
  std::filesystem::path data;                // the user's data folder

  std::vector<std::filesystem::path> module_dirs() const;   // extra..., home/scripts
  std::vector<std::filesystem::path> variant_dirs() const;  // extra/variants..., home/variants

  // Module name to file: "games.dobutsu" -> games/dobutsu.lua (or games/dobutsu/init.lua)
  // in the module folders; "hr.perft" -> lib/perft.lua; "variants.G.R" -> G/R.lua in the
  // variant folders. `tried` lists the places looked at, for the error message.
  std::optional<std::filesystem::path> find_module(std::string_view name, std::string& tried) const;

  // A file's name for messages: a relative path as it is (the user named it so), an
  // absolute one relative to home when inside it.
  std::string display(const std::filesystem::path& file) const;

  // HOUSERULES_HOME, else the tree around the executable, else the source tree it was
  // built from; HOUSERULES_PATH (':'-separated); HOUSERULES_DATA, else
  // $XDG_DATA_HOME/houserules, else ~/.local/share/houserules.
  static ScriptPaths from_environment();
};

// Whether a module name is well formed: dot-separated parts of letters, digits, '_' and '-'.
bool valid_module_name(std::string_view name);

}  // namespace hr

#include "completion.hpp"

#include <set>
#include <sstream>

#include "lua/host.hpp"

namespace hr::commands {

namespace {

// The positional arguments of a synopsis, in order: "GAME BOT_A BOT_B [options]" -> GAME,
// BOT_A, BOT_B (what is in brackets or an option is not one).
std::vector<std::string> positional_kinds(const std::string& synopsis) {
  std::vector<std::string> kinds;
  std::istringstream in(synopsis);
  for (std::string word; in >> word;) {
    if (word[0] == '[' || word[0] == '-') break;
    kinds.push_back(word);
  }
  return kinds;
}

const cli::Option* option_named(const cli::Command& command, const std::string& word) {
  if (word.rfind("--", 0) != 0) return nullptr;
  for (const auto& option : command.options)
    if (option.name == word.substr(2)) return &option;
  return nullptr;
}

}  // namespace

std::vector<std::string> completions(const std::vector<std::string>& words, size_t index,
                                     const std::vector<Entry>& entries,
                                     const std::vector<std::string>& frontends,
                                     const NameLister& names) {
  if (index == 0 || index > words.size()) return {};
  const std::string typed = index < words.size() ? words[index] : "";
  std::set<std::string> found;
  const auto listed = [&](const std::string& kind, const std::string& game) {
    const auto list = names(kind, game);
    return std::set<std::string>(list.begin(), list.end());
  };
  if (index == 1) {
    for (const auto& entry : entries)
      found.insert(entry.spec->name);
    found.insert(frontends.begin(), frontends.end());
    found.insert({"--help", "--version"});
  } else {
    const cli::Command* command = nullptr;
    for (const auto& entry : entries)
      if (entry.spec->name == words[1]) command = entry.spec;
    if (!command) return {};
    // The positional arguments before this one, and the game among them.
    std::vector<std::string> positional;
    for (size_t i = 2; i < index; ++i) {
      if (const cli::Option* option = option_named(*command, words[i])) {
        if (!option->value_name.empty()) ++i;  // its value
      } else if (words[i].rfind("-", 0) != 0) {
        positional.push_back(words[i]);
      }
    }
    const auto kinds = positional_kinds(command->synopsis);
    const bool has_game = !kinds.empty() && kinds[0].find("GAME") != std::string::npos;
    const std::string game = has_game && !positional.empty() ? positional[0] : "";
    const cli::Option* value_of = option_named(*command, words[index - 1]);
    if (value_of && !value_of->value_name.empty()) {
      if (value_of->name == "variant" && !game.empty())
        found = listed("variants", game);
      else
        return {};
    } else if (typed.rfind("-", 0) == 0) {
      for (const auto& option : command->options)
        found.insert("--" + option.name);
      found.insert("--help");
    } else if (positional.size() < kinds.size()) {
      const std::string& kind = kinds[positional.size()];
      if (kind.find("GAME") != std::string::npos) {
        found = listed("games", "");
      } else if (kind.rfind("BOT", 0) == 0) {
        found = listed("bots", game);
      } else {
        return {};
      }
    } else {
      return {};
    }
  }
  std::vector<std::string> out;
  for (const auto& name : found)
    if (name.compare(0, typed.size(), typed) == 0) out.push_back(name);
  return out;
}

NameLister names_of_host(const Host& host) {
  return [&host](const std::string& kind, const std::string& game) {
    std::vector<std::string> out;
    std::istringstream in(host.text_from_lua("hr.rules", "names_text", {kind, game}));
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) out.push_back(line);
    return out;
  };
}

}  // namespace hr::commands

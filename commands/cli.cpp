#include "cli.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace hr::cli {

namespace {
DidYouMean did_you_mean;  // set by main (hr.names); none in tests of the parser alone
}  // namespace

void set_did_you_mean(DidYouMean hook) {
  did_you_mean = std::move(hook);
}

std::string Command::usage() const {
  std::string text = "usage: houserules " + name + (synopsis.empty() ? "" : " " + synopsis) + "\n";
  if (!summary.empty()) text += summary + "\n";
  if (!options.empty()) text += "\noptions:\n";
  for (const auto& option : options) {
    std::string left =
        "  --" + option.name + (option.value_name.empty() ? "" : " " + option.value_name);
    if (left.size() < 28)
      left.resize(28, ' ');
    else
      left += "  ";
    text += left + option.help + (option.repeatable ? " (repeatable)" : "") + "\n";
  }
  text += "  --help                    this text\n";
  if (!details.empty()) text += "\n" + details + (details.back() == '\n' ? "" : "\n");
  return text;
}

int Command::usage_error(const std::string& message) const {
  const std::string who = name.empty() ? "houserules" : "houserules " + name;
  std::fprintf(stderr, "%s: %s\nusage: %s%s (%s --help tells more)\n", who.c_str(), message.c_str(),
               who.c_str(), synopsis.empty() ? "" : (" " + synopsis).c_str(), who.c_str());
  return 2;
}

std::optional<std::string> Args::get(const std::string& name) const {
  const auto it = values.find(name);
  if (it == values.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

std::vector<std::string> Args::all(const std::string& name) const {
  const auto it = values.find(name);
  return it == values.end() ? std::vector<std::string>{} : it->second;
}

std::optional<long long> to_integer(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(text.c_str(), &end, 10);
  if (*end != '\0' || errno != 0) return std::nullopt;
  return v;
}

long long Args::integer(const std::string& name, long long fallback, long long lo,
                        long long hi) const {
  const auto text = get(name);
  if (!text) return fallback;
  const auto v = to_integer(*text);
  if (!v || *v < lo || *v > hi)
    throw UsageError("--" + name + " expects a whole number from " + std::to_string(lo) + " to " +
                     std::to_string(hi) + ", got '" + *text + "'");
  return *v;
}

double Args::number(const std::string& name, double fallback, double lo, double hi) const {
  const auto text = get(name);
  if (!text) return fallback;
  char* end = nullptr;
  const double v = std::strtod(text->c_str(), &end);
  if (text->empty() || *end != '\0' || !std::isfinite(v) || v < lo || v > hi)
    throw UsageError("--" + name + " expects a number from " + std::to_string(lo) + " to " +
                     std::to_string(hi) + ", got '" + *text + "'");
  return v;
}

std::vector<std::pair<std::string, std::string>> Args::pairs(const std::string& name) const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& text : all(name)) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError("--" + name + " expects NAME=VALUE, got '" + text + "'");
    out.emplace_back(text.substr(0, eq), text.substr(eq + 1));
  }
  return out;
}

Args parse(const Command& command, int argc, char** argv, int first, bool rest_is_positional) {
  Args args;
  bool options_done = false;
  for (int i = first; i < argc; ++i) {
    const std::string word = argv[i];
    if (options_done || word.size() < 3 || word.compare(0, 2, "--") != 0) {
      if (word == "-h" && !options_done) {
        args.help = true;
        continue;
      }
      args.positional.push_back(word);
      if (rest_is_positional) options_done = true;
      continue;
    }
    if (word == "--") {
      options_done = true;
      continue;
    }
    std::string name = word.substr(2);
    std::optional<std::string> value;
    if (const auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name.resize(eq);
    }
    if (name == "help") {
      args.help = true;
      continue;
    }
    const Option* option = nullptr;
    for (const auto& candidate : command.options)
      if (candidate.name == name) option = &candidate;
    if (!option) {
      std::vector<std::string> known;
      for (const auto& candidate : command.options)
        known.push_back("--" + candidate.name);
      throw UsageError("unknown option --" + name + " for '" + command.name + "'" +
                       (did_you_mean ? did_you_mean("--" + name, known) : ""));
    }
    if (option->value_name.empty()) {
      if (value) throw UsageError("--" + name + " takes no value");
      value = "true";
    } else if (!value) {
      if (i + 1 >= argc)
        throw UsageError("--" + name + " needs a value (" + option->value_name + ")");
      value = argv[++i];
    }
    auto& slot = args.values[name];
    if (!slot.empty() && !option->repeatable) throw UsageError("--" + name + " is given twice");
    slot.push_back(*value);
  }
  if (args.help) return args;
  const int n = static_cast<int>(args.positional.size());
  if (n < command.min_args) throw UsageError("'" + command.name + "' needs more arguments");
  if (command.max_args >= 0 && n > command.max_args)
    throw UsageError("unexpected argument '" +
                     args.positional[static_cast<size_t>(command.max_args)] + "'");
  return args;
}

}  // namespace hr::cli

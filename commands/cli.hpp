// Command-line parsing: every command declares its options, gets --help for free, and a
// bad argument is a usage error (exit 2 with the usage text).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace hr::cli {

// Bad usage: exit status 2, with the command's usage text.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A mistake in what the user asked for (an unknown game, an unreadable file): exit 1.
class UserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Option {
  std::string name;        // "variant" for --variant
  std::string value_name;  // "V"; empty for a flag
  std::string help;
  bool repeatable = false;
};

struct Command {
  std::string name;
  std::string synopsis;  // "GAME DEPTH [options]"
  std::string summary;   // one line
  std::vector<Option> options;
  int min_args = 0;
  int max_args = 0;     // -1: any number
  std::string details;  // more text for --help
  std::string usage() const;
  // Bad usage, said one way by every command and front end: "houserules NAME: message"
  // and the command's synopsis with where --help is, on standard error; returns the exit
  // status, 2.
  int usage_error(const std::string& message) const;
};

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::vector<std::string>> values;  // repeatable options keep each value
  bool help = false;

  bool has(const std::string& name) const { return values.count(name) > 0; }
  std::optional<std::string> get(const std::string& name) const;
  std::vector<std::string> all(const std::string& name) const;
  // Whole numbers with range checks; a bad value is a usage error naming the option.
  long long integer(const std::string& name, long long fallback, long long lo, long long hi) const;
  double number(const std::string& name, double fallback, double lo, double hi) const;
  // Repeatable K=V options (--option K=V) as pairs, in order.
  std::vector<std::pair<std::string, std::string>> pairs(const std::string& name) const;
};

// Parses argv[first..]; throws UsageError. Stops taking options after "--" and, when
// `rest_is_positional` (for `run FILE ARGS...`), at the first positional argument.
Args parse(const Command& command, int argc, char** argv, int first,
           bool rest_is_positional = false);

// "; did you mean '--games'?" for a mistyped `name` among `known`, or "" (hr.names), which
// main sets for an unknown option's message; none by default (the parser knows no Lua).
using DidYouMean =
    std::function<std::string(const std::string& name, const std::vector<std::string>& known)>;
void set_did_you_mean(DidYouMean did_you_mean);

// Parses a decimal whole number; nullopt on anything else.
std::optional<long long> to_integer(const std::string& text);

}  // namespace hr::cli

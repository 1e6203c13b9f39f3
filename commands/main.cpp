// houserules: the command line. With no command it opens the REPL.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "app.hpp"
#include "commands.hpp"
#include "completion.hpp"
#include "lua_invocation.hpp"
#include "man_page.hpp"

namespace hr::commands {

const std::vector<Entry>& all() {
  static const std::vector<Entry> entries = {
      {&kRepl, nullptr, false},      {&kRun, run, true},
      {&kPlay, play, false},         {&kPerft, perft, false, true},
      {&kMatch, match, false},       {&kTournament, tournament, false},
      {&kReplay, replay, false},     {&kStats, stats, false},
      {&kCheck, check, false},       {&kOdds, odds, false},
      {&kSimulate, simulate, false}, {&kAnalyze, analyze, false},
      {&kSolve, solve, false},       {&kBench, bench, false, true},
  };
  return entries;
}

}  // namespace hr::commands

namespace {

void print_overview(FILE* out) {
  std::fprintf(out,
               "usage: houserules [COMMAND] [ARGS...]\n"
               "       houserules [-e STAT] [-l MOD] [-i] [FILE.lua [ARGS...]]   (as lua)\n\n"
               "With no command, opens the REPL. Commands:\n");
  for (const auto& entry : hr::commands::all())
    std::fprintf(out, "  %-10s %s\n", entry.spec->name.c_str(), entry.spec->summary.c_str());
  const auto frontends = hr::commands::frontend_names();
  if (!frontends.empty()) {
    std::fprintf(out, "\nThe classic interfaces of the games (houserules NAME --help):\n ");
    for (const auto& name : frontends)
      std::fprintf(out, " %s", name.c_str());
    std::fprintf(out, "\n");
  }
  std::fprintf(out, "\n`houserules COMMAND --help` tells more about each.\n");
}

// Parses the command line for `entry` and runs it; its failures become exit statuses.
int run_command(const hr::commands::Entry& entry, const std::string& name, int argc, char** argv,
                int first) {
  using namespace hr;
  try {
    const cli::Args args = cli::parse(*entry.spec, argc, argv, first, entry.rest_is_positional);
    if (args.help) {
      std::fputs(entry.spec->usage().c_str(), stdout);
      return 0;
    }
    return entry.run(args);
  } catch (const cli::UsageError& e) {
    return entry.spec->usage_error(e.what());
  } catch (const std::exception& e) {  // cli::UserError among them: a one-line message
    std::fprintf(stderr, "houserules %s: %s\n", name.c_str(), e.what());
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hr;
  // An unknown option's "did you mean", in the Lua library's words (asked only then).
  cli::set_did_you_mean([](const std::string& name, const std::vector<std::string>& known) {
    std::string joined;
    for (const auto& k : known)
      joined += (joined.empty() ? "" : "\n") + k;
    try {
      return app::host().text_from_lua("hr.names", "did_you_mean_in_lines", {name, joined});
    } catch (const std::exception&) {  // no suggestion is better than no message
      return std::string();
    }
  });
  if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
                    std::strcmp(argv[1], "help") == 0)) {
    print_overview(stdout);
    return 0;
  }
  if (argc >= 2 && std::strcmp(argv[1], "--version") == 0) {
    std::printf("houserules %s\n", HOUSERULES_VERSION);
    return 0;
  }
  if (argc == 2 && std::strcmp(argv[1], "--man") == 0) {
    std::fputs(commands::man_page(commands::all(), commands::frontend_names()).c_str(), stdout);
    return 0;
  }
  if (argc >= 3 && std::strcmp(argv[1], "--complete") == 0) {
    // houserules --complete INDEX WORD...: the shell's words, the one at INDEX being typed
    const auto index = cli::to_integer(argv[2]);
    if (!index || *index < 0) return 2;
    const std::vector<std::string> words(argv + 3, argv + argc);
    for (const auto& word :
         commands::completions(words, static_cast<size_t>(*index), commands::all(),
                               commands::frontend_names(), commands::names_of_host(app::host())))
      std::printf("%s\n", word.c_str());
    return 0;
  }
  // No command, or only options: lua.c's command line, which opens the REPL when it has
  // nothing else to do ("houserules --echo", "houserules -i -e 'x = 1'").
  if (argc < 2 || argv[1][0] == '-') return commands::lua_command_line(argc, argv, 1);
  const std::string name = argv[1];
  if (name == "repl") return commands::lua_command_line(argc, argv, 2);
  for (const auto& entry : commands::all()) {
    if (entry.spec->name != name) continue;
    const auto command = [&] { return run_command(entry, name, argc, argv, 2); };
    return entry.own_process ? app::in_own_process(command, name.c_str()) : command();
  }
  if (const int status = commands::frontend(name, argc, argv); status >= 0) return status;
  // houserules FILE.lua [ARGS...], as lua FILE.lua
  std::error_code error;
  if ((name.size() > 4 && name.compare(name.size() - 4, 4, ".lua") == 0) ||
      std::filesystem::is_regular_file(name, error))
    return commands::lua_command_line(argc, argv, 1);
  // (the library's words: what exists, and the name meant where one is close)
  std::vector<std::string> known;
  for (const auto& entry : commands::all())
    known.push_back(entry.spec->name);
  for (const auto& frontend : commands::frontend_names())
    known.push_back(frontend);
  std::string joined;
  for (const auto& k : known)
    joined += (joined.empty() ? "" : "\n") + k;
  std::string message = "unknown command '" + name + "'";
  try {
    message = app::host().text_from_lua("hr.names", "unknown_in_lines", {"command", name, joined});
  } catch (const std::exception&) {
  }
  std::fprintf(stderr, "houserules: %s\n\n", message.c_str());
  print_overview(stderr);
  return 2;
}

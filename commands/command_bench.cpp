// houserules bench [GAME]: speed figures (perft nodes/s, playouts/s, search nodes/s), each
// measured several times, every time in a fresh Lua state (the figure a user gets), and
// given as min / median / max with the spread between runs. The command runs in a process
// of its own, as a match runs a bot (Entry::own_process): no watchdog slows its searches.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app.hpp"
#include "commands.hpp"
#include "lua/call.hpp"
#include "progress_line.hpp"

namespace hr::commands {

const cli::Command kBench = {
    "bench",
    "[GAME] [--variant V]... [--runs N] [--profile]",
    "Speed figures for each game: perft nodes/s, random playouts/s, alphabeta nodes/s.",
    {{"variant", "V", "a house rule (with GAME)", true},
     {"runs", "N", "how many times each figure is measured (default 5)", false},
     {"depth", "D",
      "alphabeta searches to depth D (default: the first depth that takes half a second "
      "here); give it to compare runs on other days or machines",
      false},
     {"perft-depth", "D", "perft counts to depth D (default: the first depth of a quarter second)",
      false},
     {"profile", "", "where the search's time goes (LuaJIT's profiler), instead of the figures",
      false}},
    0,
    1,
    "Each run takes about a second, in a fresh Lua state of a process that runs as a match's\n"
    "bots do (no watchdog). Perft and the search go to --perft-depth and --depth, or else to\n"
    "the depth that first takes a quarter (perft) or half (search) of a second, the same in\n"
    "every run; the report names both depths, so that a later run can be given them.\n"
    "A figure is min / median / max over the runs; spread is (max - min) / median.\n"
    "With --profile, alphabeta makes a move of two seconds from the start in a fresh state,\n"
    "sampled by LuaJIT's profiler: the share of the time in compiled code, the\n"
    "interpreter, C, the collector and the compiler, and the functions and lines most\n"
    "samples fell in (a profiler in a script of `houserules run` competes with the watchdog's)."};

namespace {

std::string human(double n) {
  char buf[32];
  if (n >= 1e6) {
    std::snprintf(buf, sizeof buf, "%.2fM", n / 1e6);
  } else if (n >= 1e3) {
    std::snprintf(buf, sizeof buf, "%.1fk", n / 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "%.0f", n);
  }
  return buf;
}

struct Stopped {};  // Ctrl-C

// A script's failure is the command's.
void fail(const CallStatus& status) {
  if (status.user()) throw cli::UserError(status.message);
  if (status.kind == CallStatus::Kind::kInterrupted) throw Stopped();
  throw std::runtime_error(status.full());
}

void push_module(lua_State* L, const char* function) {
  lua_getglobal(L, "require");
  lua_pushstring(L, "hr.commands.bench");
  const CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) fail(status);
  lua_getfield(L, -1, function);
  lua_remove(L, -2);
}

// bench[function] with its first two arguments, the game and the list of its variants.
void push_game_call(lua_State* L, const char* function, const std::string& game,
                    const std::vector<std::string>& variants) {
  push_module(L, function);
  lua_pushstring(L, game.c_str());
  lua_newtable(L);
  for (size_t i = 0; i < variants.size(); ++i) {
    lua_pushstring(L, variants[i].c_str());
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
}

// One measurement in a fresh state: bench.measure(game, variants, what [, depth]); its
// numbers, -1 for a nil.
std::vector<double> measure(const std::string& game, const std::vector<std::string>& variants,
                            const char* what, int depth = 0) {
  auto state = app::host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  push_game_call(L, "measure", game, variants);
  lua_pushstring(L, what);
  if (depth > 0) {
    lua_pushinteger(L, depth);
  } else {
    lua_pushnil(L);
  }
  const int base = lua_gettop(L) - 5;
  const CallStatus status = protected_call(L, 4, LUA_MULTRET);
  if (!status.ok()) fail(status);
  std::vector<double> out;
  for (int i = base + 1; i <= lua_gettop(L); ++i)
    out.push_back(lua_isnumber(L, i) ? lua_tonumber(L, i) : -1);
  return out;
}

std::vector<std::string> games(const cli::Args& args) {
  auto state = app::host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  push_module(L, "games");
  if (args.positional.empty()) {
    lua_pushnil(L);
  } else {
    lua_pushstring(L, args.positional[0].c_str());
  }
  const CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) fail(status);
  std::vector<std::string> names;
  for (int i = 1; i <= static_cast<int>(lua_objlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    names.emplace_back(lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  return names;
}

// bench.profile(game, variants) in a fresh state: its report, or why there is none.
std::string profile(const std::string& game, const std::vector<std::string>& variants) {
  auto state = app::host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  push_game_call(L, "profile", game, variants);
  const CallStatus status = protected_call(L, 2, 2);
  if (!status.ok()) fail(status);
  if (lua_isstring(L, -2)) return game + "\n" + lua_tostring(L, -2);
  return game + ": " + (lua_isstring(L, -1) ? lua_tostring(L, -1) : "no profile") + "\n";
}

// "5.10M / 5.31M / 5.44M  spread 6%"
std::string spread(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const double lo = values.front(), hi = values.back();
  const size_t n = values.size();
  const double median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f%%", median > 0 ? 100 * (hi - lo) / median : 0.0);
  return human(lo) + " / " + human(median) + " / " + human(hi) + "  spread " + buf;
}

}  // namespace

int bench(const cli::Args& args) {
  const int runs = static_cast<int>(args.integer("runs", 5, 1, 1000));
  const int given_search = static_cast<int>(args.integer("depth", 0, 1, 64));
  const int given_perft = static_cast<int>(args.integer("perft-depth", 0, 1, 30));
  const auto variants =
      args.values.count("variant") ? args.values.at("variant") : std::vector<std::string>{};
  if (!variants.empty() && args.positional.empty()) throw cli::UsageError("--variant needs a GAME");
  InterruptScope interrupts;
  app::ProgressLine progress;
  try {
    const auto names = games(args);
    if (args.has("profile")) {
      for (const auto& name : names) {
        progress.update("bench: " + name + ": profiling the search");
        const std::string report = profile(name, variants);
        progress.clear();
        std::printf("%s", report.c_str());
        std::fflush(stdout);
      }
      return 0;
    }
    std::printf("%d runs of each figure, each in a fresh Lua state: min / median / max\n", runs);
    for (const auto& name : names) {
      // The depths are given, or chosen once, so that every run counts and searches the
      // same tree.
      progress.update("bench: " + name + ": choosing the depths");
      const auto first = measure(name, variants, "perft", given_perft);
      const int depth = static_cast<int>(first[0]);
      const auto first_search = measure(name, variants, "search", given_search);
      const bool searches = !first_search.empty() && first_search[0] >= 0;
      const int search_depth = searches ? static_cast<int>(first_search[2]) : 0;
      std::vector<double> perft, playouts, length, search;
      for (int r = 1; r <= runs; ++r) {
        const std::string run = " run " + std::to_string(r) + "/" + std::to_string(runs);
        progress.update("bench: " + name + ": perft" + run);
        const auto p = measure(name, variants, "perft", depth);
        perft.push_back(p[1] / std::max(p[2], 1e-9));
        progress.update("bench: " + name + ": playouts" + run);
        const auto g = measure(name, variants, "playouts");
        playouts.push_back(g[0]);
        length.push_back(g[1]);
        if (searches) {
          progress.update("bench: " + name + ": search" + run);
          const auto s = measure(name, variants, "search", search_depth);
          search.push_back(s[0] / std::max(s[1], 1e-9));
        }
      }
      progress.clear();
      char label[96];
      std::printf("%s\n", name.c_str());
      if (first[1] > 0) {
        std::snprintf(label, sizeof label, "perft %d (%.0f nodes), nodes/s", depth, first[1]);
        std::printf("  %-52s %s\n", label, spread(perft).c_str());
      } else {
        std::printf("  %-52s -\n", "perft (nothing to count from the start)");
      }
      std::snprintf(label, sizeof label, "random games (%.1f moves each), games/s", length.front());
      std::printf("  %-52s %s\n", label, spread(playouts).c_str());
      if (!searches) {
        std::printf("  %-52s -\n", "alphabeta from the start (a chance node)");
      } else {
        std::snprintf(label, sizeof label, "alphabeta to depth %d (%.0f nodes), nodes/s",
                      search_depth, first_search[0]);
        std::printf("  %-52s %s\n", label, spread(search).c_str());
      }
      std::string chosen;  // the depths chosen by time, as the options that repeat them
      if (!given_perft && first[1] > 0) chosen += " --perft-depth " + std::to_string(depth);
      if (searches && !given_search) chosen += " --depth " + std::to_string(search_depth);
      if (!chosen.empty())
        std::printf("  (depths chosen by time here;%s repeats them)\n", chosen.c_str());
      std::fflush(stdout);
    }
  } catch (const Stopped&) {
    progress.clear();
    std::fprintf(stderr, "houserules bench: interrupted\n");
    return 130;
  }
  return 0;
}

}  // namespace hr::commands

// houserules analyze GAME: does a house rule unbalance the game, lengthen it, make it
// drawish or take the skill out of it (scripts/lib/commands/analyze.lua).
#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kAnalyze = {
    "analyze",
    "GAME [--variant V]... [--option K=V]... [--games N] [--ladder P,P,...] [--json] [--html OUT]",
    "Is a house rule fair? Self-play measured with 95% intervals, compared with the base, and a "
    "skill ladder.",
    {{"variant", "V",
      "a house rule: the game is analysed without it, with each alone, and with all together",
      true},
     {"option", "K=V", "a game option, for every rule set", true},
     {"games", "N",
      "at most this many self-play games a rule set (default 4000); a house rule stops early "
      "once its first-player score and its draws are decided",
      false},
     {"ladder", "P,P,...",
      "the players from weakest to strongest, as the command line names bots (default "
      "random,greedy,alphabeta:nodes=100,warmup=0,alphabeta:nodes=1000,warmup=0: budgets of "
      "nodes, the same work in any game); the strongest plays the "
      "self-play games; each bot runs confined in a process of its own, as in a match",
      false},
     {"hang-limit", "SECONDS",
      "a move that takes longer is a hung bot, and the analysis stops with its error (default "
      "120); the players search to a depth or a budget of nodes, so no time limit bounds a "
      "move",
      false},
     {"ladder-games", "N", "games between neighbours of the ladder (default 20; 0: none)", false},
     {"opening", "K", "plies played at random first, so that games differ (default 4)", false},
     {"looks", "K", "how often the comparison is looked at as the games come in (default 8)",
      false},
     {"margin", "P", "a difference under P percentage points is none that matters (default 5)",
      false},
     {"seed", "S", "the first game's seed (default 0)", false},
     {"concurrency", "K",
      "self-play games played at once, each share in a worker process (default: cores); the "
      "figures are the same whatever K",
      false},
     {"record", "FILE",
      "append every game to FILE as it is played (one line a game), so that an analysis that "
      "stops can go on with --resume, and shards can be read together",
      false},
     {"resume", "FILE",
      "take the games recorded in FILE instead of playing them again (each shard's file, for "
      "its report); the games still missing are played, and recorded to FILE when it is the "
      "only one",
      true},
     {"shard", "K/N",
      "play only game numbers i with i % N = K - 1, of every rule set and ladder step, into "
      "--record; no report: --resume with all N files gives it",
      false},
     {"batch", "S:KIND:RANGES",
      "(what a worker is given) play games RANGES (1-250,300-310) of rule set S, KIND self or "
      "ladderR, and print their measures",
      false},
     {"json", "", "the figures as JSON, for scripts", false},
     {"html", "OUT",
      "also write the report as a page to OUT: the first player's score of each rule set, the "
      "length distributions and the ladder, as charts",
      false}},
    1,
    1,
    "The figures follow Ludii's evaluation metrics: first-player advantage and balance, draws,\n"
    "completion (ended by the rules, not the move limit), duration, branching factor and the\n"
    "share of turns with a real choice, game-tree complexity, lead changes, stability and\n"
    "decisiveness (from the game's evaluate, seat 1's chances), positional repetition and board\n"
    "coverage (the squares moves touch, where the game names them). The comparison looks at\n"
    "the first player's score after each of --looks batches, at Pocock's bound, so that looking\n"
    "often does not make a difference out of noise."};

int analyze(const cli::Args& args) {
  args.integer("games", 4000, 10, 10000000);
  args.integer("ladder-games", 20, 0, 1000000);
  args.integer("opening", 4, 0, 1000);
  args.integer("looks", 8, 1, 10);
  args.number("margin", 5, 0.01, 99.99);
  args.integer("seed", 0, 0, 9007199254740992LL);
  args.integer("concurrency", 1, 1, 256);
  args.number("hang-limit", 120, 0.01, 86400);
  return app::run_lua_command("hr.commands.analyze", args, kAnalyze);
}

}  // namespace hr::commands

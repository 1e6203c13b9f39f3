// houserules [repl] and houserules play GAME: the REPL, bare or set up for one game.
#include <unistd.h>

#include <cstdio>
#include <filesystem>

#include "app.hpp"
#include "commands.hpp"
#include "match/script_error.hpp"
#include "repl.hpp"

namespace hr::commands {

const cli::Command kRepl = {
    "repl",
    "[options] [SCRIPT [ARGS...]]",
    "The REPL (also what `houserules` alone opens), with lua's -e, -l and -i.",
    {{"echo", "", "print each input line after its prompt (for transcripts)", false},
     {"time", "MS", "milliseconds a bot may think per move (default 1000)", false}},
    0,
    -1,
    "As lua and luajit take them, in the order given:\n"
    "  -e STAT                   run the statement STAT\n"
    "  -l MOD                    require MOD into the global MOD (hr.util: `util`; G=MOD: G)\n"
    "  -i                        open the REPL after the script\n"
    "  -v                        print the version\n"
    "  -E                        ignore HOUSERULES_INIT\n"
    "  -                         run standard input as the script (and stop reading options)\n"
    "  --                        stop reading options\n"
    "SCRIPT runs with its ARGS in `arg` and `...` (`houserules FILE.lua` is the same).\n"
    "HOUSERULES_INIT runs first: Lua code, or @FILE for a file's. Without a script or -e\n"
    "the REPL opens: a move plays it, Lua runs (expressions print), :help lists the commands."};

namespace {
cli::Command make_play_spec() {
  cli::Command spec{
      "play",
      "GAME [options]",
      "Play a game at the terminal: people type moves, bots in their seats answer.",
      game_options(),
      1,
      1,
      "A seat is a number or a name; BOT is a name (NAME:K=V for options), a file, or\n"
      "uci:PATH, an external engine that speaks UCI (the game gives the dialect).\n"
      "The REPL's commands work during the game (:undo, :hint, :save...)."};
  for (auto& option : spec.options)
    if (option.name == "seed")
      option.help =
          "the seed of the game's randomness (default: from the clock; a game that hides "
          "something or rolls dice gets a secret deal, which no bot can compute)";
  spec.options.insert(
      spec.options.end(),
      {
          {"seat", "S=BOT", "put a bot in seat S (the others are people)", true},
          {"engine-option", "K=V", "a UCI option for an engine seat (S=uci:PATH)", true},
          {"time", "MS", "milliseconds a bot may think per move (default 1000)", false},
          {"record", "FILE", "write the game's record to FILE when it ends", false},
          {"echo", "", "print each input line after its prompt (for transcripts)", false},
      });
  return spec;
}
}  // namespace

const cli::Command kPlay = make_play_spec();

int play(const cli::Args& args) {
  ReplSettings settings;
  settings.echo = args.has("echo");
  settings.quit_at_end = true;
  settings.bot_seconds = args.number("time", 1000, 1, 86400000) / 1000;
  if (auto path = args.get("record")) {
    // told before the game is played, not after
    std::error_code ec;
    const std::filesystem::path file = *path;
    const std::filesystem::path folder = file.has_parent_path() ? file.parent_path() : ".";
    if (std::filesystem::is_directory(file, ec))
      throw cli::UserError("--record " + *path + ": a folder, not a file");
    if (!std::filesystem::is_directory(folder, ec))
      throw cli::UserError("--record " + *path + ": no folder " + folder.string());
    if (::access(folder.c_str(), W_OK) != 0)
      throw cli::UserError("--record " + *path + ": cannot write in " + folder.string());
    settings.record_path = *path;
  }
  std::optional<uint64_t> seed;
  if (args.has("seed"))
    seed = static_cast<uint64_t>(args.integer("seed", 0, 0, 9007199254740992LL));
  Repl r(app::host(), settings);
  try {
    r.choose_game(game_spec(args, args.positional[0]));
    for (const auto& [seat, bot] : args.pairs("seat")) {
      const auto n = cli::to_integer(seat);
      if (!n)
        throw cli::UsageError("--seat expects SEAT=BOT with a seat number, got '" + seat + "'");
      r.set_seat(static_cast<int>(*n), bot_spec(args, bot));
    }
    r.new_game(seed);
  } catch (const ScriptError& e) {
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  } catch (const cli::UsageError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw cli::UserError(e.what());
  }
  return r.run();
}

}  // namespace hr::commands

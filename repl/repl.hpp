// The REPL: a Lua prompt (as in lua.c: expressions print, multi-line input, Ctrl-C stops a
// running script) that is also a game table - a line that is a legal move is played, and
// colon commands choose the game, the seats and the position. Bots in their seats move
// when it is their turn.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/secret_key.hpp"
#include "line_reader.hpp"
#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_spec.hpp"
#include "match/game_table.hpp"
#include "match/kept_bots.hpp"
#include "match/referee.hpp"
#include "match/seat.hpp"

namespace hr::cli {
struct Command;
struct Args;
}  // namespace hr::cli

namespace hr {

struct ReplSettings {
  bool echo = false;         // print each input line after its prompt (for transcripts)
  bool quit_at_end = false;  // `houserules play`: leave when the game ends
  std::string record_path;   // write the record there when the game ends
  double bot_seconds = 1.0;  // a bot's time per move
};

class Repl {
 public:
  Repl(const Host& host, ReplSettings settings);
  ~Repl();

  // The REPL's Lua state, where the prompt's chunks run (-e, -l and a script before -i too).
  lua_State* lua() const { return *lua_; }

  // Reads and handles lines until :quit or the end of input; returns the exit status.
  int run();

  // Setting up before run() (what `houserules play` does). Each throws std::runtime_error
  // with a message for the user.
  void choose_game(const GameSpec& spec);
  void set_seat(int seat, std::optional<BotSpec> bot);  // nullopt: a human
  // Without `seed`: a secret deal in a game that keeps secrets, else a seed from the clock
  // (`clock_seed`) or 0.
  void new_game(std::optional<uint64_t> seed, bool clock_seed = true);

 private:
  using Words = std::vector<std::string>;
  // What Tab offers for a command's argument: `index` says which (1: the first), `argument`
  // is its text so far (a path to a folder included).
  using ArgumentCompleter = LineReader::Completion (Repl::*)(size_t index,
                                                             const std::string& argument);
  struct Command {
    std::string name;
    std::string args;
    std::string help;
    void (Repl::*run)(const Words& words);
    ArgumentCompleter complete = nullptr;  // none: Tab offers nothing after it
  };
  static const std::vector<Command>& commands();

  // input
  bool handle(const std::string& line);  // false: quit
  void run_command(const std::string& line);
  std::pair<std::string, std::string> judge_line(const std::string& line);
  std::string fit_options(GameSpec& next, const std::string& keep);
  void evaluate(const std::string& first_line);
  void print_values(int base);
  void refresh_globals();
  LineReader::Completion complete(const std::string& line, int start);

  // the game
  // A game at the table, and the Lua state it lives in when that is its own (own: null
  // when it lives in the prompt's state).
  struct Table {
    std::unique_ptr<LuaState> own;
    std::unique_ptr<GameTable> game;  // (declared after own: it goes before its state)
    Table() = default;
    Table(Table&&) = default;
    Table& operator=(Table&& other) {  // the old game goes before its state, too
      game = std::move(other.game);
      own = std::move(other.own);
      return *this;
    }
  };
  Table open_table(const GameSpec& spec, uint64_t seed);
  void seat_table(Table table);  // the game at the table from now on; seats are set again
  // Whether the person at the prompt plays a bot in a game that hides something from their
  // seat (until :reveal): then the prompt's Lua and every command keep to their view.
  bool keeps_from_person();
  // Refuses (std::runtime_error) what `what` would show while keeps_from_person().
  void keep_hidden(const std::string& what);
  void require_game() const;
  int seat_index(const std::string& word) const;
  void show_board(int seat = -1);  // -1: as viewer() sees it
  int viewer();
  int human_seats(int* last = nullptr) const;
  // Seats a player for every seat that is not a person's; they hear the game so far. A
  // Lua bot starts again in its process from before (kept_bots_) unless `new_rules` (a
  // new game, :reload, a record: the scripts on disk may have changed since).
  void start_bots(bool new_rules = false);
  bool has_global(const std::string& name);  // in the prompt's Lua
  // Writes the game's record to --record's file (play), finished or not; a failure is
  // said and makes the exit status 1.
  void write_record();
  void play_bots();  // lets bots (and chance) move until a human's turn or the end
  // Bots that set up their own pieces (a `place` hook) do it before the first move, as in
  // a match; returns whether any did (or lost trying).
  bool place_bots();
  void seat_interrupted(int seat);
  // Says what a turn came to: the move (as the person may see it), the board, a loss.
  void report_turn(const TurnReport& turn);
  uint64_t bot_seed(int seat) const;
  // The game so far as a record: who sits where, and whether its deal was secret.
  Record game_record();
  void announce_end();
  void step_history(bool back);
  void say(const std::string& text);
  std::string seat_label(int seat);
  std::vector<std::string> list_lua(const char* function, const std::string& argument = "");
  std::vector<std::string> strings_from_lua(const std::string& code, const std::string& argument);

  // what Tab offers after each command (Command::complete)
  LineReader::Completion complete_game(size_t index, const std::string& argument);
  LineReader::Completion complete_variant(size_t index, const std::string& argument);
  LineReader::Completion complete_option(size_t index, const std::string& argument);
  LineReader::Completion complete_seat(size_t index, const std::string& argument);
  LineReader::Completion complete_show(size_t index, const std::string& argument);
  LineReader::Completion complete_command(size_t index, const std::string& argument);
  LineReader::Completion complete_file(size_t index, const std::string& argument);

  // commands
  void cmd_help(const Words& w);
  void cmd_games(const Words& w);
  void cmd_game(const Words& w);
  void cmd_variant(const Words& w);
  void cmd_options(const Words& w);
  void cmd_option(const Words& w);
  void cmd_seat(const Words& w);
  void cmd_seats(const Words& w);
  void cmd_new(const Words& w);
  void cmd_moves(const Words& w);
  void cmd_show(const Words& w);
  void cmd_undo(const Words& w);
  void cmd_redo(const Words& w);
  void cmd_reload(const Words& w);
  void cmd_save(const Words& w);
  void cmd_load(const Words& w);
  void cmd_replay(const Words& w);
  void cmd_perft(const Words& w);
  void cmd_match(const Words& w);
  void cmd_analyze(const Words& w);
  // Runs a command of the command line (match, analyze) at the game, house rules and
  // options chosen: `positional` arguments with the game first.
  void run_here(const cli::Command& command, int (*runner)(const cli::Args&), const Words& w,
                size_t positional);
  void cmd_position(const Words& w);
  void cmd_hint(const Words& w);
  void cmd_reveal(const Words& w);
  void cmd_quit(const Words& w);
  void cmd_complete(const Words& w);

  const Host& host_;
  ReplSettings settings_;
  std::unique_ptr<LuaState> lua_;
  std::unique_ptr<LineReader> reader_;
  GameSpec spec_;
  std::vector<std::optional<BotSpec>> seats_;
  // A game that keeps secrets lives in a state of its own (open_table): the prompt's Lua
  // reaches only the copy of what the person's seat sees (refresh_globals).
  std::unique_ptr<LuaState> table_lua_;
  std::unique_ptr<GameTable> table_;
  std::optional<int> revealed_;  // the moves played when :reveal showed everything
  KeptBots kept_bots_;           // the Lua bots' processes between start_bots (before players_)
  std::vector<std::unique_ptr<Seat>> players_;  // a bot, an engine, a C player, or a person
  std::unique_ptr<Referee> referee_;            // of table_ between players_
  uint64_t seed_ = 0;
  std::optional<SecretKey> secret_;  // the key of a secret deal (new_game)
  std::string started_;              // when the game began (utc_date_time), for its record
  bool announced_end_ = false;
  bool quit_ = false;
  std::string current_line_;  // the line being handled, as typed
  int status_ = 0;
};

}  // namespace hr

// A player written in C in a seat (`c:FILE.c`): its program (c_program.hpp) runs in a
// child process of its own, never inside the runner, a worker's Lua states or the REPL.
// The child gets a memory cap (RLIMIT_AS), an empty environment and no input, confines
// itself with seccomp, and is killed at a move's deadline. Whatever it prints is shown on
// standard error with its name in front, never taken as its answer.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/bot_seat.hpp"
#include "match/c_program.hpp"
#include "match/channel.hpp"
#include "match/game_table.hpp"

namespace hr {

class CPlayer {
 public:
  static constexpr double kStartSeconds = 5;  // from the start of its process to "ready"

  // Starts the program; throws BotFailure when it does not say it is ready in time.
  CPlayer(const CProgram& program, std::string name, size_t memory_cap,
          double start_limit = kStartSeconds);
  ~CPlayer();  // kills the process
  CPlayer(const CPlayer&) = delete;
  CPlayer& operator=(const CPlayer&) = delete;

  // One call of the function with `request` (its integers, as text). On success the
  // Choice's move is the returned integer as text. Past limit + margin the process is
  // killed and the Choice is kTime; a crash, a forbidden system call or a write into an
  // argument is the player's loss too, with the reason.
  Choice call(const std::string& request, double limit, double margin);
  // The longest a call with no limit of its own may take before the program is killed as
  // hung (a loss on time); by default an hour (an analysis's hang limit sets its own).
  void set_ceiling(double seconds) { ceiling_ = seconds > 0 ? seconds : kNoLimitSeconds; }

 private:
  // The next answer line, or nullopt at the deadline or when the process has gone; what
  // the player prints meanwhile is passed on.
  std::optional<std::string> read_answer(double deadline);
  void pass_on_chatter(bool everything);
  void show_chatter(std::string_view line);
  std::string why_gone();  // reaps the process: "crash: ..."
  void stop();

  static constexpr double kNoLimitSeconds = 3600;
  double ceiling_ = kNoLimitSeconds;
  std::string name_;
  pid_t pid_ = -1;
  Channel channel_;   // requests and answers, a line each
  int chatter_ = -1;  // what the player prints
  std::string chatter_buffer_;
  size_t chatter_shown_ = 0, chatter_hidden_ = 0;  // bytes of its output, this game
  bool gone_ = false;
  int status_ = 0;
  bool reaped_ = false;
};

// The cache of compiled C players in the user's data folder.
std::filesystem::path c_player_cache(const std::filesystem::path& data_dir);

// The C players in the folder `dir`, named as the game's function is (prefix ai_player:
// every aiplayer_*.c), sorted by name. Throws std::invalid_argument when `dir` is no
// folder or holds none.
std::vector<std::filesystem::path> c_player_files(const std::filesystem::path& dir,
                                                  const CFunction& form);

// The game's C function at the table (game.c_function); std::invalid_argument when the game has
// none (or declares one the host cannot pass).
CFunction c_function(GameTable& table);

// Compiles (or finds) and starts the C player of a `c:FILE.c` seat. Throws
// std::invalid_argument (no C function), CBuildError or BotFailure.
std::unique_ptr<CPlayer> start_c_player(GameTable& table, const BotSpec& spec,
                                        const std::filesystem::path& data_dir, size_t memory_cap);

// Asks the C player for its move for `seat` at the table. On success the Choice's move is
// the game's own text of the legal move it returned; otherwise the reason it loses.
Choice c_player_choice(CPlayer& player, GameTable& table, int seat, double limit, double margin);

}  // namespace hr

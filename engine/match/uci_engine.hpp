// An external engine in a seat, spoken to in UCI over pipes: started for a game, told
// the game's variant and the user's options, asked for each move with the position and
// the time left, and stopped at the end, or kept for the next game (kept_bots.hpp). The referee
// checks every move it names against the game's legal moves (GameTable::engine_move).
#pragma once

#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "match/bot_seat.hpp"
#include "match/channel.hpp"
#include "match/game_table.hpp"

namespace hr {

class UciEngine {
 public:
  // Starts the program at `path` and has it ready for `variant` (UCI_Variant) with the
  // options (setoption). Throws std::runtime_error saying what failed.
  UciEngine(const std::string& path, const std::string& variant,
            const std::vector<std::pair<std::string, std::string>>& options);
  ~UciEngine();
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  // Asks for a move at `position` (the game's position in the engine's dialect) with
  // `time.limit` seconds for it; past limit + margin the engine loses on time. A time per
  // move is `go movetime`; a game clock of two seats is `go wtime btime winc binc` (seat 1
  // is white), so that the engine paces its game. On success the Choice holds the move's
  // text in the engine's dialect.
  Choice go(const std::string& position, const MoveTime& time, double margin);
  // The longest a move with no limit of its own (told `go movetime 1000`) may take before
  // the engine loses on time; by default an hour (an analysis's hang limit sets its own).
  void set_ceiling(double seconds) { ceiling_ = seconds > 0 ? seconds : kNoLimitSeconds; }

  // Whether it may play another game: it is there, and it answered every move it was
  // asked for (an engine still searching a move it lost on time would answer the next
  // game's first question with it).
  bool fit() const { return !gone_ && !searching_; }
  // Tells it a new game begins (ucinewgame) and waits until it is ready; false when it
  // is not within kStartSeconds.
  bool new_game();

  static constexpr double kStartSeconds = 10;  // to answer uciok and readyok

 private:
  bool send(const std::string& line);
  // The next line, or nullopt at the deadline or when the engine has gone.
  std::optional<std::string> read_line(double deadline);
  // Reads until a line that starts with `word` (returns it) or nullopt as read_line.
  std::optional<std::string> wait_for(const std::string& word, double deadline);

  static constexpr double kNoLimitSeconds = 3600;
  double ceiling_ = kNoLimitSeconds;
  std::string path_;
  pid_t pid_ = -1;
  Channel channel_;  // its input and output, a line each
  bool gone_ = false;
  bool searching_ = false;  // told `go`, and its bestmove not yet read
};

// Starts the engine of a `uci:PATH` seat for the game at the table (std::invalid_argument
// when the game has no dialect, std::runtime_error when the engine does not start).
std::unique_ptr<UciEngine> start_engine(GameTable& table, const BotSpec& spec);

// Asks the engine for its move at the table. On success the Choice's move is the game's
// own move text (play it with play_text); a move that is not legal is kIllegal.
Choice engine_choice(UciEngine& engine, GameTable& table, const MoveTime& time, double margin);

}  // namespace hr

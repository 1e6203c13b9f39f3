// The one interface of whatever sits in a seat: a Lua bot (in a process of its own), an
// external engine (UCI, in its own process), a player written in C (in its own confined
// process), or a person at the terminal. The referee (referee.hpp) asks each the same way
// and never needs to know which it is; a person is asked nothing: the referee stops at
// their turn and the program that drives it (the REPL, `play`) reads their move.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "lua/host.hpp"
#include "match/bot_process.hpp"
#include "match/bot_seat.hpp"
#include "match/game_table.hpp"

namespace hr {

class KeptBots;

// What a seat may take besides its moves.
struct SeatLimits {
  size_t memory = BotSeat::kDefaultMemory;  // bytes: a Lua bot's cap, a C player's
  double start = BotSeat::kStartSeconds;    // a Lua bot's own start (its module, new_game)
  double grace = BotProcess::kGrace;        // past a move's limit and margin (bot_process.hpp)
  // Whether a Lua bot is given the start position as it starts (alphabeta warms up on it,
  // 300 ms): not where the whole answer has less time than that (a front end's protocol).
  bool start_position = true;
  // What a Lua bot's, a C player's or an engine's move with no limit of its own may take
  // before it loses on time as hung (BotProcess, CPlayer and UciEngine::set_ceiling); 0:
  // none (a C player's or an engine's hour).
  double ceiling = 0;
};

class Seat {
 public:
  virtual ~Seat() = default;  // a seat's process ends with it

  // A person's seat: the referee waits for their move instead of asking.
  virtual bool is_person() const { return false; }

  // Asks for a move (`time.limit` seconds, stopped at limit + margin; under a game clock
  // the seat is told so) and plays it at the table. On success the Choice's move is the
  // text played; otherwise its reason() is why the seat loses (an illegal move is
  // kIllegal: "illegal move: TEXT").
  Choice move(GameTable& table, const MoveTime& time, double margin);

  // Whether the seat sets up its own pieces when the game lets it (a bot's `place` hook;
  // engines and C players take the game's set-up), and its set-up on `view` (encoded):
  // the Choice's move is its answer, encoded.
  virtual bool places() const { return false; }
  virtual Choice place(const std::string& view, double limit, double margin);

  // Whether the seat hears of every move (a bot's `observe` hook), and telling it of the
  // move just played; a Choice that is not ok() is its loss.
  virtual bool observes() const { return false; }
  virtual Choice observe(GameTable& table, const std::string& move_text, double limit);

 protected:
  // The seat's answer to "your move" at the table: a Choice whose move is the game's own
  // text (answers_in_text) or a value encoded by the seat's own state.
  virtual Choice ask(GameTable& table, const MoveTime& time, double margin) = 0;
  virtual bool answers_in_text() const = 0;
};

// Seats what `spec` names for `seat` of the game at the table: a Lua bot by name or file,
// `uci:PATH` or `c:FILE.c`, started now. Throws as BotProcess, start_engine and
// start_c_player do. With `kept`, a Lua bot may play in a process an earlier game kept,
// and its process is kept there after this game (kept_bots.hpp).
std::unique_ptr<Seat> start_seat(const Host& host, GameTable& table, const BotSpec& spec, int seat,
                                 uint64_t seed, const SeatLimits& limits = {},
                                 KeptBots* kept = nullptr);

// A person's seat.
std::unique_ptr<Seat> person_seat();

}  // namespace hr
